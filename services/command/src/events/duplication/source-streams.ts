import type { Decider } from '@usher/domain/deciders/decider';
import { fold } from '@usher/domain/deciders/decider';
import { eventDecider, type EventCommand } from '@usher/domain/deciders/event-decider';
import { inSequence } from '@usher/domain/deciders/in-sequence';
import { streamIds } from '@usher/events';
import type { ServiceContext } from '@usher/infra/context';
import { execute, toDomainEvent } from '../../handling/execute.ts';
import type { DuplicationJob } from './duplication-part.ts';

/** A stream folded as its decider sees it: what a part copies from, or what the copy holds already. */
export async function foldStream<State>(
  context: ServiceContext,
  decider: Pick<Decider<State, unknown>, 'initialState' | 'evolve'>,
  streamId: string,
): Promise<State> {
  return fold(decider as Decider<State, unknown>, (await context.store.readStream(streamId)).map(toDomainEvent));
}

/** The job's metadata, as the copy's own change. */
export function copyMetadata(job: DuplicationJob) {
  return { ...job.metadata, event_uuid: job.target_uuid, occurred_at: new Date().toISOString() };
}

const eventInSequence = inSequence(eventDecider);

/** Commands on the copy's event stream, decided one after the other as the organiser's own would be, appended together. */
export function decideOnCopy(context: ServiceContext, job: DuplicationJob, ...commands: EventCommand[]) {
  return execute(context.store, eventInSequence, [{ streamId: streamIds.event(job.target_uuid), command: commands }], copyMetadata(job));
}
