import { sql, type Kysely } from 'kysely';

/**
 * A recipient whose server answers 4xx (a full mailbox, greylisting) waits on
 * its own schedule instead of holding every other message of its batch
 * (issue 28, section 2): its receipt says 'deferred', how many tries it took,
 * when it is tried next, and which logged event asked for it (so the retry
 * can write the message again).
 *
 * Invitations are outbound messages like communications' (VERP, statuses):
 * rm_outbound_messages says which notification a message carries, and the
 * guest list finds a guest's latest invitation by it (along the attendee index).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table mail_deliveries
      add column tries integer not null default 1,
      add column retry_at timestamptz,
      add column source_position bigint`.execute(db);
  await sql`create index mail_deliveries_due on mail_deliveries (retry_at) where status = 'deferred'`.execute(db);
  await sql`alter table rm_outbound_messages add column notification text`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table rm_outbound_messages drop column notification`.execute(db);
  await sql`drop index mail_deliveries_due`.execute(db);
  await sql`alter table mail_deliveries drop column tries, drop column retry_at, drop column source_position`.execute(db);
}
