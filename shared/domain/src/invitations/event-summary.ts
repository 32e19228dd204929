import { DateTime } from 'luxon';
import type { Location } from '../constants/locations.ts';
import { combineDateTime } from '../events/event-dates.ts';
import { formatVenue } from '../format/postal-address.ts';

/** What a guest is told about an event: on the invitation and on the RSVP page. */
export interface EventSummary {
  name: string;
  /** e.g. 'Saturday, December 5, 2026 at 7:00 PM (Europe/Paris)', or null when no date is set. */
  when: string | null;
  /** One line, e.g. 'Town Hall, 405 Lexington Ave, New York, NY 10017, United States of America', or null. */
  where: string | null;
  timezone: string;
}

export interface EventSummaryInput {
  name: string;
  starts_date: string | null;
  starts_time: string | null;
  end_date: string | null;
  end_time: string | null;
  timezone: string;
  location: Location;
}

/** The start (and end, when set) as wall-clock time in the event's own zone, wherever the reader is. */
export function describeWhen(input: EventSummaryInput): string | null {
  const starts = combineDateTime(input.starts_date, input.starts_time, input.timezone);
  if (!starts) return null;
  const start = DateTime.fromISO(starts, { zone: input.timezone }).setLocale('en-US');
  const day = start.toFormat('cccc, LLLL d, yyyy');
  let text = input.starts_time ? `${day} at ${start.toFormat('h:mm a')}` : day;
  const ends = combineDateTime(input.end_date, input.end_time, input.timezone);
  if (ends && input.end_time) {
    const end = DateTime.fromISO(ends, { zone: input.timezone }).setLocale('en-US');
    text += end.hasSame(start, 'day') ? ` – ${end.toFormat('h:mm a')}` : ` – ${end.toFormat('cccc, LLLL d, yyyy')} at ${end.toFormat('h:mm a')}`;
  }
  return `${text} (${input.timezone})`;
}

/** The venue on one line, its address laid out the way its country writes it (US 'New York, NY 10017'). */
export function describeWhere(location: Location): string | null {
  return formatVenue(location);
}

export function summarizeEvent(input: EventSummaryInput): EventSummary {
  return { name: input.name, when: describeWhen(input), where: describeWhere(input.location), timezone: input.timezone };
}
