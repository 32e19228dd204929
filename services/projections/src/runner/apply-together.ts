import type { Db } from '@usher/infra/db/database';
import type { LogPosition, StoredEvent } from '@usher/infra/eventstore/types';
import { advanceCheckpointsTogether } from './checkpoints.ts';
import { applyEvents } from './apply-events.ts';
import { BATCH_END, BATCH_TOGETHER, type BatchState, type Projection, type ProjectionChange } from './projection.ts';

/** One projection's events of a batch, and where its checkpoint stands. */
export interface PartOfBatch {
  projection: Projection;
  events: readonly StoredEvent[];
  from: LogPosition;
}

class CheckpointMoved extends Error {}

/**
 * Applies several projections' parts of one batch in ONE transaction, their
 * checkpoints moved to `to` by one statement before any table is touched:
 * the fixed statements of a transaction (begin, the checkpoint, commit) are
 * paid once for the group instead of once per projection, which at the
 * door's steady load were a tenth of all statements per check-in. Parts are
 * applied in order, so a later one sees what an earlier one wrote, and is
 * told whose parts came before it (BATCH_TOGETHER: the guest history copies
 * the guest list's rows when the guest list's part is applied).
 *
 * Locks, in one order shared with a rebuild's swap-in (rebuild-load.ts): the
 * swap gate, then the checkpoint rows, then tables. A swap-in closes the gate
 * before it takes its checkpoint and its tables, so a merged batch never
 * holds one of its tables (read for another projection) while waiting on it.
 *
 * Answers each part's changes, or null when some checkpoint had moved (then
 * nothing was applied). A failure rolls back every part: the caller applies
 * them one by one to find whose it is.
 */
export async function applyTogether(db: Db, parts: readonly PartOfBatch[], to: LogPosition): Promise<ProjectionChange[][] | null> {
  try {
    return await db.transaction().execute(async (trx) => {
      const moves = parts.map((part) => ({ name: part.projection.name, from: part.from }));
      if ((await advanceCheckpointsTogether(trx, moves, to)) < parts.length) throw new CheckpointMoved();
      const changes: ProjectionChange[][] = [];
      const together = { moved: new Set(moves.map((move) => move.name)), applied: new Set<string>() };
      for (const part of parts) {
        const batch: BatchState = new Map<string, unknown>([
          [BATCH_END, to],
          [BATCH_TOGETHER, together],
        ]);
        changes.push(await applyEvents(trx, part.projection, part.events, batch));
        together.applied.add(part.projection.name);
      }
      return changes;
    });
  } catch (error) {
    if (error instanceof CheckpointMoved) return null;
    throw error;
  }
}
