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
  /** Called once per batch before its events: load in one query what they will touch. */
  prepare?(trx: Db, events: StoredEvent[], batch: BatchState): Promise<void>;
  apply(trx: Db, event: StoredEvent, batch: BatchState): Promise<ProjectionChange | null>;
  /** Called once per batch after every event was applied (e.g. to write summed counters). */
  flush?(trx: Db, batch: BatchState): Promise<void>;
}

/** Scratch space a projection may keep across the events of one batch. */
export type BatchState = Map<string, unknown>;
