import { sql, type Kysely } from 'kysely';

/**
 * Password recovery (issue 18). A reset link's token lives here as a SHA-256 hash, never in the
 * log: one row per link, used once, for an hour; a newer link for the same account voids the
 * older ones (they are deleted). An administrator's temporary password sets
 * `password_change_required`: until the person chooses their own, only who-am-I, sign-out and
 * change-password answer them.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table users add column password_change_required boolean not null default false`.execute(db);
  await sql`
    create table password_resets (
      token_hash text primary key,
      user_id uuid not null references users (id) on delete cascade,
      created_at timestamptz not null,
      expires_at timestamptz not null
    )`.execute(db);
  await sql`create index password_resets_user on password_resets (user_id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table password_resets`.execute(db);
  await sql`alter table users drop column password_change_required`.execute(db);
}
