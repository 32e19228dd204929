import type { UploadedSheet } from '@usher/infra/spreadsheets/read-spreadsheet';
import { readSpreadsheetOffThread } from '@usher/infra/spreadsheets/read-spreadsheet-off-thread';
import { SAMPLE_ROWS } from './upload-shape.ts';

export const MAX_UPLOAD_BYTES = 50 * 1024 * 1024;

/**
 * The rows of an uploaded CSV or XLSX file, after checking its content
 * matches its name: read in a spreadsheet thread, within SHEET_LIMITS, so a
 * file built to exhaust memory or time is refused with 422 while every other
 * request is still served.
 */
export async function readUploadFile(bytes: Buffer, fileName: string): Promise<UploadedSheet> {
  return readSpreadsheetOffThread(bytes, fileName, SAMPLE_ROWS);
}
