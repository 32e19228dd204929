// The text a cell of an .xlsx shows, from what SpreadsheetML stores: the same
// text exceljs's reader gave before the streaming reader replaced it (formulas
// as their cached result, booleans as TRUE/FALSE, dates as ISO timestamps,
// numbers as people typed them).

/**
 * Numbers as people typed them: Excel keeps 15 significant digits, so beyond
 * that is binary noise (0.1 + 0.2), and an exponent ('1.2e+21') would mangle
 * phone numbers and IDs typed into number cells.
 */
export function numberText(value: number): string {
  if (!Number.isFinite(value)) return '';
  const rounded = Number(value.toPrecision(15));
  const text = String(rounded);
  return /e/i.test(text) ? rounded.toLocaleString('en-US', { useGrouping: false, maximumSignificantDigits: 15 }) : text;
}

// Excel's built-in number formats that show a date or a time (ECMA-376 18.8.30;
// 27-36 and 50-58 are the East Asian locales' date formats, 81 the Thai one).
const BUILT_IN_DATE_FORMATS = new Set([
  14, 15, 16, 17, 18, 19, 20, 21, 22, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 45, 46, 47, 50, 51, 52, 53, 54, 55, 56, 57, 58, 81,
]);

/** A custom format code that shows a date or time: a date letter outside quotes and [brackets] (exceljs's rule). */
export function isDateFormatCode(code: string): boolean {
  const bare = code.replace(/\[[^\]]*]/g, '').replace(/"[^"]*"/g, '');
  return /[ymdhMsb]/.test(bare);
}

export function isDateFormat(numFmtId: number, customCodes: ReadonlyMap<number, string>): boolean {
  const custom = customCodes.get(numFmtId);
  return custom === undefined ? BUILT_IN_DATE_FORMATS.has(numFmtId) : isDateFormatCode(custom);
}

// A number as Excel stores what people type (no exponent, no leading or
// trailing zeros, at most 15 digits) is already what numberText would make of
// it: returned as it is, which saves most of the time a sheet of numbers takes.
const PLAIN_NUMBER = /^-?(?:0|[1-9]\d*)(?:\.\d*[1-9])?$/;
const MAX_PLAIN_DIGITS = 15;

function isPlainNumber(value: string): boolean {
  if (value === '-0' || !PLAIN_NUMBER.test(value)) return false;
  const digits = value.length - (value.startsWith('-') ? 1 : 0) - (value.includes('.') ? 1 : 0);
  return digits <= MAX_PLAIN_DIGITS;
}

const UNIX_EPOCH_SERIAL = 25569;
const DATE_1904_OFFSET_DAYS = 1462;
const MS_PER_DAY = 24 * 3600 * 1000;

/** An Excel date serial (days since 1900, or 1904) as an ISO timestamp, read as UTC like exceljs. */
export function serialDateText(serial: number, date1904: boolean): string {
  const date = new Date(Math.round((serial - UNIX_EPOCH_SERIAL + (date1904 ? DATE_1904_OFFSET_DAYS : 0)) * MS_PER_DAY));
  return Number.isNaN(date.getTime()) ? '' : date.toISOString();
}

/** What one `<c>` element of a sheet holds, as read. */
export interface RawCell {
  /** The `t` attribute: s, str, inlineStr, b, e, d, n (or absent for a number). */
  type: string | undefined;
  /** The text of `<v>`: a number, a shared-string index, a cached formula result. */
  value: string;
  /** The text of `<is>`, for inline strings. */
  inline: string;
  isDate: boolean;
}

export function cellText(cell: RawCell, sharedStrings: readonly string[], date1904: boolean): string {
  switch (cell.type) {
    case 's':
      return sharedStrings[Number.parseInt(cell.value, 10)] ?? '';
    case 'inlineStr':
      return cell.inline;
    case 'str':
    case 'e':
    case 'd':
      return cell.value;
    case 'b':
      return cell.value === '' ? '' : Number.parseInt(cell.value, 10) !== 0 ? 'TRUE' : 'FALSE';
    default: {
      if (cell.value.trim() === '') return '';
      if (!cell.isDate && isPlainNumber(cell.value)) return cell.value;
      const number = Number.parseFloat(cell.value);
      return cell.isDate ? serialDateText(number, date1904) : numberText(number);
    }
  }
}
