import { sql } from 'kysely';
import type { Db } from '@usher/infra/db/database';

/** Names of snapshot schemas: `asof_` then letters, digits and underscores only. */
export const SNAPSHOT_SCHEMA_PREFIX = 'asof_';
const SNAPSHOT_SCHEMA = /^asof_[a-z0-9_]{1,50}$/;

function checked(schema: string): string {
  if (!SNAPSHOT_SCHEMA.test(schema)) throw new Error(`Bad snapshot schema name ${schema}`);
  return schema;
}

/**
 * A schema holding empty copies of the read-model tables: UNLOGGED (a
 * snapshot is rebuilt from the log, never recovered, so its writes skip the
 * WAL) and with only the primary keys and unique constraints, which the
 * projections' lookups and ON CONFLICT clauses need. Other indexes come after
 * the load, when building them is one sort instead of 100,000 inserts.
 * The schema's comment records when it was made, so a later process can tell
 * a dead one's leftovers from a live one's snapshot.
 */
export async function createScratchSchema(db: Db, schema: string, tables: readonly string[]): Promise<void> {
  checked(schema);
  await db.transaction().execute(async (trx) => {
    await sql`create schema ${sql.id(schema)}`.execute(trx);
    await sql`comment on schema ${sql.id(schema)} is ${sql.lit(new Date().toISOString())}`.execute(trx);
    for (const table of tables) {
      await sql`create unlogged table ${sql.id(schema, table)} (like ${sql.id('public', table)} including defaults including generated including identity)`.execute(trx);
      const keys = await sql<{ name: string; definition: string }>`
        select conname as name, pg_get_constraintdef(oid) as definition from pg_constraint
        where conrelid = ${`public.${table}`}::regclass and contype in ('p', 'u')`.execute(trx);
      for (const key of keys.rows) {
        await sql`alter table ${sql.id(schema, table)} add constraint ${sql.id(key.name)} ${sql.raw(key.definition)}`.execute(trx);
      }
    }
  });
}

/**
 * Builds, on the schema's copy, these indexes of the public tables (by name),
 * then refreshes the planner's statistics. `renamed`: a public table whose
 * copy in the schema has another name (a copy being made beside the one read).
 */
export async function finishScratchSchema(db: Db, schema: string, tables: readonly string[], indexes: readonly string[], renamed: Readonly<Record<string, string>> = {}): Promise<void> {
  checked(schema);
  const copyOf = (table: string) => renamed[table] ?? table;
  if (indexes.length > 0) {
    const definitions = await sql<{ indexdef: string; tablename: string }>`
      select indexdef, tablename from pg_indexes where schemaname = 'public' and indexname = any(${[...indexes]}::text[])`.execute(db);
    // Built side by side: each is a sort of the same freshly loaded table.
    await Promise.all(
      definitions.rows.map((row) => sql.raw(row.indexdef.replace(` ON public.${row.tablename} `, ` ON ${schema}.${copyOf(row.tablename)} `)).execute(db)),
    );
  }
  await sql`analyze ${sql.join(tables.map((table) => sql.id(schema, copyOf(table))))}`.execute(db);
}

export async function dropScratchSchema(db: Db, schema: string): Promise<void> {
  await sql`drop schema if exists ${sql.id(checked(schema))} cascade`.execute(db);
}

/** Snapshot schemas made longer ago than `olderThanMs` (any process's): leftovers, since every owner drops its own sooner. */
export async function staleScratchSchemas(db: Db, olderThanMs: number): Promise<string[]> {
  const result = await sql<{ name: string; made: string | null }>`
    select nspname as name, obj_description(oid, 'pg_namespace') as made from pg_namespace
    where nspname like ${`${SNAPSHOT_SCHEMA_PREFIX.replace('_', '\\_')}%`}`.execute(db);
  const cutoff = Date.now() - olderThanMs;
  return result.rows
    .filter((row) => SNAPSHOT_SCHEMA.test(row.name))
    .filter((row) => {
      const made = row.made ? Date.parse(row.made) : NaN;
      // A schema without a readable date was never finished by its maker.
      return Number.isNaN(made) || made < cutoff;
    })
    .map((row) => row.name);
}
