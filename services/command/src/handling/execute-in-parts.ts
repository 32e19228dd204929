import type { Decider } from '@usher/domain/deciders/decider';
import type { Db } from '@usher/infra/db/database';
import type { EventStore } from '@usher/infra/eventstore/event-store';
import { WrongExpectedVersionError, type EventMetadata, type StoredEvent } from '@usher/infra/eventstore/types';
import { aggregateCache } from './aggregate-cache.ts';
import {
  appendRequestsOf,
  decideAll,
  evolvedStates,
  loadStreams,
  MAX_ATTEMPTS,
  snapshotCandidates,
  statesOf,
  timestampsOf,
  type Decided,
  type ExecuteResult,
  type Loaded,
} from './decision-steps.ts';
import type { DecisionSnapshots } from './decision-snapshots.ts';

/** Streams per part of a command over many. */
export const PART_STREAMS = 10_000;

/**
 * A command over tens of thousands of streams, all or nothing: one
 * transaction appends part after part, and each part's streams are read (on
 * another connection) while the part before is written. Reading and writing
 * each took about half of a 50,000-guest bulk command; side by side, on two
 * cores, they take little more than the longer of the two.
 *
 * The reads see only streams this transaction has not written yet, and the
 * expected versions guard the rest: another writer's append to any of the
 * streams fails the whole command, which is then made again from the log.
 */
export async function executeInParts<Command, State>(
  store: EventStore,
  db: Db,
  decider: Decider<State, Command>,
  commands: { streamId: string; command: Command }[],
  metadata: EventMetadata,
  options: {
    authorize?: (states: Map<string, State>) => Promise<void>;
    personalData: boolean;
    snapshots?: DecisionSnapshots | null;
    unsealWhen?: (state: State) => boolean;
  },
): Promise<ExecuteResult<State>> {
  const parts: (typeof commands)[] = [];
  for (let i = 0; i < commands.length; i += PART_STREAMS) parts.push(commands.slice(i, i + PART_STREAMS));
  // A first attempt folds on snapshots; one made again after a conflict reads the log whole.
  const load = (part: typeof commands, attempt: number) => {
    const snapshots = attempt === 1 ? options.snapshots : null;
    const loading = loadStreams(
      store,
      decider as Decider<State, unknown>,
      part.map((c) => c.streamId),
      { useCache: false, personalData: options.personalData, snapshots, unsealWhen: options.unsealWhen },
    );
    // Awaited later, or never if an earlier part fails: its failure must not go unhandled meanwhile.
    loading.catch(() => undefined);
    return loading;
  };
  for (let attempt = 1; ; attempt++) {
    const decisions: Decided<State>[] = [];
    const loadedAll = new Map<string, Loaded<State>>();
    const appended: StoredEvent[] = [];
    try {
      await db.transaction().execute(async (trx) => {
        let next = load(parts[0]!, attempt);
        for (let i = 0; i < parts.length; i++) {
          const loaded = await next;
          if (i + 1 < parts.length) next = load(parts[i + 1]!, attempt);
          await options.authorize?.(statesOf(loaded));
          const decided = decideAll(decider, parts[i]!, loaded);
          const requests = appendRequestsOf(decided, metadata);
          if (requests.length > 0) appended.push(...(await store.append(requests, { trx })).events);
          decisions.push(...decided);
          for (const [id, l] of loaded) loadedAll.set(id, l);
        }
      });
    } catch (error) {
      if (!(error instanceof WrongExpectedVersionError) || attempt >= MAX_ATTEMPTS) throw error;
      continue;
    }
    // Appends inside a caller's transaction wake no one: this one has committed.
    if (appended.length > 0) store.notifyAppended(new Set(appended.map((e) => e.type)));
    // Tens of thousands of states and of dates as text: made only if the caller reads them (a bulk delete's reads neither).
    let states: ExecuteResult<State>['states'] | undefined;
    const statesNow = () => (states ??= evolvedStates(decider as Decider<State, unknown>, decisions));
    let timestamps: ExecuteResult<State>['timestamps'] | undefined;
    const timestampsNow = () => (timestamps ??= timestampsOf(loadedAll, appended));
    // Tens of thousands of states are not kept in memory: the next bulk command reads without the cache, on snapshots.
    aggregateCache.forget(loadedAll.keys());
    options.snapshots?.keepLater(() => snapshotCandidates(decider as Decider<State, unknown>, decisions, appended));
    return {
      get states() {
        return statesNow();
      },
      appended,
      get timestamps() {
        return timestampsNow();
      },
      position: appended.length > 0 ? appended[appended.length - 1]!.globalPosition : '0',
    };
  }
}
