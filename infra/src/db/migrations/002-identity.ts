import { sql, type Kysely } from 'kysely';

/** Identity lives in ordinary tables: secrets never enter the event log. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table users (
      id uuid primary key,
      organisation_id uuid not null,
      first_name text not null,
      last_name text not null,
      email text not null,
      password_hash text not null,
      is_admin boolean not null default false,
      profile_image_src text,
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`create unique index users_email_unique on users (lower(email))`.execute(db);

  await sql`
    create table sessions (
      token_hash text primary key,
      user_id uuid not null references users (id) on delete cascade,
      created_at timestamptz not null default now(),
      expires_at timestamptz not null,
      ip text,
      user_agent text
    )`.execute(db);
  await sql`create index sessions_user on sessions (user_id)`.execute(db);

  await sql`
    create table rate_limit_hits (
      bucket text not null,
      hit_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index rate_limit_hits_bucket on rate_limit_hits (bucket, hit_at)`.execute(db);

  // Per-instance secrets (CSRF signing key); generated once, never in the log.
  await sql`
    create table instance_secrets (
      name text primary key,
      value text not null
    )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table instance_secrets, rate_limit_hits, sessions, users`.execute(db);
}
