import { streamIds } from '@usher/events';
import { evolveFrom, fold } from '@usher/domain/deciders/decider';
import { attendeeDecider, type AttendeeState } from '@usher/domain/deciders/attendee-decider';
import type { EventMetadata } from '@usher/infra/eventstore/types';
import type { ServiceContext } from '@usher/infra/context';
import { toDomainEvent } from '../handling/execute.ts';
import { decideSeating } from './seating-loading.ts';

/**
 * A guest who answered No gives up their seat (issue 28): AttendeeUnseated
 * 'declined' on their stream and SeatFreed on the seat's, one decision taken
 * right after the answer, so the guest's history shows why the seat was freed.
 * A guest who changed their answer or seat meanwhile is read again; one who
 * answers Yes again is not seated back (the seat may have been given away).
 */
export async function unseatIfDeclined(
  context: ServiceContext,
  eventUuid: string,
  attendeeId: string,
  answered: AttendeeState,
  metadata: EventMetadata,
): Promise<{ state: AttendeeState; position: string } | null> {
  if (answered.is_attending !== false || !answered.seat_id) return null;
  const streamId = streamIds.attendee(attendeeId);
  let decidedOn = answered;
  const result = await decideSeating(context, metadata, async (attempt) => {
    const state = attempt === 1 ? answered : fold(attendeeDecider, (await context.store.readStream(streamId)).map(toDomainEvent));
    decidedOn = state;
    const seatId = state.is_attending === false ? (state.seat_id ?? null) : null;
    if (seatId === null) return [];
    return [
      { streamId, command: { on: 'guest', commands: [{ type: 'UnseatGuest', reason: 'declined', expected_seat_id: seatId }] } },
      {
        streamId: streamIds.seat(seatId),
        command: { on: 'seat', commands: [{ type: 'FreeSeat', event_uuid: eventUuid, seat_id: seatId, attendee_id: attendeeId }] },
      },
    ];
  });
  const appended = result.appended.filter((event) => event.streamId === streamId).map(toDomainEvent);
  if (appended.length === 0) return null;
  return { state: evolveFrom(attendeeDecider, decidedOn, appended), position: result.position };
}
