// When an event is over, for the admin dashboard's "live" count. The form
// lets an organiser leave the end (or its time) blank; a blank end time means
// the end of that day, and a blank end date means the end of the start day:
// an event with only a start is live for the rest of its day, not forever.
import { DateTime } from 'luxon';
import { combineDateTime } from './event-dates.ts';

export interface EventEndInput {
  starts_date?: string | null;
  end_date?: string | null;
  end_time?: string | null;
  timezone: string;
}

function isBlank(value: string | null | undefined): boolean {
  return value === null || value === undefined || value.trim() === '';
}

/** The ISO-8601 UTC instant the event ends, or null when it has no dates (or a zone luxon does not know). */
export function eventEndsAt(settings: EventEndInput): string | null {
  const endDate = isBlank(settings.end_date) ? (settings.starts_date ?? null) : (settings.end_date ?? null);
  if (isBlank(endDate)) return null;
  if (!isBlank(settings.end_time) && !isBlank(settings.end_date)) return combineDateTime(endDate, settings.end_time ?? null, settings.timezone);
  const midnight = combineDateTime(endDate, null, settings.timezone);
  if (midnight === null) return null;
  // The next midnight of the zone (23 or 25 hours later across a daylight-saving change).
  return DateTime.fromISO(midnight, { zone: settings.timezone.trim() }).plus({ days: 1 }).toUTC().toISO();
}
