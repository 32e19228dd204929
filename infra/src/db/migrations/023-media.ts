import { sql, type Kysely } from 'kysely';

/**
 * Images organisers upload for their passes (logos, backgrounds). The bytes live in PostgreSQL,
 * not on a local disk, because scaled mode runs several processes on several machines and any
 * of them may be asked for the image. Files are immutable: a new upload is a new row, so
 * they can be cached for ever. The log records only their /media/{id} address (in the pass
 * settings), never the bytes.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table media (
      id uuid primary key,
      organisation_id uuid not null,
      uploaded_by uuid not null,
      file_name text not null,
      mime_type text not null,
      size_bytes integer not null,
      bytes bytea not null,
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index media_organisation on media (organisation_id, created_at)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table media`.execute(db);
}
