import { streamIds, toDomainEvent } from '@usher/events';
import { fold } from '@usher/domain/deciders/decider';
import { attendeeDecider } from '@usher/domain/deciders/attendee-decider';
import { capacityDecider } from '@usher/domain/waitlist/capacity-decider';
import type { CapacityState } from '@usher/domain/waitlist/capacity-state';
import { withCapacityStream } from '@usher/domain/waitlist/with-capacity-stream';
import type { ServiceContext } from '@usher/infra/context';

/** A guest's commands and their event's capacity commands, decided as one. */
export const attendeesWithCapacity = withCapacityStream(attendeeDecider);

/** The event's places as its stream stands now. */
export async function loadCapacity(context: ServiceContext, eventUuid: string): Promise<CapacityState> {
  return fold(capacityDecider, (await context.store.readStream(streamIds.capacity(eventUuid))).map(toDomainEvent));
}

const queues = new Map<string, Promise<unknown>>();

/**
 * Decisions on one capacity stream, one at a time within this process. Fifty guests claiming at once would
 * otherwise race on the stream's version, each retry losing to another, until some ran out of tries with
 * places still free; in line, each decides on the state the one before left. Across processes (scaled mode)
 * the stream's version still decides, with the usual retries.
 */
export function oneAtATime<T>(streamId: string, decide: () => Promise<T>): Promise<T> {
  const before = queues.get(streamId) ?? Promise.resolve();
  const run = before.then(decide, decide);
  const settled = run.then(
    () => undefined,
    () => undefined,
  );
  queues.set(streamId, settled);
  void settled.then(() => {
    if (queues.get(streamId) === settled) queues.delete(streamId);
  });
  return run;
}
