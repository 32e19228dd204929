import { sql } from 'kysely';
import type { Db } from '@usher/infra/db/database';
import type { StoredEvent } from '@usher/infra/eventstore/types';
import type { DomainEvent, EventData } from '@usher/events';
import type { BatchState } from '../runner/projection.ts';
import type { RowBuffer } from '../runner/row-buffer.ts';
import type { GuestRow } from '@usher/read-models/guest-row';
import { NO_SEAT, seatColumnsFor } from './seat-columns.ts';
import { idsNamedBy, reachOf, type SeatingReach } from './seating-plan-saved.ts';
import { pieceKey, seatingBuffers, type SeatingBuffers } from './seating-rows.ts';

export const SEATING_GUEST_EVENT_TYPES = ['AttendeeSeated', 'AttendeeUnseated'] as const;

const planSaves = (events: readonly StoredEvent[]) => events.filter((stored) => stored.type === 'SeatingPlanSaved').map((stored) => stored.data as EventData<'SeatingPlanSaved'>);

/**
 * Loads, before a batch's events, the guests and plan pieces they reach
 * (after the guest rows of their own streams): the guests seated in
 * pieces a save renames, moves or deletes; the seats, tables and sections
 * of every seat a held guest or an event names. A few queries a batch,
 * none per event.
 */
export async function prepareSeating(trx: Db, events: readonly StoredEvent[], batch: BatchState, guests: RowBuffer<GuestRow>): Promise<void> {
  const saves = planSaves(events);
  const seatings = events.filter((stored) => stored.type === 'AttendeeSeated' || stored.type === 'AttendeeUnseated' || stored.type === 'AttendeeRemoved');
  if (saves.length === 0 && seatings.length === 0) return;
  const buffers = seatingBuffers(batch);
  // Every key is a piece's id within its event (pieceKey).
  const seatKeys = new Set<string>();
  const tableKeys = new Set<string>();
  const sectionKeys = new Set<string>();
  const named = { objects: new Set<string>(), legends: new Set<string>() };
  const addAll = (keys: Set<string>, eventUuid: string, ids: Iterable<string>) => {
    for (const id of ids) keys.add(pieceKey(eventUuid, id));
  };
  for (const save of saves) {
    const e = save.event_uuid;
    const reach = reachOf(save);
    if (reach.seats.size + reach.tables.size + reach.sections.size > 0) {
      // A save of positions and colours only (most of the editor's) reaches no guest.
      const found = await sql<{ id: string }>`
        select a.id from rm_attendees a
        where a.event_uuid = ${e}::uuid and a.seat_id is not null
          and (a.seat_id = any(${[...reach.seats]}::uuid[]) or a.table_id = any(${[...reach.tables]}::uuid[]) or a.section_id = any(${[...reach.sections]}::uuid[]))`.execute(trx);
      await guests.load(trx, found.rows.map((row) => row.id));
    }
    const ids = idsNamedBy(save);
    addAll(seatKeys, e, ids.seats);
    addAll(tableKeys, e, ids.tables);
    addAll(sectionKeys, e, ids.sections);
    addAll(sectionKeys, e, reach.sectionsNamed);
    addAll(named.objects, e, ids.objects);
    addAll(named.legends, e, ids.legends);
    const deletedLegends = save.deleted.seat_legends ?? [];
    if (deletedLegends.length > 0) {
      const marked = await sql<{ id: string }>`select id from rm_seating_seats where event_uuid = ${e}::uuid and seat_legend_id = any(${deletedLegends}::uuid[])`.execute(trx);
      addAll(seatKeys, e, marked.rows.map((row) => row.id));
    }
  }
  await buffers.plans.load(trx, saves.map((save) => save.event_uuid));
  for (const stored of seatings) {
    const data = stored.data as { event_uuid?: string; seat_id?: string; table_id?: string; previous_seat_id?: string | null };
    if (!data.event_uuid) continue;
    if (data.seat_id) seatKeys.add(pieceKey(data.event_uuid, data.seat_id));
    if (data.previous_seat_id) seatKeys.add(pieceKey(data.event_uuid, data.previous_seat_id));
    if (data.table_id) tableKeys.add(pieceKey(data.event_uuid, data.table_id));
  }
  for (const row of guests.held((guest) => guest.seat_id !== null)) seatKeys.add(pieceKey(row.event_uuid, row.seat_id!));
  await buffers.seats.load(trx, seatKeys);
  for (const seat of buffers.seats.held(() => true)) tableKeys.add(pieceKey(seat.event_uuid, seat.table_id));
  await buffers.tables.load(trx, tableKeys);
  for (const table of buffers.tables.held((row) => row.section_id !== null)) sectionKeys.add(pieceKey(table.event_uuid, table.section_id!));
  await Promise.all([buffers.sections.load(trx, sectionKeys), buffers.objects.load(trx, named.objects), buffers.legends.load(trx, named.legends)]);
}

