import { streamIds } from '@usher/events';
import { DomainError } from '@usher/domain/deciders/domain-error';
import type { GuestSeatCommand, SeatCommand } from '@usher/domain/deciders/seat-assignment-decider';
import type { Seat, SeatingPlanState } from '@usher/domain/deciders/seating-plan-decider';
import { isUuid } from '@usher/domain/ids/uuid';
import type { AuthUser } from '@usher/infra/http/authenticate';
import type { EventMetadata } from '@usher/infra/eventstore/types';
import type { ServiceContext } from '@usher/infra/context';
import { requireEventAccess } from '../access/event-access.ts';
import { decideSeating, loadPlan, occupantsOf, requireGuestsOf, requirePiece, seatingsOf, type SeatingDecision } from './seating-loading.ts';

export interface Assignment {
  attendee_id: string;
  seat_id: string;
}

/** Commands per stream, each stream's list in order: a seat is freed before it is taken again. */
export class SeatingBatch {
  private readonly guests = new Map<string, GuestSeatCommand[]>();
  private readonly frees = new Map<string, SeatCommand[]>();
  private readonly takes = new Map<string, SeatCommand[]>();

  constructor(private readonly eventUuid: string) {}

  seat(attendeeId: string, seat: Pick<Seat, 'id' | 'table_id'>, previous: string | null): this {
    this.push(this.guests, attendeeId, { type: 'SeatGuest', event_uuid: this.eventUuid, seat_id: seat.id, table_id: seat.table_id, expected_previous: previous });
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
      ...[...seatIds].map((id) => ({ streamId: streamIds.seat(id), command: { on: 'seat' as const, commands: [...(this.frees.get(id) ?? []), ...(this.takes.get(id) ?? [])] } })),
    ];
  }
}

/** A seat of this event's plan that may take a guest: 404 for another event's or no seat, 409 seat_disabled. */
function seatToTake(plan: SeatingPlanState, seatId: string): Seat {
  const seat = isUuid(seatId) ? plan.seats.get(seatId) : undefined;
  if (!seat) throw DomainError.notFound('seat');
  if (seat.disabled) throw new DomainError('conflict', 'seat_disabled', seat.disabled_message ? `This seat is disabled: ${seat.disabled_message}` : 'This seat is disabled.');
  return seat;
}

function requireDistinct(assignments: Assignment[]) {
  if (assignments.length === 0) throw DomainError.validation({ assignments: ['The assignments field is required.'] });
  if (new Set(assignments.map((a) => a.attendee_id)).size < assignments.length) throw DomainError.validation({ assignments: ['A guest can take only one seat.'] });
  if (new Set(assignments.map((a) => a.seat_id)).size < assignments.length) throw DomainError.validation({ assignments: ['A seat can hold only one guest.'] });
}

/**
 * Seats guests (one, or a whole party dragged together) in one decision.
 * `swap`: one guest dropped on an occupied seat trades seats with its guest,
 * or, when the dragged guest had no seat, takes it and leaves its guest unseated.
 */
export async function assignSeats(context: ServiceContext, user: AuthUser, eventUuid: string, assignments: Assignment[], swap: boolean, metadata: EventMetadata) {
  await requireEventAccess(context, user, eventUuid, 'edit');
  requireDistinct(assignments);
  const result = await decideSeating(context, metadata, async (attempt) => {
    const plan = await loadPlan(context, eventUuid, attempt > 1);
    const seats = assignments.map((a) => seatToTake(plan, a.seat_id));
    const guests = await requireGuestsOf(context, eventUuid, assignments.map((a) => a.attendee_id));
    const batch = new SeatingBatch(eventUuid);
    assignments.forEach((a, index) => batch.seat(a.attendee_id, seats[index]!, guests.get(a.attendee_id)!.seat_id ?? null));
    if (swap && assignments.length === 1) {
      const [{ attendee_id, seat_id }] = assignments as [Assignment];
      const occupant = (await occupantsOf(context, [seat_id])).get(seat_id) ?? null;
      if (occupant && occupant !== attendee_id) {
        const from = guests.get(attendee_id)!.seat_id ?? null;
        // The occupant's stream says where they are; the seat's stream said they are here.
        if (from) batch.seat(occupant, seatToTake(plan, from), seat_id);
        else batch.unseat(occupant, seat_id);
      }
    }
    return batch.commands();
  });
  return { data: seatingsOf(result.appended), position: result.position };
}

/** Takes guests out of their seats; a guest without a seat is left as they are. */
export async function unassignSeats(context: ServiceContext, user: AuthUser, eventUuid: string, attendeeIds: string[], metadata: EventMetadata) {
  await requireEventAccess(context, user, eventUuid, 'edit');
  const ids = [...new Set(attendeeIds)];
  if (ids.length === 0) throw DomainError.validation({ attendee_ids: ['The attendee ids field is required.'] });
  const result = await decideSeating(context, metadata, async () => {
    const guests = await requireGuestsOf(context, eventUuid, ids);
    const batch = new SeatingBatch(eventUuid);
    for (const [id, guest] of guests) if (guest.seat_id) batch.unseat(id, guest.seat_id);
    return batch.commands();
  });
  return { data: seatingsOf(result.appended), position: result.position };
}

/** Swaps the guests of two seats in one decision; either seat may be empty. */
export async function swapSeats(context: ServiceContext, user: AuthUser, seatId: string, withSeatId: string, metadata: EventMetadata) {
  const { eventUuid } = await requirePiece(context, user, 'seats', seatId, metadata);
  const result = await decideSeating(context, metadata, async (attempt) => {
    const plan = await loadPlan(context, eventUuid, attempt > 1);
    if (!isUuid(withSeatId) || !plan.seats.has(withSeatId)) throw DomainError.notFound('seat');
    if (withSeatId === seatId) return [];
    const occupants = await occupantsOf(context, [seatId, withSeatId]);
    const first = occupants.get(seatId) ?? null;
    const second = occupants.get(withSeatId) ?? null;
    const batch = new SeatingBatch(eventUuid);
    if (first) batch.seat(first, seatToTake(plan, withSeatId), seatId);
    if (second) batch.seat(second, seatToTake(plan, seatId), withSeatId);
    return batch.commands();
  });
  return { data: seatingsOf(result.appended), position: result.position };
}
