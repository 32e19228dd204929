// An uploaded guest or group list, whatever its kind, as rows of text. Runs
// in a spreadsheet thread (read-spreadsheet-off-thread.ts); each reader is
// bounded by SHEET_LIMITS as it reads.
import { DomainError } from '@usher/domain/deciders/domain-error';
import { decodeUpload, type UploadEncoding } from '@usher/domain/guest-import/decode-text';
import { parseCsv, type SheetRows } from '@usher/domain/guest-import/parse-csv';
import { detectSpreadsheetKind } from './spreadsheet-kind.ts';
import { readXlsxSheet } from './xlsx-reader.ts';

/**
 * An upload's rows as the thread answers them: the rows and their numbers
 * already as JSON (what the uploads table stores), so that neither copying
 * them between threads nor storing them costs the event loop a walk over
 * 100,000 rows; the first few rows for the mapping step's sample.
 */
export interface UploadedSheet {
  headers: string[];
  encoding: UploadEncoding | null;
  rowCount: number;
  sample: string[][];
  rowsJson: string;
  rowNumbersJson: string;
}

const fileError = (message: string) => DomainError.validation({ file: [message] });

/** The rows of an uploaded CSV or XLSX file, after checking its content matches its name. */
export async function readSpreadsheet(bytes: Buffer, fileName: string): Promise<SheetRows & { encoding: UploadEncoding | null }> {
  if (bytes.length === 0) throw fileError('The file is empty.');
  const kind = detectSpreadsheetKind(bytes, fileName);
  if (!kind) throw fileError('The file must be a CSV or Excel (.xlsx) file.');
  if (kind === 'xlsx') return { ...(await readXlsxSheet(bytes)), encoding: null };
  const { text, encoding } = decodeUpload(bytes);
  return { ...parseCsv(text), encoding };
}

export function uploadedSheet(sheet: SheetRows & { encoding: UploadEncoding | null }, sampleRows: number): UploadedSheet {
  return {
    headers: sheet.headers,
    encoding: sheet.encoding,
    rowCount: sheet.rows.length,
    sample: sheet.rows.slice(0, sampleRows),
    rowsJson: JSON.stringify(sheet.rows),
    rowNumbersJson: JSON.stringify(sheet.rowNumbers),
  };
}

/** The rows back as arrays, for a caller that needs them all (a group list, at most a few hundred rows). */
export function sheetRowsOf(uploaded: UploadedSheet): SheetRows {
  return { headers: uploaded.headers, rows: JSON.parse(uploaded.rowsJson) as string[][], rowNumbers: JSON.parse(uploaded.rowNumbersJson) as number[] };
}
