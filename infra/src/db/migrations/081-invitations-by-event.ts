import { sql, type Kysely } from 'kysely';

/**
 * An event's invitation messages, each guest's latest first: the guest list's overview counts the guests
 * whose latest invitation bounced from them (one index range of the event's invitations) instead of asking,
 * for each of the event's guests, for their latest message (100,000 index probes, some 100 ms, on every
 * load of the guest list). Communications' messages are not in it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create index rm_outbound_messages_event_invitations on rm_outbound_messages (event_uuid, attendee_id, created_at desc)
      where notification = 'invitation'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index rm_outbound_messages_event_invitations`.execute(db);
}
