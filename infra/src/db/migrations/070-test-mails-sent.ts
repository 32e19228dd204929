import { sql, type Kysely } from 'kysely';

/**
 * Issue 28, section 5: the admin dashboard's "Emails sent" counted only the mailer's deliveries, not
 * communications nor test mails, which were recorded nowhere. A test mail the server accepted is now
 * noted here (when and which kind, no address or content) so every mail written is counted.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table test_mails_sent (id uuid primary key, kind text not null, sent_at timestamptz not null default now())`.execute(db);
  await sql`create index test_mails_sent_at on test_mails_sent (sent_at)`.execute(db);
  // Communications are counted by when they were sent: the dashboard reads a week of them by this index.
  await sql`create index rm_outbound_messages_sent_at on rm_outbound_messages (sent_at) where sent_at is not null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index rm_outbound_messages_sent_at`.execute(db);
  await sql`drop table test_mails_sent`.execute(db);
}
