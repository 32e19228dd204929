import type { DomainEvent } from '@usher/events';
import type { Decider } from './decider.ts';
import { DomainError } from './domain-error.ts';
import { attendeeDecider, type AttendeeCommand, type AttendeeState } from './attendee-decider.ts';
import { inSequence } from './in-sequence.ts';
import { seatingPlanDecider, type SeatingPlanCommand, type SeatingPlanState } from './seating-plan-decider.ts';

// Who sits where (seating design, issue 19). One decision appends, for each
// guest moved, AttendeeSeated on the guest's stream with SeatTaken on the new
// seat's stream and SeatFreed on the old one's. The seat's stream holds at most
// one guest: two organisers taking one seat race on its version, and the
// loser, deciding again, finds it taken (409 seat_taken). The guest's stream
// holds at most one seat.
//
// One decider over the guest's, the seat's and the plan's streams lets one
// `execute` append to all of them in one transaction (a delete of a table
// with the unseating of its guests). Its state is a guest's state with the
// seat's occupant and the plan beside it, so a guest stream folded here is
// still an AttendeeState to every other decider (the write side caches folded
// streams by id, whichever decider folded them).

export type SeatingState = AttendeeState & {
  /** Seat streams: the guest in the seat, or null. */
  occupant?: string | null;
  /** Seat streams: the event the seat is of, once a guest has taken it (a seat's id means something only within its event). */
  seat_event_uuid?: string | null;
  /** The plan's stream: its layout. */
  plan?: SeatingPlanState;
};

export type GuestSeatCommand =
  /** `expected_previous`: the seat the caller read the guest in; a guest moved meanwhile is refused (409 seat_changed). */
  | { type: 'SeatGuest'; event_uuid: string; seat_id: string; table_id: string; expected_previous: string | null }
  | { type: 'UnseatGuest'; reason: 'unseated' | 'seat_deleted' | 'guest_removed' | 'declined'; expected_seat_id: string | null };

export type SeatCommand =
  | { type: 'TakeSeat'; event_uuid: string; seat_id: string; attendee_id: string }
  /** Frees the seat if this guest holds it; a seat already given to another guest is left as it is. */
  | { type: 'FreeSeat'; event_uuid: string; seat_id: string; attendee_id: string }
  /** A seat about to be deleted: it must hold `expected` (the guest the caller read in it, or nobody), and is freed. */
  | { type: 'ReleaseSeat'; event_uuid: string; seat_id: string; expected: string | null };

export type SeatingCommand =
  | { on: 'guest'; commands: GuestSeatCommand[] }
  /** A guest's own commands (removal) decided beside their seat's. */
  | { on: 'attendee'; commands: AttendeeCommand[] }
  | { on: 'seat'; commands: SeatCommand[] }
  | { on: 'plan'; command: SeatingPlanCommand };

export const SEAT_TAKEN = 'This seat is taken by another guest.';
export const SEAT_CHANGED = "This guest's seat changed meanwhile; please try again.";

const seatChanged = () => new DomainError('conflict', 'seat_changed', SEAT_CHANGED);

export function decideGuestSeat(command: GuestSeatCommand, state: AttendeeState): DomainEvent[] {
  if (!state.exists || state.removed) throw DomainError.notFound('attendee');
  const current = state.seat_id ?? null;
  switch (command.type) {
    case 'SeatGuest':
      if (state.event_uuid !== command.event_uuid) throw DomainError.notFound('attendee');
      if (current === command.seat_id) return [];
      if (current !== command.expected_previous) throw seatChanged();
      return [{ type: 'AttendeeSeated', data: { event_uuid: command.event_uuid, seat_id: command.seat_id, table_id: command.table_id, previous_seat_id: current } }];
    case 'UnseatGuest':
      if (current !== command.expected_seat_id) throw seatChanged();
      if (current === null) return [];
      return [{ type: 'AttendeeUnseated', data: { event_uuid: state.event_uuid!, seat_id: current, reason: command.reason } }];
  }
}

