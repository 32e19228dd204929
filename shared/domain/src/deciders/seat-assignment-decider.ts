import { isEventOfStream, type StreamEvent } from '@usher/events';
import type { Decider } from './decider.ts';
import { attendeeDecider, type AttendeeCommand, type AttendeeState } from './attendee-decider.ts';
import { guestSeatDecider, type GuestSeatCommand } from './guest-seat-decider.ts';
import { inSequence } from './in-sequence.ts';
import { seatDecider, type SeatCommand, type SeatState } from './seat-decider.ts';
import { seatingPlanDecider, type SeatingPlanCommand, type SeatingPlanState } from './seating-plan-decider.ts';

export { decideGuestSeat, SEAT_CHANGED, type GuestSeatCommand } from './guest-seat-decider.ts';
export { decideSeat, SEAT_TAKEN, type SeatCommand } from './seat-decider.ts';

// Who sits where (seating design, issue 19). One decision appends, for each
// guest moved, AttendeeSeated on the guest's stream with SeatTaken on the new
// seat's stream and SeatFreed on the old one's. Each kind of stream has its
// own decider, typed by its own events: the plan's (seating-plan-decider), the
// seat's (seat-decider: one guest per seat) and the guest's (guest-seat-decider:
// one seat per guest). The rules that read several streams at once (which
// seats and guests a request names, a swap) are planned in
// seating/seat-assignment-plans.ts before the deciders decide.
//
// This decider routes each stream's commands and events to its own decider, so
// one `execute` appends to all of them in one transaction (a delete of a table
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

export type SeatingCommand =
  | { on: 'guest'; commands: GuestSeatCommand[] }
  /** A guest's own commands (removal) decided beside their seat's. */
  | { on: 'attendee'; commands: AttendeeCommand[] }
  | { on: 'seat'; commands: SeatCommand[] }
  | { on: 'plan'; command: SeatingPlanCommand };

type SeatingEvent = StreamEvent<'attendee' | 'seat' | 'seating_plan'>;

const attendeeSteps = inSequence(attendeeDecider);

const seatOf = (state: { occupant?: string | null; seat_event_uuid?: string | null }): SeatState => ({
  occupant: state.occupant ?? null,
  event_uuid: state.seat_event_uuid ?? null,
});

/** A seat stream's event folded into a state that carries the seat beside others. */
function withSeat<S extends { occupant?: string | null; seat_event_uuid?: string | null }>(state: S, event: StreamEvent<'seat'>): S {
  const seat = seatDecider.evolve(seatOf(state), event);
  return { ...state, occupant: seat.occupant, seat_event_uuid: seat.event_uuid };
}

export const seatAssignmentDecider: Decider<SeatingState, SeatingCommand, SeatingEvent> = {
  initialState: () => ({ ...attendeeDecider.initialState(), occupant: null }),
  evolve(state, event) {
    if (isEventOfStream(event, 'seat')) return withSeat(state, event);
    if (isEventOfStream(event, 'seating_plan')) return { ...state, plan: seatingPlanDecider.evolve(planOf(state), event) };
    return { ...attendeeDecider.evolve(state, event), occupant: state.occupant, seat_event_uuid: state.seat_event_uuid, plan: state.plan };
  },
  decide(command, state) {
    switch (command.on) {
      case 'plan':
        return seatingPlanDecider.decide(command.command, planOf(state));
      case 'attendee':
        return attendeeSteps.decide(command.commands, state);
      case 'guest':
        return guestSeatDecider.decide(command.commands, state);
      case 'seat':
        return seatDecider.decide(command.commands, seatOf(state));
    }
  },
};

export const planOf = (state: SeatingState | undefined): SeatingPlanState => state?.plan ?? seatingPlanDecider.initialState();

/**
 * Another decider over guest streams, taught the seats' streams too: a
 * removal (of a guest, of a group's tickets) frees its guests' seats in the
 * same decision. Seat streams take `{ on: 'seat' }` commands; the rest go to
 * the inner decider.
 */
export function withSeatStreams<Command, State extends AttendeeState>(
  inner: Decider<State, Command>,
): Decider<State & { occupant?: string | null; seat_event_uuid?: string | null }, Command | { on: 'seat'; commands: SeatCommand[] }> {
  const isSeat = (command: unknown): command is { on: 'seat'; commands: SeatCommand[] } =>
    typeof command === 'object' && command !== null && (command as { on?: unknown }).on === 'seat';
  return {
    initialState: () => ({ ...inner.initialState(), occupant: null }),
    evolve: (state, event) =>
      isEventOfStream(event, 'seat')
        ? withSeat(state, event)
        : { ...inner.evolve(state, event), occupant: state.occupant, seat_event_uuid: state.seat_event_uuid },
    decide: (command, state) => (isSeat(command) ? seatDecider.decide(command.commands, seatOf(state)) : inner.decide(command, state)),
  };
}
