import { streamIds } from '@usher/events';
import type { AttendeeCommand, AttendeeState } from '@usher/domain/deciders/attendee-decider';
import type { EventMetadata } from '@usher/infra/eventstore/types';
import type { ServiceContext } from '@usher/infra/context';
import { execute, type ExecuteResult } from '../handling/execute.ts';
import { attendeesWithSeats, freeSeatCommands, removingSeatedGuests } from './guest-removal.ts';

// A No frees the seat everywhere a guest can answer No (issue 28): the answer,
// AttendeeUnseated 'declined' on the guest's stream and SeatFreed on the seat's
// are one decision, appended together, so no seat holds a guest who declined.

/**
 * Bulk "RSVP No": each guest's answer and, for the seated, their seats freed,
 * in one transaction. Null when none of them holds a seat (the caller takes
 * its plain bulk path, which appends in parts). A guest seated or moved
 * between the read and the decision is read again (409 seat_changed, retried).
 */
export async function declineFreeingSeats(
  context: ServiceContext,
  eventUuid: string,
  ids: string[],
  at: Date,
  metadata: EventMetadata,
  authorize: (states: Map<string, AttendeeState>) => Promise<void>,
): Promise<ExecuteResult<AttendeeState> | null> {
  return removingSeatedGuests(context, ids, async (seats) => {
    if (seats.size === 0) return null;
    const commands = [
      ...ids.map((id) => ({
        streamId: streamIds.attendee(id),
        command: { type: 'SetRsvp' as const, is_attending: false, at, seat_id: seats.get(id) ?? null },
      })),
      ...freeSeatCommands(eventUuid, seats),
    ];
    return execute(context.store, attendeesWithSeats, commands, metadata, {
      // The seats' streams are no guests: only the guests' are checked.
      authorize: (states) => authorize(new Map([...states].filter(([streamId]) => streamId.startsWith('attendee-')))),
      personalData: false,
    });
  });
}

/** Guests whose events in a decision changed their stream: the bulk reply's count. */
export function guestsChangedBy(result: ExecuteResult<AttendeeState>): number {
  return new Set(result.appended.filter((event) => event.streamId.startsWith('attendee-')).map((event) => event.streamId)).size;
}

/**
 * One guest's commands (a journey step, an imported row): a No among them is
 * told the seat the guest holds, so it frees it in the same decision; `frees`
 * is that seat, to free on the seat's stream beside them, or null.
 */
export function declineFreesSeat(commands: AttendeeCommand[], seatId: string | null): { commands: AttendeeCommand[]; frees: string | null } {
  const declines = commands.some((command) => command.type === 'SetRsvp' && command.is_attending === false);
  if (!declines) return { commands, frees: null };
  return {
    commands: commands.map((command) => (command.type === 'SetRsvp' && command.is_attending === false ? { ...command, seat_id: seatId } : command)),
    frees: seatId,
  };
}
