import { sql, type Kysely } from 'kysely';

/**
 * Issue 29, section 2: a journey command's reply counts the guests on the
 * journey from the log (log-lookups.ts guestJourneyCounts), not from a read
 * model that may trail it. This partial index finds the guests who ever
 * started one journey without walking every start of the instance; only
 * GuestJourneyStarted rows enter it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create index es_events_guest_journey_starts on es_events ((data->>'journey_id')) where type = 'GuestJourneyStarted'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index es_events_guest_journey_starts`.execute(db);
}
