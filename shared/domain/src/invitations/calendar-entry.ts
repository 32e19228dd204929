import { createEvent, type DateArray, type EventAttributes } from 'ics';
import { DateTime } from 'luxon';
import { combineDateTime } from '../events/event-dates.ts';
import type { EventSummaryInput } from './event-summary.ts';
import { describeWhere } from './event-summary.ts';

// An event saved without an end still takes room in a calendar: two hours is what a
// reception or a dinner usually lasts, and the guest can stretch it in their calendar.
const DEFAULT_DURATION_HOURS = 2;

/** One event in a guest's calendar: what the .ics file and the Google Calendar link both say. */
export interface CalendarEntry {
  /** The same for one guest and one event however often it is made, so a resent invitation updates the entry instead of adding a second. */
  uid: string;
  title: string;
  /** UTC ISO instants; for an all-day event, the first day and the day after the last (as calendars count). */
  starts_at: string;
  ends_at: string;
  all_day: boolean;
  location: string | null;
  /** The guest's link back (the pass, or the RSVP page). */
  url: string | null;
}

/** The stable calendar id of a guest's place at an event. */
export function calendarUid(attendeeId: string, eventUuid: string): string {
  return `${attendeeId}.${eventUuid}@usher`;
}

/** The guest's calendar entry for an event, or null while the event has no date. */
export function calendarEntryOf(input: EventSummaryInput & { attendee_id: string; event_uuid: string; url: string | null }): CalendarEntry | null {
  const starts = combineDateTime(input.starts_date, input.starts_time, input.timezone);
  if (!starts) return null;
  const base = { uid: calendarUid(input.attendee_id, input.event_uuid), title: input.name, location: describeWhere(input.location), url: input.url };
  if (!input.starts_time) {
    // A date without a time is a day-long event: the days as the organiser's zone names them.
    const lastDay = input.end_date && input.end_date >= input.starts_date! ? input.end_date : input.starts_date!;
    const dayAfter = DateTime.fromISO(lastDay, { zone: 'utc' }).plus({ days: 1 }).toISODate()!;
    return { ...base, all_day: true, starts_at: `${input.starts_date}T00:00:00.000Z`, ends_at: `${dayAfter}T00:00:00.000Z` };
  }
  const ends = combineDateTime(input.end_date ?? input.starts_date, input.end_time, input.timezone);
  const endsAt = input.end_time && ends && ends > starts ? ends : DateTime.fromISO(starts, { zone: 'utc' }).plus({ hours: DEFAULT_DURATION_HOURS }).toISO()!;
  return { ...base, all_day: false, starts_at: starts, ends_at: endsAt };
}

function dateArray(iso: string, allDay: boolean): DateArray {
  const t = DateTime.fromISO(iso, { zone: 'utc' });
  return allDay ? [t.year, t.month, t.day] : [t.year, t.month, t.day, t.hour, t.minute];
}

/** The entry as an iCalendar file (RFC 5545), written by the `ics` package. */
export function icsFileOf(entry: CalendarEntry): string {
  const attributes: EventAttributes = {
    uid: entry.uid,
    title: entry.title,
    start: dateArray(entry.starts_at, entry.all_day),
    end: dateArray(entry.ends_at, entry.all_day),
    ...(entry.all_day ? {} : { startInputType: 'utc' as const, startOutputType: 'utc' as const, endInputType: 'utc' as const, endOutputType: 'utc' as const }),
    ...(entry.location ? { location: entry.location } : {}),
    ...(entry.url ? { url: entry.url, description: entry.url } : {}),
    productId: 'usher/invitations',
    method: 'PUBLISH',
  };
  const { error, value } = createEvent(attributes);
  if (error || !value) throw new Error(`The calendar file could not be written: ${error?.message ?? 'no value'}`);
  return value;
}

const googleTime = (iso: string, allDay: boolean) => (allDay ? iso.slice(0, 10).replaceAll('-', '') : DateTime.fromISO(iso, { zone: 'utc' }).toFormat("yyyyLLdd'T'HHmmss'Z'"));

/** Google Calendar's "add event" page, filled in with the entry. */
export function googleCalendarLinkOf(entry: CalendarEntry): string {
  const params = new URLSearchParams({
    action: 'TEMPLATE',
    text: entry.title,
    dates: `${googleTime(entry.starts_at, entry.all_day)}/${googleTime(entry.ends_at, entry.all_day)}`,
  });
  if (entry.location) params.set('location', entry.location);
  if (entry.url) params.set('details', entry.url);
  return `https://calendar.google.com/calendar/render?${params}`;
}

/**
 * The venue on a map: Google Maps' documented search URL for the one-line address. On a phone
 * it opens the maps app the guest already has, which is where they will want directions.
 */
export function mapLinkOf(where: string): string {
  return `https://www.google.com/maps/search/?${new URLSearchParams({ api: '1', query: where })}`;
}
