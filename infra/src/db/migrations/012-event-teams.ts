import { sql, type Kysely } from 'kysely';

/**
 * Event teams: each account's role on events that name none for it, and the
 * read model of every event's administrators (projected from the team streams).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table users add column default_event_role text not null default 'editor'`.execute(db);
  await sql`
    create table rm_event_administrators (
      administrator_id uuid primary key,
      event_uuid uuid not null,
      email text not null,
      user_id uuid,
      role text not null,
      created_at timestamptz not null,
      updated_at timestamptz not null
    )`.execute(db);
  await sql`create index rm_event_administrators_event on rm_event_administrators (event_uuid)`.execute(db);
  // Signing up looks here for invitations waiting for that address.
  await sql`create index rm_event_administrators_pending on rm_event_administrators (email) where user_id is null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table rm_event_administrators`.execute(db);
  await sql`alter table users drop column default_event_role`.execute(db);
}
