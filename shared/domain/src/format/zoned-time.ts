// Times as a person at the event reads them (issue 17, section 5): in the
// event's own time zone, whatever zone the reader's browser or the server is
// in, and labelled with that zone, so an organiser in London reading a New
// York gala's audit log sees '7:04 PM EST' and knows whose evening it means.
import { dateText, relativeText, timeText, zonedInstant, type ZonedInstant } from './format.ts';
import { clockZone, instantOf, offsetAt, parseIsoInstant, zoneNameAt } from './zone-clock.ts';

/** The zone to print in: the event's when it is one the runtime knows, else UTC (a time is never dropped for a bad zone). */
function usableZone(zone: string | null | undefined): string {
  return zone && clockZone(zone) !== null ? zone : 'UTC';
}

function inZone(iso: string | Date | null | undefined, zone: string | null | undefined): ZonedInstant | null {
  return zonedInstant(iso, usableZone(zone));
}

function nameOf(moment: ZonedInstant): string {
  return zoneNameAt(moment.zone, moment.epochMs);
}

/**
 * The zone's short name at that moment, as English speakers write it: 'EST'
 * or 'EDT' (daylight saving is the moment's), 'UTC', or 'GMT+1' where
 * there is no common abbreviation.
 */
export function zoneLabel(iso: string | Date | null | undefined, zone: string | null | undefined): string {
  const moment = inZone(iso ?? new Date(), zone);
  return moment ? nameOf(moment) : '';
}

/** 'Nov 21, 2026, 7:04 PM EST'; '' when the value is not a valid date. */
export function formatInZone(iso: string | Date | null | undefined, zone: string | null | undefined): string {
  const moment = inZone(iso, zone);
  if (!moment) return '';
  return `${dateText(moment.clock)}, ${timeText(moment.clock)} ${nameOf(moment)}`;
}

/** 'Nov 21, 2026, 7:04:05 PM EST': the exact moment, for a tooltip or a file. */
export function formatExactInZone(iso: string | Date | null | undefined, zone: string | null | undefined): string {
  const moment = inZone(iso, zone);
  if (!moment) return '';
  return `${dateText(moment.clock)}, ${timeText(moment.clock, true)} ${nameOf(moment)}`;
}

/** '7:04 PM EST': the time of day alone, for a screen whose day is plain (the door on the night). */
export function formatTimeInZone(iso: string | Date | null | undefined, zone: string | null | undefined): string {
  const moment = inZone(iso, zone);
  return moment ? `${timeText(moment.clock)} ${nameOf(moment)}` : '';
}

/**
 * 'Today, 7:04 PM EST', 'Yesterday, 7:04 PM EST' or 'Nov 21, 2026, 7:04 PM
 * EST': formatRelative's words, with "today" the event's day, and the zone said.
 */
export function formatRelativeInZone(iso: string | Date | null | undefined, now: Date, zone: string | null | undefined): string {
  const moment = inZone(iso, zone);
  if (!moment || !Number.isFinite(now.getTime())) return '';
  return `${relativeText(moment, now)} ${nameOf(moment)}`;
}

const pad = (value: number, length = 2) => String(value).padStart(length, '0');

/** An instant as a `datetime-local` input shows it, on the event's wall clock: '2026-11-21T19:04'. */
export function toZonedInputValue(iso: string | null | undefined, zone: string | null | undefined): string {
  const clock = inZone(iso, zone)?.clock;
  return clock ? `${pad(clock.year, 4)}-${pad(clock.month)}-${pad(clock.day)}T${pad(clock.hour)}:${pad(clock.minute)}` : '';
}

/**
 * A `datetime-local` value read on the event's wall clock, as an ISO instant.
 * The input picks minutes, so an end of range takes in the whole minute it
 * names ('until 18:00' includes 18:00:30).
 */
export function fromZonedInputValue(value: string, zone: string | null | undefined, end: 'start' | 'end'): string | undefined {
  if (!value) return undefined;
  const eventZone = clockZone(usableZone(zone))!;
  const start = parseIsoInstant(value, eventZone);
  if (start === null) return undefined;
  if (end === 'start') return new Date(start).toISOString();
  // The minute's last millisecond on the same wall clock (a change of clocks keeps its own offset).
  const clock = zonedInstant(new Date(start), usableZone(zone))!.clock;
  return new Date(instantOf({ ...clock, second: 59, millisecond: 999 }, eventZone, offsetAt(eventZone, start))).toISOString();
}
