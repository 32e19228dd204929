import { ALERT_SUBJECT_MAX } from '@usher/domain/contract/communications';
import { SUBJECT_TAG_PATTERN } from '@usher/domain/communications/notification-types';
import { mergeTagById, type MergeValues } from '@usher/domain/communications/merge-tags';
import type { MailBranding } from '@usher/domain/invitations/mail-branding';
import type { MailAttachment } from '@usher/domain/invitations/invitation-email';
import { compiledMessageOf } from './compiled-message.ts';
import { MailRenderError } from './mail-render-error.ts';

export interface RenderInput {
  /** Plain text with `{guest.first_name}` tags. */
  subject: string;
  /** The editor's HTML with mention spans. */
  body: string;
  values: MergeValues;
  branding?: MailBranding | null;
  links?: {
    /** The open-tracking image, or null when the event does not track opens. */
    openPixelUrl?: string | null;
    /** The tracked address of one of the message's links, or null when clicks are not tracked. */
    trackClick?: ((url: string) => Promise<string>) | null;
  };
  unsubscribeUrl?: string | null;
  /** The event as an .ics file, attached when given. */
  calendar?: string | null;
  /** HTML placed (already safe) after the organiser's content, e.g. an invitation's personal message; never merged. */
  appendixHtml?: string | null;
}

export interface RenderedMessage {
  subject: string;
  html: string;
  text: string;
  attachments: MailAttachment[];
}

export { MailRenderError, type MailRenderErrorCode } from './mail-render-error.ts';

// The subject is a header: one line, and well inside the 998 characters a line may hold.
const SUBJECT_OUTPUT_MAX = 400;

/** The subject's tags replaced by the recipient's values as plain text (unknown tags by nothing). */
export function renderSubject(subject: string, values: MergeValues): string {
  if (subject.length > ALERT_SUBJECT_MAX)
    throw new MailRenderError('subject_too_large', `The subject may not be greater than ${ALERT_SUBJECT_MAX} characters.`);
  const merged = subject.replace(SUBJECT_TAG_PATTERN, (_, id: string) => (mergeTagById(id) ? (values[id] ?? '') : ''));
  return merged.replace(/\s+/g, ' ').trim().slice(0, SUBJECT_OUTPUT_MAX);
}

/**
 * One recipient's message, ready to send: sanitised, merged, laid out and
 * inlined HTML, its plain-text twin, the subject, and the calendar file.
 * The words are compiled once for every recipient (compiled-message.ts).
 */
export async function renderMessage(input: RenderInput): Promise<RenderedMessage> {
  const subject = renderSubject(input.subject, input.values);
  const compiled = await compiledMessageOf({
    body: input.body,
    eventName: input.values['event.name'] ?? '',
    branding: input.branding ?? null,
    appendixHtml: input.appendixHtml ?? null,
    openPixel: !!input.links?.openPixelUrl,
    unsubscribe: !!input.unsubscribeUrl,
    trackClicks: !!input.links?.trackClick,
  });
  const { html, text } = await compiled.fill({
    values: input.values,
    openPixelUrl: input.links?.openPixelUrl ?? null,
    unsubscribeUrl: input.unsubscribeUrl ?? null,
    trackClick: input.links?.trackClick ?? null,
  });
  const footer = input.unsubscribeUrl ? `\n\n--\nUnsubscribe: ${input.unsubscribeUrl}\n` : '\n';
  const attachments = input.calendar
    ? [{ filename: 'invitation.ics', content: input.calendar, contentType: 'text/calendar; charset=utf-8; method=PUBLISH' }]
    : [];
  return { subject, html, text: `${text}${footer}`, attachments };
}
