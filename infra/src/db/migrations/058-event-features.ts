import { sql, type Kysely } from 'kysely';

/**
 * The event's features (issue 21): guest-facing content blocks (agenda, menu,
 * questions and answers, …) in the organiser's order, kept by the
 * event_features projection. The pass and journeys read the visible ones.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table rm_event_features (
      id uuid primary key,
      event_uuid uuid not null,
      kind text not null,
      title text not null,
      body text not null,
      items jsonb not null,
      media_id uuid,
      is_visible boolean not null,
      position integer not null,
      created_at timestamptz not null,
      updated_at timestamptz not null
    )`.execute(db);
  await sql`create index rm_event_features_event on rm_event_features (event_uuid, position)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table rm_event_features`.execute(db);
}