/** The guest's seat columns after AttendeeSeated / AttendeeUnseated, with the seats' occupants kept beside them. */
export function seatingChangesFor(batch: BatchState, event: DomainEvent, id: string, row: GuestRow, at: string): Partial<GuestRow> {
  const buffers = seatingBuffers(batch);
  if (event.type === 'AttendeeSeated') {
    const e = event.data.event_uuid;
    for (const left of [event.data.previous_seat_id, row.seat_id]) if (left && left !== event.data.seat_id) freeSeat(buffers, e, left, id);
    const seat = pieceKey(e, event.data.seat_id);
    if (buffers.seats.get(seat)) buffers.seats.update(seat, { attendee_id: id });
    return { ...seatColumnsFor(buffers, e, event.data.seat_id, event.data.table_id), updated_at: at };
  }
  if (event.type === 'AttendeeUnseated') {
    freeSeat(buffers, event.data.event_uuid, event.data.seat_id, id);
    if (row.seat_id && row.seat_id !== event.data.seat_id) return {};
    return { ...NO_SEAT, updated_at: at };
  }
  return {};
}

/** The seat no longer holds this guest (a seat another guest took since is left alone). */
function freeSeat(buffers: SeatingBuffers, eventUuid: string, seatId: string, attendeeId: string): void {
  const seat = pieceKey(eventUuid, seatId);
  if (buffers.seats.get(seat)?.attendee_id === attendeeId) buffers.seats.update(seat, { attendee_id: null });
}

/** A removed guest's seat is free again. */
export function freeSeatOfRemoved(batch: BatchState, row: GuestRow): void {
  if (row.seat_id) freeSeat(seatingBuffers(batch), row.event_uuid, row.seat_id, row.id);
}

/**
 * After a save: the guests it reached read their seat again (a renamed
 * table, a row moved to another section), or lose it when the seat went.
 * Their updated_at stays: the plan changed, not the guest (and a past view
 * replaying the save over later copies must leave them as they were).
 * Calls `changed` with each guest before and after, for the counters.
 */
export function reseatReachedGuests(batch: BatchState, guests: RowBuffer<GuestRow>, reach: SeatingReach, changed: (before: GuestRow, after: () => GuestRow) => void): void {
  if (reach.seats.size + reach.tables.size + reach.sections.size === 0) return;
  const buffers = seatingBuffers(batch);
  const reached = guests.held(
    (guest) => guest.seat_id !== null && (reach.seats.has(guest.seat_id) || (guest.table_id !== null && reach.tables.has(guest.table_id)) || (guest.section_id !== null && reach.sections.has(guest.section_id))),
  );
  for (const guest of reached) {
    const seat = buffers.seats.get(pieceKey(guest.event_uuid, guest.seat_id!));
    // A seat of a deleted table went with it, listed or not.
    if (reach.gone.has(guest.seat_id!) || (guest.table_id !== null && reach.goneTables.has(guest.table_id))) {
      changed(guest, () => guests.update(guest.id, NO_SEAT)!);
    } else if (seat && buffers.tables.get(pieceKey(guest.event_uuid, seat.table_id))) {
      // A past view replays old saves over later copies of the guests: a seat not made yet is left as the copy has it.
      const columns = seatColumnsFor(buffers, guest.event_uuid, seat.id);
      changed(guest, () => guests.update(guest.id, columns)!);
    }
  }
}
