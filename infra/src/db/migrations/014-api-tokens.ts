import { sql, type Kysely } from 'kysely';

/**
 * Integrators' API tokens. Only the token's hash is stored (the plain token
 * is shown once, at creation); the prefix lets people tell tokens apart.
 * The stream API reads es_events through the tenant indexes of migration 013.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table api_tokens (
      id uuid primary key,
      organisation_id uuid not null,
      user_id uuid not null references users (id) on delete cascade,
      name text not null,
      scopes text[] not null,
      token_hash text not null,
      prefix text not null,
      created_at timestamptz not null default now(),
      last_used_at timestamptz,
      revoked_at timestamptz
    )`.execute(db);
  await sql`create unique index api_tokens_hash on api_tokens (token_hash)`.execute(db);
  await sql`create index api_tokens_organisation on api_tokens (organisation_id, created_at)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table api_tokens`.execute(db);
}
