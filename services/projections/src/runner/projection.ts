import type { Db } from '@usher/infra/db/database';
import type { LogPosition, StoredEvent } from '@usher/infra/eventstore/types';
import type { EventType } from '@usher/events';

/** What a projection changed, for the websocket hub: which screens to refresh. */
export interface ProjectionChange {
  event_uuid: string;
  id: string | null;
  socket_id: string | null;
}

/**
 * A projection names the event types it handles and applies each to the
 * tables it owns, inside the runner's transaction. It must take every value
 * from the event (never the clock), so a rebuild gives identical tables.
 */
export interface Projection {
  name: string;
  tables: string[];
  handles: readonly EventType[];
  /**
   * Unique indexes of its tables that a rebuild builds at its end with the
   * others, instead of keeping them up row by row while it loads: the
   * projection answers what it would ask them from its RebuildMemory.
   */
  rebuildIndexesLast?: readonly string[];
  /**
   * Called once per batch before its events: load in one query what they will
   * touch. A rebuild also passes memory kept across its batches.
   */
  prepare?(trx: Db, events: StoredEvent[], batch: BatchState, memory?: RebuildMemory): Promise<void>;
  /**
   * Applies one event. Without a promise when there is nothing to wait for (a
   * change made in the batch's memory): a rebuild applies each of millions of
   * events to several projections, and a promise made and awaited for each
   * was a twentieth of its garbage.
   */
  apply(trx: Db, event: StoredEvent, batch: BatchState): ProjectionChange | null | Promise<ProjectionChange | null>;
  /** Called once per batch after every event was applied (e.g. to write summed counters). */
  flush?(trx: Db, batch: BatchState): Promise<void>;
  /**
   * A rebuild's own writes of what the projection keeps in its RebuildMemory
   * rather than writing it batch by batch: after each batch (to bound the
   * memory) and once the shared pass over the log has ended (`final`), before
   * the indexes are built. Each transaction it opens must keep to the batch
   * budget (batch-pace.ts), as the runner's do.
   */
  writeRebuilt?(db: Db, rebuild: RebuildWrite): Promise<void>;
}

/** What a projection's writeRebuilt is told. */
export interface RebuildWrite {
  memory: RebuildMemory;
  /** The rebuild's schema, which its tables are in. */
  schema: string;
  /** The pass over the log has ended: everything kept is written now. */
  final: boolean;
  /** How far the tables stand (every event up to here applied). */
  at: LogPosition;
}

/** Scratch space a projection may keep across the events of one batch. */
export type BatchState = Map<string, unknown>;

/** The schema a batch writes to (a rebuild's or a past view's), under this key of its state; absent for the live tables. */
export const BATCH_SCHEMA = 'runner.schema';

/** Where the transaction's own checkpoint now stands (a LogPosition), under this key of its state. */
export const BATCH_END = 'runner.end';

/** Where the transaction found its checkpoint (a LogPosition), under this key of the state of a batch applied alone. */
export const BATCH_START = 'runner.start';

/**
 * In a batch applied to several projections in one transaction (apply-together.ts), under this key of
 * each one's state: whose checkpoints the transaction moved to BATCH_END, and whose parts it has applied
 * so far (a later part sees an earlier one's tables at BATCH_END).
 */
export const BATCH_TOGETHER = 'runner.together';

export interface AppliedTogether {
  moved: ReadonlySet<string>;
  applied: ReadonlySet<string>;
}

export const appliedTogether = (batch: BatchState): AppliedTogether | null => (batch.get(BATCH_TOGETHER) as AppliedTogether | undefined) ?? null;

/**
 * Scratch space that lasts a whole rebuild. A rebuild fills empty tables and is
 * their only writer, so what a projection remembers writing there is all there
 * is; the live runner shares its tables with other runs and gets none.
 */
export type RebuildMemory = Map<string, unknown>;

/**
 * Under this key of a rebuild's memory: the schema of each projection rebuilt
 * in the same pass (by name), its tables there standing where this one's do
 * whenever writeRebuilt is called.
 */
export const REBUILT_TOGETHER = 'rebuild.together';

export const rebuiltTogether = (memory: RebuildMemory | undefined): ReadonlyMap<string, string> =>
  (memory?.get(REBUILT_TOGETHER) as ReadonlyMap<string, string> | undefined) ?? new Map();
