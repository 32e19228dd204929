// Excel files for guest lists: reading an uploaded .xlsx into the same rows a
// CSV upload gives, and writing exports. Neither evaluates formulas: a formula
// cell is read as the result Excel last saved with it.
// Only the type at module load: exceljs (with its zip and XML parsers) takes about half a second of CPU to
// load, which every start of the product paid while only an export uses it; writeXlsx loads it when asked.
import { Writable } from 'node:stream';
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

/** Each column's width in characters: its longest value, within the bounds above. */
function columnWidths(rows: readonly ExcelJS.CellValue[][]): number[] {
  const columnCount = rows[0]?.length ?? 0;
  return Array.from({ length: columnCount }, (_, column) => {
    // A loop, not Math.max(...): a spread of a long guest list overflows the call stack.
    const longest = rows.reduce((widest, values) => Math.max(widest, displayLength(values[column])), 0);
    return Math.min(MAX_COLUMN_WIDTH, Math.max(MIN_COLUMN_WIDTH, longest + COLUMN_PADDING));
  });
}

/**
 * An .xlsx with one sheet: a bold header of the first row's keys, then one row per record.
 * Written by exceljs's streaming writer, row by row: the in-memory workbook kept every cell of
 * 100,000 guests as objects and compressed in JavaScript, 23 s for the export; the streaming one
 * lets each row go once written and compresses with node's zlib.
 */
export async function writeXlsx(rows: readonly Record<string, unknown>[], sheetName: string, options: { headers?: readonly string[] } = {}): Promise<Buffer> {
  const { default: excel } = await import('exceljs');
  const chunks: Buffer[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      chunks.push(chunk);
      done();
    },
  });
  const workbook = new excel.stream.xlsx.WorkbookWriter({ stream, useStyles: true, useSharedStrings: false });
  // The header stays in view while scrolling a long guest list.
  const sheet = workbook.addWorksheet(safeSheetName(sheetName), { views: [{ state: 'frozen', ySplit: 1 }] });
  // With no rows, `headers` still gives the sheet its header line.
  const keys = rows[0] === undefined ? [...(options.headers ?? [])] : Object.keys(rows[0]);
  if (keys.length > 0) {
    const table: ExcelJS.CellValue[][] = [keys, ...rows.map((row) => keys.map((key) => exportValue(Object.hasOwn(row, key) ? row[key] : undefined)))];
    // Widths first: a streamed sheet writes its columns before its first row.
    sheet.columns = columnWidths(table).map((width) => ({ width }));
    table.forEach((values, index) => {
      const row = sheet.addRow(values);
      if (index === 0) row.font = { bold: true };
      row.eachCell((cell) => {
        if (cell.value instanceof Date) cell.numFmt = DATE_FORMAT;
      });
      row.commit();
    });
  }
  sheet.commit();
  await workbook.commit();
  return Buffer.concat(chunks);
}
