import type { Db } from '@usher/infra/db/database';
import { languagesWithVariant, wordsInLanguage, type MessageTranslations, type MessageWords } from '@usher/domain/communications/message-translations';
import { resolveGuestLanguage } from '@usher/domain/i18n/languages';
import { clickSignatureFor, messageTokenFor, verpAddress } from '@usher/infra/mail/message-tokens';
import type { OutgoingMail } from '@usher/infra/mail/mail-transport';
import type { GuestMergeValuesReader } from '@usher/infra/mail/render/merge-values';
import { messageIdHeader } from '@usher/infra/mail/message-id';
import { renderForGuest } from '@usher/infra/mail/render/render-for-guest';
import { guestMergeValuesOf } from '@usher/read-models/mail/guest-merge-values';
import type { EventMailContext } from './event-mail-contexts.ts';

/** One claimed message, as the sender holds it. */
export interface ClaimedMessage {
  id: string;
  event_uuid: string;
  alert_id: string;
  attendee_id: string | null;
  email: string;
  /** The stream's version after the claim: the result is appended at it. */
  version: number;
  /** Tries so far, this one included. */
  tries: number;
}

/** What the organiser wrote, as the alert holds it. */
export interface AlertWords {
  subject: string;
  body: string;
  /** Its words in other languages (message-translations.ts); absent or {}: the base words for everyone. */
  translations?: MessageTranslations | null;
  attach_calendar: boolean;
}

export interface ComposeSettings {
  appUrl: string;
  bounceDomain: string;
}

/** The Message-ID of an outbound message: a function of its id (the one rule, message-id.ts), so a message sent again after a crash carries the same one. */
export const messageIdHeaderOf = messageIdHeader;

/**
 * The words a guest reads: those of their language where the organiser wrote them (the guest's
 * own language, else the event's default, as their pages choose), the base words elsewhere. The
 * guest's language is read only when the message has words in another language at all.
 */
async function wordsForGuest(db: Db, attendeeId: string, alert: AlertWords, event: EventMailContext): Promise<MessageWords> {
  const base = { subject: alert.subject, body: alert.body };
  if (languagesWithVariant(alert.translations).length === 0) return base;
  const guest = await db.selectFrom('rm_attendees').select('language').where('id', '=', attendeeId).executeTakeFirst();
  const language = resolveGuestLanguage({ guest: guest?.language, event: event.merge.event.settings.default_language });
  return wordsInLanguage(base, alert.translations, language);
}

/**
 * One guest's message written out for the server: rendered for them
 * (renderForGuest: their merge values, the event's branding and calendar
 * entry), the open pixel and tracked links only when the
 * event tracks them, the unsubscribe link in the footer and in
 * List-Unsubscribe with RFC 8058 one-click, the VERP return address that
 * brings bounces back to this message, and delivery reports asked for.
 * Null when the guest is no longer on the event's list.
 * Throws MailRenderError when the words cannot be rendered.
 * `valuesOf`: the guest's merge values (by default read for this message alone).
 */
export async function composeOutboundMessage(
  db: Db,
  message: ClaimedMessage,
  alert: AlertWords,
  event: EventMailContext,
  settings: ComposeSettings,
  valuesOf: GuestMergeValuesReader = guestMergeValuesOf(db),
): Promise<OutgoingMail | null> {
  // A communication's message is always a guest's (without one the renderer would use sample values).
  if (!message.attendee_id) return null;
  const { appUrl, bounceDomain } = settings;
  const token = await messageTokenFor(db, message.id);
  const returnPath = verpAddress(token, bounceDomain);
  const unsubscribeUrl = `${appUrl}/m/${token}/unsubscribe`;
  const trackClick = event.tracking.clicks
    ? async (url: string) => `${appUrl}/m/${token}/click?u=${encodeURIComponent(url)}&s=${await clickSignatureFor(db, message.id, url)}`
    : null;
  const words = await wordsForGuest(db, message.attendee_id, alert, event);
  const rendered = await renderForGuest(valuesOf, event.merge, {
    attendeeId: message.attendee_id,
    subject: words.subject,
    body: words.body,
    links: { openPixelUrl: event.tracking.opens ? `${appUrl}/m/${token}/open.gif` : null, trackClick },
    unsubscribeUrl,
    attachCalendar: alert.attach_calendar,
  });
  if (!rendered) return null;
  return {
    to: message.email,
    subject: rendered.subject,
    html: rendered.html,
    text: rendered.text,
    attachments: rendered.attachments,
    ...(event.route.from ? { from: event.route.from } : {}),
    ...(event.senderName ? { senderName: event.senderName } : {}),
    ...(event.route.replyTo ? { replyTo: event.route.replyTo } : {}),
    envelope: { from: returnPath, to: message.email },
    messageId: messageIdHeaderOf(message.id, bounceDomain),
    headers: {
      'List-Unsubscribe': `<${unsubscribeUrl}>, <mailto:${returnPath}?subject=unsubscribe>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
    // Sent only where the server offers DSN (nodemailer asks the EHLO reply); reports come back to the VERP address.
    dsn: { id: message.id, return: 'headers', notify: ['failure', 'delay', 'success'], recipient: message.email },
  };
}
