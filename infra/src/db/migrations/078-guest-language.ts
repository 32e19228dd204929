import { sql, type Kysely } from 'kysely';

/**
 * A guest's own language (en, de, fr, es) for their pages and the product's e-mails to them; null
 * follows the event's. Filled by the guest-list projection from AttendeeAdded and
 * AttendeeDetailsChanged; a rebuild fills it for guests projected before this column existed.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table rm_attendees add column language text`.execute(db);
  // The history keeps the live row's columns in the same order, then its version stamp (guest-history-columns.test.ts):
  // the stamp (in the primary key) moves behind the new column.
  await sql`alter table rm_attendee_versions add column language text`.execute(db);
  await sql`alter table rm_attendee_versions drop constraint rm_attendee_versions_pkey`.execute(db);
  await sql`alter table rm_attendee_versions rename column version_transaction_id to old_version_transaction_id`.execute(db);
  await sql`alter table rm_attendee_versions rename column version_global_position to old_version_global_position`.execute(db);
  await sql`alter table rm_attendee_versions add column version_transaction_id xid8, add column version_global_position bigint`.execute(db);
  await sql`update rm_attendee_versions set version_transaction_id = old_version_transaction_id, version_global_position = old_version_global_position`.execute(
    db,
  );
  await sql`alter table rm_attendee_versions drop column old_version_transaction_id, drop column old_version_global_position`.execute(db);
  await sql`alter table rm_attendee_versions alter column version_transaction_id set not null, alter column version_global_position set not null`.execute(db);
  await sql`alter table rm_attendee_versions add constraint rm_attendee_versions_pkey primary key (event_uuid, id, version_transaction_id, version_global_position)`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table rm_attendee_versions drop column language`.execute(db);
  await sql`alter table rm_attendees drop column language`.execute(db);
}
