// Display helpers (spec section 9): percentages, truncation and the two date
// formats people see. Dates are formatted in English ('Nov', 'PM') whatever
// the runtime's locale, so the server and every browser print the same text.
import { DateTime } from 'luxon';

const LOCALE = 'en-US';
const DATE_FORMAT = 'LLL d, yyyy';
const TIME_FORMAT = 'h:mm a';

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

/**
 * An instant from an ISO string or Date, in the given zone (the runtime's own
 * zone when none is given). Null for an unreadable value: the spec asks for
 * "no result" rather than a wrong date.
 */
function toDateTime(value: string | Date | null | undefined, timezone?: string): DateTime | null {
  if (value === null || value === undefined || value === '') return null;
  let parsed = typeof value === 'string' ? DateTime.fromISO(value) : DateTime.fromJSDate(value);
  if (timezone !== undefined && timezone !== '') parsed = parsed.setZone(timezone);
  return parsed.isValid ? parsed.setLocale(LOCALE) : null;
}

/** 'Nov 21, 2026'; '' when the value is not a valid date. */
export function formatDate(iso: string | Date | null | undefined, timezone?: string): string {
  return toDateTime(iso, timezone)?.toFormat(DATE_FORMAT) ?? '';
}

/**
 * 'Today, 3:04 PM', 'Yesterday, 3:04 PM', or else 'Nov 21, 2026, 3:04 PM',
 * with "today" meaning the calendar day of `now` in the same zone.
 */
export function formatRelative(iso: string | Date | null | undefined, now: Date, timezone?: string): string {
  const moment = toDateTime(iso, timezone);
  const today = toDateTime(now, timezone);
  if (moment === null || today === null) return '';
  const time = moment.toFormat(TIME_FORMAT);
  if (moment.hasSame(today, 'day')) return `Today, ${time}`;
  if (moment.hasSame(today.minus({ days: 1 }), 'day')) return `Yesterday, ${time}`;
  return `${moment.toFormat(DATE_FORMAT)}, ${time}`;
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
