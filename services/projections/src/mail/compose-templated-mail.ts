import { streamIds, toDomainEvent } from '@usher/events';
import { fold } from '@usher/domain/deciders/decider';
import type { EventState } from '@usher/domain/deciders/event-decider';
import { templateDecider } from '@usher/domain/deciders/template-decider';
import type { NotificationType, TemplateContent } from '@usher/domain/communications/notification-types';
import type { EmailContent } from '@usher/domain/invitations/invitation-email';
import { eventValuesOf, type KnownGuest } from '@usher/infra/mail/render/merge-values';
import { renderForGuest } from '@usher/infra/mail/render/render-for-guest';
import { guestMergeValuesOf } from '@usher/read-models/mail/guest-merge-values';
import { MailRenderError } from '@usher/infra/mail/render/render-message';
import type { ComposeContext } from './compose-mail.ts';
import { wordsInLanguage, type MessageTranslations } from '@usher/domain/communications/message-translations';
import type { GuestLanguage } from '@usher/domain/i18n/languages';

/** A template's base words and its words in other languages. */
export type TemplateWords = TemplateContent & { translations?: MessageTranslations };

/**
 * The template an event's notification uses, if the organiser made one
 * active: which one is the event's mail settings (its stream), the words are
 * the template's own stream, both read from the log as they are when sending.
 */
export async function activeTemplateFor(context: ComposeContext, event: EventState, type: NotificationType): Promise<TemplateWords | null> {
  const templateId = event.communications.active_notification_templates[type];
  if (!templateId) return null;
  const template = fold(templateDecider, (await context.store.readStream(streamIds.template(templateId))).map(toDomainEvent));
  return template.exists && !template.deleted ? { subject: template.subject, body: template.body, translations: template.translations } : null;
}

/**
 * A notification written with the organiser's template through the mail
 * renderer, for one guest. Null when the template cannot be rendered, so the
 * caller sends the product's own words rather than nothing.
 */
export async function renderTemplatedMail(
  context: ComposeContext,
  input: {
    eventUuid: string;
    event: EventState;
    template: TemplateWords;
    /** The guest's language: its words where the organiser wrote them, the base words elsewhere. */
    language?: GuestLanguage;
    attendeeId: string;
    knownGuest?: KnownGuest;
    attachCalendar: boolean;
    appendixHtml?: string | null;
  },
): Promise<EmailContent | null> {
  const mergeContext = { eventUuid: input.eventUuid, appUrl: context.appUrl, event: input.event, eventValues: eventValuesOf(input.eventUuid, input.event) };
  const words = input.language ? wordsInLanguage(input.template, input.template.translations, input.language) : input.template;
  try {
    const rendered = await renderForGuest(guestMergeValuesOf(context.db), mergeContext, {
      attendeeId: input.attendeeId,
      knownGuest: input.knownGuest,
      subject: words.subject,
      body: words.body,
      attachCalendar: input.attachCalendar,
      appendixHtml: input.appendixHtml,
    });
    if (!rendered) return null;
    const { attachments, ...content } = rendered;
    return { ...content, ...(attachments.length > 0 ? { attachments } : {}) };
  } catch (error) {
    if (error instanceof MailRenderError) return null;
    throw error;
  }
}
