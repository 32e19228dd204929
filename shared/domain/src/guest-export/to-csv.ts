// Guest lists and reports as CSV files hosts open in Excel (spec section 9).
import { csvCellText, quoteCsvField } from './csv-cells.ts';

// Excel reads a CSV without a BOM in the machine's legacy code page, which
// turns 'Zoë' into 'ZoÃ«'; with the UTF-8 BOM it reads UTF-8. CRLF is what
// Excel writes and RFC 4180 asks for; every other reader accepts it too.
const UTF8_BOM = '\uFEFF';
const LINE_END = '\r\n';

function csvLine(values: readonly unknown[]): string {
  return values.map((value) => quoteCsvField(csvCellText(value))).join(',');
}

/**
 * The header is the first row's keys (spec); later rows are read by those
 * keys, so a key a later row lacks is an empty cell and one only it has is
 * not exported. With no rows, `headers` (when given) still makes a header
 * line, so an empty export says what it would have held; without, only the BOM.
 */
export function toCsv(rows: readonly Record<string, unknown>[], options: { headers?: readonly string[] } = {}): string {
  const keys = rows[0] === undefined ? [...(options.headers ?? [])] : Object.keys(rows[0]);
  if (keys.length === 0) return UTF8_BOM;
  const lines = [csvLine(keys)];
  for (const row of rows) {
    lines.push(csvLine(keys.map((key) => (Object.hasOwn(row, key) ? row[key] : undefined))));
  }
  return UTF8_BOM + lines.join(LINE_END) + LINE_END;
}
