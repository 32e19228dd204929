import { randomUUID } from 'node:crypto';
import type { EventStore } from '../eventstore/event-store.ts';
import { systemTestMetadata } from './test-metadata.ts';

// Seating events as the seating decisions append them (streams and pairs as
// in shared/events/src/seating-events.ts), for read-side tests that need a
// plan before, or without, the command routes.

type Fields = Record<string, unknown>;

async function appendTo(store: EventStore, eventUuid: string, streamId: string, events: { type: string; data: Fields }[]): Promise<void> {
  const version = await store.streamVersion(streamId);
  const metadata = systemTestMetadata(eventUuid);
  await store.append([{ streamId, expectedVersion: version, events: events.map((event) => ({ ...event, schemaVersion: 1, metadata })) }]);
}

export function venueTable(
  fields: Partial<Fields> & { name: string },
  seatCount = 4,
): { table: Fields & { id: string }; seats: (Fields & { id: string; table_id: string })[] } {
  const id = randomUUID();
  const table = {
    id,
    section_id: null,
    label: null,
    shape: 'round',
    diameter: null,
    seat_count: seatCount,
    numbering: 'clockwise',
    aisle_after: [],
    curve: 0,
    x: 0,
    y: 0,
    width: 60,
    height: 60,
    rotation: 0,
    color: null,
    ...fields,
  };
  const seats = Array.from({ length: seatCount }, (_, position) => ({
    id: randomUUID(),
    table_id: id,
    seat_legend_id: null,
    name: String(position + 1),
    position,
    disabled: false,
    disabled_message: null,
  }));
  return { table, seats };
}

export function section(name: string): Fields & { id: string } {
  return { id: randomUUID(), name, color: null, x: 0, y: 0, width: 400, height: 300, rotation: 0 };
}

export interface PlanSave {
  created?: Record<string, Fields[]>;
  updated?: Record<string, Fields[]>;
  deleted?: Record<string, string[]>;
  settings?: Fields;
}

/** One SeatingPlanSaved on the plan's stream. */
export async function savePlan(store: EventStore, eventUuid: string, save: PlanSave): Promise<void> {
  await appendTo(store, eventUuid, `seating-plan-${eventUuid}`, [
    {
      type: 'SeatingPlanSaved',
      data: { event_uuid: eventUuid, created: save.created ?? {}, updated: save.updated ?? {}, deleted: save.deleted ?? {}, settings: save.settings ?? {} },
    },
  ]);
}

/** A guest takes a seat: the guest's side, then the seat's, and the freed seat's when they moved. */
export async function seatGuest(
  store: EventStore,
  eventUuid: string,
  attendeeId: string,
  seat: { id: string; table_id: string },
  previousSeatId: string | null = null,
): Promise<void> {
  await appendTo(store, eventUuid, `attendee-${attendeeId}`, [
    { type: 'AttendeeSeated', data: { event_uuid: eventUuid, seat_id: seat.id, table_id: seat.table_id, previous_seat_id: previousSeatId } },
  ]);
  await appendTo(store, eventUuid, `seat-${seat.id}`, [{ type: 'SeatTaken', data: { event_uuid: eventUuid, seat_id: seat.id, attendee_id: attendeeId } }]);
  if (previousSeatId)
    await appendTo(store, eventUuid, `seat-${previousSeatId}`, [
      { type: 'SeatFreed', data: { event_uuid: eventUuid, seat_id: previousSeatId, attendee_id: attendeeId } },
    ]);
}

export async function unseatGuest(
  store: EventStore,
  eventUuid: string,
  attendeeId: string,
  seatId: string,
  reason: 'unseated' | 'seat_deleted' | 'guest_removed' = 'unseated',
): Promise<void> {
  await appendTo(store, eventUuid, `attendee-${attendeeId}`, [{ type: 'AttendeeUnseated', data: { event_uuid: eventUuid, seat_id: seatId, reason } }]);
  await appendTo(store, eventUuid, `seat-${seatId}`, [{ type: 'SeatFreed', data: { event_uuid: eventUuid, seat_id: seatId, attendee_id: attendeeId } }]);
}
