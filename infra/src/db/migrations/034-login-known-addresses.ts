import { sql, type Kysely } from 'kysely';

/**
 * The addresses each account has logged in from. When many addresses guess one account's
 * password, logins from everywhere else are slowed, but the owner keeps getting in from
 * an address they have used before. Gone with the account.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table login_known_addresses (
      user_id uuid not null references users (id) on delete cascade,
      ip text not null,
      last_login_at timestamptz not null default now(),
      primary key (user_id, ip)
    )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table login_known_addresses`.execute(db);
}
