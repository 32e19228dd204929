// How much of an uploaded guest list (or host-group list) the readers will
// hold before they refuse it. Anyone can sign up and upload, so every
// quantity that costs memory or time is bounded and checked while the file is
// read, before the memory is spent: a 1 MB .xlsx can unpack to 1 GB, a sheet
// can hold millions of empty cells, a 50 MB CSV can be 50 million line breaks.
// An honest 100,000-guest list stays far inside every one of them.
import { ImportFileError } from './import-file-error.ts';

/** The same text budget as the upload's own byte limit (50 MB): a spreadsheet cannot hold more than a CSV could. */
const FIFTY_MB = 50 * 1024 * 1024;

export const SHEET_LIMITS = {
  /** Rows with something in them, the header included: twice the largest guest list the product is built for. */
  rows: 200_000,
  /** Records read, blank ones included: Excel's own limit for a sheet. */
  lines: 1_048_576,
  /** Cells in one row: Excel's own limit (column XFD). */
  columns: 16_384,
  /** Cells held, empty ones inside a row included: 100,000 guests with 50 columns. */
  cells: 5_000_000,
  /** Characters in all cells together. */
  textChars: FIFTY_MB,
  /** Distinct texts of an .xlsx's shared-string table; no honest sheet has more than it has cells. */
  sharedStrings: 5_000_000,
  /** Bytes the .xlsx parts that are read unpack to (an honest 100,000-row, 4-column sheet: 27 MB). */
  inflatedBytes: 256 * 1024 * 1024,
  /** Entries in an .xlsx archive (Excel writes about a dozen, more with images). */
  zipEntries: 1_000,
  /** Nesting of XML elements (a sheet needs 6). */
  xmlDepth: 64,
  /** Attributes on one XML element (a cell has at most 6). */
  xmlAttributes: 256,
  /** Characters of one XML token (a text, a name, an attribute value): Excel's longest cell is 32,767 characters. */
  xmlTokenChars: 1024 * 1024,
} as const;

const count = (value: number) => value.toLocaleString('en-US');
const mb = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`;

/** One refusal per limit, each naming it; all are 422 `file_too_large` under `file`. */
export const sheetTooLarge = {
  rows: () => ImportFileError.tooLarge(`The file may not have more than ${count(SHEET_LIMITS.rows)} rows.`),
  lines: () => ImportFileError.tooLarge(`The file may not have more than ${count(SHEET_LIMITS.lines)} lines, blank ones included.`),
  columns: () => ImportFileError.tooLarge(`The file may not have more than ${count(SHEET_LIMITS.columns)} columns.`),
  cells: () => ImportFileError.tooLarge(`The file may not have more than ${count(SHEET_LIMITS.cells)} cells.`),
  textChars: () => ImportFileError.tooLarge(`The file's cells may not hold more than ${mb(SHEET_LIMITS.textChars)} of text.`),
  sharedStrings: () => ImportFileError.tooLarge(`The spreadsheet may not have more than ${count(SHEET_LIMITS.sharedStrings)} shared strings.`),
  inflatedBytes: () => ImportFileError.tooLarge(`The spreadsheet may not unpack to more than ${mb(SHEET_LIMITS.inflatedBytes)}.`),
  zipEntries: () => ImportFileError.tooLarge(`The spreadsheet may not have more than ${count(SHEET_LIMITS.zipEntries)} parts.`),
  xmlDepth: () => ImportFileError.tooLarge(`The spreadsheet's XML may not nest deeper than ${count(SHEET_LIMITS.xmlDepth)} levels.`),
  xmlAttributes: () => ImportFileError.tooLarge(`The spreadsheet's XML may not have more than ${count(SHEET_LIMITS.xmlAttributes)} attributes on one element.`),
  xmlTokenChars: () => ImportFileError.tooLarge(`The spreadsheet may not have a single value longer than ${mb(SHEET_LIMITS.xmlTokenChars)}.`),
  /** The reader's thread ran out of memory anyway: the last line of defence, named by its size. */
  memory: (megabytes: number) => ImportFileError.tooLarge(`The file needs more than ${count(megabytes)} MB of memory to read.`),
};
