// The text of one CSV cell of an export (spec section 9): empty cells read
// '-', commas in text become semicolons, plus a guard against spreadsheet
// formula injection, since guest names and tags are typed by strangers and
// the file is opened in Excel by the host.
import { isEmptyValue } from '../validation/rules.ts';

/** What an empty cell reads in an export (spec section 9). */
export const EMPTY_CELL = '-';

// A cell starting with one of these is read as a formula by Excel, LibreOffice
// or Google Sheets (OWASP 'CSV Injection').
const FORMULA_STARTS = new Set(['=', '+', '-', '@']);
// Tab and CR are on OWASP's list too: some programs drop them and then meet
// what follows, so a cell starting with one is guarded whatever comes next.
const CONTROL_STARTS = new Set(['\t', '\r']);

// '-12.5', '+1', '3e8': starts like a formula but can only ever be a number,
// so quoting it would turn every negative amount into text for nothing.
const PLAIN_NUMBER = /^[+-]?(?:\d+\.?\d*|\.\d+)(?:e[+-]?\d+)?$/i;

/**
 * True when a spreadsheet could run the text as a formula. Leading spaces and
 * line breaks are looked past: Excel skips spaces before '=', and readers
 * that trim cells would otherwise uncover one.
 */
export function startsFormula(text: string): boolean {
  if (CONTROL_STARTS.has(text.charAt(0))) return true;
  const start = text.trimStart();
  if (start === EMPTY_CELL || PLAIN_NUMBER.test(start)) return false;
  return FORMULA_STARTS.has(start.charAt(0));
}

/** A single quote in front makes spreadsheets show the text as typed instead of running it. */
export function guardFormula(text: string): string {
  return startsFormula(text) ? `'${text}` : text;
}

/**
 * The plain text of an exported value, or null when the cell is empty: lists
 * joined with '; ', booleans as Yes/No. Shared with the spreadsheet export
 * so both files say the same thing.
 */
export function plainCellText(value: unknown): string | null {
  // Whitespace-only text, empty lists and empty objects are as empty as null.
  if (isEmptyValue(value)) return null;
  if (typeof value === 'string') return value;
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : null;
  if (typeof value === 'bigint') return String(value);
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value.toISOString();
  if (Array.isArray(value)) {
    const items = value.map(plainCellText).filter((item): item is string => item !== null);
    return items.length > 0 ? items.join('; ') : null;
  }
  // Functions and symbols have no JSON form and export as empty.
  return JSON.stringify(value) ?? null;
}

/** The cell text of a value: '-' when empty, commas as semicolons, formulas guarded. */
export function csvCellText(value: unknown): string {
  const text = plainCellText(value);
  if (text === null) return EMPTY_CELL;
  return guardFormula(text.replaceAll(',', ';'));
}

// Besides what RFC 4180 requires: ';' and tab, because Excel in locales with
// a decimal comma splits on ';', and parsers that guess the delimiter could
// pick either; surrounding spaces, because some readers trim unquoted cells.
const NEEDS_QUOTES = /[",;\t\r\n]|^\s|\s$/;

/** RFC 4180 quoting: wrapped in double quotes, inner quotes doubled. */
export function quoteCsvField(text: string): string {
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}
