import { sql, type Kysely } from 'kysely';

/**
 * Organisations' claims to email domains for their single sign-on (issue 27), kept by the
 * sso_domain_claims projection from the `sso-domain-{domain}` streams: the instance's
 * administrators review them, those waiting for proof first. A released claim has no row.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table rm_sso_domain_claims (
      domain text not null,
      organisation_id uuid not null,
      verification_token text not null,
      status text not null check (status in ('waiting', 'proved', 'approved')),
      claimed_by_user_id uuid,
      claimed_by_name text,
      claimed_at timestamptz not null,
      proved_at timestamptz,
      primary key (domain, organisation_id)
    )`.execute(db);
  await sql`create index rm_sso_domain_claims_review on rm_sso_domain_claims (status, claimed_at)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table rm_sso_domain_claims`.execute(db);
}
