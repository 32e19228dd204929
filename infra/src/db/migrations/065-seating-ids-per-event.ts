import { sql, type Kysely } from 'kysely';

/**
 * A floor plan's pieces are named by ids the editor chooses (issue 27,
 * section 1), so an id means something only within its event:
 *
 * - the read models key each piece by (event_uuid, id), and the projections
 *   find, change and delete a piece only within its event;
 * - seating_piece_ids reserves each id for the event that first created a
 *   piece with it, written in the transaction that appends the save (the
 *   command side's rule across plans: ARCHITECTURE.md, reservations). An id
 *   held by another event is refused, so a seat's own stream (`seat-{id}`),
 *   a table owner's grant or a route that names a piece by its id alone can
 *   never reach another event's piece. Filled here from the saves already
 *   in the log, first come first served in commit order.
 */
const PIECES = ['rm_seating_sections', 'rm_seating_tables', 'rm_seating_seats', 'rm_seating_canvas_objects', 'rm_seating_legends'];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of PIECES) {
    await sql`alter table ${sql.id(table)} drop constraint ${sql.id(`${table}_pkey`)}, add primary key (event_uuid, id)`.execute(db);
  }
  await sql`alter table rm_seating_table_owners drop constraint rm_seating_table_owners_pkey, add primary key (event_uuid, table_id)`.execute(db);
  await sql`
    create table seating_piece_ids (
      id uuid primary key,
      event_uuid uuid not null,
      kind text not null
    )`.execute(db);
  await sql`
    insert into seating_piece_ids (id, event_uuid, kind)
    select (piece->>'id')::uuid, (e.data->>'event_uuid')::uuid, created.kind
    from es_events e
    cross join lateral jsonb_each(e.data->'created') as created(kind, pieces)
    cross join lateral jsonb_array_elements(created.pieces) as piece
    where e.type = 'SeatingPlanSaved'
    order by e.transaction_id, e.global_position
    on conflict (id) do nothing`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table seating_piece_ids`.execute(db);
  await sql`alter table rm_seating_table_owners drop constraint rm_seating_table_owners_pkey, add primary key (table_id)`.execute(db);
  for (const table of PIECES) {
    await sql`alter table ${sql.id(table)} drop constraint ${sql.id(`${table}_pkey`)}, add primary key (id)`.execute(db);
  }
}
