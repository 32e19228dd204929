import { sql, type Kysely } from 'kysely';

/**
 * The append-only log. `transaction_id` lets readers of the whole log wait for
 * transactions that took a lower position but committed later (see
 * ARCHITECTURE.md, Event store); a bigserial alone is not a safe order.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table es_events (
      global_position bigserial primary key,
      transaction_id xid8 not null default pg_current_xact_id(),
      -- Random v4 ids: unique by construction. An index on them would scatter
      -- writes (and full-page images in the WAL) across the whole log.
      event_id uuid not null,
      stream_id text not null,
      stream_position integer not null,
      type text not null,
      schema_version integer not null,
      data jsonb not null,
      metadata jsonb not null,
      recorded_at timestamptz not null default now(),
      constraint es_events_stream_position_unique unique (stream_id, stream_position)
    )`.execute(db);
  await sql`create index es_events_commit_order on es_events (transaction_id, global_position)`.execute(db);

  // One row per command that carried an Idempotency-Key: the same key answers
  // the first result and appends nothing.
  await sql`
    create table es_idempotency (
      actor_key text not null,
      idempotency_key text not null,
      status integer not null,
      response jsonb not null,
      created_at timestamptz not null default now(),
      primary key (actor_key, idempotency_key)
    )`.execute(db);

  // No NOTIFY inside the append: PostgreSQL serialises every commit that
  // notifies behind one lock, which capped appends. Writers notify after commit.

  await sql`
    create table projection_checkpoints (
      name text primary key,
      transaction_id xid8 not null default '0',
      global_position bigint not null default 0,
      updated_at timestamptz not null default now()
    )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table projection_checkpoints, es_idempotency, es_events cascade`.execute(db);
}
