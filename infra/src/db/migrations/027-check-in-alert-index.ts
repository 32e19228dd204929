import { sql, type Kysely } from 'kysely';

/**
 * The alert trigger asks, for each batch of check-ins, which of those guests
 * ever had a check-in alert set. Those events are a handful in a log of
 * millions; asked through the stream index with hundreds of guests, the
 * planner preferred a parallel scan of the whole log, once per batch.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create index es_events_check_in_alerts on es_events (stream_id) where type = 'CheckInAlertSet'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index es_events_check_in_alerts`.execute(db);
}
