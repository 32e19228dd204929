import { sql, type Kysely } from 'kysely';

/**
 * An upload's first rows, kept beside the file's rows for the mapping step and
 * the dashboard's progress polls. They were cut from the rows on every poll:
 * PostgreSQL read and decompressed the whole file (6 MB for 100,000 rows) to
 * answer its first ten, twice a second while an import ran.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table uploads add column sample jsonb not null default '[]'`.execute(db);
  // Ten rows: SAMPLE_ROWS of services/command/src/uploads/upload-shape.ts.
  await sql`update uploads set sample = jsonb_path_query_array(rows, '$[0 to 9]')`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table uploads drop column sample`.execute(db);
}
