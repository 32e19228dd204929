import { sql, type Kysely } from 'kysely';

/** The spec's email index: uploads match guests by email within their event. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create index rm_attendees_event_email on rm_attendees (event_uuid, email) where email is not null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index rm_attendees_event_email`.execute(db);
}
