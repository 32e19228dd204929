import { sql, type Kysely } from 'kysely';

/**
 * Single sign-on (issue 18). `sso_providers` holds the OpenID Connect providers: at most one for
 * the instance (organisation_id null) and one per organisation. The client secret lives here and
 * nowhere else: never in the log, never in an answer. `user_identities` ties an account to a
 * provider's subject, keyed by (issuer, subject) as OpenID Connect identifies a person; an email
 * address alone never links anything.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table sso_providers (
      id uuid primary key,
      organisation_id uuid,
      kind text not null check (kind in ('entra', 'oidc')),
      display_name text not null,
      issuer_url text,
      entra_tenant text,
      client_id text not null,
      client_secret text not null,
      email_domains text[] not null default '{}',
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    )`.execute(db);
  // One provider for the instance, one per organisation.
  await sql`create unique index sso_providers_one_per_scope on sso_providers (coalesce(organisation_id, '00000000-0000-0000-0000-000000000000'::uuid))`.execute(
    db,
  );
  await sql`
    create table user_identities (
      issuer text not null,
      subject text not null,
      user_id uuid not null references users (id) on delete cascade,
      provider_id uuid references sso_providers (id) on delete set null,
      created_at timestamptz not null default now(),
      primary key (issuer, subject)
    )`.execute(db);
  await sql`create index user_identities_user on user_identities (user_id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table user_identities`.execute(db);
  await sql`drop table sso_providers`.execute(db);
}
