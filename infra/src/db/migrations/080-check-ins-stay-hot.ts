import { sql, type Kysely } from 'kysely';

/**
 * Check-ins, RSVPs and bulk actions update a guest's rows in place again (HOT updates, which leave the
 * indexes alone and write a fraction of the WAL).
 * - The admin dashboard's b-tree on checked_in_at (047) made every check-in a non-HOT update of rm_attendees:
 *   a new entry in each of its thirteen indexes, the trigram and jsonb GIN ones included. A BRIN index is a
 *   summarising one, which PostgreSQL 16 and later keep up to date without giving up HOT, and it still
 *   serves "checked in since midnight": an event's guests are imported together, so today's check-ins sit
 *   in the few page ranges of today's events.
 * - A page's room must hold a new version of every row on it that one projection batch changes. A door or a
 *   bulk action changes neighbouring rows together (guests are stored in the order they were added), so
 *   fillfactor 80 left room for about a third of them; at 50 a page holds a second version of each row.
 *   rm_report_guests (a guest's state for the reports) changes with the same batches.
 * Both apply to pages written from now on; a rebuild rewrites every page with them.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`drop index rm_attendees_checked_in_at`.execute(db);
  await sql`create index rm_attendees_checked_in_at on rm_attendees using brin (checked_in_at) with (pages_per_range = 16)`.execute(db);
  await sql`alter table rm_attendees set (fillfactor = 50)`.execute(db);
  await sql`alter table rm_report_guests set (fillfactor = 50)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table rm_report_guests reset (fillfactor)`.execute(db);
  await sql`alter table rm_attendees set (fillfactor = 80)`.execute(db);
  await sql`drop index rm_attendees_checked_in_at`.execute(db);
  await sql`create index rm_attendees_checked_in_at on rm_attendees (checked_in_at) where checked_in_at is not null`.execute(db);
}
