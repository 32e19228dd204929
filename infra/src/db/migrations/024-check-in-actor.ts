import { sql, type Kysely } from 'kysely';

/**
 * Who checked each guest in (the check-in event's actor name), so the door
 * scanner's offline roster can say 'Already checked in at 19:02 by Ana'
 * without a trip to the log. Nullable: rows projected before this column
 * existed read as "unknown" until the guest list is rebuilt.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table rm_attendees add column checked_in_by text`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table rm_attendees drop column checked_in_by`.execute(db);
}
