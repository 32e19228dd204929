import { streamIds } from '@usher/events';
import type { Decider } from '@usher/domain/deciders/decider';
import { DomainError } from '@usher/domain/deciders/domain-error';
import { planOf, seatAssignmentDecider, type SeatingState } from '@usher/domain/deciders/seat-assignment-decider';
import { PIECE_NAME, type PlanKind, type SeatingPlanState } from '@usher/domain/deciders/seating-plan-decider';
import { isUuid } from '@usher/domain/ids/uuid';
import type { SeatingDecision } from '@usher/domain/seating/seat-assignment-plans';
import type { EventMetadata } from '@usher/infra/eventstore/types';
import type { ServiceContext } from '@usher/infra/context';
import type { EventOfObject } from '@usher/infra/http/declared-access';
import { loadStreams } from '../handling/decision-steps.ts';
import { execute } from '../handling/execute.ts';
import { eventOfPieceId, pieceIdClaim } from './piece-ids.ts';

// The seating commands read what they decide on from the streams themselves
// (and which event a piece's id belongs to from its reservation), never from
// the rm_seating_* read model: the plan's stream cannot lag behind a save the
// same organiser made a moment ago, and the seat's and guest's streams are
// what the decision's expected versions guard anyway.

const decider: Decider<SeatingState, unknown> = seatAssignmentDecider;

/** Tries of a decision refused because a guest's seat changed between reading and deciding. */
const PLANNING_ATTEMPTS = 3;

export async function loadPlan(context: ServiceContext, eventUuid: string, fresh = false): Promise<SeatingPlanState> {
  const streamId = streamIds.seatingPlan(eventUuid);
  // A big plan folds 20,000 seats: the cache is worth it, and a stale entry only fails the append, which re-reads.
  const loaded = await loadStreams(context.store, decider, [streamId], { useCache: !fresh, personalData: true });
  return planOf(loaded.get(streamId)?.state);
}

/**
 * The plan, as the cache has it when that holds the piece, else read afresh:
 * a piece another instance (or a moment-old save) made is not missed for a
 * stale cache, and the common case reads nothing.
 */
export async function planHolding(context: ServiceContext, eventUuid: string, kind: PlanKind, id: string): Promise<SeatingPlanState> {
  const cached = await loadPlan(context, eventUuid);
  return (cached[kind] as ReadonlyMap<string, unknown>).has(id) ? cached : loadPlan(context, eventUuid, true);
}

/** Each seat's guest (or null) and its stream's version, from the seats' own streams. */
export async function seatStreamsOf(context: ServiceContext, seatIds: Iterable<string>): Promise<Map<string, { occupant: string | null; version: number }>> {
  const ids = [...new Set(seatIds)];
  if (ids.length === 0) return new Map();
  const loaded = await loadStreams(context.store, decider, ids.map(streamIds.seat), { useCache: false, personalData: false });
  return new Map(
    ids.map((id) => {
      const seat = loaded.get(streamIds.seat(id));
      return [id, { occupant: seat?.state.occupant ?? null, version: seat?.version ?? 0 }];
    }),
  );
}

/** Each seat's guest (or null), from the seats' own streams. */
export async function occupantsOf(context: ServiceContext, seatIds: Iterable<string>): Promise<Map<string, string | null>> {
  return new Map([...(await seatStreamsOf(context, seatIds))].map(([id, seat]) => [id, seat.occupant]));
}

/** Guests' states; with `names`, their personal fields too (a 409 names who would lose a seat). */
export async function guestStates(context: ServiceContext, ids: Iterable<string>, names = false): Promise<Map<string, SeatingState>> {
  const valid = [...new Set(ids)].filter(isUuid);
  if (valid.length === 0) return new Map();
  const loaded = await loadStreams(context.store, decider, valid.map(streamIds.attendee), { useCache: false, personalData: names });
  return new Map(valid.map((id) => [id, loaded.get(streamIds.attendee(id))!.state]));
}

/**
 * For the routes that address a piece by its id alone: its event (the one its
 * id is reserved for, piece-ids.ts), on which the route's need is judged.
 */
export function eventOfPieceNamed(context: ServiceContext, kind: PlanKind): EventOfObject {
  return {
    object: PIECE_NAME[kind],
    find: async (request) => {
      const eventUuid = await eventOfPieceId(context.db, (request.params as { id: string }).id);
      if (!eventUuid) throw DomainError.notFound(PIECE_NAME[kind]);
      return eventUuid;
    },
  };
}

/** A piece of the event the route was judged on, and the plan it is live in; a piece no plan holds is a 404. */
export async function requirePiece(context: ServiceContext, eventUuid: string, kind: PlanKind, id: string) {
  const plan = await planHolding(context, eventUuid, kind, id);
  if (!(plan[kind] as ReadonlyMap<string, unknown>).has(id)) throw DomainError.notFound(PIECE_NAME[kind]);
  return plan;
}

export type { SeatingDecision };

/**
 * Plans the commands from fresh reads and executes them in one transaction;
 * a guest moved by someone else between the reads and the decision (409
 * seat_changed) is planned again from what is there now.
 */
export async function decideSeating(context: ServiceContext, metadata: EventMetadata, plan: (attempt: number) => Promise<SeatingDecision>) {
  for (let attempt = 1; ; attempt++) {
    const commands = await plan(attempt);
    try {
      return await execute(context.store, seatAssignmentDecider, commands, metadata, { claim: pieceIdClaim(context.db) });
    } catch (error) {
      if (!(error instanceof DomainError && error.code === 'seat_changed') || attempt >= PLANNING_ATTEMPTS) throw error;
    }
  }
}

/** What a decision seated and unseated, read from the events it appended. */
export function seatingsOf(appended: { streamId: string; type: string; data: Record<string, unknown> }[]) {
  const seated: { attendee_id: string; seat_id: string }[] = [];
  const unseated: string[] = [];
  for (const event of appended) {
    const attendeeId = event.streamId.slice('attendee-'.length);
    if (event.type === 'AttendeeSeated') seated.push({ attendee_id: attendeeId, seat_id: String(event.data.seat_id) });
    if (event.type === 'AttendeeUnseated') unseated.push(attendeeId);
  }
  // A guest unseated and seated again in one decision (a swap's shuffle) counts as seated.
  const seatedIds = new Set(seated.map((s) => s.attendee_id));
  return { seated, unseated: unseated.filter((id) => !seatedIds.has(id)) };
}
