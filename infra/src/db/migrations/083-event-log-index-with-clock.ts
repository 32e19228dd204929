import { sql, type Kysely } from 'kysely';

/**
 * Issue 31: a past moment of the guest list is found in the log as the event's
 * last event recorded at or before it (lastPositionRecordedAtOrBefore), on
 * every time-travel request. It walked the event's index backwards from the
 * log's end and fetched each later event from the table to read its time:
 * 89,000 rows for a moment in the middle of a 100,000-guest event, 9,453
 * pages, 413 ms cold and 25 ms warm. The same index with the store's clock as
 * its last key answers the time on the index itself: only the event found is
 * fetched (931 pages cold, 120 ms; 17-27 ms warm). It still serves every read
 * of one event in commit order, which only uses its first three keys.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`drop index es_events_event_commit_order`.execute(db);
  await sql`create index es_events_event_commit_order on es_events ((metadata->>'event_uuid'), transaction_id, global_position, recorded_at)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index es_events_event_commit_order`.execute(db);
  await sql`create index es_events_event_commit_order on es_events ((metadata->>'event_uuid'), transaction_id, global_position)`.execute(db);
}
