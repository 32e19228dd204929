// Instants read on a zone's wall clock with the runtime's own Intl, no date library: the guest list's
// first script formats times in every row, and luxon was a fifth of that script (issue 31: at most
// 150 kB of JavaScript before the rows show). Each answer is the one luxon gave (format.ts and
// zoned-time.ts printed through it): the same offsets, the same zone names, the same handling of a
// wall time a change of clocks skips or repeats (test/zone-clock.test.ts compares them).

/** A zone as luxon read a name: the runtime's own, UTC, a fixed offset ('UTC+5:30') or an IANA name. */
export type ClockZone =
  | { kind: 'system' }
  | { kind: 'fixed'; name: string; offsetMinutes: number }
  | { kind: 'iana'; name: string; offsets: Intl.DateTimeFormat; names: Intl.DateTimeFormat };

/** A moment on a wall clock; month 1–12, as people count them. */
export interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
  millisecond: number;
}

const SYSTEM: ClockZone = { kind: 'system' };
const UTC: ClockZone = { kind: 'fixed', name: 'UTC', offsetMinutes: 0 };

// A zone's formatters are made once: building an Intl.DateTimeFormat costs far more than using one.
// Bounded, since a name may come from a request.
const ZONES_KEPT = 1_000;
const zones = new Map<string, ClockZone | null>();

/**
 * The zone a name means, or null when it names none (luxon's invalid zone). No name is the runtime's
 * own zone, as luxon's DateTime without setZone.
 */
export function clockZone(name: string | null | undefined): ClockZone | null {
  if (name === null || name === undefined || name === '') return SYSTEM;
  let zone = zones.get(name);
  if (zone === undefined) {
    zone = readZone(name);
    if (zones.size >= ZONES_KEPT) zones.clear();
    zones.set(name, zone);
  }
  return zone;
}

const FIXED_OFFSET = /^utc([+-]\d{1,2})(?::(\d{2}))?$/i;

function readZone(name: string): ClockZone | null {
  const lower = name.toLowerCase();
  if (lower === 'local' || lower === 'system' || lower === 'default') return SYSTEM;
  if (lower === 'utc' || lower === 'gmt') return UTC;
  const fixed = FIXED_OFFSET.exec(name);
  if (fixed) {
    const hours = Number(fixed[1]);
    const minutes = Number(fixed[2] ?? 0);
    return fixedZone(hours * 60 + (fixed[1]!.startsWith('-') ? -minutes : minutes));
  }
  try {
    const offsets = new Intl.DateTimeFormat('en-US', {
      hourCycle: 'h23',
      timeZone: name,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      era: 'short',
    });
    // The options luxon reads a zone's short name with (its parseZoneInfo), so the same text.
    const names = new Intl.DateTimeFormat('en-US', {
      timeZoneName: 'short',
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      timeZone: name,
    });
    return { kind: 'iana', name, offsets, names };
  } catch {
    return null;
  }
}

/** luxon's FixedOffsetZone: 'UTC', 'UTC+5', 'UTC-3:30'. */
function fixedZone(offsetMinutes: number): ClockZone {
  if (offsetMinutes === 0) return UTC;
  const sign = offsetMinutes > 0 ? '+' : '-';
  const hours = Math.trunc(Math.abs(offsetMinutes) / 60);
  const minutes = Math.abs(offsetMinutes) % 60;
  // luxon's narrow offset leaves the minutes unpadded ('UTC+5:5').
  return { kind: 'fixed', name: `UTC${sign}${hours}${minutes > 0 ? `:${minutes}` : ''}`, offsetMinutes };
}

/** The zone's offset from UTC at an instant, in minutes (luxon's Zone.offset). */
export function offsetAt(zone: ClockZone, epochMs: number): number {
  if (zone.kind === 'system') return -new Date(epochMs).getTimezoneOffset();
  if (zone.kind === 'fixed') return zone.offsetMinutes;
  const parts = zone.offsets.formatToParts(new Date(epochMs));
  const value = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((part) => part.type === type)?.value);
  const era = parts.find((part) => part.type === 'era')?.value;
  const year = era === 'BC' ? -Math.abs(value('year')) + 1 : value('year');
  const hour = value('hour');
  const asUtc = utcMs({
    year,
    month: value('month'),
    day: value('day'),
    hour: hour === 24 ? 0 : hour,
    minute: value('minute'),
    second: value('second'),
    millisecond: 0,
  });
  const whole = epochMs - (((epochMs % 1000) + 1000) % 1000);
  return (asUtc - whole) / 60_000;
}

/** The wall clock read as if it were UTC, in milliseconds. */
function utcMs(clock: WallClock): number {
  return Date.UTC(clock.year, clock.month - 1, clock.day, clock.hour, clock.minute, clock.second, clock.millisecond);
}

