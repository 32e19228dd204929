import { sql, type Kysely } from 'kysely';

/**
 * Seating floor plans (issue 19): the read model of each event's plan, kept by
 * the guest-list projection (SeatingPlanSaved, AttendeeSeated,
 * AttendeeUnseated), so a guest's seat columns and the seat's occupant are
 * written in the same batch and never disagree. Each piece keeps its columns
 * people filter or join by; the rest of its fields (position, size, colour)
 * are in `data`, as the editor draws them.
 *
 * The guest rows gain the ids of their seat, table and section (renames and
 * deletes find their guests by them) and the spec's row and table-name
 * columns; the history copies of guest rows gain the same columns.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table rm_seating_plans (
      event_uuid uuid primary key,
      settings jsonb not null,
      updated_at timestamptz not null
    )`.execute(db);
  await sql`
    create table rm_seating_sections (
      id uuid primary key,
      event_uuid uuid not null,
      name text not null,
      data jsonb not null,
      created_at timestamptz not null
    )`.execute(db);
  await sql`create index rm_seating_sections_event on rm_seating_sections (event_uuid)`.execute(db);
  await sql`
    create table rm_seating_tables (
      id uuid primary key,
      event_uuid uuid not null,
      section_id uuid,
      name text not null,
      label text,
      sort_key text collate "C" not null,
      data jsonb not null,
      created_at timestamptz not null
    )`.execute(db);
  await sql`create index rm_seating_tables_event on rm_seating_tables (event_uuid, sort_key)`.execute(db);
  await sql`create index rm_seating_tables_section on rm_seating_tables (section_id) where section_id is not null`.execute(db);
  await sql`
    create table rm_seating_seats (
      id uuid primary key,
      event_uuid uuid not null,
      table_id uuid not null,
      name text not null,
      position integer not null,
      seat_legend_id uuid,
      disabled boolean not null default false,
      disabled_message text,
      attendee_id uuid,
      created_at timestamptz not null
    )`.execute(db);
  await sql`create index rm_seating_seats_event on rm_seating_seats (event_uuid)`.execute(db);
  await sql`create index rm_seating_seats_table on rm_seating_seats (table_id, position)`.execute(db);
  await sql`create index rm_seating_seats_attendee on rm_seating_seats (attendee_id) where attendee_id is not null`.execute(db);
  await sql`create index rm_seating_seats_legend on rm_seating_seats (seat_legend_id) where seat_legend_id is not null`.execute(db);
  await sql`
    create table rm_seating_canvas_objects (
      id uuid primary key,
      event_uuid uuid not null,
      data jsonb not null,
      created_at timestamptz not null
    )`.execute(db);
  await sql`create index rm_seating_canvas_objects_event on rm_seating_canvas_objects (event_uuid)`.execute(db);
  await sql`
    create table rm_seating_legends (
      id uuid primary key,
      event_uuid uuid not null,
      name text not null,
      color text not null,
      created_at timestamptz not null
    )`.execute(db);
  await sql`create index rm_seating_legends_event on rm_seating_legends (event_uuid)`.execute(db);
  // In a fresh database this runs before 055, whose history copies rm_attendees (these columns
  // included) when it creates rm_attendee_versions; a database that has 055 gains them here.
  for (const table of ['rm_attendees', 'rm_attendee_versions']) {
    await sql`
      alter table if exists ${sql.id(table)}
        add column seat_id uuid,
        add column table_id uuid,
        add column section_id uuid,
        add column row_no text,
        add column table_label text`.execute(db);
  }
  await sql`create index rm_attendees_seat on rm_attendees (seat_id) where seat_id is not null`.execute(db);
  await sql`create index rm_attendees_table on rm_attendees (table_id) where table_id is not null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['rm_attendees', 'rm_attendee_versions']) {
    await sql`alter table if exists ${sql.id(table)} drop column seat_id, drop column table_id, drop column section_id, drop column row_no, drop column table_label`.execute(
      db,
    );
  }
  for (const table of ['rm_seating_legends', 'rm_seating_canvas_objects', 'rm_seating_seats', 'rm_seating_tables', 'rm_seating_sections', 'rm_seating_plans']) {
    await sql`drop table ${sql.id(table)}`.execute(db);
  }
}
