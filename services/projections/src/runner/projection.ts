import type { Db } from '@usher/infra/db/database';
import type { StoredEvent } from '@usher/infra/eventstore/types';
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
   * Called once per batch before its events: load in one query what they will
   * touch. A rebuild also passes memory kept across its batches.
   */
  prepare?(trx: Db, events: StoredEvent[], batch: BatchState, memory?: RebuildMemory): Promise<void>;
  apply(trx: Db, event: StoredEvent, batch: BatchState): Promise<ProjectionChange | null>;
  /** Called once per batch after every event was applied (e.g. to write summed counters). */
  flush?(trx: Db, batch: BatchState): Promise<void>;
}

/** Scratch space a projection may keep across the events of one batch. */
export type BatchState = Map<string, unknown>;

/** The schema a batch writes to (a rebuild's or a past view's), under this key of its state; absent for the live tables. */
export const BATCH_SCHEMA = 'runner.schema';

/** Where the transaction's own checkpoint now stands (a LogPosition), under this key of its state. */
export const BATCH_END = 'runner.end';

/**
 * Scratch space that lasts a whole rebuild. A rebuild fills empty tables and is
 * their only writer, so what a projection remembers writing there is all there
 * is; the live runner shares its tables with other runs and gets none.
 */
export type RebuildMemory = Map<string, unknown>;
