// Which kind of spreadsheet an upload is, judged by its bytes and its name.

export type SpreadsheetKind = 'csv' | 'xlsx';

// An .xlsx file is a zip archive; every zip starts with a local file header.
const ZIP_SIGNATURE = [0x50, 0x4b, 0x03, 0x04];
// The legacy binary .xls (an OLE compound file), which exceljs cannot read.
const OLE_SIGNATURE = [0xd0, 0xcf, 0x11, 0xe0];
const UTF16_BOMS = [
  [0xff, 0xfe],
  [0xfe, 0xff],
];
// Excel's 'Unicode Text' export is tab-separated UTF-16 saved as .txt; the CSV reader handles both.
const TEXT_EXTENSIONS = new Set(['csv', 'tsv', 'txt']);
// Text files do not contain NUL bytes (UTF-16 aside); looking at the start is enough to tell.
const TEXT_SNIFF_LENGTH = 8192;

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
