import { isUuid } from '@usher/domain/ids/uuid';
import { DomainError } from '@usher/domain/deciders/domain-error';
import {
  planAssignments,
  planSeatSwap,
  planUnseating,
  requireDistinctAssignments,
  seatsToReadFor,
  type Assignment,
} from '@usher/domain/seating/seat-assignment-plans';
import type { AuthUser } from '@usher/infra/http/authenticate';
import type { EventMetadata } from '@usher/infra/eventstore/types';
import type { ServiceContext } from '@usher/infra/context';
import { decideSeating, guestStates, loadPlan, occupantsOf, requirePiece, seatingsOf } from './seating-loading.ts';

// The seating handlers read the plan's, the seats' and the guests' streams and
// hand them to the pure seating plans (seat-assignment-plans.ts), whose
// commands the per-stream deciders decide in one transaction.

export type { Assignment };

/** Seats guests (one, or a whole party dragged together) in one decision; `swap` as planAssignments says. */
export async function assignSeats(
  context: ServiceContext,
  user: AuthUser,
  eventUuid: string,
  assignments: Assignment[],
  swap: boolean,
  metadata: EventMetadata,
) {
  requireDistinctAssignments(assignments);
  const result = await decideSeating(context, metadata, async (attempt) => {
    const plan = await loadPlan(context, eventUuid, attempt > 1);
    const guests = await guestStates(
      context,
      assignments.map((a) => a.attendee_id),
    );
    const occupants = await occupantsOf(context, seatsToReadFor(assignments, swap));
    return planAssignments(eventUuid, assignments, swap, { plan, guests, occupants });
  });
  return { data: seatingsOf(result.appended), position: result.position };
}

/** Takes guests out of their seats; a guest without a seat is left as they are. */
export async function unassignSeats(context: ServiceContext, user: AuthUser, eventUuid: string, attendeeIds: string[], metadata: EventMetadata) {
  const ids = [...new Set(attendeeIds)];
  if (ids.length === 0) throw DomainError.validation({ attendee_ids: ['The attendee ids field is required.'] });
  const result = await decideSeating(context, metadata, async () => planUnseating(eventUuid, ids, await guestStates(context, ids)));
  return { data: seatingsOf(result.appended), position: result.position };
}

/** Swaps the guests of two seats in one decision; either seat may be empty. */
export async function swapSeats(context: ServiceContext, eventUuid: string, seatId: string, withSeatId: string, metadata: EventMetadata) {
  await requirePiece(context, eventUuid, 'seats', seatId);
  const result = await decideSeating(context, metadata, async (attempt) => {
    const plan = await loadPlan(context, eventUuid, attempt > 1);
    const occupants = await occupantsOf(context, [seatId, withSeatId].filter(isUuid));
    return planSeatSwap(eventUuid, plan, seatId, withSeatId, occupants);
  });
  return { data: seatingsOf(result.appended), position: result.position };
}
