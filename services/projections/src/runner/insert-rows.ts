import { sql } from 'kysely';
import type { Db } from '@usher/infra/db/database';
import { copyIn } from '@usher/infra/db/copy-in';
import { columnText, copyText, type CopyColumn, type CopyColumnKind } from '@usher/infra/db/copy-text';

const IDENTIFIER = /^[a-z_][a-z0-9_]*$/;

// A table's columns, asked once per process: read models change shape only by migration, before any runner starts.
const columnsByTable = new Map<string, Promise<CopyColumn[]>>();

// Up to this many rows go in one INSERT: COPY asks the server for its data and
// waits for it, two round trips, and under a door's load a projection's batch
// holds a handful of rows (the activity feed's COPY of a few check-ins stayed
// open 12 ms on average, half the time the database spent on a check-in, issue 31).
const INSERT_UP_TO = 50;

/**
 * Inserts new rows into a read-model table, each row's missing columns null:
 * a few in one INSERT, more with COPY. Either way each value reaches its column
 * as the same text (copy-text.ts), read by the column type's input function.
 * The table name is left unqualified so a rebuild's search_path applies.
 */
export async function insertRows(trx: Db, table: string, rows: readonly Record<string, unknown>[]): Promise<void> {
  if (rows.length === 0) return;
  if (!IDENTIFIER.test(table)) throw new Error(`Bad identifier ${table}`);
  const columns = await columnsOf(trx, table);
  const names = columns.map((column) => `"${column.name}"`).join(', ');
  if (rows.length > INSERT_UP_TO) return copyIn(trx, `${table} (${names})`, copyText(columns, rows));
  // Untyped text parameters: each takes its column's type from the INSERT.
  const values = rows.map((row) => sql`(${sql.join(columns.map((column) => columnText(row[column.name], column.kind)))})`);
  await sql`insert into ${sql.raw(`${table} (${names})`)} values ${sql.join(values)}`.execute(trx);
}

function columnsOf(trx: Db, table: string): Promise<CopyColumn[]> {
  let columns = columnsByTable.get(table);
  if (!columns) {
    columns = readColumns(trx, table);
    columnsByTable.set(table, columns);
    columns.catch(() => columnsByTable.delete(table));
  }
  return columns;
}

async function readColumns(trx: Db, table: string): Promise<CopyColumn[]> {
  const result = await sql<{ name: string; type: string; is_array: boolean }>`
    select a.attname as name, t.typname as type, t.typcategory = 'A' as is_array
    from pg_attribute a join pg_type t on t.oid = a.atttypid
    where a.attrelid = to_regclass(${table}) and a.attnum > 0 and not a.attisdropped
    order by a.attnum`.execute(trx);
  if (result.rows.length === 0) throw new Error(`No table ${table}`);
  return result.rows.map((row) => ({ name: row.name, kind: kindOf(row.type, row.is_array) }));
}

const PLAIN_TYPES = new Set(['uuid', 'int2', 'int4', 'int8', 'numeric', 'float4', 'float8', 'bool', 'date', 'timestamp', 'timestamptz']);

function kindOf(type: string, isArray: boolean): CopyColumnKind {
  if (type === 'json' || type === 'jsonb') return 'json';
  if (isArray) return 'array';
  return PLAIN_TYPES.has(type) ? 'plain' : 'text';
}
