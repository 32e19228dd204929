// Excel files for guest lists: reading an uploaded .xlsx into the same rows a
// CSV upload gives, and writing exports. Neither evaluates formulas: a formula
// cell is read as the result Excel last saved with it.
// Only the type at module load: exceljs (with its zip and XML parsers) takes about half a second of CPU to
// load, which every start of the product paid while only an export uses it; writeXlsx loads it when asked.
import type ExcelJS from 'exceljs';
import type { SheetRows } from '@usher/domain/guest-import/parse-csv';
import { plainCellText } from '@usher/domain/guest-export/csv-cells';
import { readXlsxSheet } from './xlsx-reader.ts';

// What an upload is lives apart from exceljs, so the spreadsheet threads start without loading it.
export { detectSpreadsheetKind, type SpreadsheetKind } from './spreadsheet-kind.ts';

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

/**
 * The first worksheet as header and rows of text, the same shape parseCsv
 * gives: read by the streaming, bounded reader (xlsx-reader.ts), not by
 * exceljs, which builds the whole workbook in memory first.
 */
export async function readXlsxRows(buffer: Buffer): Promise<SheetRows> {
  return readXlsxSheet(buffer);
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
  return Math.max(
    ...String(value)
      .split('\n')
      .map((line) => line.length),
  );
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
  const { default: excel } = await import('exceljs');
  const workbook = new excel.Workbook();
  // The header stays in view while scrolling a long guest list.
  const sheet = workbook.addWorksheet(safeSheetName(sheetName), { views: [{ state: 'frozen', ySplit: 1 }] });
  // With no rows, `headers` still gives the sheet its header line.
  const keys = rows[0] === undefined ? [...(options.headers ?? [])] : Object.keys(rows[0]);
  if (keys.length > 0) {
    const table: ExcelJS.CellValue[][] = [keys, ...rows.map((row) => keys.map((key) => exportValue(Object.hasOwn(row, key) ? row[key] : undefined)))];
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
