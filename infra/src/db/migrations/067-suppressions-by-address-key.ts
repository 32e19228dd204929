import { sql, type Kysely } from 'kysely';

/**
 * Erasure (issue 27, section 5): a forgotten guest's address stayed in the outbound messages and
 * the suppression list. The suppression list is now keyed by the address's key (the first 32 hex
 * of sha256(lower(trim(email))), the key its stream is named by), so a suppression still holds once
 * the address itself is blanked; the address is kept only to show the organiser, and only while its
 * guest is not forgotten. Rows of guests forgotten before this are blanked here.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table rm_suppressions add column address_key text`.execute(db);
  await sql`update rm_suppressions set address_key = left(encode(sha256(convert_to(email_lower, 'UTF8')), 'hex'), 32)`.execute(db);
  await sql`alter table rm_suppressions alter column address_key set not null`.execute(db);
  await sql`alter table rm_suppressions drop constraint rm_suppressions_pkey, add primary key (organisation_id, address_key)`.execute(db);
  await sql`alter table rm_suppressions alter column email_lower drop not null`.execute(db);
  await sql`update rm_suppressions s set email_lower = null from rm_attendees a where a.id = s.attendee_id and a.is_forgotten`.execute(db);
  await sql`update rm_outbound_messages m set email = '' from rm_attendees a where a.id = m.attendee_id and a.is_forgotten`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`delete from rm_suppressions where email_lower is null`.execute(db);
  await sql`alter table rm_suppressions drop constraint rm_suppressions_pkey, add primary key (organisation_id, email_lower)`.execute(db);
  await sql`alter table rm_suppressions alter column email_lower set not null, drop column address_key`.execute(db);
}
