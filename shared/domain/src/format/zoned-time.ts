// Times as a person at the event reads them (issue 17, section 5): in the
// event's own time zone, whatever zone the reader's browser or the server is
// in, and labelled with that zone, so an organiser in London reading a New
// York gala's audit log sees '7:04 PM EST' and knows whose evening it means.
import { DateTime } from 'luxon';
import { formatDate, formatRelative } from './format.ts';

const LOCALE = 'en-US';
const TIME_FORMAT = 'h:mm a';
const EXACT_TIME_FORMAT = 'h:mm:ss a';

/** The zone to print in: the event's when it is one luxon knows, else UTC (a time is never dropped for a bad zone). */
function usableZone(zone: string | null | undefined): string {
  return zone && DateTime.now().setZone(zone).isValid ? zone : 'UTC';
}

function inZone(iso: string | Date | null | undefined, zone: string | null | undefined): DateTime | null {
  if (iso === null || iso === undefined || iso === '') return null;
  const parsed = typeof iso === 'string' ? DateTime.fromISO(iso) : DateTime.fromJSDate(iso);
  if (!parsed.isValid) return null;
  return parsed.setZone(usableZone(zone)).setLocale(LOCALE);
}

/**
 * The zone's short name at that moment, as English speakers write it: 'EST'
 * or 'EDT' (daylight saving is the moment's), 'UTC', or 'GMT+1' where
 * there is no common abbreviation.
 */
export function zoneLabel(iso: string | Date | null | undefined, zone: string | null | undefined): string {
  return inZone(iso ?? new Date(), zone)?.toFormat('ZZZZ') ?? '';
}

/** 'Nov 21, 2026, 7:04 PM EST'; '' when the value is not a valid date. */
export function formatInZone(iso: string | Date | null | undefined, zone: string | null | undefined): string {
  const moment = inZone(iso, zone);
  if (!moment) return '';
  return `${formatDate(moment.toISO(), moment.zoneName ?? 'UTC')}, ${moment.toFormat(TIME_FORMAT)} ${moment.toFormat('ZZZZ')}`;
}

/** 'Nov 21, 2026, 7:04:05 PM EST': the exact moment, for a tooltip or a file. */
export function formatExactInZone(iso: string | Date | null | undefined, zone: string | null | undefined): string {
  const moment = inZone(iso, zone);
  if (!moment) return '';
  return `${formatDate(moment.toISO(), moment.zoneName ?? 'UTC')}, ${moment.toFormat(EXACT_TIME_FORMAT)} ${moment.toFormat('ZZZZ')}`;
}

/** '7:04 PM EST': the time of day alone, for a screen whose day is plain (the door on the night). */
export function formatTimeInZone(iso: string | Date | null | undefined, zone: string | null | undefined): string {
  const moment = inZone(iso, zone);
  return moment ? `${moment.toFormat(TIME_FORMAT)} ${moment.toFormat('ZZZZ')}` : '';
}

/**
 * 'Today, 7:04 PM EST', 'Yesterday, 7:04 PM EST' or 'Nov 21, 2026, 7:04 PM
 * EST': formatRelative's words, with "today" the event's day, and the zone said.
 */
export function formatRelativeInZone(iso: string | Date | null | undefined, now: Date, zone: string | null | undefined): string {
  const moment = inZone(iso, zone);
  if (!moment) return '';
  const text = formatRelative(moment.toISO(), now, moment.zoneName ?? 'UTC');
  return text ? `${text} ${moment.toFormat('ZZZZ')}` : '';
}

/** An instant as a `datetime-local` input shows it, on the event's wall clock: '2026-11-21T19:04'. */
export function toZonedInputValue(iso: string | null | undefined, zone: string | null | undefined): string {
  return inZone(iso, zone)?.toFormat("yyyy-MM-dd'T'HH:mm") ?? '';
}

/**
 * A `datetime-local` value read on the event's wall clock, as an ISO instant.
 * The input picks minutes, so an end of range takes in the whole minute it
 * names ('until 18:00' includes 18:00:30).
 */
export function fromZonedInputValue(value: string, zone: string | null | undefined, end: 'start' | 'end'): string | undefined {
  if (!value) return undefined;
  const moment = DateTime.fromISO(value, { zone: usableZone(zone) });
  if (!moment.isValid) return undefined;
  return (end === 'end' ? moment.set({ second: 59, millisecond: 999 }) : moment).toUTC().toISO() ?? undefined;
}
