import type { z } from 'zod';
import { DomainError } from '@usher/domain/deciders/domain-error';
import type { PreviewBody, TestSendBody } from '@usher/domain/contract/communications';
import { mergeTagErrors } from '@usher/domain/communications/merge-tag-rules';
import { hasErrors } from '@usher/domain/validation/errors';
import type { AuthUser } from '@usher/infra/http/authenticate';
import type { ServiceContext } from '@usher/infra/context';
import { readConfig } from '@usher/infra/config';
import { MailRenderError, type RenderedMessage } from '@usher/infra/mail/render/render-message';
import { renderForGuest } from '@usher/infra/mail/render/render-for-guest';
import { eventMergeContextFor, type EventMergeContext } from '@usher/infra/mail/render/merge-values';
import { eventMailRouteFromStreams } from './event-mail-route.ts';
import { limitTestMails, noteTestMailSent, requireRecipient, serverWords, isRecipientRefusal } from './smtp-test.ts';

type PreviewInput = z.infer<typeof PreviewBody>;
type TestSendInput = z.infer<typeof TestSendBody>;

/**
 * What is being written, for one guest (or sample values): nothing tracked, no unsubscribe link of anyone's.
 * The guest's values are what the mailer would put in, read as it reads them (ServiceContext.views).
 */
async function renderDraft(context: ServiceContext, merge: EventMergeContext, input: PreviewInput): Promise<RenderedMessage> {
  // A tag the renderer does not read would show (or go out) as written: the field says so, as on saving and sending (issue 28).
  const tagErrors = mergeTagErrors({ subject: input.subject, body: input.body });
  if (hasErrors(tagErrors)) throw DomainError.validation(tagErrors);
  try {
    const rendered = await renderForGuest(context.views.guestMergeValues, merge, {
      attendeeId: input.attendee_id,
      subject: input.subject,
      body: input.body,
      attachCalendar: input.attach_calendar,
    });
    if (!rendered) throw DomainError.validation({ attendee_id: ['The selected guest is invalid.'] });
    return rendered;
  } catch (error) {
    if (error instanceof MailRenderError) throw DomainError.validation({ [error.code === 'subject_too_large' ? 'subject' : 'body']: [error.message] });
    throw error;
  }
}

const mergeContextOf = (context: ServiceContext, eventUuid: string) => eventMergeContextFor(context.store, eventUuid, readConfig().appUrl);

export async function previewMessage(context: ServiceContext, user: AuthUser, eventUuid: string, input: PreviewInput) {
  const { subject, html, text, attachments } = await renderDraft(context, await mergeContextOf(context, eventUuid), input);
  return { data: { subject, html, text, attachments: attachments.map((file) => ({ filename: file.filename, content_type: file.contentType })) } };
}

/** Sends the draft now to one address through the event's transport, marked '[Test] '; only counted (when and which kind), never kept. */
export async function sendTestMessage(context: ServiceContext, user: AuthUser, eventUuid: string, input: TestSendInput) {
  const to = requireRecipient(input.to, 'to', 'The recipient');
  const merge = await mergeContextOf(context, eventUuid);
  const message = await renderDraft(context, merge, input);
  await limitTestMails(context, user, 'message-test');
  const route = await eventMailRouteFromStreams(context, eventUuid, merge.event);
  try {
    const sent = await route.transport.send({
      to,
      subject: `[Test] ${message.subject}`,
      html: message.html,
      text: message.text,
      attachments: message.attachments,
    });
    await noteTestMailSent(context, 'message-test');
    return { data: { to, accepted: true, response: sent.response ?? `Accepted as ${sent.messageId}` } };
  } catch (error) {
    throw DomainError.validation({ [isRecipientRefusal(error) ? 'to' : 'smtp_configuration_id']: [serverWords(error)] });
  }
}
