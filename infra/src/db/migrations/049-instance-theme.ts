import { sql, type Kysely } from 'kysely';

/**
 * The dashboard's colours and logo (/admin/theme). One row at most; no row means the product's
 * own palette. The logo is a row of `media` (served at /media/{id}, public like pass images).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table instance_theme (
      id smallint primary key default 1 check (id = 1),
      colors jsonb not null,
      logo_media_id uuid,
      updated_at timestamptz not null default now()
    )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table instance_theme`.execute(db);
}
