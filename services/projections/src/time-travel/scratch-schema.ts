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
  // Two round trips, whatever the number of tables: the keys of every table in one read, then every
  // statement in one script. Time travel makes a schema for each past view it opens, and the statements
  // were a few dozen round trips before. A script without parameters goes as one simple query, which
  // PostgreSQL runs as one transaction: a failing statement leaves nothing behind.
  const keys = await sql<{ table: string; name: string; definition: string }>`
    select c.relname as table, k.conname as name, pg_get_constraintdef(k.oid) as definition
    from pg_constraint k join pg_class c on c.oid = k.conrelid join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = 'public' and c.relname = any(${[...tables]}::text[]) and k.contype in ('p', 'u')
    order by c.relname, k.conname`.execute(db);
  const statements = [
    `create schema ${quoted(schema)}`,
    `comment on schema ${quoted(schema)} is '${new Date().toISOString()}'`,
    ...tables.map(
      (table) =>
        `create unlogged table ${quoted(schema)}.${quoted(table)} (like public.${quoted(table)} including defaults including generated including identity)`,
    ),
    ...keys.rows.map((key) => `alter table ${quoted(schema)}.${quoted(key.table)} add constraint ${quoted(key.name)} ${key.definition}`),
  ];
  await sql.raw(statements.join(';\n')).execute(db);
}

/** A table or schema name as an identifier: the names come from the code and the catalogue, never from a request. */
function quoted(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}

/**
 * Builds, on the schema's copy, these indexes of the public tables (by name),
 * then refreshes the planner's statistics. `renamed`: a public table whose
 * copy in the schema has another name (a copy being made beside the one read).
 */
export async function finishScratchSchema(
  db: Db,
  schema: string,
  tables: readonly string[],
  indexes: readonly string[],
  renamed: Readonly<Record<string, string>> = {},
): Promise<void> {
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
