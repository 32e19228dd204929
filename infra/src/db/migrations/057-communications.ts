import { sql, type Kysely } from 'kysely';

/**
 * Communications (issue 20). Read models kept by the communications
 * projection (rm_*), from the log alone; and the one table outside it,
 * smtp_configuration_secrets, because a password never enters the log.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table rm_alerts (
      id uuid primary key,
      event_uuid uuid not null,
      name text not null,
      subject text not null,
      body text not null,
      template_id uuid,
      audience jsonb not null,
      schedule jsonb not null,
      attach_calendar boolean not null,
      is_continuous_delivery boolean not null,
      -- draft | scheduled | sending | sent | deleted
      status text not null,
      due_at timestamptz,
      dispatched_at timestamptz,
      -- How many rounds were asked for (0: the first sending; each resend adds one) and dispatched.
      requested_round integer not null default 0,
      dispatched_round integer,
      resend_scope text,
      created_by uuid,
      created_at timestamptz not null,
      updated_at timestamptz not null
    )`.execute(db);
  await sql`create index rm_alerts_event on rm_alerts (event_uuid, created_at desc)`.execute(db);
  await sql`create index rm_alerts_due on rm_alerts (due_at) where status in ('scheduled', 'sending')`.execute(db);
  await sql`create index rm_alerts_continuous on rm_alerts (event_uuid) where is_continuous_delivery and status = 'sent'`.execute(db);

  await sql`
    create table rm_outbound_messages (
      id uuid primary key,
      event_uuid uuid not null,
      alert_id uuid,
      attendee_id uuid,
      email text not null,
      round integer not null,
      status text not null,
      status_at timestamptz not null,
      detail text,
      code text,
      due_at timestamptz not null,
      retry_at timestamptz,
      smtp_configuration_id uuid,
      provider_message_id text,
      attempts integer not null default 0,
      -- The stream's version after the last event applied: a sender claims a message by appending at it.
      version integer not null,
      sent_at timestamptz,
      delivered_at timestamptz,
      opened_at timestamptz,
      clicked_at timestamptz,
      created_at timestamptz not null,
      updated_at timestamptz not null
    )`.execute(db);
  await sql`create index rm_outbound_messages_alert on rm_outbound_messages (alert_id, status)`.execute(db);
  await sql`create index rm_outbound_messages_alert_attendee on rm_outbound_messages (alert_id, attendee_id, round)`.execute(db);
  await sql`create index rm_outbound_messages_attendee on rm_outbound_messages (attendee_id, created_at desc)`.execute(db);
  await sql`create index rm_outbound_messages_event on rm_outbound_messages (event_uuid)`.execute(db);
  await sql`
    create index rm_outbound_messages_pending on rm_outbound_messages (coalesce(retry_at, due_at))
    where status in ('accepted', 'scheduled', 'queued', 'sending')`.execute(db);

  await sql`
    create table rm_templates (
      id uuid primary key,
      event_uuid uuid not null,
      notification_type text,
      name text not null,
      subject text not null,
      body text not null,
      created_at timestamptz not null,
      updated_at timestamptz not null
    )`.execute(db);
  await sql`create index rm_templates_event on rm_templates (event_uuid, created_at)`.execute(db);

  await sql`
    create table rm_event_communication_settings (
      event_uuid uuid primary key,
      smtp_configuration_id uuid,
      is_open_tracking_enabled boolean not null default true,
      is_click_tracking_enabled boolean not null default true,
      active_notification_templates jsonb not null default '{}'::jsonb,
      updated_at timestamptz not null
    )`.execute(db);

  await sql`
    create table rm_smtp_configurations (
      id uuid primary key,
      event_uuid uuid not null,
      name text not null,
      host text not null,
      port integer not null,
      security text not null,
      username text,
      has_password boolean not null,
      from_email text not null,
      from_name text,
      reply_to text,
      max_per_minute integer not null,
      created_at timestamptz not null,
      updated_at timestamptz not null
    )`.execute(db);
  await sql`create index rm_smtp_configurations_event on rm_smtp_configurations (event_uuid)`.execute(db);

  // Outside the log: the password, sealed under the instance key. Deleted with its configuration.
  await sql`
    create table smtp_configuration_secrets (
      smtp_configuration_id uuid primary key,
      password_sealed text not null,
      updated_at timestamptz not null default now()
    )`.execute(db);

  await sql`
    create table rm_suppressions (
      organisation_id uuid not null,
      email_lower text not null,
      reason text not null,
      attendee_id uuid,
      message_id uuid,
      event_uuid uuid,
      created_at timestamptz not null,
      primary key (organisation_id, email_lower)
    )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'rm_suppressions',
    'smtp_configuration_secrets',
    'rm_smtp_configurations',
    'rm_event_communication_settings',
    'rm_templates',
    'rm_outbound_messages',
    'rm_alerts',
  ]) {
    await sql`drop table ${sql.table(table)}`.execute(db);
  }
}
