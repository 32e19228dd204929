import { sql, type Kysely } from 'kysely';

/**
 * Who checked each guest in, by id beside the name (migration 024), so that when that person
 * deletes their account the guest list can say 'Deleted user' instead of their name without
 * a trip to the log. Rows projected before this column exist read the name until the guest list
 * is rebuilt, and a rebuild reads the deleted user's name as shredded anyway.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table rm_attendees add column checked_in_by_id uuid`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table rm_attendees drop column checked_in_by_id`.execute(db);
}
