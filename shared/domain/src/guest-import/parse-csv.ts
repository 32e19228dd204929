// Reads the text of a CSV guest list into a header row and data rows, the
// same shape the spreadsheet reader produces, so everything after this step
// does not care which kind of file was uploaded.
import Papa from 'papaparse';
import { ImportFileError } from './import-file-error.ts';
import { checkCsvBounds } from './csv-bounds.ts';

/** The rows of an uploaded sheet, each with the row number a spreadsheet program shows for it. */
export interface SheetRows {
  headers: string[];
  rows: string[][];
  /** rowNumbers[i] is the spreadsheet row of rows[i] (the header is usually row 1). */
  rowNumbers: number[];
}

export { ImportFileError, type ImportFileErrorCode } from './import-file-error.ts';

/** One record of the file as read, before blank ones are dropped. */
export interface SheetRecord {
  cells: string[];
  rowNumber: number;
}

function isBlank(cells: readonly string[]): boolean {
  return cells.every((cell) => cell.trim() === '');
}

/**
 * The first non-blank record is the header; later blank records are dropped
 * (spreadsheets leave rows like ',,,' between groups) while every kept row
 * keeps its own number, so messages point at the row people see.
 */
export function sheetFromRecords(records: readonly SheetRecord[]): SheetRows {
  const filled = records.filter((record) => !isBlank(record.cells));
  const [header, ...data] = filled;
  if (header === undefined) throw ImportFileError.emptyFile();
  if (data.length === 0) throw ImportFileError.noGuests();
  return {
    headers: header.cells.map((cell) => cell.trim()),
    rows: data.map((record) => record.cells),
    rowNumbers: data.map((record) => record.rowNumber),
  };
}

// Excel writes ';' where the comma is the decimal separator, and tabs in its
// 'Unicode Text' export; nothing people upload uses '|' or the ASCII separators.
// In order of preference when several read the file equally well.
const DELIMITERS = [',', ';', '\t'];
// Enough of the file to judge the delimiter by, without reading all of a big one.
const DELIMITER_SAMPLE_CHARS = 64 * 1024;
const DELIMITER_SAMPLE_ROWS = 20;

/**
 * Quotes a strict reader using this delimiter could not place: one opening in
 * the middle of a cell, or one closing a cell that does not end there. With
 * the right delimiter a well-formed file has none. Papaparse takes the first
 * kind as a literal character without complaint, so it is counted here.
 */
function misplacedQuotes(text: string, delimiter: string): number {
  let misplaced = 0;
  let inQuotes = false;
  let atCellStart = true;
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index];
    if (inQuotes) {
      if (char !== '"') continue;
      if (text[index + 1] === '"') {
        index += 1;
        continue;
      }
      inQuotes = false;
      const next = text[index + 1];
      if (next !== undefined && next !== delimiter && next !== '\r' && next !== '\n') misplaced += 1;
    } else if (char === '"') {
      if (atCellStart) inQuotes = true;
      else misplaced += 1;
      atCellStart = false;
    } else {
      atCellStart = char === delimiter || char === '\r' || char === '\n';
    }
  }
  return misplaced;
}

interface DelimiterFit {
  delimiter: string;
  misplacedQuotes: number;
  /** How much the number of cells changes from row to row. */
  unevenness: number;
  /** Records read; a wrong delimiter can take a quote for an opening one and swallow line breaks. */
  records: number;
  columns: number;
}

function delimiterFit(sample: string, delimiter: string): DelimiterFit {
  // Blank records (a trailing newline, a gap between groups) would count against every delimiter.
  const parsed = Papa.parse<string[]>(sample, { delimiter, skipEmptyLines: 'greedy', preview: DELIMITER_SAMPLE_ROWS });
  const counts = parsed.data.map((row) => row.length);
  let unevenness = 0;
  for (let index = 1; index < counts.length; index += 1) unevenness += Math.abs(counts[index]! - counts[index - 1]!);
  return {
    delimiter,
    misplacedQuotes: misplacedQuotes(sample, delimiter),
    unevenness,
    records: counts.length,
    columns: Math.max(0, ...counts),
  };
}

/**
 * The delimiter that reads the start of the file cleanly and evenly. Not
 * papaparse's own guess: it only compares cell counts, so a comma file with a
 * quoted tab or ';' in its cells can come out split on that character.
 */
function guessDelimiter(text: string): string {
  const sample = text.slice(0, DELIMITER_SAMPLE_CHARS);
  const fits = DELIMITERS.map((delimiter) => delimiterFit(sample, delimiter)).filter((fit) => fit.columns > 1);
  // Array.prototype.sort is stable, so equally good fits keep DELIMITERS' order.
  fits.sort((a, b) => a.misplacedQuotes - b.misplacedQuotes || a.unevenness - b.unevenness || b.records - a.records || b.columns - a.columns);
  return fits[0]?.delimiter ?? ',';
}

export function parseCsv(text: string): SheetRows {
  // decodeUpload strips the BOM, but text may come from elsewhere (a paste, a test).
  const input = text.startsWith('\uFEFF') ? text.slice(1) : text;
  const delimiter = guessDelimiter(input);
  // Counted before papaparse holds every record and cell in memory.
  checkCsvBounds(input, delimiter);
  const result = Papa.parse<string[]>(input, { delimiter, skipEmptyLines: false });
  // Without its closing quote, the rest of the file would silently become one cell.
  const unclosed = result.errors.find((error) => error.code === 'MissingQuotes');
  if (unclosed !== undefined) throw ImportFileError.unclosedQuote((unclosed.row ?? 0) + 1);
  return sheetFromRecords(result.data.map((cells, index) => ({ cells, rowNumber: index + 1 })));
}
