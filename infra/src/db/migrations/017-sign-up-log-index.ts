import { sql, type Kysely } from 'kysely';

/**
 * Time travel replays the sign-ups (UserRegistered: the guest list's "has an
 * account" mark) up to a past moment. They are a handful of rows in a log of
 * millions and carry no tenant, so without this partial index each past view
 * walked the whole log to find them.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create index es_events_user_registered on es_events (transaction_id, global_position) where type = 'UserRegistered'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index es_events_user_registered`.execute(db);
}
