import type { DomainEvent } from '@usher/events';
import { fold, type Decider } from '@usher/domain/deciders/decider';
import type { Db } from '@usher/infra/db/database';
import { WrongExpectedVersionError, type AppendRequest, type EventMetadata } from '@usher/infra/eventstore/types';
import type { ServiceContext } from '@usher/infra/context';
import { aggregateCache } from '../handling/aggregate-cache.ts';
import { MAX_ATTEMPTS, toDomainEvent, toNewEvent } from '../handling/decision-steps.ts';

export interface LoadedStream<State> {
  state: State;
  /** When the stream began and last changed, or null for a new stream. */
  createdAt: Date | null;
  updatedAt: Date | null;
}

export type LoadStream = <State>(decider: Pick<Decider<State, unknown>, 'initialState' | 'evolve'>, streamId: string) => Promise<LoadedStream<State>>;

export interface Decisions<Result> {
  /** The new events of each stream. */
  events: { streamId: string; events: DomainEvent[] }[];
  result: Result;
}

/**
 * One decision over streams of different aggregates (a template and the
 * event that makes it active; an SMTP configuration and the event that
 * uses it), appended together with each stream's expected version, and made
 * again from fresh state when another writer got there first. `inTransaction`
 * runs in the append's transaction: a secret kept outside the log changes
 * with the events or not at all.
 */
export async function decideOnStreams<Result>(
  context: ServiceContext,
  metadata: EventMetadata,
  decide: (load: LoadStream) => Promise<Decisions<Result>>,
  options: { inTransaction?: (trx: Db) => Promise<void> } = {},
): Promise<{ result: Result; position: string; recordedAt: Date | null }> {
  for (let attempt = 1; ; attempt++) {
    const versions = new Map<string, number>();
    const load: LoadStream = async (decider, streamId) => {
      const history = await context.store.readStream(streamId);
      versions.set(streamId, history.length);
      return { state: fold(decider, history.map(toDomainEvent)), createdAt: history[0]?.recordedAt ?? null, updatedAt: history.at(-1)?.recordedAt ?? null };
    };
    const decided = await decide(load);
    const requests: AppendRequest[] = decided.events
      .filter((stream) => stream.events.length > 0)
      .map((stream) => {
        const expectedVersion = versions.get(stream.streamId);
        if (expectedVersion === undefined) throw new Error(`${stream.streamId} was decided on without being read.`);
        return { streamId: stream.streamId, expectedVersion, events: stream.events.map((event) => toNewEvent(event, metadata)) };
      });
    try {
      const appended = options.inTransaction
        ? await context.db.transaction().execute(async (trx) => {
            const result = requests.length > 0 ? await context.store.append(requests, { trx }) : null;
            await options.inTransaction!(trx);
            return result;
          })
        : requests.length > 0
          ? await context.store.append(requests)
          : null;
      if (appended && options.inTransaction) context.store.notifyAppended(appended.events.map((event) => event.type));
      // These streams changed outside `execute`: its cached states of them are stale now.
      aggregateCache.forget(requests.map((request) => request.streamId));
      return { result: decided.result, position: appended?.position ?? '0', recordedAt: appended?.events.at(-1)?.recordedAt ?? null };
    } catch (error) {
      if (!(error instanceof WrongExpectedVersionError) || attempt >= MAX_ATTEMPTS) throw error;
    }
  }
}