export function decideSeat(command: SeatCommand, occupant: string | null, seatEventUuid: string | null = null): DomainEvent[] {
  const { event_uuid, seat_id } = command;
  // Another event's seat stream is no seat of this event, whatever its id.
  if (seatEventUuid !== null && seatEventUuid !== event_uuid) throw DomainError.notFound('seat');
  switch (command.type) {
    case 'TakeSeat':
      if (occupant === command.attendee_id) return [];
      if (occupant !== null) throw new DomainError('conflict', 'seat_taken', SEAT_TAKEN);
      return [{ type: 'SeatTaken', data: { event_uuid, seat_id, attendee_id: command.attendee_id } }];
    case 'FreeSeat':
      return occupant === command.attendee_id ? [{ type: 'SeatFreed', data: { event_uuid, seat_id, attendee_id: occupant } }] : [];
    case 'ReleaseSeat':
      if (occupant !== command.expected) throw new DomainError('conflict', 'seat_taken', 'A guest was seated in a seat being deleted meanwhile; please try again.');
      return occupant === null ? [] : [{ type: 'SeatFreed', data: { event_uuid, seat_id, attendee_id: occupant } }];
  }
}

const attendeeSteps = inSequence(attendeeDecider);

export const seatAssignmentDecider: Decider<SeatingCommand, SeatingState> = {
  initialState: () => ({ ...attendeeDecider.initialState(), occupant: null }),
  evolve(state, event) {
    switch (event.type) {
      case 'SeatTaken':
        return { ...state, occupant: event.data.attendee_id, seat_event_uuid: event.data.event_uuid };
      case 'SeatFreed':
        return { ...state, occupant: null, seat_event_uuid: event.data.event_uuid };
      case 'SeatingPlanSaved':
        return { ...state, plan: seatingPlanDecider.evolve(state.plan ?? seatingPlanDecider.initialState(), event) };
      default:
        return { ...attendeeDecider.evolve(state, event), occupant: state.occupant, seat_event_uuid: state.seat_event_uuid, plan: state.plan };
    }
  },
  decide(command, state) {
    switch (command.on) {
      case 'plan':
        return seatingPlanDecider.decide(command.command, state.plan ?? seatingPlanDecider.initialState());
      case 'attendee':
        return attendeeSteps.decide(command.commands, state);
      case 'guest':
        return sequence(command.commands, state, decideGuestSeat);
      case 'seat': {
        const events: DomainEvent[] = [];
        let occupant = state.occupant ?? null;
        for (const step of command.commands) {
          for (const event of decideSeat(step, occupant, state.seat_event_uuid ?? null)) {
            events.push(event);
            occupant = event.type === 'SeatTaken' ? event.data.attendee_id : null;
          }
        }
        return events;
      }
    }
  },
};

function sequence<C>(commands: C[], state: SeatingState, decide: (command: C, state: SeatingState) => DomainEvent[]): DomainEvent[] {
  const events: DomainEvent[] = [];
  let current = state;
  for (const command of commands) {
    const decided = decide(command, current);
    events.push(...decided);
    current = decided.reduce(seatAssignmentDecider.evolve, current);
  }
  return events;
}

export const planOf = (state: SeatingState | undefined): SeatingPlanState => state?.plan ?? seatingPlanDecider.initialState();

/**
 * Another decider over guest streams, taught the seats' streams too: a
 * removal (of a guest, of a group's tickets) frees its guests' seats in the
 * same decision. Seat streams take `{ on: 'seat' }` commands; the rest go to
 * the inner decider.
 */
export function withSeatStreams<Command, State extends AttendeeState>(
  inner: Decider<Command, State>,
): Decider<Command | { on: 'seat'; commands: SeatCommand[] }, State & { occupant?: string | null; seat_event_uuid?: string | null }> {
  const isSeat = (command: unknown): command is { on: 'seat'; commands: SeatCommand[] } => typeof command === 'object' && command !== null && (command as { on?: unknown }).on === 'seat';
  return {
    initialState: () => ({ ...inner.initialState(), occupant: null }),
    evolve: (state, event) =>
      event.type === 'SeatTaken' || event.type === 'SeatFreed'
        ? { ...state, occupant: event.type === 'SeatTaken' ? event.data.attendee_id : null, seat_event_uuid: event.data.event_uuid }
        : { ...inner.evolve(state, event), occupant: state.occupant, seat_event_uuid: state.seat_event_uuid },
    decide: (command, state) => (isSeat(command) ? seatAssignmentDecider.decide(command, state as SeatingState) : inner.decide(command, state)),
  };
}
