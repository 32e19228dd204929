import { sql, type Kysely } from 'kysely';

/**
 * A guest's own language (en, de, fr, es) for their pages and the product's e-mails to them; null
 * follows the event's. Filled by the guest-list projection from AttendeeAdded and
 * AttendeeDetailsChanged; a rebuild fills it for guests projected before this column existed.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table rm_attendees add column language text`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table rm_attendees drop column language`.execute(db);
}
