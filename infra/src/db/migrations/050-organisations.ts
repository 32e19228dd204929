import { sql, type Kysely } from 'kysely';

/**
 * The organisations' read models, projected from their `organisation-{id}` streams (and the
 * founder's UserRegistered, which opens the row): the profile with the onboarding step the
 * founder reached, and the addresses of /organization/location. Rebuilt from the log like any
 * projection.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table rm_organisations (
      organisation_id uuid primary key,
      name text,
      logo_media_id uuid,
      timezone text,
      onboarding_step text not null default 'profile',
      created_at timestamptz not null,
      updated_at timestamptz not null
    )`.execute(db);
  await sql`
    create table rm_organisation_addresses (
      address_id uuid primary key,
      organisation_id uuid not null,
      name text,
      address text,
      address_2 text,
      postal_code text,
      city text,
      state_region_code text,
      state_region text,
      country_code text not null,
      country text not null,
      created_at timestamptz not null,
      updated_at timestamptz not null
    )`.execute(db);
  await sql`create index rm_organisation_addresses_organisation on rm_organisation_addresses (organisation_id, created_at)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table rm_organisation_addresses`.execute(db);
  await sql`drop table rm_organisations`.execute(db);
}
