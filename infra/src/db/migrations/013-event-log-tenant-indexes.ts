import { sql, type Kysely } from 'kysely';

/**
 * Readers of one tenant's slice of the log (the integrators' stream, the audit
 * log, time travel) walk it in commit order: each index leads with the tenant
 * and then follows (transaction id, position), so a page is an index range scan.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create index es_events_event_commit_order on es_events ((metadata->>'event_uuid'), transaction_id, global_position)`.execute(db);
  await sql`create index es_events_organisation_commit_order on es_events ((metadata->>'organisation_id'), transaction_id, global_position)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index es_events_event_commit_order`.execute(db);
  await sql`drop index es_events_organisation_commit_order`.execute(db);
}
