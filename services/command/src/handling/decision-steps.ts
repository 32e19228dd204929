import { eventCatalogue, toDomainEvent, withPersonalDataForgotten, type DomainEvent } from '@usher/events';
import { fold, type Decider } from '@usher/domain/deciders/decider';
import type { EventStore } from '@usher/infra/eventstore/event-store';
import type { AppendRequest, EventMetadata, NewEvent, StoredEvent } from '@usher/infra/eventstore/types';
import { aggregateCache } from './aggregate-cache.ts';
import { type DecisionSnapshots, type Snapshot, type SnapshotCandidate } from './decision-snapshots.ts';

/** The steps of a command's write path, shared by `execute` and `executeInParts`. */

/** Tries of a command whose streams another writer moved meanwhile. */
export const MAX_ATTEMPTS = 5;

export interface ExecuteResult<State> {
  /** State of each stream after its new events. */
  states: Map<string, State>;
  appended: StoredEvent[];
  /** When each stream began and last changed (for created_at / updated_at in replies). */
  timestamps: Map<string, { created_at: string; updated_at: string }>;
  /** Global position of the last event appended (or '0' when nothing changed). */
  position: string;
}

/** The command side's handlers take it from here with execute. */
export { toDomainEvent };

/** Events are checked against the catalogue before they can enter the log. */
export function toNewEvent(event: DomainEvent, metadata: EventMetadata): NewEvent {
  const entry = eventCatalogue[event.type];
  return { type: event.type, schemaVersion: entry.version, data: entry.schema.parse(event.data) as Record<string, unknown>, metadata };
}

export interface Loaded<State> {
  state: State;
  version: number;
  /** When the stream began and last changed: ISO text from the cache, or the time read, turned into text only when a reply needs it. */
  createdAt: string | Date | null;
  updatedAt: string | Date | null;
  /** Folded with personal fields withheld: good for this decision, not for the cache. */
  withheld: boolean;
  /** The version of the snapshot it was folded on, if any (decision-snapshots.ts). */
  snapshotVersion: number | null;
}

/** How loadStreams finds what it does not read from the log. */
export interface LoadSources<State = unknown> {
  useCache: boolean;
  personalData: boolean;
  /** Streams the caller has just named with fresh random ids: new, without a read. */
  newStreams?: ReadonlySet<string>;
  /** Snapshots to fold on, for loads with personal data withheld. */
  snapshots?: DecisionSnapshots | null;
  /** Streams the caller has just read from the log whole: decided on as read (see ExecuteOptions.justRead). */
  justRead?: ReadonlyMap<string, JustRead<unknown>>;
  /** With personal fields withheld: the states this is true of are read again whole, personal fields opened (see ExecuteOptions.unsealWhen). */
  unsealWhen?: (state: State) => boolean;
}

/** A stream as its caller has just folded it from the log, personal fields included. */
export interface JustRead<State> {
  state: State;
  version: number;
  createdAt: Date | null;
  updatedAt: Date | null;
}

/**
 * Each stream's state and version: from the aggregate cache when allowed, as
 * new for the streams the caller has just named with fresh random ids (there
 * is nothing to read, and the append's expected version 0 refuses a stream
 * that turns out to exist), and from the log for the rest, folded on a
 * snapshot when one is at hand.
 */
export async function loadStreams<State>(store: EventStore, decider: Decider<State, unknown>, streamIds: string[], sources: LoadSources<State>) {
  const loaded = new Map<string, Loaded<State>>();
  const missing: string[] = [];
  for (const id of streamIds) {
    const cached = sources.useCache ? aggregateCache.get(id) : undefined;
    const read = sources.justRead?.get(id);
    if (read)
      loaded.set(id, {
        state: read.state as State,
        version: read.version,
        createdAt: read.createdAt,
        updatedAt: read.updatedAt,
        withheld: false,
        snapshotVersion: null,
      });
    else if (cached)
      loaded.set(id, {
        state: cached.state as State,
        version: cached.version,
        createdAt: cached.createdAt,
        updatedAt: cached.updatedAt,
        withheld: false,
        snapshotVersion: null,
      });
    else if (sources.newStreams?.has(id))
      loaded.set(id, { state: decider.initialState(), version: 0, createdAt: null, updatedAt: null, withheld: false, snapshotVersion: null });
    else missing.push(id);
  }
  const { personalData } = sources;
  // Snapshots are folded with personal fields withheld: only such loads may start from one.
  const snapshots = !personalData && sources.snapshots ? await sources.snapshots.read<State>(missing) : new Map<string, Snapshot<State>>();
  const after = snapshots.size > 0 ? new Map([...snapshots].map(([id, snapshot]) => [id, snapshot.version])) : undefined;
  const streams = await store.readStreamsForDecision(missing, { personalData, after });
  for (const id of missing) {
    const history = streams.get(id) ?? [];
    const snapshot = snapshots.get(id);
    loaded.set(id, {
      withheld: !personalData,
      state: snapshot ? history.map(toDomainEvent).reduce(decider.evolve, snapshot.state) : fold(decider, history.map(toDomainEvent)),
      version: (snapshot?.version ?? 0) + history.length,
      createdAt: snapshot?.createdAt ?? history[0]?.recordedAt ?? null,
      updatedAt: history[history.length - 1]?.recordedAt ?? snapshot?.updatedAt ?? null,
      snapshotVersion: snapshot?.version ?? null,
    });
  }
  if (!personalData && sources.unsealWhen) await unsealWhere(store, decider, loaded, missing, sources.unsealWhen);
  return loaded;
}

