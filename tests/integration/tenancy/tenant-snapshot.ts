import { sql } from 'kysely';
import type { Db } from '@usher/infra/db/database';

// What one tenant has, in a form two moments can be compared by: a digest of
// its rows in every table that names its event or its organisation (read
// models and the rest), and the version of every stream its events are in.

async function tablesWithColumn(db: Db, column: string): Promise<string[]> {
  const { rows } = await sql<{ table_name: string }>`
    select c.table_name from information_schema.columns c
    join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
    where c.table_schema = 'public' and c.column_name = ${column} and t.table_type = 'BASE TABLE'
    order by c.table_name`.execute(db);
  return rows.map((row) => row.table_name);
}

async function digestOf(db: Db, table: string, column: string, value: string): Promise<string> {
  const { rows } = await sql<{ digest: string | null; n: number }>`
    select md5(string_agg(to_jsonb(r)::text, ',' order by to_jsonb(r)::text)) as digest, count(*)::int as n
    from ${sql.table(table)} r where ${sql.ref(column)}::text = ${value}`.execute(db);
  return `${rows[0]!.n}:${rows[0]!.digest ?? ''}`;
}

export async function tenantSnapshot(db: Db, eventUuid: string, organisationId: string): Promise<Record<string, string>> {
  const snapshot: Record<string, string> = {};
  for (const table of await tablesWithColumn(db, 'event_uuid')) snapshot[`${table} (event)`] = await digestOf(db, table, 'event_uuid', eventUuid);
  for (const table of await tablesWithColumn(db, 'organisation_id'))
    snapshot[`${table} (organisation)`] = await digestOf(db, table, 'organisation_id', organisationId);
  const { rows } = await sql<{ stream_id: string; version: number }>`
    select stream_id, max(stream_position)::int as version from es_events
    where stream_id in (
      select distinct stream_id from es_events
      where metadata->>'event_uuid' = ${eventUuid} or metadata->>'organisation_id' = ${organisationId}
    )
    group by stream_id`.execute(db);
  for (const row of rows) snapshot[`stream ${row.stream_id}`] = String(row.version);
  return snapshot;
}

/** The entries that differ between two snapshots, each as `before → after`. */
export function changesBetween(before: Record<string, string>, after: Record<string, string>): Record<string, string> {
  const changes: Record<string, string> = {};
  for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
    if (before[key] !== after[key]) changes[key] = `${before[key] ?? 'none'} → ${after[key] ?? 'none'}`;
  }
  return changes;
}
