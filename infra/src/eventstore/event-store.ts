import type { Actor, AppendRequest, IdempotencyRecord, LogPosition, StoredEvent } from './types.ts';
import type { Db } from '../db/database.ts';

export interface AppendOptions {
  /** Recorded atomically with the events; a second append with the same key fails. */
  idempotency?: IdempotencyRecord;
  /** Append inside a transaction the caller already holds (identity writes). */
  trx?: Db;
}

export interface AppendResult {
  events: StoredEvent[];
  /** Global position of the last appended event, handed to clients for read-your-writes. */
  position: string;
}

export interface ReadAllOptions {
  /** Only these event types (the position still moves in commit order). */
  types?: readonly string[];
  /** Only events of this organiser's event (`metadata.event_uuid`). */
  eventUuid?: string;
  /** Only events of this organisation (`metadata.organisation_id`). */
  organisationId?: string;
  /** Not the events of these organiser's events (an integrator's token whose creator may not see them). */
  excludeEventUuids?: readonly string[];
  /**
   * Leave guests' personal fields sealed: for readers that only route events
   * by type and metadata (decrypting costs far more than reading).
   */
  sealed?: boolean;
  /**
   * Only these top-level keys of each event's data and metadata are read (a
   * key the event lacks reads as null), as stored: neither opened nor upcast.
   * For a reader that routes events by a few plain fields (the waitlist
   * keeper by their organiser's event): a guest's whole event, read and
   * parsed to find its event, cost ten times as much. Never personal fields.
   */
  only?: { data: readonly string[]; metadata: readonly string[] };
  /**
   * Only events at or before this position: a reader that stops there (a
   * past view) reads and opens none beyond it.
   */
  until?: LogPosition;
  /**
   * The only reader that will open these envelopes (a rebuild's one pass
   * over the log): their plain text is not kept for other readers.
   */
  soleReader?: boolean;
  /**
   * The reader's last batch was full: it is behind, in a run of its own
   * events. Its types are then matched walking the log in commit order, which
   * ends within a batch's worth of them (postgres-event-store.ts, walkingTypeFilter).
   */
  behind?: boolean;
}

/** Which of one organiser's event's changes an audit reader wants. */
export interface EventLogFilter {
  /** `metadata.event_uuid`: always one event (the tenant). */
  eventUuid: string;
  /** Changes by this actor (`metadata.actor.id`). */
  actorId?: string;
  /** Changes by any actor of this kind (every guest link, every API token…). */
  actorType?: Actor['type'];
  /** Only this stream's events (one guest's). */
  streamId?: string;
  types?: readonly string[];
  /** Leaves these event types out (the audit log's message deliveries, unless asked for). */
  exceptTypes?: readonly string[];
  /** Recorded at or after. */
  from?: Date;
  /** Recorded at or before. */
  to?: Date;
}

/** A page of the event log, newest first: the events strictly older (in commit order) than `before`. */
export interface EventLogPage {
  before?: LogPosition;
  limit: number;
}

export interface ReadAllResult {
  events: StoredEvent[];
  /** Position to resume from: the last event read, or past events of other types up to the last safe one. */
  next: LogPosition;
  /** True when committed events exist beyond what could safely be read yet. */
  pendingBeyond: boolean;
}

/**
 * The port every service writes and reads domain events through. The
 * PostgreSQL adapter is the only one today; a KurrentDB adapter would
 * implement the same port.
 */
export interface EventStore {
  append(requests: AppendRequest[], options?: AppendOptions): Promise<AppendResult>;
  readStream(streamId: string): Promise<StoredEvent[]>;
  /** The number of events in a stream (0 when it does not exist). */
  streamVersion(streamId: string, trx?: Db): Promise<number>;
  readStreams(streamIds: string[]): Promise<Map<string, StoredEvent[]>>;
  /**
   * The streams' events as deciders fold them (type, data, when), without
   * metadata. With `personalData: false`, sealed personal fields are not
   * decrypted but read as a forgotten subject's placeholders: for decisions
   * that never look at them.
   */
  readStreamsForDecision(streamIds: string[], options?: DecisionReadOptions): Promise<Map<string, DecisionEvent[]>>;
  readAll(after: LogPosition, limit: number, options?: ReadAllOptions): Promise<ReadAllResult>;
  /** The events at these global positions (those that exist), opened and upcast, in commit order. */
  readAt(globalPositions: readonly string[]): Promise<StoredEvent[]>;
  /** One event's audit trail, newest first, keyset-paged; only events no running transaction can precede. */
  readEventLog(filter: EventLogFilter, page: EventLogPage): Promise<StoredEvent[]>;
  findIdempotent(actorKey: string, key: string): Promise<{ status: number; response: unknown } | null>;
  /** Wakes subscribers (of these types, or all); append() does it itself unless it ran inside the caller's transaction. */
  notifyAppended(types?: Iterable<string>): void;
  /** A counter of append notifications (of these types) seen by this process. */
  appendSignal(types?: readonly string[]): number;
  /** Resolves on the next append notification (of these types) after `since`, after `timeoutMs`, or once `abort` fires (a reader stopping). */
  waitForAppend(timeoutMs: number, since?: number, types?: readonly string[], abort?: AbortSignal): Promise<void>;
}

export interface DecisionReadOptions {
  personalData?: boolean;
  /** Only the events after these stream versions (a snapshot's), by stream; a stream not named is read whole. */
  after?: ReadonlyMap<string, number>;
}

/** An event as a decision reads it: enough to fold state and date the stream. */
export type DecisionEvent = Pick<StoredEvent, 'type' | 'schemaVersion' | 'data' | 'recordedAt'>;
