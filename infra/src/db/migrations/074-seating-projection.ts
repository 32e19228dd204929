import { sql, type Kysely } from 'kysely';

/**
 * Issue 29 section 1: the floor plans (rm_seating_*) are a projection of their
 * own, `seating`, which starts where the guest list stands (the tables already
 * hold the plans up to there). The guest list keeps what its rows and counters
 * take of the plan (the names of sections, tables and seats, how they nest,
 * which seats are disabled) in a table of its own, filled here from the plans
 * as they stand.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table rm_guest_seat_pieces (
      event_uuid uuid not null,
      id uuid not null,
      kind text not null,
      name text not null,
      label text,
      shape text,
      parent_id uuid,
      disabled boolean not null default false,
      constraint rm_guest_seat_pieces_pkey primary key (event_uuid, id)
    )`.execute(db);
  await sql`
    insert into rm_guest_seat_pieces (event_uuid, id, kind, name, label, shape, parent_id, disabled)
    select event_uuid, id, 'section', name, null, null, null, false from rm_seating_sections
    union all
    select event_uuid, id, 'table', name, label, data->>'shape', section_id, false from rm_seating_tables
    union all
    select event_uuid, id, 'seat', name, null, null, table_id, disabled from rm_seating_seats
    on conflict do nothing`.execute(db);
  await sql`
    insert into projection_checkpoints (name, transaction_id, global_position)
    select 'seating', transaction_id, global_position from projection_checkpoints where name = 'guest_list'
    on conflict (name) do nothing`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table rm_guest_seat_pieces`.execute(db);
  await sql`delete from projection_checkpoints where name = 'seating'`.execute(db);
}
