import { sql, type Kysely } from 'kysely';

/**
 * Table owners (issue 19 section 3): which guest owns which table of a floor
 * plan and the limits the organiser set them, kept by the table_owners
 * projection from SeatingTableOwnerSet. The owner's signed link names the
 * table and the guest; this row says whether that guest still owns it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table rm_seating_table_owners (
      table_id uuid primary key,
      event_uuid uuid not null,
      attendee_id uuid not null,
      may_seat_guests boolean not null,
      seat_limit integer not null,
      updated_at timestamptz not null
    )`.execute(db);
  await sql`create index rm_seating_table_owners_event on rm_seating_table_owners (event_uuid)`.execute(db);
  await sql`create index rm_seating_table_owners_attendee on rm_seating_table_owners (attendee_id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table rm_seating_table_owners`.execute(db);
}
