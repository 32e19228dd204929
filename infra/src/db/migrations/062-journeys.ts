import { sql, type Kysely } from 'kysely';

/**
 * Journeys (issue 21). Read models kept by the journeys projection, from the
 * log alone: each journey's draft and flags, every version it published (a
 * guest stays on the version they started), and each guest's way through
 * their journey with the steps they passed.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table rm_journeys (
      id uuid primary key,
      event_uuid uuid not null,
      name text not null,
      is_default boolean not null default false,
      draft jsonb not null,
      published_version integer,
      deleted boolean not null default false,
      duplicated_from uuid,
      template_key text,
      created_at timestamptz not null,
      updated_at timestamptz not null
    )`.execute(db);
  await sql`create index rm_journeys_event on rm_journeys (event_uuid, created_at) where not deleted`.execute(db);

  await sql`
    create table rm_journey_versions (
      journey_id uuid not null,
      version integer not null,
      event_uuid uuid not null,
      graph jsonb not null,
      published_at timestamptz not null,
      primary key (journey_id, version)
    )`.execute(db);

  await sql`
    create table rm_guest_journeys (
      attendee_id uuid primary key,
      event_uuid uuid not null,
      journey_id uuid not null,
      version integer not null,
      current_step_id text,
      -- [{ step_id, reached_at, left_at, action_type }] in the order the guest went.
      path jsonb not null,
      started_at timestamptz not null,
      completed_at timestamptz,
      updated_at timestamptz not null
    )`.execute(db);
  await sql`create index rm_guest_journeys_journey on rm_guest_journeys (journey_id, started_at)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['rm_guest_journeys', 'rm_journey_versions', 'rm_journeys']) await sql`drop table ${sql.table(table)}`.execute(db);
}
