import { sql, type Kysely } from 'kysely';

/**
 * Check-ins, RSVPs and bulk actions update a guest's rows in place again (HOT updates, which leave the
 * indexes alone and write a fraction of the WAL).
 * - The admin dashboard's index on rm_attendees.checked_in_at (047) made every check-in a non-HOT update:
 *   a new entry in each of the table's thirteen indexes, the trigram and jsonb GIN ones included. The
 *   dashboard's "check-ins today" now sums the reports' arrivals instead, a range of a small index of their
 *   own (rows are added per event and 5-minute bucket; an update changes only their delta).
 * - A page's room must hold a new version of every row on it that one projection batch changes. A door or a
 *   bulk action changes neighbouring rows together (guests are stored in the order they were added), so
 *   fillfactor 80 left room for about a third of them; at 50 a page holds a second version of each row.
 *   rm_report_guests (a guest's state for the reports) changes with the same batches.
 * The fillfactors apply to pages written from now on; a rebuild rewrites every page with them.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`drop index rm_attendees_checked_in_at`.execute(db);
  await sql`create index rm_report_counts_arrivals on rm_report_counts (bucket) where dimension = 'all' and measure = 'arrival'`.execute(db);
  await sql`alter table rm_attendees set (fillfactor = 50)`.execute(db);
  await sql`alter table rm_report_guests set (fillfactor = 50)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table rm_report_guests reset (fillfactor)`.execute(db);
  await sql`alter table rm_attendees set (fillfactor = 80)`.execute(db);
  await sql`drop index rm_report_counts_arrivals`.execute(db);
  await sql`create index rm_attendees_checked_in_at on rm_attendees (checked_in_at) where checked_in_at is not null`.execute(db);
}
