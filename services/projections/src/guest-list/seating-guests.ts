import { sql } from 'kysely';
import type { Db } from '@usher/infra/db/database';
import type { StoredEvent } from '@usher/infra/eventstore/types';
import type { DomainEvent, EventData } from '@usher/events';
import type { BatchState } from '../runner/projection.ts';
import type { RowBuffer } from '../runner/row-buffer.ts';
import type { GuestRow } from '@usher/read-models/guest-row';
import { NO_SEAT, seatColumnsFor } from './seat-columns.ts';
import { idsNamedBy, reachOf, type SeatingReach } from '../seating/seating-plan-saved.ts';
import { pieceKey } from '../seating/seating-rows.ts';
import { applySaveToPieces, loadSeatPieces, seatPieces } from './seat-pieces.ts';

// Where guests sit, as the guest list shows it: a guest's seat columns, from
// AttendeeSeated / AttendeeUnseated and the plan's names (seat-pieces.ts). Who
// holds a seat, and the plan itself, are the seating projection's (seating/).

export const SEATING_GUEST_EVENT_TYPES = ['AttendeeSeated', 'AttendeeUnseated'] as const;

const planSaves = (events: readonly StoredEvent[]) =>
  events.filter((stored) => stored.type === 'SeatingPlanSaved').map((stored) => stored.data as EventData<'SeatingPlanSaved'>);

/**
 * Loads, before a batch's events, the guests and plan pieces they reach
 * (after the guest rows of their own streams): the guests seated in
 * pieces a save renames, moves or deletes; the names of every seat a held
 * guest or an event names, with its table and section. A few queries a
 * batch, none per event.
 */
export async function prepareSeating(trx: Db, events: readonly StoredEvent[], batch: BatchState, guests: RowBuffer<GuestRow>): Promise<void> {
  const saves = planSaves(events);
  const seatings = events.filter((stored) => stored.type === 'AttendeeSeated' || stored.type === 'AttendeeUnseated');
  if (saves.length === 0 && seatings.length === 0) return;
  // Every key is a piece's id within its event (pieceKey).
  const keys = { seats: new Set<string>(), tables: new Set<string>(), sections: new Set<string>() };
  const addAll = (into: Set<string>, eventUuid: string, ids: Iterable<string>) => {
    for (const id of ids) into.add(pieceKey(eventUuid, id));
  };
  for (const save of saves) {
    const e = save.event_uuid;
    const reach = reachOf(save);
    if (reach.seats.size + reach.tables.size + reach.sections.size > 0) {
      // A save of positions and colours only (most of the editor's) reaches no guest.
      const found = await sql<{ id: string }>`
        select a.id from rm_attendees a
        where a.event_uuid = ${e}::uuid and a.seat_id is not null
          and (a.seat_id = any(${[...reach.seats]}::uuid[]) or a.table_id = any(${[...reach.tables]}::uuid[]) or a.section_id = any(${[...reach.sections]}::uuid[]))`.execute(
        trx,
      );
      await guests.load(
        trx,
        found.rows.map((row) => row.id),
      );
    }
    const ids = idsNamedBy(save);
    addAll(keys.seats, e, ids.seats);
    addAll(keys.tables, e, ids.tables);
    addAll(keys.sections, e, [...ids.sections, ...reach.sectionsNamed]);
  }
  for (const stored of seatings) {
    const data = stored.data as { event_uuid?: string; seat_id?: string; table_id?: string };
    if (!data.event_uuid) continue;
    if (data.seat_id) keys.seats.add(pieceKey(data.event_uuid, data.seat_id));
    if (data.table_id) keys.tables.add(pieceKey(data.event_uuid, data.table_id));
  }
  for (const row of guests.held((guest) => guest.seat_id !== null)) keys.seats.add(pieceKey(row.event_uuid, row.seat_id!));
  await loadSeatPieces(trx, seatPieces(batch), keys);
}

/** The guest's seat columns after AttendeeSeated / AttendeeUnseated. */
export function seatingChangesFor(batch: BatchState, event: DomainEvent, row: GuestRow, at: string): Partial<GuestRow> {
  if (event.type === 'AttendeeSeated')
    return { ...seatColumnsFor(seatPieces(batch), event.data.event_uuid, event.data.seat_id, event.data.table_id), updated_at: at };
  if (event.type === 'AttendeeUnseated') {
    // An unseating from a seat the guest has left since changes nothing of theirs.
    if (row.seat_id && row.seat_id !== event.data.seat_id) return {};
    return { ...NO_SEAT, updated_at: at };
  }
  return {};
}

/**
 * A save: the plan's names change, and the guests it reached read their seat
 * again (a renamed table, a row moved to another section), or lose it when the
 * seat went. Their updated_at stays: the plan changed, not the guest (and a
 * past view replaying the save over later copies must leave them as they were).
 * Calls `changed` with each guest before and after, for the counters.
 */
export function applySaveToGuests(
  batch: BatchState,
  guests: RowBuffer<GuestRow>,
  data: EventData<'SeatingPlanSaved'>,
  changed: (before: GuestRow, after: () => GuestRow) => void,
): void {
  const pieces = seatPieces(batch);
  applySaveToPieces(pieces, data);
  const reach: SeatingReach = { ...reachOf(data), gone: new Set(data.deleted.seats ?? []), goneTables: new Set(data.deleted.tables ?? []) };
  if (reach.seats.size + reach.tables.size + reach.sections.size === 0) return;
  const reached = guests.held(
    (guest) =>
      guest.seat_id !== null &&
      (reach.seats.has(guest.seat_id) ||
        (guest.table_id !== null && reach.tables.has(guest.table_id)) ||
        (guest.section_id !== null && reach.sections.has(guest.section_id))),
  );
  for (const guest of reached) {
    const seat = pieces.get(pieceKey(guest.event_uuid, guest.seat_id!));
    // A seat of a deleted table went with it, listed or not.
    if (reach.gone.has(guest.seat_id!) || (guest.table_id !== null && reach.goneTables.has(guest.table_id))) {
      changed(guest, () => guests.update(guest.id, NO_SEAT)!);
    } else if (seat?.parent_id && pieces.get(pieceKey(guest.event_uuid, seat.parent_id))) {
      // A past view replays old saves over later copies of the guests: a seat not made yet is left as the copy has it.
      const columns = seatColumnsFor(pieces, guest.event_uuid, seat.id);
      changed(guest, () => guests.update(guest.id, columns)!);
    }
  }
}
