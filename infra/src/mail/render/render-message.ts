import { compile } from 'html-to-text';
import { ALERT_BODY_MAX, ALERT_SUBJECT_MAX } from '@usher/domain/contract/communications';
import { SUBJECT_TAG_PATTERN } from '@usher/domain/communications/notification-types';
import { mergeTagById, type MergeValues } from '@usher/domain/communications/merge-tags';
import type { MailBranding } from '@usher/domain/invitations/mail-branding';
import type { MailAttachment } from '@usher/domain/invitations/invitation-email';
import { linksOf, rewriteLinks, sanitizeTemplateHtml } from './sanitize-template-html.ts';
import { renderLiquid, toLiquidTemplate } from './merge-template.ts';
import { wrapInLayout } from './mail-layout.ts';

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

export type MailRenderErrorCode = 'body_too_large' | 'subject_too_large' | 'render_failed';

/** A message that cannot be rendered: the sender records it as the message's 'error'. */
export class MailRenderError extends Error {
  constructor(
    readonly code: MailRenderErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'MailRenderError';
  }
}

// The subject is a header: one line, and well inside the 998 characters a line may hold.
const SUBJECT_OUTPUT_MAX = 400;

/** The subject's tags replaced by the recipient's values as plain text (unknown tags by nothing). */
export function renderSubject(subject: string, values: MergeValues): string {
  if (subject.length > ALERT_SUBJECT_MAX) throw new MailRenderError('subject_too_large', `The subject may not be greater than ${ALERT_SUBJECT_MAX} characters.`);
  const merged = subject.replace(SUBJECT_TAG_PATTERN, (_, id: string) => (mergeTagById(id) ? (values[id] ?? '') : ''));
  return merged.replace(/\s+/g, ' ').trim().slice(0, SUBJECT_OUTPUT_MAX);
}

/** The editor's HTML, sanitised and merged with one recipient's values (no layout). */
export async function renderBodyContent(body: string, values: MergeValues): Promise<string> {
  if (body.length > ALERT_BODY_MAX) throw new MailRenderError('body_too_large', `The body may not be greater than ${ALERT_BODY_MAX / 1000} KB.`);
  try {
    return await renderLiquid(toLiquidTemplate(sanitizeTemplateHtml(body)), values);
  } catch (error) {
    throw new MailRenderError('render_failed', `The message could not be rendered: ${(error as Error).message}`);
  }
}

async function trackLinks(content: string, trackClick: (url: string) => Promise<string>): Promise<string> {
  const tracked = new Map<string, string>();
  for (const url of linksOf(content)) {
    if (/^https?:\/\//i.test(url)) tracked.set(url, await trackClick(url));
  }
  return tracked.size > 0 ? rewriteLinks(content, (href) => tracked.get(href) ?? href) : content;
}

const TEXT_OPTIONS = {
  wordwrap: 78,
  selectors: [
    { selector: 'a', options: { hideLinkHrefIfSameAsText: true } },
    { selector: 'img', format: 'skip' },
  ],
};
// Compiled once: html-to-text's convert() compiles its selectors on every call, a millisecond per message of a 10,000-guest sending.
const toText = compile(TEXT_OPTIONS);

/**
 * One recipient's message, ready to send: sanitised, merged, laid out and
 * inlined HTML, its plain-text twin, the subject, and the calendar file.
 */
export async function renderMessage(input: RenderInput): Promise<RenderedMessage> {
  const subject = renderSubject(input.subject, input.values);
  const merged = await renderBodyContent(input.body, input.values);
  const content = `${input.links?.trackClick ? await trackLinks(merged, input.links.trackClick) : merged}${input.appendixHtml ?? ''}`;
  const html = wrapInLayout({
    content,
    eventName: input.values['event.name'] ?? '',
    branding: input.branding,
    openPixelUrl: input.links?.openPixelUrl,
    unsubscribeUrl: input.unsubscribeUrl,
  });
  const footer = input.unsubscribeUrl ? `\n\n--\nUnsubscribe: ${input.unsubscribeUrl}\n` : '\n';
  const text = `${toText(content).trim()}${footer}`;
  const attachments = input.calendar ? [{ filename: 'invitation.ics', content: input.calendar, contentType: 'text/calendar; charset=utf-8; method=PUBLISH' }] : [];
  return { subject, html, text, attachments };
}
