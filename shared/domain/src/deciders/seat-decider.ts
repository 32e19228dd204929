import type { StreamEvent } from '@usher/events';
import type { Decider } from './decider.ts';
import { DomainError } from './domain-error.ts';
import { inSequence } from './in-sequence.ts';

// A seat's own stream (`seat-{seat_id}`) holds at most one guest: two organisers
// taking one seat race on its version, and the loser, deciding again, finds it
// taken (409 seat_taken).

export interface SeatState {
  /** The guest in the seat, or null. */
  occupant: string | null;
  /** The event the seat is of, once a guest has taken it (a seat's id means something only within its event). */
  event_uuid: string | null;
}

export type SeatCommand =
  | { type: 'TakeSeat'; event_uuid: string; seat_id: string; attendee_id: string }
  /** Frees the seat if this guest holds it; a seat already given to another guest is left as it is. */
  | { type: 'FreeSeat'; event_uuid: string; seat_id: string; attendee_id: string }
  /** A seat about to be deleted: it must hold `expected` (the guest the caller read in it, or nobody), and is freed. */
  | { type: 'ReleaseSeat'; event_uuid: string; seat_id: string; expected: string | null };

export const SEAT_TAKEN = 'This seat is taken by another guest.';

type SeatEvent = StreamEvent<'seat'>;

/** One guest per seat: one command on the seat's state. */
export function decideSeat(command: SeatCommand, state: SeatState): SeatEvent[] {
  const { event_uuid, seat_id } = command;
  const { occupant } = state;
  // Another event's seat stream is no seat of this event, whatever its id.
  if (state.event_uuid !== null && state.event_uuid !== event_uuid) throw DomainError.notFound('seat');
  switch (command.type) {
    case 'TakeSeat':
      if (occupant === command.attendee_id) return [];
      if (occupant !== null) throw new DomainError('conflict', 'seat_taken', SEAT_TAKEN);
      return [{ type: 'SeatTaken', data: { event_uuid, seat_id, attendee_id: command.attendee_id } }];
    case 'FreeSeat':
      return occupant === command.attendee_id ? [{ type: 'SeatFreed', data: { event_uuid, seat_id, attendee_id: occupant } }] : [];
    case 'ReleaseSeat':
      if (occupant !== command.expected)
        throw new DomainError('conflict', 'seat_taken', 'A guest was seated in a seat being deleted meanwhile; please try again.');
      return occupant === null ? [] : [{ type: 'SeatFreed', data: { event_uuid, seat_id, attendee_id: occupant } }];
  }
}

/** The seat's stream, one command at a time. */
const oneSeatCommand: Decider<SeatState, SeatCommand, SeatEvent> = {
  initialState: () => ({ occupant: null, event_uuid: null }),
  evolve(state, event) {
    switch (event.type) {
      case 'SeatTaken':
        return { occupant: event.data.attendee_id, event_uuid: event.data.event_uuid };
      case 'SeatFreed':
        return { occupant: null, event_uuid: event.data.event_uuid };
    }
  },
  decide: decideSeat,
};

/** A seat's commands in order (a swap frees a seat, then another guest takes it). */
export const seatDecider = inSequence(oneSeatCommand);
