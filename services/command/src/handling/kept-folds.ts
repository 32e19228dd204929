import type { EventStore } from '@usher/infra/eventstore/event-store';
import { toDomainEvent } from './decision-steps.ts';

/** What folding a stream takes: a decider's initial state and evolve (methods, so any decider's state fits). */
export interface Folding<State> {
  initialState(): State;
  evolve(state: State, event: never): State;
}

type Wanted = readonly [streamId: string, folding: Folding<unknown>];
type StatesOf<T extends readonly Wanted[]> = { -readonly [K in keyof T]: T[K] extends readonly [string, Folding<infer State>] ? State : never };

const KEPT_MAX = 2000;
const keptByStore = new WeakMap<EventStore, Map<string, { state: unknown; version: number }>>();

/**
 * Streams that request after request reads to word its answer (an event's
 * fields, its tag catalogue), folded once and kept: each request reads only
 * what was appended to them since, all of them in one statement. Never stale
 * (the tail is read every time); what is kept is only the fold of what came
 * before it. A check-in's reply read both streams whole, two statements and
 * two folds a request.
 */
export async function foldKept<T extends readonly Wanted[]>(store: EventStore, wanted: T): Promise<StatesOf<T>> {
  let kept = keptByStore.get(store);
  if (!kept) keptByStore.set(store, (kept = new Map()));
  const before = wanted.map(([streamId]) => kept.get(streamId));
  const after = new Map(wanted.map(([streamId], index) => [streamId, before[index]?.version ?? 0]));
  const tails = await store.readStreamsForDecision(
    wanted.map(([streamId]) => streamId),
    { after },
  );
  if (kept.size > KEPT_MAX) kept.clear();
  return wanted.map(([streamId, folding], index) => {
    const start = before[index] ?? { state: folding.initialState(), version: 0 };
    const tail = tails.get(streamId) ?? [];
    if (tail.length === 0 && before[index]) return start.state;
    const state = tail.reduce((folded, event) => folding.evolve(folded, toDomainEvent(event) as never), start.state);
    const version = start.version + tail.length;
    // Two requests may bring the same stream up to date at once: the further fold stays.
    if ((kept.get(streamId)?.version ?? -1) < version) kept.set(streamId, { state, version });
    return state;
  }) as StatesOf<T>;
}
