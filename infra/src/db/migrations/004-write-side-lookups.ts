import { sql, type Kysely } from 'kysely';

/**
 * Lookups the write side makes in the log itself, where a read model could
 * lag: a guest's plus-ones, found when the guest is deleted.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create index es_events_plus_ones on es_events ((data->>'parent_attendee_id'))
    where type = 'AttendeeAdded' and data->>'parent_attendee_id' is not null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index es_events_plus_ones`.execute(db);
}
