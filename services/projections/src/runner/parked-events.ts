import { sql } from 'kysely';
import type { Db } from '@usher/infra/db/database';
import { positionOf, type LogPosition, type StoredEvent } from '@usher/infra/eventstore/types';
import { advanceCheckpoint } from './checkpoints.ts';
import { describeFailure, isTransientFailure, sqlStateOf } from './failure-kinds.ts';
import type { Projection, ProjectionChange } from './projection.ts';

const samePosition = (a: LogPosition, b: LogPosition) => a.transactionId === b.transactionId && a.globalPosition === b.globalPosition;

export type ApplyEvents = (from: LogPosition, events: StoredEvent[], to: LogPosition) => Promise<{ position: LogPosition; changes: ProjectionChange[] } | null>;

/**
 * After a batch failed for a reason of its own (not the database being away):
 * applies its events one at a time, each with the checkpoint in its own
 * transaction, so the one that cannot be applied is found. That event is set
 * aside with its error in `projection_failures` (recorded once, logged once)
 * and the checkpoint moves past it in the same transaction; every other event
 * takes effect as usual. A transient failure on the way is thrown, and the
 * caller tries again from the checkpoint. Returns null when another runner
 * moved the checkpoint first.
 */
export async function applyOneByOne(
  db: Db,
  projection: Projection,
  checkpointName: string,
  from: LogPosition,
  events: StoredEvent[],
  to: LogPosition,
  apply: ApplyEvents,
): Promise<{ position: LogPosition; changes: ProjectionChange[] } | null> {
  let stored = from;
  const changes: ProjectionChange[] = [];
  for (const event of events) {
    const at = positionOf(event);
    let failure: unknown;
    try {
      const applied = await apply(stored, [event], at);
      if (!applied) return null;
      changes.push(...applied.changes);
      stored = applied.position;
      continue;
    } catch (error) {
      if (isTransientFailure(error)) throw error;
      failure = error;
    }
    if (!(await park(db, projection.name, checkpointName, stored, event, failure))) return null;
    stored = at;
  }
  // What is left of the batch's reach (events of types this projection ignores) moves the checkpoint on.
  if (!samePosition(stored, to) && !(await db.transaction().execute((trx) => advanceCheckpoint(trx, checkpointName, stored, to)))) return null;
  return { position: to, changes };
}

/** Sets the event aside for this projection, moving its checkpoint past it in the same transaction. */
async function park(db: Db, projection: string, checkpointName: string, from: LogPosition, event: StoredEvent, error: unknown): Promise<boolean> {
  const description = describeFailure(error);
  const moved = await db.transaction().execute(async (trx) => {
    if (!(await advanceCheckpoint(trx, checkpointName, from, positionOf(event)))) return false;
    await recordFailure(trx, projection, event, description, sqlStateOf(error));
    return true;
  });
  if (moved) {
    console.error(
      `projection ${projection} could not apply event ${event.globalPosition} (${event.type} on ${event.streamId}) and set it aside; ` +
        `the other events and organisations carry on. Fix the cause, then rebuild (npm run projections:rebuild). ${description}`,
    );
  }
  return moved;
}

/** One row per projection and event: a second failure of the same event (a rebuild) counts an attempt and reopens it. */
async function recordFailure(trx: Db, projection: string, event: StoredEvent, error: string, state: string | null): Promise<void> {
  await sql`
    insert into projection_failures (projection, global_position, transaction_id, event_id, stream_id, event_type, event_uuid, organisation_id, error, sqlstate)
    values (${projection}, ${event.globalPosition}::bigint, ${event.transactionId}::xid8, ${event.eventId}::uuid, ${event.streamId}, ${event.type},
            ${event.metadata.event_uuid ?? null}::uuid, ${event.metadata.organisation_id ?? null}::uuid, ${error}, ${state})
    on conflict (projection, global_position) do update
      set attempts = projection_failures.attempts + 1, last_failed_at = now(), resolved_at = null, error = excluded.error, sqlstate = excluded.sqlstate`.execute(trx);
}

/**
 * After a rebuild swapped a projection's tables in: the failures it did not
 * meet again were applied this time (the cause was fixed), so they are closed.
 */
export async function resolveFailuresNotMetSince(db: Db, projection: string, since: Date): Promise<number> {
  const result = await sql`
    update projection_failures set resolved_at = now()
    where projection = ${projection} and resolved_at is null and last_failed_at < ${since}`.execute(db);
  return Number(result.numAffectedRows ?? 0);
}
