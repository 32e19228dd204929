import { isoTime } from './iso-time.ts';

/**
 * How a column's values are written: JSON for json(b), an array literal for
 * arrays, text for the rest; `plain` text (ids, numbers, times, booleans)
 * never holds a character COPY must escape.
 */
export type CopyColumnKind = 'json' | 'array' | 'text' | 'plain';

export interface CopyColumn {
  name: string;
  kind: CopyColumnKind;
}

/**
 * Rows in COPY's text format: a line per row, tab between values, `\N` for
 * null (and for a key the row lacks, as an INSERT from JSON would), and
 * backslash escapes for the characters that would break the format. Written
 * straight into bytes: a rebuild sends a million rows, and building them as
 * one string first, then copying it into a buffer, was most of its garbage.
 */
export function copyText(columns: readonly CopyColumn[], rows: readonly Record<string, unknown>[]): Buffer {
  const out = new ByteWriter(rows.length * columns.length * 24);
  for (const row of rows) {
    // A row's line is joined in JS and written once: a write per value crossed into C++ 40 times a row.
    let line = copyValue(row[columns[0]!.name], columns[0]!.kind);
    for (let i = 1; i < columns.length; i++) line += '\t' + copyValue(row[columns[i]!.name], columns[i]!.kind);
    out.text(line + '\n');
  }
  return out.bytes();
}

/** A growing buffer that text is written into as UTF-8. */
class ByteWriter {
  private buffer: Buffer;
  private length = 0;

  constructor(initial: number) {
    this.buffer = Buffer.allocUnsafe(Math.max(initial, 1024));
  }

  text(value: string): void {
    // A UTF-16 code unit never takes more than three bytes in UTF-8.
    this.reserve(value.length * 3);
    this.length += this.buffer.write(value, this.length, 'utf8');
  }

  bytes(): Buffer {
    return this.buffer.subarray(0, this.length);
  }

  private reserve(bytes: number): void {
    if (this.length + bytes <= this.buffer.length) return;
    const grown = Buffer.allocUnsafe(Math.max(this.buffer.length * 2, this.length + bytes));
    this.buffer.copy(grown, 0, 0, this.length);
    this.buffer = grown;
  }
}

function copyValue(value: unknown, kind: CopyColumnKind): string {
  const text = columnText(value, kind);
  if (text === null) return '\\N';
  return kind === 'plain' ? text : escape(text);
}

/**
 * A value as the text its column's type reads (null for none), before COPY's
 * escapes: a statement that sends it as a parameter into that column has it
 * read by the same input function as COPY would.
 */
export function columnText(value: unknown, kind: CopyColumnKind): string | null {
  if (value === null || value === undefined) return null;
  if (kind === 'json') return JSON.stringify(value);
  if (kind === 'array') return arrayLiteral(value as unknown[]);
  if (value instanceof Date) return isoTime(value);
  if (typeof value === 'boolean') return value ? 't' : 'f';
  if (kind === 'plain') return String(value);
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** `{"a","b \"c\""}`: every element quoted, so no element needs other care. */
function arrayLiteral(values: readonly unknown[]): string {
  return `{${values.map((value) => (value === null || value === undefined ? 'NULL' : `"${String(value).replace(/["\\]/g, '\\$&')}"`)).join(',')}}`;
}

const SPECIAL = /[\\\t\n\r]/;
const ESCAPES: Record<string, string> = {
  '\\': '\\\\',
  '\t': '\\t',
  '\n': '\\n',
  '\r': '\\r',
};

function escape(text: string): string {
  return SPECIAL.test(text) ? text.replace(/[\\\t\n\r]/g, (character) => ESCAPES[character]!) : text;
}
