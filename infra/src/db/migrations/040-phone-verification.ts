import { sql, type Kysely } from 'kysely';

/**
 * Phone verification (issue 18): an account's phone number once it is proved by a code sent
 * in a text message. The outstanding code is hashed here, never in the log; the proof appends
 * UserPhoneVerified, whose number is sealed with the user's personal-data key.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table users add column phone_number text`.execute(db);
  await sql`alter table users add column phone_verified_at timestamptz`.execute(db);
  await sql`
    create table phone_verifications (
      user_id uuid primary key references users (id) on delete cascade,
      -- E.164, the number the code was sent to: the code proves that number only.
      phone_number text not null,
      code_hash text not null,
      wrong_attempts integer not null default 0,
      created_at timestamptz not null,
      expires_at timestamptz not null
    )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table phone_verifications`.execute(db);
  await sql`alter table users drop column phone_verified_at`.execute(db);
  await sql`alter table users drop column phone_number`.execute(db);
}
