import { sql, type Kysely } from 'kysely';

/**
 * A guest's reference: the order or attendee number an import brings from the
 * product the list came from (Eventbrite's Order #, Luma's api_id), which
 * organisers search by at the door. Filled by the guest-list projection from
 * AttendeeAdded and AttendeeDetailsChanged; a rebuild fills it for guests
 * projected before this column existed.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table rm_attendees add column reference text`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table rm_attendees drop column reference`.execute(db);
}
