import { sql } from 'kysely';
import type { Db } from '../db/database.ts';

/** Each table's rows as JSON text, sorted: two snapshots compare equal when the tables hold the same rows (a rebuild against the live tables). */
export async function tableRows(db: Db, tables: readonly string[]): Promise<Record<string, string[]>> {
  const snapshot: Record<string, string[]> = {};
  for (const table of tables) {
    const result = await sql<{ row: string }>`select to_jsonb(t)::text as row from ${sql.table(table)} t order by 1`.execute(db);
    snapshot[table] = result.rows.map((r) => r.row);
  }
  return snapshot;
}
