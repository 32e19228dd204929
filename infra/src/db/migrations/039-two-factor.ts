import { sql, type Kysely } from 'kysely';

/**
 * The second factor (issue 18): an authenticator app's TOTP secret (encrypted under an
 * instance key), its single-use recovery codes (hashed), the login challenges that wait for a
 * code after the password was right, and who must have a factor (per user, and the instance's
 * policy). Every secret lives here, never in the event log; changes append audit events.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table user_two_factor (
      user_id uuid primary key references users (id) on delete cascade,
      -- AES-256-GCM of the base32 secret under the instance key 'two_factor_key'.
      secret_encrypted text not null,
      -- Null while pending: the app was shown the secret but no code has proved it yet.
      confirmed_at timestamptz,
      -- The last 30-second step a code was accepted for: a code works once.
      last_used_step bigint,
      created_at timestamptz not null,
      -- The freshly made recovery codes, encrypted, shown again only until this moment.
      fresh_recovery_codes_encrypted text,
      fresh_recovery_codes_until timestamptz
    )`.execute(db);
  await sql`
    create table two_factor_recovery_codes (
      id uuid primary key,
      user_id uuid not null references users (id) on delete cascade,
      -- HMAC under an instance key, bound to the account.
      code_hash text not null,
      used_at timestamptz
    )`.execute(db);
  await sql`create index two_factor_recovery_codes_user on two_factor_recovery_codes (user_id)`.execute(db);
  await sql`
    create table two_factor_challenges (
      -- SHA-256 of the HttpOnly cookie's random token.
      token_hash text primary key,
      user_id uuid not null references users (id) on delete cascade,
      created_at timestamptz not null,
      expires_at timestamptz not null,
      wrong_attempts integer not null default 0,
      -- The emailed fallback code (HMAC), when one was asked for.
      email_code_hash text,
      email_code_expires_at timestamptz,
      email_codes_sent integer not null default 0
    )`.execute(db);
  await sql`create index two_factor_challenges_user on two_factor_challenges (user_id)`.execute(db);
  await sql`alter table users add column two_factor_required boolean not null default false`.execute(db);
  await sql`
    create table instance_two_factor_policy (
      singleton boolean primary key default true check (singleton),
      policy text not null check (policy in ('optional', 'administrators', 'everyone')),
      updated_at timestamptz not null default now()
    )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table instance_two_factor_policy`.execute(db);
  await sql`alter table users drop column two_factor_required`.execute(db);
  await sql`drop table two_factor_challenges`.execute(db);
  await sql`drop table two_factor_recovery_codes`.execute(db);
  await sql`drop table user_two_factor`.execute(db);
}
