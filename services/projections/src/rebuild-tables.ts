import { sql } from 'kysely';
import type { Db } from '@usher/infra/db/database';

/**
 * The fresh tables of a rebuild, shaped for loading fast: with only the keys
 * the projection's upserts need while it loads (not those it answers from
 * memory: Projection.rebuildIndexesLast). Every other index is built
 * once at the end, which costs a fraction of maintaining it row by row (a
 * trigram index most of all). They are logged from the start: the load runs
 * while PostgreSQL has a core to spare for the WAL, whereas turning unlogged
 * tables logged at the end rewrote a million-row table and rebuilt its keys
 * while everyone waited.
 */
export async function createLoadingTables(db: Db, schema: string, tables: string[], indexesLast: readonly string[] = []): Promise<void> {
  const unknown = new Set(indexesLast);
  for (const table of tables) {
    await sql`create table ${sql.id(schema, table)} (like ${sql.id('public', table)} including all excluding indexes)`.execute(db);
    // LIKE copies no storage parameters: the guest list's fillfactor (room for
    // check-ins to update rows in place) would be lost with the swap.
    const options = await storageParameters(db, table);
    if (options.length > 0) await sql`alter table ${sql.id(schema, table)} set (${sql.raw(options.join(', '))})`.execute(db);
    for (const constraint of await keyConstraints(db, table)) {
      await sql`alter table ${sql.id(schema, table)} add constraint ${sql.id(constraint.name)} ${sql.raw(constraint.definition)}`.execute(db);
    }
    // Upserts may infer their conflict target from a unique index that is no constraint.
    for (const index of await liveIndexes(db, table)) {
      unknown.delete(index.name);
      if (index.unique && !indexesLast.includes(index.name)) await createIndexIn(db, schema, table, index.definition);
    }
  }
  // A misspelt name would load slowly with the index, unnoticed.
  if (unknown.size > 0) throw new Error(`No index ${[...unknown].join(', ')} to build last on ${tables.join(', ')}`);
}

/** One index of a live table, to build on its loaded copy. */
export interface IndexBuild {
  schema: string;
  table: string;
  definition: string;
}

/** The indexes the loaded tables still lack: every one the live tables have but the unique ones built for loading. */
export async function indexesToBuild(db: Db, schema: string, tables: string[], indexesLast: readonly string[] = []): Promise<IndexBuild[]> {
  const builds: IndexBuild[] = [];
  for (const table of tables) {
    for (const index of await liveIndexes(db, table)) {
      if (!index.unique || indexesLast.includes(index.name)) builds.push({ schema, table, definition: index.definition });
    }
  }
  return builds;
}

/**
 * Builds indexes on `connections` connections side by side, in the order
 * given, each connection taking the next as it finishes one: with the
 * biggest first, the two cores stay busy to the end instead of one table's
 * indexes queueing behind each other while the other core idles.
 */
export async function buildIndexes(db: Db, builds: IndexBuild[], connections: number): Promise<void> {
  const queue = [...builds];
  const worker = () =>
    db.connection().execute(async (connection) => {
      // More memory for sorting makes each index build one pass (on this connection only).
      await sql`set maintenance_work_mem = '256MB'`.execute(connection);
      try {
        for (let build = queue.shift(); build; build = queue.shift()) await createIndexIn(connection, build.schema, build.table, build.definition);
      } finally {
        await sql`reset maintenance_work_mem`.execute(connection);
      }
    });
  await Promise.all(Array.from({ length: Math.min(connections, queue.length) }, worker));
}

/** Planner statistics for the loaded tables. */
export async function analyzeTables(db: Db, schema: string, tables: string[]): Promise<void> {
  for (const table of tables) await sql`analyze ${sql.id(schema, table)}`.execute(db);
}

/** The live table's storage parameters (`fillfactor=80`), as ALTER TABLE … SET takes them. */
async function storageParameters(db: Db, table: string): Promise<string[]> {
  const result = await sql<{ options: string[] | null }>`select reloptions as options from pg_class where oid = ${`public.${table}`}::regclass`.execute(db);
  return (result.rows[0]?.options ?? []).filter((option) => /^[a-z_]+=[A-Za-z0-9_.]+$/.test(option));
}

async function keyConstraints(db: Db, table: string): Promise<{ name: string; definition: string }[]> {
  const result = await sql<{ name: string; definition: string }>`
    select conname as name, pg_get_constraintdef(oid) as definition
    from pg_constraint
    where conrelid = ${`public.${table}`}::regclass and contype in ('p', 'u')
    order by conname`.execute(db);
  return result.rows;
}

/** The live table's indexes that back no key constraint, with their CREATE INDEX statements. */
async function liveIndexes(db: Db, table: string): Promise<{ name: string; unique: boolean; definition: string }[]> {
  const result = await sql<{ name: string; unique: boolean; definition: string }>`
    select c.relname as name, i.indisunique as unique, pg_get_indexdef(i.indexrelid) as definition
    from pg_index i join pg_class c on c.oid = i.indexrelid
    where i.indrelid = ${`public.${table}`}::regclass
      and not exists (select 1 from pg_constraint c where c.conindid = i.indexrelid and c.contype in ('p', 'u'))
    order by i.indexrelid`.execute(db);
  return result.rows;
}

async function createIndexIn(db: Db, schema: string, table: string, definition: string): Promise<void> {
  const moved = definition.replace(` ON public.${table} `, ` ON ${schema}.${table} `);
  if (moved === definition) throw new Error(`Cannot place index in ${schema}: ${definition}`);
  await sql.raw(moved).execute(db);
}
