import { autoSeat as planAutoSeat, type AutoSeatRule } from '@usher/domain/seating/auto-seat';
import { compareTableNames } from '@usher/domain/seating/natural-order';
import { SeatingBatch } from '@usher/domain/seating/seat-assignment-plans';
import type { AuthUser } from '@usher/infra/http/authenticate';
import type { EventMetadata } from '@usher/infra/eventstore/types';
import type { ServiceContext } from '@usher/infra/context';
import { attendeeIdsEverAddedToEvent } from '@usher/infra/eventstore/log-lookups';
import { decideSeating, guestStates, loadPlan, occupantsOf, seatingsOf } from './seating-loading.ts';

// Plans made again when chosen seats turn out to be taken between reading the guests and the seats.
const OCCUPIED_REPLANS = 3;

/**
 * Fills the free seats with the unseated guests (shared/domain/src/seating/auto-seat.ts
 * decides where), in one decision. The log names the candidates (every guest
 * ever added to the event, a moment-old one too, where the guest list lags);
 * each guest's own stream says whether they are live and seated, and the
 * seats' streams refuse (409 seat_taken) a seat someone took meanwhile.
 */
export async function autoSeat(
  context: ServiceContext,
  user: AuthUser,
  eventUuid: string,
  body: { rules: AutoSeatRule[]; table_ids?: string[] },
  metadata: EventMetadata,
) {
  let unplaced = 0;
  const result = await decideSeating(context, metadata, async (attempt) => {
    const plan = await loadPlan(context, eventUuid, attempt > 1);
    const guests = [...(await guestStates(context, await attendeeIdsEverAddedToEvent(context.db, eventUuid)))].filter(
      ([, g]) => g.exists && !g.removed && g.event_uuid === eventUuid,
    );
    const taken = new Set(guests.map(([, g]) => g.seat_id).filter((id): id is string => !!id));
    const only = body.table_ids ? new Set(body.table_ids) : null;
    const tables = [...plan.tables.values()].filter((t) => !only || only.has(t.id)).sort((a, b) => compareTableNames(a.name, b.name));
    const unseated = guests
      .filter(([, g]) => !g.seat_id)
      .map(([id, g]) => ({ id, parent_attendee_id: g.parent_attendee_id, host_group_id: g.host_group_id, tag_ids: g.tag_ids }));
    const place = () => {
      const freeByTable = new Map(tables.map((t) => [t.id, [] as { id: string; position: number }[]]));
      for (const seat of plan.seats.values())
        if (!seat.disabled && !taken.has(seat.id)) freeByTable.get(seat.table_id)?.push({ id: seat.id, position: seat.position });
      return planAutoSeat({ guests: unseated, tables: tables.map((t) => ({ id: t.id, free: freeByTable.get(t.id)! })), rules: body.rules });
    };
    let decided = place();
    // A seat taken since the guests' streams were read (a guest seated a moment
    // ago): the chosen seats' own streams say so, and the plan is made again without them.
    for (let round = 0; round < OCCUPIED_REPLANS; round++) {
      const occupied = [
        ...(await occupantsOf(
          context,
          decided.assignments.map((a) => a.seat_id),
        )),
      ].filter(([, who]) => who !== null);
      if (occupied.length === 0) break;
      for (const [seatId] of occupied) taken.add(seatId);
      decided = place();
    }
    unplaced = decided.unplaced.length;
    const batch = new SeatingBatch(eventUuid);
    for (const a of decided.assignments) batch.seat(a.attendee_id, plan.seats.get(a.seat_id)!, null);
    return batch.commands();
  });
  return { data: { ...seatingsOf(result.appended), unplaced }, position: result.position };
}
