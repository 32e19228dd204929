import { sql, type Kysely } from 'kysely';

/**
 * A single sign-on attempt between its start and the provider's callback: the PKCE verifier and
 * the nonce stay on the server, found by the hash of the state (which the browser also carries in
 * an HttpOnly cookie, binding the callback to the browser that started it). Deleted when used.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table sso_flows (
      state_hash text primary key,
      provider_id uuid not null references sso_providers (id) on delete cascade,
      intent text not null check (intent in ('login', 'link')),
      user_id uuid references users (id) on delete cascade,
      code_verifier text not null,
      nonce text not null,
      expires_at timestamptz not null
    )`.execute(db);
  await sql`create index sso_flows_expiry on sso_flows (expires_at)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table sso_flows`.execute(db);
}
