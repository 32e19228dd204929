import { sql, type Kysely } from 'kysely';

/**
 * The guest list's history (migration 055) in the list's default order (the
 * spec's attendee order, section 9, as rm_attendees_event_spec_order), so the
 * first page of a past moment is read straight from the copies: the walk
 * stops after the page's guests instead of restoring all 100,000 first
 * (services/projections/src/time-travel/restore-from-history.ts).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create index rm_attendee_versions_spec_order on rm_attendee_versions
      (event_uuid, (seat_sort_key is null), seat_sort_key, ordering, is_real_ticket desc, is_name_modified desc, lower(full_name), id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index rm_attendee_versions_spec_order`.execute(db);
}
