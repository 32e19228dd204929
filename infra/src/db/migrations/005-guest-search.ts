import { sql, type Kysely } from 'kysely';

/**
 * Guest search is a substring match on names, email and phone; a trigram
 * index keeps it an index lookup at 100,000 guests instead of a scan.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create extension if not exists pg_trgm`.execute(db);
  await sql`create index rm_attendees_search_trgm on rm_attendees using gin (search_text gin_trgm_ops)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index rm_attendees_search_trgm`.execute(db);
}
