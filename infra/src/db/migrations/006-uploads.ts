import { sql, type Kysely } from 'kysely';

/**
 * Uploaded guest lists are working files, like a file in a temp folder: the
 * parsed rows wait here for the organiser's column mapping, and the import's
 * progress is kept so it can resume. What the import changes is appended to
 * the log as the guests' own events.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table uploads (
      id uuid primary key,
      event_uuid uuid not null,
      organisation_id uuid not null,
      user_id uuid not null,
      file_name text not null,
      status text not null,
      source text,
      encoding text,
      headers jsonb not null,
      mapping jsonb not null,
      rows jsonb not null,
      row_numbers jsonb not null,
      total_rows integer not null,
      processed integer not null default 0,
      created integer not null default 0,
      updated integer not null default 0,
      failed integer not null default 0,
      errors jsonb not null default '[]',
      failure text,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index uploads_importing on uploads (status) where status = 'importing'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table uploads`.execute(db);
}
