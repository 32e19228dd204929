import { sql } from 'kysely';
import { streamIds } from '@usher/events';
import { DomainError } from '@usher/domain/deciders/domain-error';
import type { SeatingPlanState } from '@usher/domain/deciders/seating-plan-decider';
import { StaleDecisionError } from '@usher/infra/http/concurrent-change';
import type { ServiceContext } from '@usher/infra/context';
import type { AppendClaim } from '../handling/execute.ts';
import { seatStreamsOf } from '../seating/seating-loading.ts';

// A table owner seats at most `limit` of their own guests at their table. The
// count is taken from the table's seat streams, not the guest list's read
// model (which lags: four parallel requests with one slot left seated four).
// Requests seating different guests at different seats append to different
// streams, so no expected version ties them together: the append's
// transaction takes a lock per table and checks that no seat of the table
// moved since the count; one that did makes the whole command again.

export interface OwnerLimit {
  tableId: string;
  ownerId: string;
  limit: number;
}

/** Whether the guest is already at the table, and the claim that keeps the count true until the append commits. */
export async function ownerLimitCheck(
  context: ServiceContext,
  plan: SeatingPlanState,
  grant: OwnerLimit,
  ownGuests: ReadonlySet<string>,
  attendeeId: string,
): Promise<AppendClaim> {
  const tableSeats = [...plan.seats.values()].filter((seat) => seat.table_id === grant.tableId).map((seat) => seat.id);
  const read = await seatStreamsOf(context, tableSeats);
  const occupants = [...read.values()].map((seat) => seat.occupant);
  const movingWithin = occupants.includes(attendeeId);
  // The limit is of the owner's guests: the owner taking a seat themselves is not counted.
  const counted = occupants.filter((id): id is string => id !== null && id !== grant.ownerId && ownGuests.has(id)).length;
  if (attendeeId !== grant.ownerId && !movingWithin && counted + 1 > grant.limit) {
    throw new DomainError(
      'conflict',
      'owner_limit_reached',
      grant.limit === 1 ? 'You can seat 1 of your guests at this table.' : `You can seat ${grant.limit} of your guests at this table.`,
    );
  }
  return {
    db: context.db,
    async run(trx, requests) {
      await sql`select pg_advisory_xact_lock(hashtext(${`table-owner-seating:${grant.tableId}`}))`.execute(trx);
      // Streams this append writes are guarded by its expected versions already.
      const appending = new Set(requests.map((request) => request.streamId));
      const moved: string[] = [];
      for (const [seatId, seat] of read) {
        const streamId = streamIds.seat(seatId);
        if (!appending.has(streamId) && (await context.store.streamVersion(streamId, trx)) !== seat.version) moved.push(streamId);
      }
      if (moved.length > 0) throw new StaleDecisionError(moved);
    },
  };
}
