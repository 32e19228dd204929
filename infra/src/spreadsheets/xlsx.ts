// Excel files for guest lists: reading an uploaded .xlsx into the same rows a
// CSV upload gives, and writing exports. Uses exceljs, which never evaluates
// formulas: a formula cell is read as the result Excel last saved with it.
import ExcelJS from 'exceljs';
import { ImportFileError, sheetFromRecords } from '@usher/domain/guest-import/parse-csv';
import type { SheetRecord, SheetRows } from '@usher/domain/guest-import/parse-csv';
import { plainCellText } from '@usher/domain/guest-export/csv-cells';

export type SpreadsheetKind = 'csv' | 'xlsx';

// An .xlsx file is a zip archive; every zip starts with a local file header.
const ZIP_SIGNATURE = [0x50, 0x4b, 0x03, 0x04];
// The legacy binary .xls (an OLE compound file), which exceljs cannot read.
const OLE_SIGNATURE = [0xd0, 0xcf, 0x11, 0xe0];
const UTF16_BOMS = [[0xff, 0xfe], [0xfe, 0xff]];
// Excel's 'Unicode Text' export is tab-separated UTF-16 saved as .txt; the CSV reader handles both.
const TEXT_EXTENSIONS = new Set(['csv', 'tsv', 'txt']);
// Text files do not contain NUL bytes (UTF-16 aside); looking at the start is enough to tell.
const TEXT_SNIFF_LENGTH = 8192;

// Excel's own limits on a sheet name.
const SHEET_NAME_MAX_LENGTH = 31;
const SHEET_NAME_FORBIDDEN = /[:\\/?*[\]]/g;
const DEFAULT_SHEET_NAME = 'Sheet1';

// Column widths are in characters; a long note should not make a column fill the screen.
const MIN_COLUMN_WIDTH = 8;
const MAX_COLUMN_WIDTH = 60;
const COLUMN_PADDING = 2;
const DATE_FORMAT = 'yyyy-mm-dd hh:mm';
const DATE_DISPLAY_LENGTH = DATE_FORMAT.length;

function startsWith(bytes: Uint8Array, prefix: readonly number[]): boolean {
  return prefix.length <= bytes.length && prefix.every((byte, index) => bytes[index] === byte);
}

function looksLikeText(bytes: Uint8Array): boolean {
  if (startsWith(bytes, ZIP_SIGNATURE) || startsWith(bytes, OLE_SIGNATURE)) return false;
  if (UTF16_BOMS.some((bom) => startsWith(bytes, bom))) return true;
  return !bytes.subarray(0, TEXT_SNIFF_LENGTH).includes(0);
}

/**
 * What the upload really is, judged by its content and required to agree with
 * its name: a renamed .xls, a zip called .csv or a CSV called .xlsx is refused
 * (null) rather than guessed at, so people get a clear error instead of junk rows.
 */
export function detectSpreadsheetKind(bytes: Uint8Array, fileName: string): SpreadsheetKind | null {
  const extension = /\.([^.]+)$/.exec(fileName.trim().toLowerCase())?.[1] ?? '';
  if (extension === 'xlsx') return startsWith(bytes, ZIP_SIGNATURE) ? 'xlsx' : null;
  if (TEXT_EXTENSIONS.has(extension)) return looksLikeText(bytes) ? 'csv' : null;
  return null;
}

/**
 * Numbers as people typed them: Excel keeps 15 significant digits, so beyond
 * that is binary noise (0.1 + 0.2), and an exponent ('1.2e+21') would mangle
 * phone numbers and IDs typed into number cells.
 */
function numberText(value: number): string {
  if (!Number.isFinite(value)) return '';
  const rounded = Number(value.toPrecision(15));
  const text = String(rounded);
  return /e/i.test(text) ? rounded.toLocaleString('en-US', { useGrouping: false, maximumSignificantDigits: 15 }) : text;
}

function richText(parts: readonly { text?: unknown }[]): string {
  return parts.map((part) => (typeof part.text === 'string' ? part.text : '')).join('');
}

