import type { EventStore } from '@usher/infra/eventstore/event-store';
import { batcherPerKey, ReadBatcher } from '@usher/infra/db/read-batcher';
import { toDomainEvent } from './decision-steps.ts';

/** What folding a stream takes: a decider's initial state and evolve (methods, so any decider's state fits). */
export interface Folding<State> {
  initialState(): State;
  evolve(state: State, event: never): State;
}

/** A stream to fold, and the folding it is always folded with. */
export type Wanted = readonly [streamId: string, folding: Folding<unknown>];
type StatesOf<T extends readonly Wanted[]> = { -readonly [K in keyof T]: T[K] extends readonly [string, Folding<infer State>] ? State : never };

const KEPT_MAX = 2000;
const keptByStore = new WeakMap<EventStore, Map<string, { state: unknown; version: number }>>();

/**
 * Streams that request after request reads to word its answer (an event's
 * fields, its tag catalogue), folded once and kept: each request reads only
 * what was appended to them since, all of them in one statement, and the
 * requests made while such a read is in flight read together in the next
 * (read-batcher.ts). Never stale (each request's tail is read after it was
 * made); what is kept is only the fold of what came before it. A check-in's
 * reply read both streams whole, two statements and two folds a request.
 * A fold is kept by its stream alone: every caller folds a stream with the
 * same folding (an event's stream with eventDecider, a journey's with
 * journeyVersions), and none changes a state it is given.
 */
export async function foldKept<T extends readonly Wanted[]>(store: EventStore, wanted: T): Promise<StatesOf<T>> {
  const states = await tailsOf(store).read(wanted);
  return wanted.map(([streamId]) => states.get(streamId)) as StatesOf<T>;
}

/**
 * foldKept, told where the streams' heads stood by a read made after the ask
 * (reply-lookups.ts asks them in the statement a guest's reply sends anyway):
 * when every kept fold stands at its stream's head, nothing was appended to
 * them since, and they answer without a read of their own. A check-in's reply
 * then sends one statement for its lookups, not two. Folds behind their heads
 * (or not kept yet) are brought up to date as foldKept does.
 */
export async function foldKeptAtHeads<T extends readonly Wanted[]>(store: EventStore, wanted: T, heads: ReadonlyMap<string, number>): Promise<StatesOf<T>> {
  const kept = keptByStore.get(store);
  const current = wanted.map(([streamId]) => {
    const fold = kept?.get(streamId);
    return fold !== undefined && fold.version === heads.get(streamId) ? fold : null;
  });
  if (current.every((fold) => fold !== null)) return current.map((fold) => fold!.state) as StatesOf<T>;
  return foldKept(store, wanted);
}

const tailsOf = batcherPerKey((store: EventStore) => new ReadBatcher((asks: (readonly Wanted[])[]) => readTails(store, asks)));

/** Every stream the asks want, brought up to date in one read; each ask is answered from the same map. */
async function readTails(store: EventStore, asks: (readonly Wanted[])[]): Promise<Map<string, unknown>[]> {
  let kept = keptByStore.get(store);
  if (!kept) keptByStore.set(store, (kept = new Map()));
  const foldings = new Map<string, Folding<unknown>>(asks.flat().map(([streamId, folding]) => [streamId, folding]));
  const before = new Map([...foldings.keys()].map((streamId) => [streamId, kept.get(streamId)]));
  const after = new Map([...before].map(([streamId, start]) => [streamId, start?.version ?? 0]));
  const tails = await store.readStreamsForDecision([...foldings.keys()], { after });
  if (kept.size > KEPT_MAX) kept.clear();
  const states = new Map<string, unknown>();
  for (const [streamId, folding] of foldings) {
    const start = before.get(streamId) ?? { state: folding.initialState(), version: 0 };
    const tail = tails.get(streamId) ?? [];
    if (tail.length === 0 && before.get(streamId)) {
      states.set(streamId, start.state);
      continue;
    }
    const state = tail.reduce((folded, event) => folding.evolve(folded, toDomainEvent(event) as never), start.state);
    const version = start.version + tail.length;
    // Two reads may bring the same stream up to date at once: the further fold stays.
    if ((kept.get(streamId)?.version ?? -1) < version) kept.set(streamId, { state, version });
    states.set(streamId, state);
  }
  return asks.map(() => states);
}
