import type { StreamEvent } from '@usher/events';
import { DomainError } from './domain-error.ts';
import { attendeeDecider, type AttendeeState } from './attendee-decider.ts';
import { inSequence } from './in-sequence.ts';

// The guest's side of who sits where: the guest's stream (`attendee-{id}`)
// holds at most one seat, and a move names the seat it was read from, so a
// guest moved by someone else meanwhile is refused rather than seated twice.

export type GuestSeatCommand =
  /** `expected_previous`: the seat the caller read the guest in; a guest moved meanwhile is refused (409 seat_changed). */
  | { type: 'SeatGuest'; event_uuid: string; seat_id: string; table_id: string; expected_previous: string | null }
  | { type: 'UnseatGuest'; reason: 'unseated' | 'seat_deleted' | 'guest_removed' | 'declined'; expected_seat_id: string | null };

export const SEAT_CHANGED = "This guest's seat changed meanwhile; please try again.";

const seatChanged = () => new DomainError('conflict', 'seat_changed', SEAT_CHANGED);

type GuestEvent = StreamEvent<'attendee'>;

/** One seat per guest: one command on the guest's state. */
export function decideGuestSeat(command: GuestSeatCommand, state: AttendeeState): GuestEvent[] {
  if (!state.exists || state.removed) throw DomainError.notFound('attendee');
  const current = state.seat_id ?? null;
  switch (command.type) {
    case 'SeatGuest':
      if (state.event_uuid !== command.event_uuid) throw DomainError.notFound('attendee');
      if (current === command.seat_id) return [];
      if (current !== command.expected_previous) throw seatChanged();
      return [
        { type: 'AttendeeSeated', data: { event_uuid: command.event_uuid, seat_id: command.seat_id, table_id: command.table_id, previous_seat_id: current } },
      ];
    case 'UnseatGuest':
      if (current !== command.expected_seat_id) throw seatChanged();
      if (current === null) return [];
      return [{ type: 'AttendeeUnseated', data: { event_uuid: state.event_uuid!, seat_id: current, reason: command.reason } }];
  }
}

/** A guest's seat commands in order, over the guest's own state (the attendee decider's). */
export const guestSeatDecider = inSequence<AttendeeState, GuestSeatCommand, GuestEvent>({
  initialState: attendeeDecider.initialState,
  evolve: (state, event) => attendeeDecider.evolve(state, event),
  decide: decideGuestSeat,
});
