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
 * backslash escapes for the characters that would break the format.
 */
export function copyText(columns: readonly CopyColumn[], rows: readonly Record<string, unknown>[]): string {
  let text = '';
  for (const row of rows) {
    for (let i = 0; i < columns.length; i++) {
      const column = columns[i]!;
      if (i > 0) text += '\t';
      text += copyValue(row[column.name], column.kind);
    }
    text += '\n';
  }
  return text;
}

function copyValue(value: unknown, kind: CopyColumnKind): string {
  if (value === null || value === undefined) return '\\N';
  if (kind === 'json') return escape(JSON.stringify(value));
  if (kind === 'array') return escape(arrayLiteral(value as unknown[]));
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'boolean') return value ? 't' : 'f';
  if (kind === 'plain') return String(value);
  if (typeof value === 'object') return escape(JSON.stringify(value));
  return escape(String(value));
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
