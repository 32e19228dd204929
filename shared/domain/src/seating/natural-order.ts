// Orders of spec sections 4 and 9: tables by the first number in their name,
// then alphabetically, names without a number last; seats and the attendee
// sort "numbers before text, case-insensitive".

const DIGITS = 12;

/**
 * A text key that sorts like people read: every run of digits is padded so
 * '9' < '10', letters compare without case, and a name that starts with a
 * number comes before one that starts with text. Byte order of the key is
 * the order (PostgreSQL compares it with COLLATE "C").
 */
export function naturalKey(name: string): string {
  const trimmed = name.trim().toLowerCase();
  const padded = trimmed.replace(/\d+/g, (digits) => digits.replace(/^0+(?=\d)/, '').padStart(DIGITS, '0'));
  return (/^\d/.test(trimmed) ? '0' : '1') + padded;
}

/** The first whole number in a name ('Table 12 (VIP)' is 12), or null. */
export function firstNumberIn(name: string): number | null {
  const match = /\d+/.exec(name);
  return match ? Number(match[0]) : null;
}

/** Tables: by the first number in the name, then alphabetically; names without a number last. */
export function compareTableNames(a: string, b: string): number {
  const na = firstNumberIn(a);
  const nb = firstNumberIn(b);
  if (na !== null && nb === null) return -1;
  if (na === null && nb !== null) return 1;
  if (na !== null && nb !== null && na !== nb) return na - nb;
  return a.localeCompare(b, 'en', { sensitivity: 'base' }) || (a < b ? -1 : a > b ? 1 : 0);
}

/** The key of a table's place in the table order, for an index: same order as compareTableNames. */
export function tableSortKey(name: string): string {
  const number = firstNumberIn(name);
  return number === null ? `1${name.toLowerCase()}` : `0${String(number).padStart(DIGITS, '0')}${name.toLowerCase()}`;
}

const SEPARATOR = '\u0001';

/** A seated guest's place in the attendee order: section, then table, then seat, each numbers before text. */
export function seatSortKey(section: string | null, table: string, seat: string): string {
  return [naturalKey(section ?? ''), naturalKey(table), naturalKey(seat)].join(SEPARATOR);
}
