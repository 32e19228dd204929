import type { Db } from '@usher/infra/db/database';
import type { StoredEvent } from '@usher/infra/eventstore/types';
import type { BatchState, Projection, ProjectionChange, RebuildMemory } from './projection.ts';

/** A projection's part of a batch inside a transaction already open: prepare, each event, flush. Answers what changed. */
export async function applyEvents(
  trx: Db,
  projection: Projection,
  events: readonly StoredEvent[],
  batch: BatchState,
  memory?: RebuildMemory,
): Promise<ProjectionChange[]> {
  const changes: ProjectionChange[] = [];
  await projection.prepare?.(trx, events as StoredEvent[], batch, memory);
  for (const event of events) {
    // Most projections apply in memory and answer without a promise: only a real one is awaited.
    const applied = projection.apply(trx, event, batch);
    const change = applied instanceof Promise ? await applied : applied;
    if (change) changes.push(change);
  }
  await projection.flush?.(trx, batch);
  return changes;
}
