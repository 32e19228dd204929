// Event start and end rules (spec section 5, "Event dates"). The form keeps
// dates ('YYYY-MM-DD') and times ('HH:mm') as separate wall-clock fields in
// the event's own time zone; every comparison happens on the instants they
// name in that zone, so the server and a browser in another zone agree.
import { clockZone, instantOf, isCalendarDay, isIanaZoneName, wallClockAt } from '../format/zone-clock.ts';
import { DEFAULT_TIMEZONE } from '../constants/default-timezone.ts';
import { EVENT_START_WINDOW_HOURS } from '../constants/ui.ts';
import { addError, type FieldErrors } from '../validation/errors.ts';

export interface EventDatesInput {
  starts_date?: string | null;
  starts_time?: string | null;
  end_date?: string | null;
  end_time?: string | null;
  timezone: string;
}

export interface EventDatesOptions {
  /**
   * Whether the event is being created. The 12-hour start window only guards
   * new events: an event that already started must stay editable.
   */
  isNew?: boolean;
}

const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
// Seconds are tolerated because time columns are often read back as 'HH:mm:ss'.
const TIME_PATTERN = /^([01]\d|2[0-3]):([0-5]\d)(?::([0-5]\d))?$/;

interface WallTime {
  hour: number;
  minute: number;
  second: number;
}

const MIDNIGHT: WallTime = { hour: 0, minute: 0, second: 0 };

function isBlank(value: string | null | undefined): value is null | undefined | '' {
  return value === null || value === undefined || value.trim() === '';
}

// Whether a zone exists is answered by building an Intl.DateTimeFormat each time, about a third of a
// millisecond: once per message was a fifth of the mail engine's CPU. The answers are kept, a bounded
// number of them, since a name may come from a request.
const ZONE_ANSWERS_KEPT = 1_000;
const zoneAnswers = new Map<string, boolean>();

function isValidZone(timezone: string | null | undefined): timezone is string {
  if (isBlank(timezone)) return false;
  const name = timezone.trim();
  let valid = zoneAnswers.get(name);
  if (valid === undefined) {
    valid = isIanaZoneName(name);
    if (zoneAnswers.size >= ZONE_ANSWERS_KEPT) zoneAnswers.clear();
    zoneAnswers.set(name, valid);
  }
  return valid;
}

/** A calendar date that exists ('2026-02-30' does not), or null. */
function parseDate(date: string): { year: number; month: number; day: number } | null {
  const text = date.trim();
  if (!DATE_PATTERN.test(text)) return null;
  const [year, month, day] = text.split('-').map(Number) as [number, number, number];
  return isCalendarDay(year, month, day) ? { year, month, day } : null;
}

function parseTime(time: string): WallTime | null {
  const match = TIME_PATTERN.exec(time.trim());
  if (match === null) return null;
  return { hour: Number(match[1]), minute: Number(match[2]), second: Number(match[3] ?? 0) };
}

/**
 * The instant a wall-clock date and time name in a zone. A time that does not
 * exist (skipped by a daylight-saving change) moves forward, as clocks do.
 */
function toInstant(date: string, time: WallTime, timezone: string): number | null {
  const day = parseDate(date);
  const zone = clockZone(timezone.trim());
  if (day === null || zone === null) return null;
  return instantOf({ ...day, ...time, millisecond: 0 }, zone);
}

/**
 * The ISO-8601 UTC instant for a date and time in a zone, e.g.
 * combineDateTime('2026-11-21', '15:04', 'US/Eastern') -> '2026-11-21T20:04:00.000Z'.
 * Null when the date is missing, or the date, time or zone is not valid.
 * A missing time means the start of the day.
 */
export function combineDateTime(date: string | null, time: string | null, timezone: string): string | null {
  if (isBlank(date) || !isValidZone(timezone)) return null;
  const wallTime = isBlank(time) ? MIDNIGHT : parseTime(time);
  if (wallTime === null) return null;
  const instant = toInstant(date, wallTime, timezone);
  return instant === null ? null : new Date(instant).toISOString();
}

/** The zone to compute picker bounds in; a bad zone must not break the form. */
function zoneOrDefault(timezone: string): string {
  return isValidZone(timezone) ? timezone.trim() : DEFAULT_TIMEZONE;
}

/** The earliest start date a date picker offers: the date 12 hours ago in the event's zone. */
export function startDateMinimum(now: Date, timezone: string): string {
  const { year, month, day } = wallClockAt(clockZone(zoneOrDefault(timezone))!, now.getTime() - EVENT_START_WINDOW_HOURS * 3_600_000);
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** The earliest end date a date picker offers: the start date, or else the start minimum. */
export function endDateMinimum(startsDate: string | null, now: Date, timezone: string): string {
  if (!isBlank(startsDate) && parseDate(startsDate) !== null) return startsDate.trim();
  return startDateMinimum(now, timezone);
}

/**
 * Field errors for an event's dates, keyed starts_date, starts_time,
 * end_date, end_time and timezone. Empty when everything is fine.
 */
export function validateEventDates(input: EventDatesInput, now: Date, options: EventDatesOptions = {}): FieldErrors {
  const errors: FieldErrors = {};
  const { starts_date, starts_time, end_date, end_time, timezone } = input;

  if (isBlank(timezone)) addError(errors, 'timezone', 'Timezone is required.');
  else if (!isValidZone(timezone)) addError(errors, 'timezone', 'Timezone is invalid.');

  if (isBlank(starts_date)) addError(errors, 'starts_date', 'Start date is required.');
  else if (parseDate(starts_date) === null) addError(errors, 'starts_date', 'Start date is invalid.');

  const startTime = isBlank(starts_time) ? null : parseTime(starts_time);
  if (!isBlank(starts_time) && startTime === null) {
    addError(errors, 'starts_time', 'Start time is invalid.');
  }
  if (!isBlank(end_date) && parseDate(end_date) === null) {
    addError(errors, 'end_date', 'End date is invalid.');
  }
  const endTime = isBlank(end_time) ? null : parseTime(end_time);
  if (!isBlank(end_time) && endTime === null) {
    addError(errors, 'end_time', 'End time is invalid.');
  }

  // The comparisons below need every part readable; their own errors say why not.
  const partsValid = !errors.starts_date && !errors.starts_time && !errors.end_date && !errors.end_time;
  if (!partsValid || isBlank(starts_date)) return errors;

  const zoneValid = isValidZone(timezone);
  // Ordering start and end does not depend on the zone, so it is still
  // checked against UTC when the zone is bad: people see every problem at once.
  const zone = zoneValid ? timezone : 'UTC';
  const start = toInstant(starts_date, startTime ?? MIDNIGHT, zone);

  if (zoneValid && options.isNew !== false && start !== null) {
    // Without a time only the date is known, so compare it with the date the
    // picker offers as its minimum rather than with midnight.
    const tooEarly = startTime === null ? starts_date.trim() < startDateMinimum(now, zone) : start < now.getTime() - EVENT_START_WINDOW_HOURS * 3_600_000;
    if (tooEarly) addError(errors, 'starts_date', 'Start date can not be earlier than 12 hours ago.');
  }

  if (!isBlank(end_date) && start !== null) {
    // Likewise an end without a time is a whole day: it may end on the start date.
    const endBeforeStart = endTime === null ? end_date.trim() < starts_date.trim() : (toInstant(end_date, endTime, zone) ?? Infinity) < start;
    if (endBeforeStart) addError(errors, 'end_date', 'End date must be after the start date.');
  }

  return errors;
}
