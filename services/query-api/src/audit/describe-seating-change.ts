import { sql } from 'kysely';
import type { DomainEvent, EventData } from '@usher/events';
import type { ServiceContext } from '@usher/infra/context';
import { isUuid } from '@usher/domain/ids/uuid';

// The audit log's words for the floor plan's changes (issue 19). The events
// carry ids only (never a guest's name), so the seats a page names are
// looked up once, as they are called now.

/** Where a seat is, in words, by its id: 'table 12, seat 3' or 'Stalls, row B, seat 2'. */
export type SeatPlaces = ReadonlyMap<string, string>;
export const NO_PLACES: SeatPlaces = new Map();

const KINDS = [
  ['tables', 'table', 'tables'],
  ['seats', 'seat', 'seats'],
  ['sections', 'section', 'sections'],
  ['canvas_objects', 'shape', 'shapes'],
  ['seat_legends', 'legend', 'legends'],
] as const;

const countOf = (items: readonly unknown[] | undefined) => items?.length ?? 0;

function planSavedLine(data: EventData<'SeatingPlanSaved'>): string {
  const tablesMoved = countOf(data.created.tables) + countOf(data.deleted.tables) > 0;
  const parts: string[] = [];
  for (const [key, one, many] of KINDS) {
    // A table comes and goes with its seats: the tables say it.
    if (key === 'seats' && tablesMoved) continue;
    const counts = [
      [countOf(data.created[key]), 'added'],
      [countOf(data.updated[key]), 'changed'],
      [countOf(data.deleted[key]), 'deleted'],
    ] as const;
    const said = counts
      .filter(([count]) => count > 0)
      .map(([count, what], index) => (index === 0 ? `${count} ${count === 1 ? one : many} ${what}` : `${count} ${what}`));
    if (said.length > 0) parts.push(said.join(', '));
  }
  if (Object.keys(data.settings).length > 0) parts.push('background changed');
  return parts.length > 0 ? `Floor plan edited: ${parts.join('; ')}` : 'Floor plan edited';
}

const UNSEAT_REASONS = {
  unseated: 'Unseated',
  seat_deleted: 'Unseated: their seat was deleted from the floor plan',
  guest_removed: 'Unseated: removed from the guest list',
  declined: 'Unseated: answered No',
} as const;

/** The line for a seating event, or null for another type. */
export function describeSeatingChange(event: DomainEvent, places: SeatPlaces = NO_PLACES): string | null {
  switch (event.type) {
    case 'SeatingPlanSaved':
      return planSavedLine(event.data);
    case 'AttendeeSeated': {
      const place = places.get(event.data.seat_id);
      if (!place)
        return event.data.previous_seat_id
          ? 'Moved to another seat (since removed from the floor plan)'
          : 'Seated (the seat has since been removed from the floor plan)';
      if (event.data.previous_seat_id) return `Moved to ${place}`;
      return `Seated ${place.startsWith('table ') ? 'at' : 'in'} ${place}`;
    }
    case 'AttendeeUnseated':
      return UNSEAT_REASONS[event.data.reason];
    case 'SeatTaken':
      return places.has(event.data.seat_id) ? `Seat taken: ${places.get(event.data.seat_id)}` : 'Seat taken';
    case 'SeatFreed':
      return places.has(event.data.seat_id) ? `Seat freed: ${places.get(event.data.seat_id)}` : 'Seat freed';
    default:
      return null;
  }
}

/** The places of the seats a page of the log names, in one query. */
export async function seatPlacesFor(context: ServiceContext, events: readonly { type: string; data: Record<string, unknown> }[]): Promise<SeatPlaces> {
  const ids = [
    ...new Set(
      events
        .filter((event) => event.type === 'AttendeeSeated' || event.type === 'SeatTaken' || event.type === 'SeatFreed')
        .map((event) => event.data.seat_id)
        .filter((id): id is string => typeof id === 'string' && isUuid(id)),
    ),
  ];
  if (ids.length === 0) return NO_PLACES;
  // A seat's id names it within its event: the page's events say which.
  const eventUuids = [...new Set(events.map((event) => event.data.event_uuid).filter((id): id is string => typeof id === 'string' && isUuid(id)))];
  const rows = await sql<{ id: string; seat: string; table_name: string; shape: string | null; section: string | null }>`
    select s.id, s.name as seat, t.name as table_name, t.data->>'shape' as shape, sec.name as section
    from rm_seating_seats s
    join rm_seating_tables t on t.event_uuid = s.event_uuid and t.id = s.table_id
    left join rm_seating_sections sec on sec.event_uuid = t.event_uuid and sec.id = t.section_id
    where s.event_uuid = any(${eventUuids}::uuid[]) and s.id = any(${ids}::uuid[])`.execute(context.db);
  return new Map(
    rows.rows.map((row) => [
      row.id,
      row.shape === 'row' ? `${row.section ? `${row.section}, ` : ''}row ${row.table_name}, seat ${row.seat}` : `table ${row.table_name}, seat ${row.seat}`,
    ]),
  );
}
