import { sql, type Kysely } from 'kysely';

/**
 * An address is proved before it opens anything (issue 16): a user's address
 * is verified once they enter a code (or open a link) mailed to it. Codes live
 * here, hashed, never in the event log; a verification appends
 * UserEmailVerified without the secret.
 *
 * Accounts that exist before this migration count as verified: they were
 * trusted with their address until now, and an upgraded instance must lock
 * nobody out.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table users add column email_verified_at timestamptz`.execute(db);
  await sql`update users set email_verified_at = created_at`.execute(db);

  await sql`
    create table email_verifications (
      id uuid primary key,
      user_id uuid not null references users (id) on delete cascade,
      -- The address the code was sent to: a code proves that address only.
      email text not null,
      -- HMAC of the six digits under an instance key; the link's token is long and random, so a plain SHA-256 suffices.
      code_hash text not null,
      link_hash text not null unique,
      wrong_attempts integer not null default 0,
      created_at timestamptz not null,
      expires_at timestamptz not null
    )`.execute(db);
  await sql`create index email_verifications_user on email_verifications (user_id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table email_verifications`.execute(db);
  await sql`alter table users drop column email_verified_at`.execute(db);
}
