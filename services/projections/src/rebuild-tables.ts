import { sql } from 'kysely';
import type { Db } from '@usher/infra/db/database';

/**
 * The fresh tables of a rebuild, shaped for loading fast: with only the keys
 * the projection's upserts need while it loads. Every other index is built
 * once at the end, which costs a fraction of maintaining it row by row (a
 * trigram index most of all). They are logged from the start: the load runs
 * while PostgreSQL has a core to spare for the WAL, whereas turning unlogged
 * tables logged at the end rewrote a million-row table and rebuilt its keys
 * while everyone waited.
 */
export async function createLoadingTables(db: Db, schema: string, tables: string[]): Promise<void> {
  for (const table of tables) {
    await sql`create table ${sql.id(schema, table)} (like ${sql.id('public', table)} including all excluding indexes)`.execute(db);
    for (const constraint of await keyConstraints(db, table)) {
      await sql`alter table ${sql.id(schema, table)} add constraint ${sql.id(constraint.name)} ${sql.raw(constraint.definition)}`.execute(db);
    }
    // Upserts may infer their conflict target from a unique index that is no constraint.
    for (const definition of await liveIndexes(db, table, { unique: true })) await createIndexIn(db, schema, table, definition);
  }
}

/** Gives the loaded tables every index the live ones have, and their planner statistics. */
export async function finishLoadedTables(db: Db, schema: string, tables: string[]): Promise<void> {
  await db.connection().execute(async (connection) => {
    // More memory for sorting makes each index build one pass (on this connection only).
    await sql`set maintenance_work_mem = '256MB'`.execute(connection);
    try {
      for (const table of tables) {
        for (const definition of await liveIndexes(connection, table, { unique: false })) await createIndexIn(connection, schema, table, definition);
        await sql`analyze ${sql.id(schema, table)}`.execute(connection);
      }
    } finally {
      await sql`reset maintenance_work_mem`.execute(connection);
    }
  });
}

async function keyConstraints(db: Db, table: string): Promise<{ name: string; definition: string }[]> {
  const result = await sql<{ name: string; definition: string }>`
    select conname as name, pg_get_constraintdef(oid) as definition
    from pg_constraint
    where conrelid = ${`public.${table}`}::regclass and contype in ('p', 'u')
    order by conname`.execute(db);
  return result.rows;
}

/** CREATE INDEX statements of the live table's indexes that back no key constraint, unique or not. */
async function liveIndexes(db: Db, table: string, which: { unique: boolean }): Promise<string[]> {
  const result = await sql<{ definition: string }>`
    select pg_get_indexdef(i.indexrelid) as definition
    from pg_index i
    where i.indrelid = ${`public.${table}`}::regclass
      and i.indisunique = ${which.unique}
      and not exists (select 1 from pg_constraint c where c.conindid = i.indexrelid and c.contype in ('p', 'u'))
    order by i.indexrelid`.execute(db);
  return result.rows.map((row) => row.definition);
}

async function createIndexIn(db: Db, schema: string, table: string, definition: string): Promise<void> {
  const moved = definition.replace(` ON public.${table} `, ` ON ${schema}.${table} `);
  if (moved === definition) throw new Error(`Cannot place index in ${schema}: ${definition}`);
  await sql.raw(moved).execute(db);
}
