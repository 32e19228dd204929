import { eventCatalogue, type DomainEvent } from '@usher/events';
import { fold, type Decider } from '@usher/domain/deciders/decider';
import type { EventStore } from '@usher/infra/eventstore/event-store';
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

export function toDomainEvent(event: StoredEvent): DomainEvent {
  return { type: event.type, data: event.data } as DomainEvent;
}

/** Events are checked against the catalogue before they can enter the log. */
function toNewEvent(event: DomainEvent, metadata: EventMetadata): NewEvent {
  const entry = eventCatalogue[event.type];
  return { type: event.type, schemaVersion: entry.version, data: entry.schema.parse(event.data) as Record<string, unknown>, metadata };
}

/**
 * The write path for one or many streams: load, decide, append with each
 * stream's expected version, and decide again from fresh state when another
 * writer got there first. A bulk command's streams go in one transaction.
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
  for (let attempt = 1; ; attempt++) {
    const streams = await store.readStreams(commands.map((c) => c.streamId));
    const loaded = new Map(commands.map(({ streamId }) => [streamId, fold(decider, (streams.get(streamId) ?? []).map(toDomainEvent))]));
    await options.authorize?.(loaded);
    const decisions = commands.map(({ streamId, command }) => {
      const state = loaded.get(streamId)!;
      const version = streams.get(streamId)?.length ?? 0;
      return { streamId, state, version, events: decider.decide(command, state) };
    });
    const states = new Map(decisions.map((d) => [d.streamId, d.events.reduce(decider.evolve, d.state)]));
    const requests = decisions
      .filter((d) => d.events.length > 0)
      .map((d) => ({ streamId: d.streamId, expectedVersion: d.version, events: d.events.map((e) => toNewEvent(e, metadata)) }));
    if (requests.length === 0) return { states, appended: [], timestamps: timestampsOf(streams, []), position: '0' };
    try {
      const idempotency = options.idempotency?.(states);
      const result = await store.append(requests, { idempotency });
      return { states, appended: result.events, timestamps: timestampsOf(streams, result.events), position: result.position };
    } catch (error) {
      if (!(error instanceof WrongExpectedVersionError) || attempt >= MAX_ATTEMPTS) throw error;
    }
  }
}

function timestampsOf(streams: Map<string, StoredEvent[]>, appended: StoredEvent[]) {
  const timestamps = new Map<string, { created_at: string; updated_at: string }>();
  for (const [streamId, history] of streams) {
    const all = [...history, ...appended.filter((e) => e.streamId === streamId)];
    const first = all[0];
    const last = all[all.length - 1];
    if (first && last) {
      timestamps.set(streamId, { created_at: new Date(first.recordedAt).toISOString(), updated_at: new Date(last.recordedAt).toISOString() });
    }
  }
  return timestamps;
}
