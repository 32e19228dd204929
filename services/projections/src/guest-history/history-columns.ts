import { sql } from 'kysely';
import type { Db } from '@usher/infra/db/database';

// The columns a history table shares with its live table, once per process:
// named, so a column added to the live table later cannot shift the others.
const sharedColumns = new Map<string, Promise<string[]>>();

function columnsOf(trx: Db, history: string, live: string): Promise<string[]> {
  let columns = sharedColumns.get(history);
  if (!columns) {
    columns = sql<{ name: string }>`
      select h.attname as name from pg_attribute h
      join pg_attribute l on l.attrelid = ${`public.${live}`}::regclass and l.attname = h.attname and l.attnum > 0 and not l.attisdropped
      where h.attrelid = ${`public.${history}`}::regclass and h.attnum > 0 and not h.attisdropped
      order by h.attnum`
      .execute(trx)
      .then((result) => result.rows.map((row) => row.name));
    columns.catch(() => sharedColumns.delete(history));
    sharedColumns.set(history, columns);
  }
  return columns;
}

/** The column names a history table shares with its live table. */
export const sharedColumnNames = columnsOf;

/** The column list, quoted, for a history table and its live table. */
export async function sharedColumnList(trx: Db, history: string, live: string) {
  return sql.join((await columnsOf(trx, history, live)).map((column) => sql.id(column)));
}
