import { calendarEntryOf, icsFileOf } from '@usher/domain/invitations/calendar-entry';
import { mailBrandingOf } from '@usher/domain/invitations/mail-branding';
import type { EventMergeContext, GuestMergeValuesReader, KnownGuest } from './merge-values.ts';
import { renderMessage, type RenderInput, type RenderedMessage } from './render-message.ts';

// The calendar entry of a preview with sample values belongs to no guest.
const SAMPLE_ATTENDEE_ID = '00000000-0000-0000-0000-000000000000';

export interface GuestMessageInput extends Pick<RenderInput, 'subject' | 'body' | 'links' | 'unsubscribeUrl' | 'appendixHtml'> {
  /** null: the tags' sample values (a preview). */
  attendeeId: string | null;
  /** Attach the event as an .ics file (when it has a date). */
  attachCalendar: boolean;
  /** The guest as their stream has them, for one the guest list may not show yet. */
  knownGuest?: KnownGuest;
}

/**
 * One guest's message of an event: their values (from `valuesOf`, which reads
 * the read models), the event's branding (its pass colours and logo) and, when
 * asked, its calendar entry. Null when the guest is not on the event's list.
 */
export async function renderForGuest(valuesOf: GuestMergeValuesReader, context: EventMergeContext, input: GuestMessageInput): Promise<RenderedMessage | null> {
  const values = await valuesOf(context, input.attendeeId, { known: input.knownGuest });
  if (!values) return null;
  const { event, eventUuid, appUrl } = context;
  const entry = input.attachCalendar
    ? calendarEntryOf({
        ...event.settings,
        location: event.location,
        attendee_id: input.attendeeId ?? SAMPLE_ATTENDEE_ID,
        event_uuid: eventUuid,
        url: values['link.event'] ?? null,
      })
    : null;
  return renderMessage({
    subject: input.subject,
    body: input.body,
    values,
    branding: mailBrandingOf(event.pass.pass_settings, appUrl),
    links: input.links,
    unsubscribeUrl: input.unsubscribeUrl,
    appendixHtml: input.appendixHtml,
    calendar: entry ? icsFileOf(entry) : null,
  });
}
