import { sql } from 'kysely';
import type { Db } from '@usher/infra/db/database';
import type { EventStore } from '@usher/infra/eventstore/event-store';
import type { LogPosition, StoredEvent } from '@usher/infra/eventstore/types';
import { advanceCheckpoint, readCheckpoint } from './checkpoints.ts';
import type { Projection, ProjectionChange, RebuildMemory } from './projection.ts';
import { messagesFor, PROJECTION_CHANNEL, type ProjectionMessage } from './publish.ts';
import { PlannerStatistics } from './planner-statistics.ts';
import { runAsLeader } from './advisory-locks.ts';

export interface RunnerOptions {
  batchSize?: number;
  /** Tables are searched in this schema first (a rebuild writes into its own). */
  schema?: string;
  /** A rebuild's memory across its batches (see RebuildMemory). */
  memory?: RebuildMemory;
  /** Sends a message to the websocket hubs after a batch commits. */
  notify?: (channel: string, payload: string) => Promise<void>;
}

const IDLE_WAIT_MS = 1000;
// After a wake-up, let a burst of appends gather into one batch.
const LINGER_MS = 5;
// Events committed but behind a still-open transaction: look again soon.
const PENDING_WAIT_MS = 15;

/**
 * Applies one batch of the log to a projection: the checkpoint moves in the
 * same transaction as the tables, so each event takes effect exactly once.
 * Returns the new position and what changed, or null when another runner
 * moved the checkpoint first.
 */
export async function applyBatch(
  db: Db,
  projection: Projection,
  checkpointName: string,
  from: LogPosition,
  events: StoredEvent[],
  to: LogPosition,
  options: RunnerOptions,
): Promise<{ position: LogPosition; messages: ProjectionMessage[] } | null> {
  return db.transaction().execute(async (trx) => {
    if (!(await advanceCheckpoint(trx, checkpointName, from, to))) return null;
    // Read models are rebuilt from the log, and the checkpoint commits with
    // them, so a crash can only lose both together: no need to wait for disk.
    await sql`set local synchronous_commit = off`.execute(trx);
    if (options.schema) await sql`select set_config('search_path', ${`${options.schema}, public`}, true)`.execute(trx);
    const batch = new Map<string, unknown>();
    const changes: ProjectionChange[] = [];
    await projection.prepare?.(trx, events, batch, options.memory);
    for (const event of events) {
      const change = await projection.apply(trx, event, batch);
      if (change) changes.push(change);
    }
    await projection.flush?.(trx, batch);
    // Only a runner that tells the websocket hubs needs them worded.
    return { position: to, messages: options.notify ? messagesFor(projection.name, changes, to.globalPosition) : [] };
  });
}

/**
 * Keeps one projection up to date: catches up from its checkpoint in
 * batches, then follows the log live, woken by the append notification.
 */
export class ProjectionRunner {
  private stopped = false;
  private loop: Promise<void> | null = null;

  constructor(
    private readonly db: Db,
    private readonly store: EventStore,
    readonly projection: Projection,
    private readonly options: RunnerOptions = {},
  ) {}

  start(): void {
    this.loop ??= this.run();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    await this.loop;
  }

  /**
   * In scaled mode several processes run every projection: an advisory lock
   * (held for the runner's life, on the connection the process's runners
   * share) makes one of them work and the others wait as standbys.
   * Correctness does not rest on it — the checkpoint's compare-and-set does —
   * it only saves duplicate work.
   */
  private async run(): Promise<void> {
    await runAsLeader(this.db, `usher:projection:${this.projection.name}`, () => this.stopped, () => this.follow());
  }

  private async follow(): Promise<void> {
    const batchSize = this.options.batchSize ?? 500;
    // `stored` is the checkpoint as committed; `position` may be further on,
    // past events of other types that need no write to skip.
    let stored = await readCheckpoint(this.db, this.projection.name);
    let position = stored;
    const statistics = new PlannerStatistics(this.db, this.projection.tables, this.options.schema);
    while (!this.stopped) {
      try {
        // Taken before reading, so an append landing meanwhile is never slept through.
        const signal = this.store.appendSignal(this.projection.handles);
        const { events, next, pendingBeyond } = await this.store.readAll(position, batchSize, { types: this.projection.handles });
        if (events.length === 0) {
          position = next;
          // Caught up: the burst is over even if its last batch was full.
          await statistics.afterBatch(0, true);
          await this.store.waitForAppend(pendingBeyond ? PENDING_WAIT_MS : IDLE_WAIT_MS, signal, this.projection.handles);
          if (!pendingBeyond) await sleep(LINGER_MS);
          continue;
        }
        const applied = await applyBatch(this.db, this.projection, this.projection.name, stored, events, next, this.options);
        if (applied) {
          stored = position = applied.position;
          for (const message of applied.messages) await this.options.notify?.(PROJECTION_CHANNEL, JSON.stringify(message));
          await statistics.afterBatch(events.length, events.length < batchSize);
        } else {
          stored = position = await readCheckpoint(this.db, this.projection.name);
        }
      } catch (error) {
        if (this.stopped) return;
        console.error(`projection ${this.projection.name} failed; retrying`, error);
        await sleep(1000);
        stored = position = await readCheckpoint(this.db, this.projection.name).catch(() => stored);
      }
    }
  }
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
