import { eventCatalogue, type DomainEvent } from '@usher/events';
import { fold, type Decider } from '@usher/domain/deciders/decider';
import type { EventStore } from '@usher/infra/eventstore/event-store';
import { aggregateCache } from './aggregate-cache.ts';
import { WrongExpectedVersionError, type EventMetadata, type IdempotencyRecord, type NewEvent, type StoredEvent } from '@usher/infra/eventstore/types';

const MAX_ATTEMPTS = 5;

export interface Decision<State> {
  streamId: string;
  state: State;
  version: number;
  events: DomainEvent[];
}

export interface ExecuteResult<State> {
  /** State of each stream after its new events. */
  states: Map<string, State>;
  appended: StoredEvent[];
  /** When each stream began and last changed (for created_at / updated_at in replies). */
  timestamps: Map<string, { created_at: string; updated_at: string }>;
  /** Global position of the last event appended (or '0' when nothing changed). */
  position: string;
}

export function toDomainEvent(event: Pick<StoredEvent, 'type' | 'data'>): DomainEvent {
  return { type: event.type, data: event.data } as DomainEvent;
}

/** Events are checked against the catalogue before they can enter the log. */
function toNewEvent(event: DomainEvent, metadata: EventMetadata): NewEvent {
  const entry = eventCatalogue[event.type];
  return { type: event.type, schemaVersion: entry.version, data: entry.schema.parse(event.data) as Record<string, unknown>, metadata };
}

interface Loaded<State> {
  state: State;
  version: number;
  createdAt: string | null;
  updatedAt: string | null;
}

async function loadStreams<State>(store: EventStore, decider: Decider<unknown, State>, streamIds: string[], useCache: boolean) {
  const loaded = new Map<string, Loaded<State>>();
  const missing = useCache ? streamIds.filter((id) => !aggregateCache.get(id)) : streamIds;
  for (const id of streamIds) {
    const cached = useCache ? aggregateCache.get(id) : undefined;
    if (cached) loaded.set(id, { state: cached.state as State, version: cached.version, createdAt: cached.createdAt, updatedAt: cached.updatedAt });
  }
  const streams = await store.readStreamsForDecision(missing);
  for (const id of missing) {
    const history = streams.get(id) ?? [];
    loaded.set(id, {
      state: fold(decider, history.map(toDomainEvent)),
      version: history.length,
      createdAt: history[0] ? new Date(history[0].recordedAt).toISOString() : null,
      updatedAt: history.length ? new Date(history[history.length - 1]!.recordedAt).toISOString() : null,
    });
  }
  return loaded;
}

/**
 * The write path for one or many streams: load, decide, append with each
 * stream's expected version, and decide again from fresh state when another
 * writer got there first. A bulk command's streams go in one transaction.
 * Streams come from the aggregate cache when it has them; a decision made
 * from cache that appends nothing or refuses is made again from the log, so
 * a stale cache can never change an answer.
 */
export async function execute<Command, State>(
  store: EventStore,
  decider: Decider<Command, State>,
  commands: { streamId: string; command: Command }[],
  metadata: EventMetadata,
  options: {
    /** Runs on the loaded state before deciding: tenancy checks that need the aggregate. */
    authorize?: (states: Map<string, State>) => Promise<void>;
    idempotency?: (states: Map<string, State>) => IdempotencyRecord;
  } = {},
): Promise<ExecuteResult<State>> {
  const streamIds = commands.map((c) => c.streamId);
  let useCache = true;
  for (let attempt = 1; ; attempt++) {
    const loaded = await loadStreams(store, decider as Decider<unknown, State>, streamIds, useCache);
    const fromCache = useCache && streamIds.some((id) => aggregateCache.get(id));
    let decisions;
    try {
      await options.authorize?.(new Map([...loaded].map(([id, l]) => [id, l.state])));
      decisions = commands.map(({ streamId, command }) => ({ streamId, ...loaded.get(streamId)!, events: decider.decide(command, loaded.get(streamId)!.state) }));
    } catch (error) {
      if (!fromCache) throw error;
      useCache = false;
      continue;
    }
    const states = new Map(decisions.map((d) => [d.streamId, d.events.reduce(decider.evolve, d.state)]));
    const requests = decisions
      .filter((d) => d.events.length > 0)
      .map((d) => ({ streamId: d.streamId, expectedVersion: d.version, events: d.events.map((e) => toNewEvent(e, metadata)) }));
    if (requests.length === 0) {
      if (fromCache) {
        useCache = false;
        continue;
      }
      return { states, appended: [], timestamps: timestampsOf(loaded, []), position: '0' };
    }
    try {
      const idempotency = options.idempotency?.(states);
      const result = await store.append(requests, { idempotency });
      const timestamps = timestampsOf(loaded, result.events);
      for (const d of decisions) {
        const times = timestamps.get(d.streamId);
        if (times) aggregateCache.set(d.streamId, { version: d.version + d.events.length, state: states.get(d.streamId), createdAt: times.created_at, updatedAt: times.updated_at });
      }
      return { states, appended: result.events, timestamps, position: result.position };
    } catch (error) {
      aggregateCache.forget(streamIds);
      useCache = false;
      if (!(error instanceof WrongExpectedVersionError) || attempt >= MAX_ATTEMPTS) throw error;
    }
  }
}

function timestampsOf<State>(loaded: Map<string, Loaded<State>>, appended: StoredEvent[]) {
  // Grouped once: a bulk command touches tens of thousands of streams.
  const appendedByStream = new Map<string, StoredEvent[]>();
  for (const event of appended) {
    const list = appendedByStream.get(event.streamId);
    if (list) list.push(event);
    else appendedByStream.set(event.streamId, [event]);
  }
  const timestamps = new Map<string, { created_at: string; updated_at: string }>();
  for (const [streamId, stream] of loaded) {
    const mine = appendedByStream.get(streamId) ?? [];
    const lastAppended = mine[mine.length - 1];
    const first = stream.createdAt ?? (mine[0] ? new Date(mine[0].recordedAt).toISOString() : null);
    const last = lastAppended ? new Date(lastAppended.recordedAt).toISOString() : stream.updatedAt;
    if (first && last) timestamps.set(streamId, { created_at: first, updated_at: last });
  }
  return timestamps;
}