/** The streams read withheld whose states cannot decide so: read again whole, with their personal fields. */
async function unsealWhere<State>(
  store: EventStore,
  decider: Decider<State, unknown>,
  loaded: Map<string, Loaded<State>>,
  read: string[],
  unsealWhen: (state: State) => boolean,
): Promise<void> {
  const unseal = read.filter((id) => unsealWhen(loaded.get(id)!.state));
  if (unseal.length === 0) return;
  const streams = await store.readStreamsForDecision(unseal, { personalData: true });
  for (const id of unseal) {
    const history = streams.get(id) ?? [];
    loaded.set(id, {
      withheld: false,
      state: fold(decider, history.map(toDomainEvent)),
      version: history.length,
      createdAt: history[0]?.recordedAt ?? null,
      updatedAt: history[history.length - 1]?.recordedAt ?? null,
      snapshotVersion: null,
    });
  }
}

export const statesOf = <State>(loaded: Map<string, Loaded<State>>) => new Map([...loaded].map(([id, l]) => [id, l.state]));

export function decideAll<Command, State>(
  decider: Decider<State, Command>,
  commands: { streamId: string; command: Command }[],
  loaded: Map<string, Loaded<State>>,
) {
  return commands.map(({ streamId, command }) => {
    const { state, version, createdAt, updatedAt, withheld, snapshotVersion } = loaded.get(streamId)!;
    return { streamId, state, version, createdAt, updatedAt, withheld, snapshotVersion, events: decider.decide(command, state) };
  });
}

export type Decided<State> = ReturnType<typeof decideAll<unknown, State>>[number];

export function evolvedStates<State>(decider: Decider<State, unknown>, decisions: Decided<State>[]): Map<string, State> {
  return new Map(decisions.map((d) => [d.streamId, d.events.reduce(decider.evolve, d.state)]));
}

export function appendRequestsOf<State>(decisions: Decided<State>[], metadata: EventMetadata): AppendRequest[] {
  return decisions
    .filter((d) => d.events.length > 0)
    .map((d) => ({ streamId: d.streamId, expectedVersion: d.version, events: d.events.map((e) => toNewEvent(e, metadata)) }));
}

/** After a commit: each stream's new state for the next command, unless it was folded without personal fields. */
export function rememberStates<State>(
  decisions: Decided<State>[],
  states: Map<string, State>,
  timestamps: Map<string, { created_at: string; updated_at: string }>,
): void {
  for (const d of decisions) {
    const times = timestamps.get(d.streamId);
    if (d.withheld) aggregateCache.forget([d.streamId]);
    else if (times)
      aggregateCache.set(d.streamId, {
        version: d.version + d.events.length,
        state: states.get(d.streamId),
        createdAt: times.created_at,
        updatedAt: times.updated_at,
      });
  }
}

/**
 * After a commit: the withheld states the command leaves, folded from the
 * events as stored, for the snapshots. An event the log keeps sealed is
 * folded as a read without personal data sees it (its personal fields
 * forgotten), so an invitation with the organiser's note is kept too (it
 * was not, and the next bulk command read each invited guest's invitation
 * from the log again: 45,894 rows, a second of PostgreSQL's time).
 */
export function snapshotCandidates<State>(decider: Decider<State, unknown>, decisions: Decided<State>[], appended: StoredEvent[]): SnapshotCandidate<State>[] {
  const appendedByStream = byStream(appended);
  const candidates: SnapshotCandidate<State>[] = [];
  for (const d of decisions) {
    if (!d.withheld) continue;
    const mine = (appendedByStream.get(d.streamId) ?? []).map(asReadWithheld);
    const createdAt = d.createdAt ? asDate(d.createdAt) : mine[0]?.recordedAt;
    const updatedAt = mine.length > 0 ? mine[mine.length - 1]!.recordedAt : d.updatedAt ? asDate(d.updatedAt) : undefined;
    if (!createdAt || !updatedAt) continue;
    const state = mine.map(toDomainEvent).reduce(decider.evolve, d.state);
    candidates.push({ streamId: d.streamId, version: d.version + mine.length, state, createdAt, updatedAt, readVersion: d.snapshotVersion });
  }
  return candidates;
}

/** The event as readStreamsForDecision answers it with personal data withheld. */
const asReadWithheld = (event: StoredEvent): StoredEvent =>
  event.personalDataSealed ? { ...event, data: withPersonalDataForgotten(event.type, event.data) } : event;

const asDate = (time: string | Date) => (typeof time === 'string' ? new Date(time) : time);

function byStream(events: StoredEvent[]): Map<string, StoredEvent[]> {
  const grouped = new Map<string, StoredEvent[]>();
  for (const event of events) {
    const list = grouped.get(event.streamId);
    if (list) list.push(event);
    else grouped.set(event.streamId, [event]);
  }
  return grouped;
}

export function timestampsOf<State>(loaded: Map<string, Loaded<State>>, appended: StoredEvent[]) {
  // Grouped once: a bulk command touches tens of thousands of streams.
  const appendedByStream = byStream(appended);
  const timestamps = new Map<string, { created_at: string; updated_at: string }>();
  for (const [streamId, stream] of loaded) {
    const mine = appendedByStream.get(streamId) ?? [];
    const lastAppended = mine[mine.length - 1];
    const first = stream.createdAt ? isoText(stream.createdAt) : mine[0] ? isoText(mine[0].recordedAt) : null;
    const last = lastAppended ? isoText(lastAppended.recordedAt) : stream.updatedAt ? isoText(stream.updatedAt) : null;
    if (first && last) timestamps.set(streamId, { created_at: first, updated_at: last });
  }
  return timestamps;
}

const isoText = (time: string | Date) => (typeof time === 'string' ? time : time.toISOString());
