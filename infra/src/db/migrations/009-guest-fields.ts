import { sql, type Kysely } from 'kysely';

/**
 * Guest fields: each guest's ticket variation, and an index for the guest
 * list's custom-field filters (`custom_fields @> {"id": value}`).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table rm_attendees add column ticket_variation_id uuid`.execute(db);
  await sql`create index rm_attendees_custom_fields on rm_attendees using gin (custom_fields jsonb_path_ops)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index rm_attendees_custom_fields`.execute(db);
  await sql`alter table rm_attendees drop column ticket_variation_id`.execute(db);
}
