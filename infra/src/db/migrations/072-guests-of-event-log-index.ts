import { sql, type Kysely } from 'kysely';

/**
 * Issue 29, section 2: the command side finds an event's guests in the log
 * (each guest's AttendeeAdded names the event), not on the lagging guest list:
 * auto-seat, imports and the table owner's own guests start from there, then
 * fold the guests' streams. This index keeps that one event's slice, not
 * every guest of the instance.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create index es_events_guests_of_event on es_events ((data->>'event_uuid'), transaction_id, global_position) where type = 'AttendeeAdded'`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index es_events_guests_of_event`.execute(db);
}
