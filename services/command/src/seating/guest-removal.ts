import { streamIds } from '@usher/events';
import { attendeeDecider, type AttendeeCommand, type AttendeeState } from '@usher/domain/deciders/attendee-decider';
import { fold } from '@usher/domain/deciders/decider';
import { DomainError } from '@usher/domain/deciders/domain-error';
import { withSeatStreams, type SeatCommand } from '@usher/domain/deciders/seat-assignment-decider';
import type { EventMetadata } from '@usher/infra/eventstore/types';
import type { ServiceContext } from '@usher/infra/context';
import { seatsHeldPerLog } from '@usher/infra/eventstore/log-lookups';
import { execute, toDomainEvent, type ExecuteResult } from '../handling/execute.ts';

// A guest removed while seated gives up the seat in the same decision
// (AttendeeUnseated 'guest_removed' on their stream, SeatFreed on the seat's):
// no seat is ever left holding a guest who is gone.

const ATTEMPTS = 3;

/**
 * The seat each guest holds, as the log's last seating event on their stream
 * says: one indexed read, where folding 50,000 guests' streams for a bulk
 * delete took seconds. The decision still checks each guest's seat against
 * their stream (409 seat_changed), and the retry folds the streams.
 */
async function seatsPerLog(context: ServiceContext, attendeeIds: string[]): Promise<Map<string, string>> {
  const held = new Map<string, string>();
  for (let start = 0; start < attendeeIds.length; start += ID_CHUNK) {
    for (const [id, seat] of await seatsHeldPerLog(context.db, attendeeIds.slice(start, start + ID_CHUNK))) held.set(id, seat);
  }
  return held;
}

const ID_CHUNK = 10_000;

/** The seat each guest holds now, read from their streams (personal fields stay sealed). */
export async function seatsHeldBy(context: ServiceContext, attendeeIds: string[]): Promise<Map<string, string>> {
  const histories = await context.store.readStreamsForDecision(attendeeIds.map(streamIds.attendee), { personalData: false });
  const held = new Map<string, string>();
  for (const id of attendeeIds) {
    const seat = fold(attendeeDecider, (histories.get(streamIds.attendee(id)) ?? []).map(toDomainEvent)).seat_id;
    if (seat) held.set(id, seat);
  }
  return held;
}

/**
 * Runs a decision that removes guests: `run(seats)` gets the seats they hold
 * (to name in RemoveAttendee / RemovePlaceholder and to free) and executes;
 * a guest seated or moved between the read and the decision (409
 * seat_changed) is read again, from the streams this time.
 */
export async function removingSeatedGuests<T>(context: ServiceContext, attendeeIds: string[], run: (seats: Map<string, string>) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    const seats = attempt === 1 ? await seatsPerLog(context, attendeeIds) : await seatsHeldBy(context, attendeeIds);
    try {
      return await run(seats);
    } catch (error) {
      if (!(error instanceof DomainError && error.code === 'seat_changed') || attempt >= ATTEMPTS) throw error;
    }
  }
}

/** The seats' side of freeing these guests' seats: one FreeSeat per seat. */
export function freeSeatCommands(eventUuid: string, seats: Map<string, string>): { streamId: string; command: { on: 'seat'; commands: SeatCommand[] } }[] {
  return [...seats].map(([attendeeId, seatId]) => ({
    streamId: streamIds.seat(seatId),
    command: { on: 'seat', commands: [{ type: 'FreeSeat', event_uuid: eventUuid, seat_id: seatId, attendee_id: attendeeId }] },
  }));
}

/** The guests' own commands with their seats' beside them, in one transaction. */
export const attendeesWithSeats = withSeatStreams(attendeeDecider);

/** Removes seated guests and frees their seats, in one transaction. */
export function removeSeatedGuests(
  context: ServiceContext,
  eventUuid: string,
  ids: string[],
  seats: Map<string, string>,
  metadata: EventMetadata,
  authorize: (states: Map<string, AttendeeState>) => Promise<void>,
): Promise<ExecuteResult<AttendeeState>> {
  const commands: { streamId: string; command: AttendeeCommand | { on: 'seat'; commands: SeatCommand[] } }[] = [
    ...ids.map((id) => ({ streamId: streamIds.attendee(id), command: { type: 'RemoveAttendee' as const, seat_id: seats.get(id) ?? null } })),
    ...freeSeatCommands(eventUuid, seats),
  ];
  return execute(context.store, attendeesWithSeats, commands, metadata, {
    // The seats' streams are no guests: only the guests' are checked.
    authorize: (states) => authorize(new Map([...states].filter(([streamId]) => streamId.startsWith('attendee-')))),
    personalData: false,
  });
}
