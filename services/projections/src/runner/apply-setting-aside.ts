import type { Db } from '@usher/infra/db/database';
import type { LogPosition, StoredEvent } from '@usher/infra/eventstore/types';
import type { ProjectionChangeMessage } from '@usher/domain/contract/live';
import { handleOneAtATime, isTransientFor, passOverCheckpoint, type SettingAside } from '../reactor/set-aside.ts';
import { applyBatch, type RunnerOptions } from './projection-runner.ts';
import { readCheckpoint } from './checkpoints.ts';
import type { Projection } from './projection.ts';

/**
 * `applyBatch` for those who apply a projection outside the reactor's loop (a
 * rebuild, a time-travel replay): a batch that fails for a reason of its own
 * goes through the loop's own one-at-a-time pass (reactor/set-aside.ts), so
 * the event the projection cannot apply is set aside under the projection's
 * name — a rebuild that meets it again counts a second attempt — and the
 * rest is applied. Null when another process moved the checkpoint first.
 */
export async function applyBatchSettingAside(
  db: Db,
  projection: Projection,
  checkpointName: string,
  from: LogPosition,
  events: StoredEvent[],
  to: LogPosition,
  options: RunnerOptions,
): Promise<{ position: LogPosition; messages: ProjectionChangeMessage[] } | null> {
  const messages: ProjectionChangeMessage[] = [];
  let stored = from;
  const follower: SettingAside = {
    name: projection.name,
    async handle(batch, start, end) {
      const applied = await applyBatch(db, projection, checkpointName, start, batch, end, options);
      if (applied) messages.push(...applied.messages);
      stored = applied ? applied.position : await readCheckpoint(db, checkpointName);
      return stored;
    },
    async passOver(event, alongside) {
      const moved = await passOverCheckpoint(db, checkpointName, stored, event, alongside);
      if (moved) stored = { transactionId: event.transactionId, globalPosition: event.globalPosition };
      return moved;
    },
  };
  try {
    return await applyBatch(db, projection, checkpointName, from, events, to, options);
  } catch (error) {
    if (isTransientFor(follower, error)) throw error;
    const position = await handleOneAtATime(follower, events, from);
    return position === null ? null : { position, messages };
  }
}
