import { sql, type Kysely } from 'kysely';

/**
 * A change of address waits here until the new address proves itself (issue 18): the code's
 * keyed hash and the link token's hash, never in the log, one pending change per account (a new
 * request replaces it), each working once for a short while.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table email_changes (
      user_id uuid primary key references users (id) on delete cascade,
      new_email text not null,
      code_hash text not null,
      link_hash text not null unique,
      wrong_attempts integer not null default 0,
      created_at timestamptz not null,
      expires_at timestamptz not null
    )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table email_changes`.execute(db);
}
