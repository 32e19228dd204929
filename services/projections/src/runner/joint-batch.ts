import { sql } from 'kysely';
import type { Db } from '@usher/infra/db/database';
import type { LogPosition, StoredEvent } from '@usher/infra/eventstore/types';
import type { Projection, ProjectionChange } from './projection.ts';
import { applyWithin } from './apply-within.ts';
import { BATCH_BUDGET_MS, costOf, type BatchPace } from './batch-pace.ts';

/** One projection's part of a group's batch: its events, from where its checkpoint stands. */
export interface JointPart {
  projection: Projection;
  from: LogPosition;
  events: StoredEvent[];
  pace: BatchPace;
}

/** A part's projection failed in the joint transaction (which rolled back whole): the runner sends it on alone. */
export class JointPartFailed extends Error {
  constructor(
    readonly part: JointPart,
    readonly failure: unknown,
  ) {
    super(`projection ${part.projection.name} failed in its group's transaction`, { cause: failure });
  }
}

/**
 * Whether a group's parts may go in one transaction: each already timed,
 * and all together expected within the budget. Each pace already leaves room
 * for an estimate that is a little off (it cuts its own transactions to a
 * share of the budget), and measures more than the work (the guest history's
 * own transaction waits for the guest list's commit, which a joint one does
 * not). A catch-up's large batches, and the first batch of a projection not
 * yet timed, go projection by projection as before.
 */
export function fitsOneTransaction(parts: readonly JointPart[], budgetMs = BATCH_BUDGET_MS): boolean {
  let expectedMs = 0;
  for (const part of parts) {
    const units = part.events.reduce((sum, event) => sum + costOf(event), 0);
    const ms = part.pace.expectedMs(units);
    if (ms === null) return false;
    expectedMs += ms;
  }
  return expectedMs <= budgetMs;
}

/**
 * Applies every part of a group's live batch in one transaction: the group's
 * checkpoints move in one statement at its start, then each projection
 * applies its events in the group's order (a projection that reads another's
 * tables and checkpoint in its flush, the guest history the guest list's,
 * comes after it, and sees them at `to` in this same transaction). Under a
 * door's load a batch of a few check-ins cost each projection of the group
 * its own begin, checkpoint and commit (issue 31). Answers each part's
 * changes, or null for a part whose checkpoint another runner had moved
 * (nothing of it is applied). A projection that fails throws JointPartFailed:
 * nothing of any part was committed.
 */
export async function applyJointly(db: Db, parts: readonly JointPart[], to: LogPosition, schema: string | undefined): Promise<(ProjectionChange[] | null)[]> {
  return db.transaction().execute(async (trx) => {
    const moved = await advanceCheckpoints(trx, parts, to);
    const changes: (ProjectionChange[] | null)[] = [];
    for (const part of parts) {
      if (!moved.has(part.projection.name)) {
        changes.push(null);
        continue;
      }
      try {
        changes.push(await applyWithin(trx, part.projection, part.events, to, schema));
      } catch (error) {
        throw new JointPartFailed(part, error);
      }
    }
    return changes;
  });
}

/**
 * advanceCheckpoint for several projections at once: each moves to `to` only
 * if it still stands where its part was read from. The transaction commits
 * without waiting for the disk (read models are rebuilt from the log).
 */
async function advanceCheckpoints(trx: Db, parts: readonly JointPart[], to: LogPosition): Promise<Set<string>> {
  const { rows } = await sql<{ name: string }>`
    update projection_checkpoints c
    set transaction_id = ${to.transactionId}::xid8, global_position = ${to.globalPosition}::bigint, updated_at = now()
    from unnest(${parts.map((part) => part.projection.name)}::text[], ${parts.map((part) => part.from.transactionId)}::xid8[], ${parts.map((part) => part.from.globalPosition)}::bigint[])
      as f(name, transaction_id, global_position)
    where c.name = f.name and c.transaction_id = f.transaction_id and c.global_position = f.global_position
    returning c.name, set_config('synchronous_commit', 'off', true) as asynchronous`.execute(trx);
  return new Set(rows.map((row) => row.name));
}
