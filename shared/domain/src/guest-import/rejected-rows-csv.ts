// The rows an import left out, as a CSV the organiser can open, correct and
// upload again: the file's own columns as they were, plus one that says why.
import { guardFormula, quoteCsvField } from '../guest-export/csv-cells.ts';
import type { ImportRowError } from './rows-to-members.ts';

export const REASON_COLUMN = 'Why it was not imported';

// As the guest export writes: a BOM so Excel reads UTF-8, and CRLF line ends.
const UTF8_BOM = '\uFEFF';
const LINE_END = '\r\n';

/**
 * Cells keep their text (commas included, quoted as RFC 4180 says) so the
 * file can go straight back into an upload; only a cell a spreadsheet would
 * run as a formula (= + - @) is guarded, as the guest export does.
 */
function line(cells: readonly string[]): string {
  return cells.map((cell) => quoteCsvField(guardFormula(cell))).join(',');
}

export interface UploadedRows {
  headers: readonly string[];
  rows: readonly (readonly string[])[];
  /** Each row's spreadsheet number (the reader's rowNumbers); empty when the rows start at row 2 without gaps. */
  rowNumbers: readonly number[];
}

/** One line per rejected row, in file order, its messages joined; the header line even when none was rejected. */
export function rejectedRowsCsv(upload: UploadedRows, errors: readonly ImportRowError[]): string {
  const reasons = new Map<number, string[]>();
  for (const error of errors) reasons.set(error.row, [...(reasons.get(error.row) ?? []), error.message]);
  const indexOfRow = new Map<number, number>(upload.rowNumbers.map((row, index) => [row, index]));
  const lines = [line([...upload.headers, REASON_COLUMN])];
  for (const row of [...reasons.keys()].sort((a, b) => a - b)) {
    const cells = upload.rows[indexOfRow.get(row) ?? row - 2] ?? [];
    const padded = upload.headers.map((_, column) => cells[column] ?? '');
    lines.push(line([...padded, `Row ${row}: ${reasons.get(row)!.join(' ')}`]));
  }
  return UTF8_BOM + lines.join(LINE_END) + LINE_END;
}

/** A file name that says what the file holds: 'eventbrite.csv' → 'eventbrite - rejected rows.csv'. */
export function rejectedRowsFileName(uploadName: string): string {
  const base =
    uploadName
      .replace(/\.(csv|xlsx|xls|tsv|txt)$/i, '')
      .replace(/[^\p{L}\p{N} ._-]/gu, '_')
      .slice(0, 150) || 'upload';
  return `${base} - rejected rows.csv`;
}
