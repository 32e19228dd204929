// Counts what papaparse would build from a CSV text before it builds it. A
// 50 MB file of line breaks is 50 million records and a line of commas is 50
// million cells: papaparse would hold each as an array of strings before any
// of its callbacks could stop it. One pass over the characters costs a few
// milliseconds for a 100,000-row list.
import { SHEET_LIMITS, sheetTooLarge } from './sheet-limits.ts';

const QUOTE = 0x22;
const LF = 0x0a;
const CR = 0x0d;
const SPACE = 0x20;
const TAB = 0x09;

/** What papaparse will build from the text: records (blank ones included), records with something in them, cells. */
export interface CsvCounts {
  records: number;
  filledRows: number;
  cells: number;
}

/**
 * Counts the text's records and cells, refusing a text with more records,
 * non-blank rows, cells, or cells in one record than SHEET_LIMITS allows. Quotes are followed the way papaparse reads
 * them (a quote opens a quoted cell only at the cell's start; `""` inside one
 * is a quote), so a delimiter or line break inside a quoted cell is not
 * counted; where a malformed file reads differently, this counts more, never fewer.
 */
export function checkCsvBounds(text: string, delimiter: string): CsvCounts {
  // An empty file has no record at all, as papaparse reads it.
  if (text === '') return { records: 0, filledRows: 0, cells: 0 };
  const separator = delimiter.charCodeAt(0);
  let records = 0;
  let filledRows = 0;
  let cells = 0;
  let recordCells = 1;
  let inQuotes = false;
  let atCellStart = true;
  let filled = false;

  const endRecord = () => {
    records += 1;
    cells += recordCells;
    if (filled) filledRows += 1;
    if (records > SHEET_LIMITS.lines) throw sheetTooLarge.lines();
    if (filledRows > SHEET_LIMITS.rows) throw sheetTooLarge.rows();
    if (cells > SHEET_LIMITS.cells) throw sheetTooLarge.cells();
    recordCells = 1;
    atCellStart = true;
    filled = false;
  };

  for (let index = 0; index < text.length; index++) {
    const char = text.charCodeAt(index);
    if (inQuotes) {
      if (char !== QUOTE) filled ||= char !== SPACE && char !== TAB && char !== LF && char !== CR;
      else if (text.charCodeAt(index + 1) === QUOTE) index += 1;
      else inQuotes = false;
    } else if (char === QUOTE && atCellStart) {
      inQuotes = true;
      atCellStart = false;
    } else if (char === separator) {
      recordCells += 1;
      if (recordCells > SHEET_LIMITS.columns) throw sheetTooLarge.columns();
      atCellStart = true;
    } else if (char === LF || char === CR) {
      if (char === CR && text.charCodeAt(index + 1) === LF) index += 1;
      endRecord();
    } else {
      atCellStart = false;
      filled ||= char !== SPACE && char !== TAB;
    }
  }
  // papaparse reads the text after the last line break (empty or not) as a record too.
  endRecord();
  return { records, filledRows, cells };
}
