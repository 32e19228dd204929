// Display helpers (spec section 9): percentages, truncation and the two date
// formats people see. Dates are formatted in English ('Nov', 'PM') whatever
// the runtime's locale, so the server and every browser print the same text.
import { clockZone, parseIsoInstant, wallClockAt, type ClockZone, type WallClock } from './zone-clock.ts';

/** Whole percent of part in total, rounded down; 0 when there is no total to speak of. */
export function percentage(part: number, total: number): number {
  if (!(total >= 1) || !Number.isFinite(part) || !Number.isFinite(total)) return 0;
  return Math.floor((100 * part) / total);
}

/**
 * The first `length` characters followed by '…' when the text is longer.
 * Counts code points so an emoji is never cut in half.
 */
export function truncate(text: string | null | undefined, length: number): string {
  const characters = Array.from(text ?? '');
  if (characters.length <= length) return characters.join('');
  return `${characters.slice(0, Math.max(0, length)).join('').trimEnd()}…`;
}

/** An instant in a zone (the runtime's own when none is given), or null for an unreadable value or zone. */
export interface ZonedInstant {
  epochMs: number;
  zone: ClockZone;
  clock: WallClock;
}

/**
 * An instant from an ISO string or Date, in the given zone (the runtime's own
 * zone when none is given). Null for an unreadable value: the spec asks for
 * "no result" rather than a wrong date. A string without an offset is read on
 * the runtime's clock, then shown in the zone.
 */
export function zonedInstant(value: string | Date | null | undefined, timezone?: string): ZonedInstant | null {
  if (value === null || value === undefined || value === '') return null;
  const zone = clockZone(timezone);
  if (zone === null) return null;
  const epochMs = typeof value === 'string' ? parseIsoInstant(value, clockZone(undefined)!) : value.getTime();
  if (epochMs === null || !Number.isFinite(epochMs)) return null;
  return { epochMs, zone, clock: wallClockAt(zone, epochMs) };
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** 'Nov 21, 2026': English month names whatever the runtime's locale. */
export function dateText({ year, month, day }: WallClock): string {
  return `${MONTHS[month - 1]} ${day}, ${String(year).padStart(4, '0')}`;
}

/** '3:04 PM', or '3:04:05 PM' with seconds. */
export function timeText({ hour, minute, second }: WallClock, withSeconds = false): string {
  const seconds = withSeconds ? `:${String(second).padStart(2, '0')}` : '';
  return `${hour % 12 === 0 ? 12 : hour % 12}:${String(minute).padStart(2, '0')}${seconds} ${hour < 12 ? 'AM' : 'PM'}`;
}

/** 'Nov 21, 2026'; '' when the value is not a valid date. */
export function formatDate(iso: string | Date | null | undefined, timezone?: string): string {
  const moment = zonedInstant(iso, timezone);
  return moment ? dateText(moment.clock) : '';
}

function sameDay(a: Pick<WallClock, 'year' | 'month' | 'day'>, b: Pick<WallClock, 'year' | 'month' | 'day'>): boolean {
  return a.year === b.year && a.month === b.month && a.day === b.day;
}

/** The calendar day before (only the date counts). */
function dayBefore({ year, month, day }: WallClock): Pick<WallClock, 'year' | 'month' | 'day'> {
  const date = new Date(Date.UTC(year, month - 1, day - 1));
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
}

/** formatRelative's words for an instant already in its zone. */
export function relativeText(moment: ZonedInstant, now: Date): string {
  const today = wallClockAt(moment.zone, now.getTime());
  const time = timeText(moment.clock);
  if (sameDay(moment.clock, today)) return `Today, ${time}`;
  if (sameDay(moment.clock, dayBefore(today))) return `Yesterday, ${time}`;
  return `${dateText(moment.clock)}, ${time}`;
}

/**
 * 'Today, 3:04 PM', 'Yesterday, 3:04 PM', or else 'Nov 21, 2026, 3:04 PM',
 * with "today" meaning the calendar day of `now` in the same zone.
 */
export function formatRelative(iso: string | Date | null | undefined, now: Date, timezone?: string): string {
  const moment = zonedInstant(iso, timezone);
  if (moment === null || !Number.isFinite(now.getTime())) return '';
  return relativeText(moment, now);
}

/** How long something has waited, in its two largest units: 'under a second', '12 s', '3 min 5 s', '2 h 4 min'. */
export function formatWait(seconds: number): string {
  if (!(seconds >= 1)) return 'under a second';
  const whole = Math.round(seconds);
  const [hours, minutes, rest] = [Math.floor(whole / 3600), Math.floor((whole % 3600) / 60), whole % 60];
  if (hours > 0) return minutes > 0 ? `${hours} h ${minutes} min` : `${hours} h`;
  if (minutes > 0) return rest > 0 ? `${minutes} min ${rest} s` : `${minutes} min`;
  return `${rest} s`;
}
