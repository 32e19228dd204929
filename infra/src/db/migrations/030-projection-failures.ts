import { sql, type Kysely } from 'kysely';

/**
 * Events a projection could not apply (its SQL refused what the event made of
 * a row, or its code threw on it), set aside so the projection and every
 * other organisation's read models carry on. One row per projection and
 * event; `resolved_at` is set once a rebuild has applied the event after a
 * fix. Nothing personal: the error text is PostgreSQL's or the code's, and
 * the event itself stays in the log.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table projection_failures (
      projection text not null,
      global_position bigint not null,
      transaction_id xid8 not null,
      event_id uuid not null,
      stream_id text not null,
      event_type text not null,
      event_uuid uuid,
      organisation_id uuid,
      error text not null,
      sqlstate text,
      attempts integer not null default 1,
      first_failed_at timestamptz not null default now(),
      last_failed_at timestamptz not null default now(),
      resolved_at timestamptz,
      primary key (projection, global_position)
    )`.execute(db);
  await sql`create index projection_failures_open on projection_failures (first_failed_at) where resolved_at is null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table projection_failures`.execute(db);
}
