import { streamIds, toDomainEvent } from '@usher/events';
import { resolveGuestLanguage, type GuestLanguage } from '@usher/domain/i18n/languages';
import { attendeeDecider, type AttendeeState } from '@usher/domain/deciders/attendee-decider';
import { eventDecider, type EventState } from '@usher/domain/deciders/event-decider';
import { fold } from '@usher/domain/deciders/decider';
import { summarizeEvent } from '@usher/domain/invitations/event-summary';
import { invitationEmail, paragraphs, type EmailContent } from '@usher/domain/invitations/invitation-email';
import { calendarEntryOf, icsFileOf } from '@usher/domain/invitations/calendar-entry';
import { mailBrandingOf } from '@usher/domain/invitations/mail-branding';
import { passSeatOf } from '@usher/domain/passes/pass-view';
import { passTokenFor, rsvpLinkFor } from '@usher/read-models/passes/guest-links';
import { walletLinksOf } from '@usher/infra/wallet/wallet-credentials';
import { activeTemplateFor, renderTemplatedMail } from './compose-templated-mail.ts';
import type { ComposeContext } from './compose-mail.ts';

export interface InvitationInput {
  eventUuid: string;
  /** The event as it is when sending (a moved start time is what the guest needs). */
  event: EventState;
  attendeeId: string;
  guest: Pick<AttendeeState, 'first_name' | 'last_name' | 'is_attending'> & { language?: string | null };
  /** The organiser's personal message, if they wrote one. */
  message: string | null;
  /** Whether the guest had an invitation before (the subject says it is a reminder). */
  resend: boolean;
}

/**
 * One guest's invitation, written: in the event's active invitation template
 * when it has one (the personal message follows it, the .ics goes with it),
 * else in the product's own words. What the dispatcher sends and what the
 * Bulk Invite dialog previews are this one function's.
 */
export async function invitationContentFor(context: ComposeContext, input: InvitationInput): Promise<EmailContent> {
  const { eventUuid, event, attendeeId, guest } = input;
  // No browser to ask in an e-mail: the guest's own language, else the event's, else English.
  const language = resolveGuestLanguage({ guest: guest.language, event: event.settings.default_language });
  const template = await activeTemplateFor(context, event, 'invitation');
  if (template) {
    const knownGuest = { first_name: guest.first_name, last_name: guest.last_name, is_attending: guest.is_attending };
    const appendixHtml = input.message ? `<blockquote>${paragraphs(input.message)}</blockquote>` : null;
    const content = await renderTemplatedMail(context, { eventUuid, event, template, language, attendeeId, knownGuest, attachCalendar: true, appendixHtml });
    if (content) return content;
  }
  const link = await rsvpLinkFor(context.db, attendeeId, context.appUrl);
  // One UID per guest and event: a resent invitation updates the calendar entry the first one made.
  const calendar = calendarEntryOf({ ...event.settings, location: event.location, attendee_id: attendeeId, event_uuid: eventUuid, url: link });
  return invitationEmail({
    event: summarizeEvent({ ...event.settings, location: event.location }, language),
    language,
    guestName: `${guest.first_name} ${guest.last_name}`.trim(),
    link,
    message: input.message,
    resend: input.resend,
    branding: mailBrandingOf(event.pass.pass_settings, context.appUrl),
    calendarFile: calendar ? icsFileOf(calendar) : null,
    seat: event.settings.is_seating_enabled ? await seatTextOf(context, attendeeId, event.pass.event_data, language) : null,
    wallet: event.settings.is_pass_enabled ? await walletLinksOf(context.db, await passTokenFor(context.db, attendeeId), context.appUrl) : null,
  });
}

/**
 * The invitation a guest of the event would get if invited now (no personal
 * message; a reminder's subject if they had one before). Null for a guest who
 * is not the event's, was removed, or has no address to send it to.
 */
export async function invitationPreviewFor(context: ComposeContext, eventUuid: string, attendeeId: string): Promise<(EmailContent & { to: string }) | null> {
  const guest = fold(attendeeDecider, (await context.store.readStream(streamIds.attendee(attendeeId))).map(toDomainEvent));
  if (!guest.exists || guest.removed || guest.event_uuid !== eventUuid || !guest.email) return null;
  const event = fold(eventDecider, (await context.store.readStream(streamIds.event(eventUuid))).map(toDomainEvent));
  const content = await invitationContentFor(context, { eventUuid, event, attendeeId, guest, message: null, resend: guest.is_invited });
  return { ...content, to: guest.email };
}

/**
 * The guest's seat as their pass shows it, read as it is when sending (a guest
 * moved since the invitation was asked for gets the seat they hold now).
 */
async function seatTextOf(
  context: ComposeContext,
  attendeeId: string,
  eventData: Parameters<typeof passSeatOf>[0],
  language: GuestLanguage,
): Promise<string | null> {
  const row = await context.db.selectFrom('rm_attendees').select(['section', 'row_no', 'table_no', 'seat_no']).where('id', '=', attendeeId).executeTakeFirst();
  const parts = row ? passSeatOf(eventData, row, language) : [];
  return parts.length > 0 ? parts.map((part) => `${part.label} ${part.value}`).join(', ') : null;
}
