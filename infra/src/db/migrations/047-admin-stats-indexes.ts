import { sql, type Kysely } from 'kysely';

/**
 * Indexes for the admin dashboard's counts, each a range of one index instead
 * of a scan of its table: sign-ups by day, emails sent in a window, check-ins
 * since midnight across every event, and a projection's unapplied events of
 * the types it handles (after its checkpoint, in commit order).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create index users_created_at on users (created_at)`.execute(db);
  await sql`create index mail_deliveries_sent_at on mail_deliveries (sent_at, status)`.execute(db);
  await sql`create index rm_attendees_checked_in_at on rm_attendees (checked_in_at) where checked_in_at is not null`.execute(db);
  await sql`create index es_events_type_commit_order on es_events (type, transaction_id, global_position)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index es_events_type_commit_order, rm_attendees_checked_in_at, mail_deliveries_sent_at, users_created_at`.execute(db);
}
