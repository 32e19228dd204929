// A spreadsheet thread's task: read one upload and answer its rows, or the
// refusal as plain data (an Error's class and fields do not survive the trip
// between threads, and the route needs both to answer 422).
import { DomainError } from '@usher/domain/deciders/domain-error';
import type { FieldErrors } from '@usher/domain/validation/errors';
import { readSpreadsheet, uploadedSheet, type UploadedSheet } from './read-spreadsheet.ts';

export interface SpreadsheetTask {
  /** The file's bytes (a Buffer arrives in the thread as a plain Uint8Array). */
  bytes: Uint8Array;
  fileName: string;
  sampleRows: number;
}

export type SpreadsheetTaskResult = { ok: true; sheet: UploadedSheet } | { ok: false; code: string; message: string; errors: FieldErrors };

export async function readSpreadsheetTask(task: SpreadsheetTask): Promise<SpreadsheetTaskResult> {
  try {
    const bytes = Buffer.from(task.bytes.buffer, task.bytes.byteOffset, task.bytes.byteLength);
    return { ok: true, sheet: uploadedSheet(await readSpreadsheet(bytes, task.fileName), task.sampleRows) };
  } catch (error) {
    if (error instanceof DomainError && error.kind === 'validation') return { ok: false, code: error.code, message: error.message, errors: error.errors };
    throw error;
  }
}
