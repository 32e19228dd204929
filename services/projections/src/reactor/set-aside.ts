import { sql } from 'kysely';
import type { Db } from '@usher/infra/db/database';
import { positionOf, type LogPosition, type StoredEvent } from '@usher/infra/eventstore/types';
import { advanceCheckpoint } from '../runner/checkpoints.ts';
import { describeFailure, isTransientFailure, sqlStateOf } from './failure-kinds.ts';

/**
 * What setting an event aside needs of a follower of the log (the reactor's
 * LogConsumer has it; a rebuild wraps a projection in it).
 */
export interface SettingAside {
  /** Its name in `projection_failures` and in the log lines. */
  readonly name: string;
  /** Failures of its own peers that trying again later may get past (beyond the database's: failure-kinds.ts). */
  isTransient?(error: unknown): boolean;
  /** Handles events read from `from` up to `next`, moving the checkpoint; answers where to read next. */
  handle(events: StoredEvent[], from: LogPosition, next: LogPosition, full: boolean): Promise<LogPosition>;
  /**
   * Moves the checkpoint from where it stands past `event` alone, running
   * `alongside` in the same transaction (passOverCheckpoint). False when
   * another process had moved it first.
   */
  passOver(event: StoredEvent, alongside: (trx: Db) => Promise<void>): Promise<boolean>;
}

/** Whether the same events handled again later may well succeed: then nothing may be set aside. */
export function isTransientFor(follower: Pick<SettingAside, 'isTransient'>, error: unknown): boolean {
  return isTransientFailure(error) || (follower.isTransient?.(error) ?? false);
}

/**
 * After a batch failed for a reason of its own: handles its events one at a
 * time, so the one that fails is found. That event is set aside with its
 * error in `projection_failures` (recorded once, logged once) and the
 * checkpoint moves past it in the same transaction; every other event takes
 * effect as usual. A transient failure on the way is thrown (the caller tries
 * again from the checkpoint). Answers where the checkpoint stands after the
 * last event, or null when another process moved it meanwhile.
 */
export async function handleOneAtATime(
  follower: SettingAside,
  events: readonly StoredEvent[],
  from: LogPosition,
  stopped: () => boolean = () => false,
): Promise<LogPosition | null> {
  let position = from;
  for (const event of events) {
    if (stopped()) return position;
    const at = positionOf(event);
    let failure: unknown;
    try {
      const moved = await follower.handle([event], position, at, false);
      if (!samePosition(moved, at)) return null;
      position = at;
      continue;
    } catch (error) {
      if (stopped() || isTransientFor(follower, error)) throw error;
      failure = error;
    }
    if (!(await setAside(follower, event, failure))) return null;
    position = at;
  }
  return position;
}

/** Records the event as set aside by `follower` while its checkpoint moves past it, and says so once. */
async function setAside(follower: SettingAside, event: StoredEvent, error: unknown): Promise<boolean> {
  const description = describeFailure(error);
  const moved = await follower.passOver(event, (trx) => recordFailure(trx, follower.name, event, description, sqlStateOf(error)));
  if (moved) {
    console.error(
      `${follower.name} could not handle event ${event.globalPosition} (${event.type} on ${event.streamId}) and set it aside; ` +
        `the other events and organisations carry on. Fix the cause, then replay it (a read model: npm run projections:rebuild). ${description}`,
    );
  }
  return moved;
}

/** Moves a checkpoint kept in `projection_checkpoints` from `from` past `event`, with `alongside` in the same transaction. */
export function passOverCheckpoint(db: Db, name: string, from: LogPosition, event: StoredEvent, alongside: (trx: Db) => Promise<void>): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    if (!(await advanceCheckpoint(trx, name, from, positionOf(event)))) return false;
    await alongside(trx);
    return true;
  });
}

/** One row per follower and event: a second failure of the same event (a rebuild) counts an attempt and reopens it. */
async function recordFailure(trx: Db, follower: string, event: StoredEvent, error: string, state: string | null): Promise<void> {
  await sql`
    insert into projection_failures (projection, global_position, transaction_id, event_id, stream_id, event_type, event_uuid, organisation_id, error, sqlstate)
    values (${follower}, ${event.globalPosition}::bigint, ${event.transactionId}::xid8, ${event.eventId}::uuid, ${event.streamId}, ${event.type},
            ${event.metadata.event_uuid ?? null}::uuid, ${event.metadata.organisation_id ?? null}::uuid, ${error}, ${state})
    on conflict (projection, global_position) do update
      set attempts = projection_failures.attempts + 1, last_failed_at = now(), resolved_at = null, error = excluded.error, sqlstate = excluded.sqlstate`.execute(
    trx,
  );
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

export const samePosition = (a: LogPosition, b: LogPosition): boolean => a.transactionId === b.transactionId && a.globalPosition === b.globalPosition;
