import { sql, type Kysely } from 'kysely';

/**
 * The devices (a browser's user agent from an address) each account has signed in from, kept as a
 * hash: a sign-in from one not seen before mails the owner. Gone with the account.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table login_known_devices (
      user_id uuid not null references users (id) on delete cascade,
      device_hash text not null,
      first_seen_at timestamptz not null default now(),
      primary key (user_id, device_hash)
    )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table login_known_devices`.execute(db);
}
