import { DomainError } from '@usher/domain/deciders/domain-error';
import { decodeUpload, type UploadEncoding } from '@usher/domain/guest-import/decode-text';
import { parseCsv, type SheetRows } from '@usher/domain/guest-import/parse-csv';
import { detectSpreadsheetKind, readXlsxRows } from '@usher/infra/spreadsheets/xlsx';

export const MAX_UPLOAD_BYTES = 50 * 1024 * 1024;

const fileError = (message: string) => DomainError.validation({ file: [message] });

/** The rows of an uploaded CSV or XLSX file, after checking its content matches its name. */
export async function readUploadFile(bytes: Buffer, fileName: string): Promise<SheetRows & { encoding: UploadEncoding | null }> {
  if (bytes.length === 0) throw fileError('The file is empty.');
  const kind = detectSpreadsheetKind(bytes, fileName);
  if (!kind) throw fileError('The file must be a CSV or Excel (.xlsx) file.');
  if (kind === 'xlsx') return { ...(await readXlsxRows(bytes)), encoding: null };
  const { text, encoding } = decodeUpload(bytes);
  return { ...parseCsv(text), encoding };
}

