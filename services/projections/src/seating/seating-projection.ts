import { sql } from 'kysely';
import { isoTime } from '@usher/infra/db/iso-time';
import type { Db } from '@usher/infra/db/database';
import type { StoredEvent } from '@usher/infra/eventstore/types';
import type { EventData } from '@usher/events';
import type { BatchState, Projection, ProjectionChange } from '../runner/projection.ts';
import { pieceKey, SEATING_TABLES, flushSeating, seatingBuffers, type SeatingBuffers } from './seating-rows.ts';
import { applyPlanSaved, idsNamedBy, reachOf } from './seating-plan-saved.ts';

const attendeeIdOf = (streamId: string) => streamId.slice('attendee-'.length);
const planSaves = (events: readonly StoredEvent[]) =>
  events.filter((stored) => stored.type === 'SeatingPlanSaved').map((stored) => stored.data as EventData<'SeatingPlanSaved'>);
const SEAT_EVENT_TYPES = ['AttendeeSeated', 'AttendeeUnseated', 'AttendeeRemoved'];

/**
 * Loads, before a batch's events, the plan rows they touch: every piece a
 * save names, the seats of a deleted legend, the seats a seating names, and
 * the seat each guest of the batch holds now (the one a move or a removal
 * frees). A few queries a batch, none per event.
 */
async function prepareSeating(trx: Db, events: readonly StoredEvent[], batch: BatchState): Promise<void> {
  const saves = planSaves(events);
  const seatings = events.filter((stored) => SEAT_EVENT_TYPES.includes(stored.type));
  if (saves.length === 0 && seatings.length === 0) return;
  const buffers = seatingBuffers(batch);
  // Every key is a piece's id within its event (pieceKey).
  const keys = { seats: new Set<string>(), tables: new Set<string>(), sections: new Set<string>(), objects: new Set<string>(), legends: new Set<string>() };
  const addAll = (into: Set<string>, eventUuid: string, ids: Iterable<string>) => {
    for (const id of ids) into.add(pieceKey(eventUuid, id));
  };
  for (const save of saves) {
    const e = save.event_uuid;
    const ids = idsNamedBy(save);
    addAll(keys.seats, e, ids.seats);
    addAll(keys.tables, e, ids.tables);
    addAll(keys.sections, e, [...ids.sections, ...reachOf(save).sectionsNamed]);
    addAll(keys.objects, e, ids.objects);
    addAll(keys.legends, e, ids.legends);
    const deletedLegends = save.deleted.seat_legends ?? [];
    if (deletedLegends.length > 0) {
      const marked = await sql<{
        id: string;
      }>`select id from rm_seating_seats where event_uuid = ${e}::uuid and seat_legend_id = any(${deletedLegends}::uuid[])`.execute(trx);
      addAll(
        keys.seats,
        e,
        marked.rows.map((row) => row.id),
      );
    }
  }
  await buffers.plans.load(
    trx,
    saves.map((save) => save.event_uuid),
  );
  for (const stored of seatings) {
    const data = stored.data as { event_uuid?: string; seat_id?: string; previous_seat_id?: string | null };
    if (!data.event_uuid) continue;
    if (data.seat_id) keys.seats.add(pieceKey(data.event_uuid, data.seat_id));
    if (data.previous_seat_id) keys.seats.add(pieceKey(data.event_uuid, data.previous_seat_id));
  }
  const guests = [...new Set(seatings.map((stored) => attendeeIdOf(stored.streamId)))];
  if (guests.length > 0) {
    const held = await sql<{ id: string; event_uuid: string }>`select id, event_uuid from rm_seating_seats where attendee_id = any(${guests}::uuid[])`.execute(
      trx,
    );
    for (const seat of held.rows) keys.seats.add(pieceKey(seat.event_uuid, seat.id));
  }
  await buffers.seats.load(trx, keys.seats);
  await Promise.all([
    buffers.tables.load(trx, keys.tables),
    buffers.sections.load(trx, keys.sections),
    buffers.objects.load(trx, keys.objects),
    buffers.legends.load(trx, keys.legends),
  ]);
}

/** The seats this guest holds, but `keep`, are free again (a seat another guest took since is left alone). Whether any was. */
function freeSeatsOf(buffers: SeatingBuffers, attendeeId: string, keep: string | null = null): boolean {
  const held = buffers.seats.held((seat) => seat.attendee_id === attendeeId && seat.id !== keep);
  for (const seat of held) buffers.seats.update(pieceKey(seat.event_uuid, seat.id), { attendee_id: null });
  return held.length > 0;
}

/** Applies one seating event to the seats' occupants; the change to tell, or null when no seat changed. */
function applySeating(stored: StoredEvent, batch: BatchState): ProjectionChange | null {
  const buffers = seatingBuffers(batch);
  const id = attendeeIdOf(stored.streamId);
  const data = stored.data as { event_uuid: string; seat_id?: string };
  const change = { event_uuid: data.event_uuid, id, socket_id: stored.metadata.socket_id };
  if (stored.type === 'AttendeeSeated') {
    freeSeatsOf(buffers, id, data.seat_id);
    const seat = pieceKey(data.event_uuid, data.seat_id!);
    if (buffers.seats.get(seat)) buffers.seats.update(seat, { attendee_id: id });
    return change;
  }
  if (stored.type === 'AttendeeUnseated') {
    const seat = pieceKey(data.event_uuid, data.seat_id!);
    if (buffers.seats.get(seat)?.attendee_id === id) buffers.seats.update(seat, { attendee_id: null });
    return change;
  }
  // AttendeeRemoved: a removed guest's seat is free again.
  return freeSeatsOf(buffers, id) ? change : null;
}

/**
 * The floor plans (rm_seating_*): sections, tables, seats, shapes, legends,
 * the plan's settings, and who holds each seat. A projection of its own, so
 * it rebuilds alone; the guest list keeps the names its rows copy itself.
 */
export const seatingProjection: Projection = {
  name: 'seating',
  tables: SEATING_TABLES,
  handles: ['SeatingPlanSaved', 'AttendeeSeated', 'AttendeeUnseated', 'AttendeeRemoved'],

  async prepare(trx, events, batch) {
    await prepareSeating(trx, events, batch);
  },

  async apply(_trx, stored, batch) {
    if (stored.type !== 'SeatingPlanSaved') return applySeating(stored, batch);
    const data = stored.data as EventData<'SeatingPlanSaved'>;
    applyPlanSaved(seatingBuffers(batch), data, isoTime(stored.recordedAt));
    return { event_uuid: data.event_uuid, id: null, socket_id: stored.metadata.socket_id };
  },

  async flush(trx, batch) {
    await flushSeating(trx, batch);
  },
};
