import { sql, type Kysely } from 'kysely';

/**
 * Webhooks. `rm_webhook_endpoints` is a read model (projected from the
 * endpoints' streams, rebuildable); the rest is operational state that the
 * log must not hold or need not: signing secrets, the delivery log with its
 * attempts, each endpoint's failure streak, and the owner notices to send.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table rm_webhook_endpoints (
      id uuid primary key,
      organisation_id uuid not null,
      event_uuid uuid,
      url text not null,
      description text not null,
      event_types text[] not null,
      enabled boolean not null,
      disabled_reason text,
      disabled_at timestamptz,
      created_by uuid,
      created_at timestamptz not null,
      updated_at timestamptz not null
    )`.execute(db);
  await sql`create index rm_webhook_endpoints_owner on rm_webhook_endpoints (organisation_id, event_uuid)`.execute(db);

  await sql`
    create table webhook_secrets (
      endpoint_id uuid primary key,
      secret text not null,
      -- Still signed with during a rotation's grace period, so receivers can switch over.
      previous_secret text,
      previous_expires_at timestamptz,
      created_at timestamptz not null default now(),
      rotated_at timestamptz
    )`.execute(db);

  await sql`
    create table webhook_deliveries (
      id text primary key,
      endpoint_id uuid not null,
      source_event_id uuid not null,
      event_type text not null,
      transaction_id xid8 not null,
      global_position bigint not null,
      status text not null default 'pending',
      attempts integer not null default 0,
      -- Attempts since it was last queued (a redelivery starts a new round).
      round_attempts integer not null default 0,
      next_attempt_at timestamptz,
      last_attempt_at timestamptz,
      last_status_code integer,
      last_response_ms integer,
      last_error text,
      attempt_log jsonb not null default '[]',
      created_at timestamptz not null default now(),
      delivered_at timestamptz,
      unique (endpoint_id, source_event_id)
    )`.execute(db);
  // The sender takes each endpoint's oldest pending delivery, in commit order.
  await sql`create index webhook_deliveries_pending on webhook_deliveries (endpoint_id, transaction_id, global_position) where status = 'pending'`.execute(db);
  await sql`create index webhook_deliveries_log on webhook_deliveries (endpoint_id, transaction_id desc, global_position desc)`.execute(db);

  await sql`
    create table webhook_endpoint_health (
      endpoint_id uuid primary key,
      consecutive_failures integer not null default 0,
      failing_since timestamptz,
      next_attempt_at timestamptz,
      last_success_at timestamptz
    )`.execute(db);

  await sql`
    create table webhook_notices (
      source_event_id uuid primary key,
      endpoint_id uuid not null,
      kind text not null,
      created_at timestamptz not null default now(),
      sent_at timestamptz,
      error text
    )`.execute(db);
  await sql`create index webhook_notices_unsent on webhook_notices (created_at) where sent_at is null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['webhook_notices', 'webhook_endpoint_health', 'webhook_deliveries', 'webhook_secrets', 'rm_webhook_endpoints']) {
    await sql`drop table ${sql.id(table)}`.execute(db);
  }
}
