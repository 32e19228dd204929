import { sql, type Kysely } from 'kysely';

/**
 * The media library (issue 18): each image keeps a thumbnail made when it was uploaded (null for
 * images stored before, which are served whole) and a title people can change. Renaming changes
 * only the title; the bytes and their address stay immutable.
 *
 * organisation_invitations: who was invited by email to join an organisation, looked up when that
 * address signs up (a write-side table, written with the OrganisationMemberInvited event, so a
 * sign-up a moment later already finds it).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table media add column thumbnail bytea, add column title text`.execute(db);
  await sql`
    create table organisation_invitations (
      id uuid primary key,
      organisation_id uuid not null,
      email text not null,
      default_event_role text not null,
      invited_by uuid not null,
      accepted_by uuid,
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index organisation_invitations_email on organisation_invitations (email) where accepted_by is null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table organisation_invitations`.execute(db);
  await sql`alter table media drop column thumbnail, drop column title`.execute(db);
}
