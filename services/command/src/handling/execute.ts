import type { Decider } from '@usher/domain/deciders/decider';
import type { EventStore } from '@usher/infra/eventstore/event-store';
import { isDeadlock } from '@usher/infra/eventstore/postgres-event-store';
import type { Db } from '@usher/infra/db/database';
import { foregroundWork } from '@usher/infra/foreground-work';
import { aggregateCache } from './aggregate-cache.ts';
import { WrongExpectedVersionError, type AppendRequest, type EventMetadata, type IdempotencyRecord } from '@usher/infra/eventstore/types';
import {
  appendRequestsOf,
  decideAll,
  evolvedStates,
  loadStreams,
  MAX_ATTEMPTS,
  rememberStates,
  snapshotCandidates,
  statesOf,
  timestampsOf,
  type ExecuteResult,
  type JustRead,
} from './decision-steps.ts';
import type { DecisionSnapshots } from './decision-snapshots.ts';
import { executeInParts, PART_STREAMS } from './execute-in-parts.ts';

export { toDomainEvent, type ExecuteResult } from './decision-steps.ts';

export interface ExecuteOptions<State> {
  /** Runs on the loaded state before deciding: tenancy checks that need the aggregate. */
  authorize?: (states: Map<string, State>) => Promise<void>;
  idempotency?: (states: Map<string, State>) => IdempotencyRecord | Promise<IdempotencyRecord>;
  /**
   * False when neither the decision nor the caller's reply reads a guest's
   * personal fields: streams are then folded without decrypting them (a bulk
   * command over 50,000 guests skips 50,000 decryptions), and the states so
   * folded are kept out of the aggregate cache.
   */
  personalData?: boolean;
  /**
   * The database of a command over many streams: given, one over more than
   * PART_STREAMS is decided and appended part by part in one transaction of
   * it, each part read while the one before is written (execute-in-parts.ts).
   */
  inPartsOn?: Db;
  /**
   * Streams the caller has just named with fresh random ids (guests being
   * added): decided as new without reading the log. A first attempt whose
   * append is refused reads them like any other.
   */
  newStreams?: ReadonlySet<string>;
  /**
   * False when the streams' next commands come in bulk (an upload's guests):
   * bulk commands read without the aggregate cache, and a hundred thousand
   * cached states would only crowd the heap.
   */
  remember?: boolean;
  /**
   * Snapshots of the streams as this decider folds them withheld: a command
   * with `personalData: false` folds on them, and keeps new ones after its
   * commit (decision-snapshots.ts).
   */
  snapshots?: DecisionSnapshots | null;
  /**
   * A rule across streams kept by rows written in the append's own
   * transaction (a floor-plan piece's id held by one event only): `run`
   * writes them from what is about to be appended, and a claim it throws
   * on appends nothing.
   */
  claim?: AppendClaim;
  /**
   * Streams the caller has just read from the log whole, for a reply of its
   * own (a door scan's card): the first attempt decides on them without
   * reading them again, and, unlike a cached state, a refusal made on them is
   * final. A lost race reads the log like any other.
   */
  justRead?: ReadonlyMap<string, JustRead<State>>;
  /**
   * With `personalData: false`: the streams whose withheld state this is true
   * of (it cannot decide without a personal field) are read again whole with
   * their personal fields, in the same load. Those states are not withheld.
   */
  unsealWhen?: (state: State) => boolean;
}

export interface AppendClaim {
  db: Db;
  run(trx: Db, requests: AppendRequest[]): Promise<void>;
}

/** Appends, with the claim's rows in the same transaction when there is one. */
async function appendClaiming(store: EventStore, requests: AppendRequest[], idempotency: IdempotencyRecord | undefined, claim: AppendClaim | undefined) {
  if (!claim) return store.append(requests, { idempotency });
  const result = await claim.db
    .transaction()
    .execute(async (trx) => {
      await claim.run(trx, requests);
      return store.append(requests, { idempotency, trx });
    })
    .catch((error: unknown) => {
      // The transaction was rolled back whole: a lost race, decided again like any other.
      throw isDeadlock(error) ? new WrongExpectedVersionError(requests.map((request) => request.streamId)) : error;
    });
  store.notifyAppended(requests.flatMap((request) => request.events.map((event) => event.type)));
  return result;
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
  decider: Decider<State, Command>,
  commands: { streamId: string; command: Command }[],
  metadata: EventMetadata,
  options: ExecuteOptions<State> = {},
): Promise<ExecuteResult<State>> {
  if (options.inPartsOn && !options.idempotency && commands.length > PART_STREAMS) {
    // A bulk command someone waits for: the mail going out meanwhile waits for it (foreground-work.ts).
    const { inPartsOn } = options;
    return foregroundWork.during(() =>
      executeInParts(store, inPartsOn, decider, commands, metadata, {
        authorize: options.authorize,
        personalData: options.personalData ?? true,
        snapshots: options.snapshots,
        unsealWhen: options.unsealWhen,
      }),
    );
  }
  const streamIds = commands.map((c) => c.streamId);
  let useCache = true;
  for (let attempt = 1; ; attempt++) {
    const loaded = await loadStreams(store, decider as Decider<State, unknown>, streamIds, {
      useCache,
      personalData: options.personalData ?? true,
      newStreams: attempt === 1 ? options.newStreams : undefined,
      justRead: attempt === 1 ? options.justRead : undefined,
      // A decision made again after a conflict reads the log whole.
      snapshots: attempt === 1 ? options.snapshots : null,
      unsealWhen: options.unsealWhen,
    });
    const fromCache = useCache && streamIds.some((id) => aggregateCache.get(id) && !(attempt === 1 && options.justRead?.has(id)));
    let decisions;
    try {
      await options.authorize?.(statesOf(loaded));
      decisions = decideAll(decider, commands, loaded);
    } catch (error) {
      if (!fromCache) throw error;
      useCache = false;
      continue;
    }
    const states = evolvedStates(decider as Decider<State, unknown>, decisions);
    const requests = appendRequestsOf(decisions, metadata);
    if (requests.length === 0) {
      if (fromCache) {
        useCache = false;
        continue;
      }
      options.snapshots?.keep(snapshotCandidates(decider as Decider<State, unknown>, decisions, []));
      return { states, appended: [], timestamps: timestampsOf(loaded, []), position: '0' };
    }
    try {
      const idempotency = await options.idempotency?.(states);
      const result = await appendClaiming(store, requests, idempotency, options.claim);
      const timestamps = timestampsOf(loaded, result.events);
      if (options.remember ?? true) rememberStates(decisions, states, timestamps);
      else aggregateCache.forget(streamIds);
      options.snapshots?.keep(snapshotCandidates(decider as Decider<State, unknown>, decisions, result.events));
      return { states, appended: result.events, timestamps, position: result.position };
    } catch (error) {
      aggregateCache.forget(streamIds);
      useCache = false;
      if (!(error instanceof WrongExpectedVersionError) || attempt >= MAX_ATTEMPTS) throw error;
    }
  }
}
