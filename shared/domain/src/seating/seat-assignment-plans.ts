import { streamIds } from '@usher/events';
import { DomainError } from '../deciders/domain-error.ts';
import type { AttendeeState } from '../deciders/attendee-decider.ts';
import type { GuestSeatCommand } from '../deciders/guest-seat-decider.ts';
import type { SeatingCommand } from '../deciders/seat-assignment-decider.ts';
import type { SeatCommand } from '../deciders/seat-decider.ts';
import type { Seat, SeatingPlanState } from '../deciders/seating-plan-decider.ts';
import { isUuid } from '../ids/uuid.ts';

// The seating commands span three kinds of stream: the plan (which seats
// exist, which are disabled), each seat (its guest) and each guest (their
// seat). The command side reads those streams; the rules that need several of
// them at once are decided here, purely, into each stream's commands, which
// the per-stream deciders then decide (seat-assignment-decider.ts).

export interface Assignment {
  attendee_id: string;
  seat_id: string;
}

/** Each stream's commands, in the order they are decided. */
export type SeatingDecision = { streamId: string; command: SeatingCommand }[];

/** Commands per stream, each stream's list in order: a seat is freed before it is taken again. */
export class SeatingBatch {
  private readonly guests = new Map<string, GuestSeatCommand[]>();
  private readonly frees = new Map<string, SeatCommand[]>();
  private readonly takes = new Map<string, SeatCommand[]>();

  constructor(private readonly eventUuid: string) {}

  seat(attendeeId: string, seat: Pick<Seat, 'id' | 'table_id'>, previous: string | null): this {
    this.push(this.guests, attendeeId, {
      type: 'SeatGuest',
      event_uuid: this.eventUuid,
      seat_id: seat.id,
      table_id: seat.table_id,
      expected_previous: previous,
    });
    if (previous && previous !== seat.id) this.free(previous, attendeeId);
    this.push(this.takes, seat.id, { type: 'TakeSeat', event_uuid: this.eventUuid, seat_id: seat.id, attendee_id: attendeeId });
    return this;
  }

  unseat(attendeeId: string, seatId: string): this {
    this.push(this.guests, attendeeId, { type: 'UnseatGuest', reason: 'unseated', expected_seat_id: seatId });
    return this.free(seatId, attendeeId);
  }

  private free(seatId: string, attendeeId: string): this {
    this.push(this.frees, seatId, { type: 'FreeSeat', event_uuid: this.eventUuid, seat_id: seatId, attendee_id: attendeeId });
    return this;
  }

  private push<C>(map: Map<string, C[]>, key: string, command: C) {
    map.set(key, [...(map.get(key) ?? []), command]);
  }

  commands(): SeatingDecision {
    const seatIds = new Set([...this.frees.keys(), ...this.takes.keys()]);
    return [
      ...[...this.guests].map(([id, commands]) => ({ streamId: streamIds.attendee(id), command: { on: 'guest' as const, commands } })),
      ...[...seatIds].map((id) => ({
        streamId: streamIds.seat(id),
        command: { on: 'seat' as const, commands: [...(this.frees.get(id) ?? []), ...(this.takes.get(id) ?? [])] },
      })),
    ];
  }
}

/** The plan's rule: a seat of this event's plan that may take a guest; 404 for another event's or no seat, 409 seat_disabled. */
export function seatToTake(plan: SeatingPlanState, seatId: string): Seat {
  const seat = isUuid(seatId) ? plan.seats.get(seatId) : undefined;
  if (!seat) throw DomainError.notFound('seat');
  if (seat.disabled)
    throw new DomainError('conflict', 'seat_disabled', seat.disabled_message ? `This seat is disabled: ${seat.disabled_message}` : 'This seat is disabled.');
  return seat;
}

/** One request seats each guest once and fills each seat once (checked before anything is read). */
export function requireDistinctAssignments(assignments: Assignment[]): void {
  if (assignments.length === 0) throw DomainError.validation({ assignments: ['The assignments field is required.'] });
  if (new Set(assignments.map((a) => a.attendee_id)).size < assignments.length)
    throw DomainError.validation({ assignments: ['A guest can take only one seat.'] });
  if (new Set(assignments.map((a) => a.seat_id)).size < assignments.length) throw DomainError.validation({ assignments: ['A seat can hold only one guest.'] });
}

