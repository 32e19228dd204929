import { sql, type Kysely } from 'kysely';

/**
 * Invitations, check-in alerts and action alerts: the guest-list columns they
 * fill, the action alerts' read model, and the mail dispatcher's record of
 * what it has handed to the SMTP server (so a restart does not send twice).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  // Nullable: rows written before this column existed, or by code that does not know it, read as "none".
  await sql`alter table rm_attendees add column last_invitation_message text, add column checkin_alert_users jsonb`.execute(db);

  await sql`
    create table rm_action_alerts (
      id uuid primary key,
      event_uuid uuid not null,
      user_id uuid not null,
      action text not null,
      created_by text,
      created_at timestamptz not null
    )`.execute(db);
  await sql`create index rm_action_alerts_event on rm_action_alerts (event_uuid, created_at)`.execute(db);

  // Not a read model: a side effect's receipt. One row per message handed to the transport.
  await sql`
    create table mail_deliveries (
      source_event_id uuid not null,
      recipient text not null,
      kind text not null,
      status text not null,
      error text,
      message_id text,
      sent_at timestamptz not null default now(),
      primary key (source_event_id, recipient)
    )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table mail_deliveries, rm_action_alerts`.execute(db);
  await sql`alter table rm_attendees drop column last_invitation_message, drop column checkin_alert_users`.execute(db);
}