/** The text a cell shows, whatever exceljs read it as. */
function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return numberText(value);
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? '' : value.toISOString();
  if (typeof value !== 'object') return String(value);
  if ('richText' in value && Array.isArray(value.richText)) return richText(value.richText);
  // Formulas, shared formulas and array formulas: the cached result only.
  if ('formula' in value || 'sharedFormula' in value) return 'result' in value ? cellText(value.result) : '';
  // A hyperlink shows its text (itself possibly rich text), not its target.
  if ('hyperlink' in value) return 'text' in value ? cellText(value.text) : '';
  if ('error' in value && typeof value.error === 'string') return value.error;
  return '';
}

async function loadWorkbook(buffer: Buffer): Promise<ExcelJS.Workbook> {
  const workbook = new ExcelJS.Workbook();
  try {
    // exceljs types its input as its own ArrayBuffer-like Buffer; a Node Buffer is what it reads.
    await workbook.xlsx.load(buffer as unknown as ExcelJS.Buffer);
  } catch {
    // A damaged or foreign zip is the uploader's problem to fix, not a server error.
    throw ImportFileError.unreadable();
  }
  return workbook;
}

/** The first worksheet as header and rows of text, the same shape parseCsv gives. */
export async function readXlsxRows(buffer: Buffer): Promise<SheetRows> {
  const workbook = await loadWorkbook(buffer);
  const sheet = workbook.worksheets[0];
  if (sheet === undefined) throw ImportFileError.emptyFile();
  const records: SheetRecord[] = [];
  sheet.eachRow({ includeEmpty: false }, (row, rowNumber) => {
    const cells: string[] = [];
    for (let column = 1; column <= row.cellCount; column += 1) cells.push(cellText(row.getCell(column).value));
    records.push({ cells, rowNumber });
  });
  return sheetFromRecords(records);
}

function safeSheetName(name: string): string {
  const cleaned = name.replace(SHEET_NAME_FORBIDDEN, ' ').trim().slice(0, SHEET_NAME_MAX_LENGTH);
  // Excel also refuses a name that starts or ends with an apostrophe.
  const unquoted = cleaned.replace(/^'+|'+$/g, '').trim();
  return unquoted === '' ? DEFAULT_SHEET_NAME : unquoted;
}

/**
 * Numbers and dates stay typed so they sort and sum; everything else is
 * written as a text value, never as a formula: exceljs only writes a formula
 * for a { formula } object, so '=HYPERLINK(...)' typed by a guest stays text.
 */
function exportValue(value: unknown): ExcelJS.CellValue {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value;
  return plainCellText(value);
}

function displayLength(value: ExcelJS.CellValue): number {
  if (value instanceof Date) return DATE_DISPLAY_LENGTH;
  if (value === null || value === undefined) return 0;
  // A multi-line cell is as wide as its longest line.
  return Math.max(...String(value).split('\n').map((line) => line.length));
}

function fitColumnWidths(sheet: ExcelJS.Worksheet, rows: readonly ExcelJS.CellValue[][]): void {
  const columnCount = rows[0]?.length ?? 0;
  for (let column = 0; column < columnCount; column += 1) {
    // A loop, not Math.max(...): a spread of a long guest list overflows the call stack.
    const longest = rows.reduce((widest, values) => Math.max(widest, displayLength(values[column])), 0);
    sheet.getColumn(column + 1).width = Math.min(MAX_COLUMN_WIDTH, Math.max(MIN_COLUMN_WIDTH, longest + COLUMN_PADDING));
  }
}

/** An .xlsx with one sheet: a bold header of the first row's keys, then one row per record. */
export async function writeXlsx(rows: readonly Record<string, unknown>[], sheetName: string, options: { headers?: readonly string[] } = {}): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  // The header stays in view while scrolling a long guest list.
  const sheet = workbook.addWorksheet(safeSheetName(sheetName), { views: [{ state: 'frozen', ySplit: 1 }] });
  // With no rows, `headers` still gives the sheet its header line.
  const keys = rows[0] === undefined ? [...(options.headers ?? [])] : Object.keys(rows[0]);
  if (keys.length > 0) {
    const table: ExcelJS.CellValue[][] = [
      keys,
      ...rows.map((row) => keys.map((key) => exportValue(Object.hasOwn(row, key) ? row[key] : undefined))),
    ];
    table.forEach((values, index) => {
      const row = sheet.addRow(values);
      if (index === 0) row.font = { bold: true };
      row.eachCell((cell) => {
        if (cell.value instanceof Date) cell.numFmt = DATE_FORMAT;
      });
    });
    fitColumnWidths(sheet, table);
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