/** What the zone's clock shows at an instant. */
export function wallClockAt(zone: ClockZone, epochMs: number): WallClock {
  const date = new Date(epochMs + offsetAt(zone, epochMs) * 60_000);
  return {
    year: date.getUTCFullYear(),
    month: date.getUTCMonth() + 1,
    day: date.getUTCDate(),
    hour: date.getUTCHours(),
    minute: date.getUTCMinutes(),
    second: date.getUTCSeconds(),
    millisecond: date.getUTCMilliseconds(),
  };
}

/**
 * The instant a wall clock names in a zone. As luxon: a time the clocks skip moves forward by the
 * change; a time they repeat is the one a first guess of the offset lands on (the zone's offset now,
 * or a moment's own when a moment is changed).
 */
export function instantOf(clock: WallClock, zone: ClockZone, guess: number = offsetAt(zone, Date.now())): number {
  const local = utcMs(clock);
  let utcGuess = local - guess * 60_000;
  const second = offsetAt(zone, utcGuess);
  if (second === guess) return utcGuess;
  utcGuess -= (second - guess) * 60_000;
  const third = offsetAt(zone, utcGuess);
  if (second === third) return utcGuess;
  return local - Math.min(second, third) * 60_000;
}

/** The short name of the zone at an instant: 'EST', 'EDT', 'GMT+1', 'UTC', 'UTC+5' (luxon's 'ZZZZ'). */
export function zoneNameAt(zone: ClockZone, epochMs: number): string {
  if (zone.kind === 'fixed') return zone.name;
  const format = zone.kind === 'iana' ? zone.names : new Intl.DateTimeFormat('en-US', { timeZoneName: 'short', hourCycle: 'h23' });
  return format.formatToParts(new Date(epochMs)).find((part) => part.type.toLowerCase() === 'timezonename')?.value ?? '';
}

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** Whether year-month-day names a day of the calendar ('2026-02-30' does not). */
export function isCalendarDay(year: number, month: number, day: number): boolean {
  return Number.isInteger(year) && month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month);
}

/** Whether 'YYYY-MM-DD' names a day of the calendar. */
export function isCalendarDate(text: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  return match !== null && isCalendarDay(Number(match[1]), Number(match[2]), Number(match[3]));
}

/** Whether the runtime knows a zone by this IANA name (luxon's IANAZone.isValidZone). */
export function isIanaZoneName(name: string): boolean {
  if (!name) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name }).format();
    return true;
  } catch {
    return false;
  }
}

// ISO 8601 as luxon's fromISO reads an instant: a calendar date, a time to the minute, second or
// fraction, and an offset ('Z', '+05', '+0530', '+05:30'); none means the wall clock of `zone`.
const ISO_INSTANT =
  /^([+-]\d{6}|\d{4})-(\d{2})-(\d{2})(?:T(\d{2})(?::(\d{2})(?::(\d{2})(?:[.,](\d{1,30}))?)?|(\d{2})(?:(\d{2})(?:[.,](\d{1,30}))?)?)?(Z|[+-]\d{2}(?::?\d{2})?)?)?$/i;

/**
 * An ISO string as an instant, its wall clock read in `zone` when it says no offset; null when it is
 * not one (luxon's invalid DateTime). Ordinal and week dates, which nothing here sends, read as none.
 */
export function parseIsoInstant(text: string, zone: ClockZone): number | null {
  const match = ISO_INSTANT.exec(text);
  if (!match) return null;
  const [, year, month, day, hour, minute, second, fraction, basicMinute, basicSecond, basicFraction, offset] = match;
  const clock: WallClock = {
    year: Number(year),
    month: Number(month),
    day: Number(day),
    hour: Number(hour ?? 0),
    minute: Number(minute ?? basicMinute ?? 0),
    second: Number(second ?? basicSecond ?? 0),
    millisecond: Math.floor(Number(`0.${fraction ?? basicFraction ?? 0}`) * 1000),
  };
  // 24:00 is valid, the next day's midnight (Date.UTC carries the hour over, as luxon's reading does).
  if (!isCalendarDay(clock.year, clock.month, clock.day) || !validTime(clock)) return null;
  if (offset === undefined) return instantOf(clock, zone);
  return utcMs(clock) - offsetMinutesOf(offset) * 60_000;
}

function validTime({ hour, minute, second, millisecond }: WallClock): boolean {
  if (hour === 24) return minute === 0 && second === 0 && millisecond === 0;
  return hour <= 23 && minute <= 59 && second <= 59;
}

function offsetMinutesOf(offset: string): number {
  if (offset.toUpperCase() === 'Z') return 0;
  const sign = offset.startsWith('-') ? -1 : 1;
  const digits = offset.slice(1).replace(':', '');
  return sign * (Number(digits.slice(0, 2)) * 60 + Number(digits.slice(2) || 0));
}