/** The named guests, each live in this event, or 404 like a guest that never existed. */
export function liveGuestsOf<State extends AttendeeState>(eventUuid: string, ids: readonly string[], states: ReadonlyMap<string, State>): Map<string, State> {
  if (ids.some((id) => !isUuid(id))) throw DomainError.notFound('attendee');
  const guests = new Map<string, State>();
  for (const id of ids) {
    const guest = states.get(id);
    if (!guest?.exists || guest.removed || guest.event_uuid !== eventUuid) throw DomainError.notFound('attendee');
    guests.set(id, guest);
  }
  return guests;
}

/** What an assignment reads from the streams: the plan, the named guests, and the seats' guests (a swap's target seat). */
export interface AssignmentReads {
  plan: SeatingPlanState;
  guests: ReadonlyMap<string, AttendeeState>;
  occupants: ReadonlyMap<string, string | null>;
}

/** The seats a swap needs the occupant of: the one seat a lone guest is dropped on. */
export const seatsToReadFor = (assignments: Assignment[], swap: boolean): string[] =>
  swap && assignments.length === 1 && isUuid(assignments[0]!.seat_id) ? [assignments[0]!.seat_id] : [];

/**
 * Seats guests (one, or a whole party dragged together) in one decision.
 * `swap`: one guest dropped on an occupied seat trades seats with its guest,
 * or, when the dragged guest had no seat, takes it and leaves its guest unseated.
 */
export function planAssignments(eventUuid: string, assignments: Assignment[], swap: boolean, reads: AssignmentReads): SeatingDecision {
  const seats = assignments.map((a) => seatToTake(reads.plan, a.seat_id));
  const guests = liveGuestsOf(
    eventUuid,
    assignments.map((a) => a.attendee_id),
    reads.guests,
  );
  const batch = new SeatingBatch(eventUuid);
  assignments.forEach((a, index) => batch.seat(a.attendee_id, seats[index]!, guests.get(a.attendee_id)!.seat_id ?? null));
  if (swap && assignments.length === 1) {
    const [{ attendee_id, seat_id }] = assignments as [Assignment];
    const occupant = reads.occupants.get(seat_id) ?? null;
    if (occupant && occupant !== attendee_id) {
      const from = guests.get(attendee_id)!.seat_id ?? null;
      // The occupant's stream says where they are; the seat's stream said they are here.
      if (from) batch.seat(occupant, seatToTake(reads.plan, from), seat_id);
      else batch.unseat(occupant, seat_id);
    }
  }
  return batch.commands();
}

/** Takes guests out of their seats; a guest without a seat is left as they are. */
export function planUnseating(eventUuid: string, ids: string[], states: ReadonlyMap<string, AttendeeState>): SeatingDecision {
  const batch = new SeatingBatch(eventUuid);
  for (const [id, guest] of liveGuestsOf(eventUuid, ids, states)) if (guest.seat_id) batch.unseat(id, guest.seat_id);
  return batch.commands();
}

/** Swaps the guests of two seats of the plan; either seat may be empty. */
export function planSeatSwap(
  eventUuid: string,
  plan: SeatingPlanState,
  seatId: string,
  withSeatId: string,
  occupants: ReadonlyMap<string, string | null>,
): SeatingDecision {
  if (!isUuid(withSeatId) || !plan.seats.has(withSeatId)) throw DomainError.notFound('seat');
  if (withSeatId === seatId) return [];
  const first = occupants.get(seatId) ?? null;
  const second = occupants.get(withSeatId) ?? null;
  const batch = new SeatingBatch(eventUuid);
  if (first) batch.seat(first, seatToTake(plan, withSeatId), seatId);
  if (second) batch.seat(second, seatToTake(plan, seatId), withSeatId);
  return batch.commands();
}
