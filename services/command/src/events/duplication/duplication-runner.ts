import { sql } from 'kysely';
import { streamIds, type EventData } from '@usher/events';
import { DomainError } from '@usher/domain/deciders/domain-error';
import { unfinishedDuplicationStreams } from '@usher/infra/eventstore/duplication-lookups';
import type { EventMetadata, StoredEvent } from '@usher/infra/eventstore/types';
import type { ServiceContext } from '@usher/infra/context';
import { appendToOwnStream } from '../../handling/append-to-own-stream.ts';
import type { DuplicationJob, DuplicationPart } from './duplication-part.ts';
import { DUPLICATION_PARTS } from './duplication-parts.ts';
import { jobUser } from './job-user.ts';

// Durability (issue 21): a duplication runs in the background after the
// request answered, and its whole state is in the copy's stream. A process
// that stops mid-way leaves an EventDuplicationStarted with no end; the next
// start of a command service resumes it (resumeDuplications) from the first
// part without an EventDuplicationPartCopied. Parts are written to be run
// again (copied-id.ts), so the part that was cut off finishes without copying
// anything twice. Across command instances, a session advisory lock per copy
// keeps one runner on it; a periodic sweep picks up a copy whose process died.

const running = new Map<string, Promise<void>>();
// Each run holds a pooled connection for its lock and takes more for its parts: ten copies asked at
// once (a double click, a script) took every connection of the pool and waited on each other for
// ever. A process runs this many at a time; the others wait their turn.
export const DUPLICATIONS_AT_ONCE = 2;
let active = 0;
const waiting: (() => void)[] = [];

async function inTurn<T>(work: () => Promise<T>): Promise<T> {
  // A finished run hands its slot straight to the next in line.
  if (active >= DUPLICATIONS_AT_ONCE) await new Promise<void>((resolve) => waiting.push(resolve));
  else active += 1;
  try {
    return await work();
  } finally {
    const next = waiting.shift();
    if (next) next();
    else active -= 1;
  }
}
// Set while the service closes: runs stop between parts (and record no failure), to be resumed by the next start.
let stopping = false;

/** Lets the running duplications finish the part they are in, then leaves the rest for the next start. */
export async function stopDuplications(): Promise<void> {
  stopping = true;
  await Promise.allSettled(running.values());
  stopping = false;
}

/** Runs (or resumes) the copy's duplication, once per process; resolves when it has finished, failed or is run elsewhere. */
export function runDuplication(context: ServiceContext, targetUuid: string, parts: readonly DuplicationPart[] = DUPLICATION_PARTS): Promise<void> {
  const current = running.get(targetUuid);
  if (current) return current;
  if (stopping) return Promise.resolve();
  const run = inTurn(() => (stopping ? Promise.resolve() : runLocked(context, targetUuid, parts))).finally(() => running.delete(targetUuid));
  running.set(targetUuid, run);
  return run;
}

/** Every duplication a stopped process left unfinished, resumed one after the other. */
export async function resumeDuplications(context: ServiceContext, parts: readonly DuplicationPart[] = DUPLICATION_PARTS): Promise<void> {
  for (const streamId of await unfinishedDuplicationStreams(context.db)) {
    await runDuplication(context, streamId.slice('event-'.length), parts);
  }
}

async function runLocked(context: ServiceContext, targetUuid: string, parts: readonly DuplicationPart[]): Promise<void> {
  const key = `event-duplication:${targetUuid}`;
  await context.db.connection().execute(async (connection) => {
    const { rows } = await sql<{ locked: boolean }>`select pg_try_advisory_lock(hashtext(${key})) as locked`.execute(connection);
    if (rows[0]?.locked !== true) return;
    try {
      await copyRemainingParts(context, targetUuid, parts);
    } finally {
      await sql`select pg_advisory_unlock(hashtext(${key}))`.execute(connection);
    }
  });
}

type Started = EventData<'EventDuplicationStarted'>;

async function copyRemainingParts(context: ServiceContext, targetUuid: string, parts: readonly DuplicationPart[]): Promise<void> {
  const history = await context.store.readStream(streamIds.event(targetUuid));
  const started = history.find((event) => event.type === 'EventDuplicationStarted') as StoredEvent<Started> | undefined;
  if (!started || history.some((event) => event.type === 'EventDuplicationCompleted' || event.type === 'EventDuplicationFailed')) return;
  // A part copied or failed before a restart is done with; a failed one is not tried again.
  const done = new Set(
    history
      .filter((event) => event.type === 'EventDuplicationPartCopied' || event.type === 'EventDuplicationPartFailed')
      .map((event) => String(event.data.key)),
  );
  const metadata = started.metadata;
  const record = (event: Parameters<typeof appendToOwnStream>[2]) => appendToOwnStream(context, streamIds.event(targetUuid), event);
  const fail = (key: string | null, reason: string) => record({ type: 'EventDuplicationFailed', data: { key, reason }, metadata: progressMetadata(metadata) });

  const user = metadata.actor.id ? await jobUser(context, metadata.actor.id) : null;
  if (!user) return void (await fail(null, 'The organiser who asked for the copy no longer has an account.'));
  const job: DuplicationJob = { source_uuid: started.data.source_uuid, target_uuid: targetUuid, user, metadata, include_guests: started.data.include_guests };

  // One part that cannot be copied is recorded and the others are copied all the same (issue 28: a
  // failure in the custom fields once left tags, templates, the plan, journeys and guests uncopied).
  // A later part that needs what the failed one would have copied fails or copies without it, and says so.
  const partFailed = (ref: { key: string; label: string }, reason: string) =>
    record({ type: 'EventDuplicationPartFailed', data: { key: ref.key, label: ref.label, reason }, metadata: progressMetadata(metadata) });
  for (const ref of started.data.parts) {
    if (done.has(ref.key)) continue;
    if (stopping) return;
    const part = parts.find((candidate) => candidate.key === ref.key);
    if (!part) {
      await partFailed(ref, `${ref.label} can no longer be copied.`);
      continue;
    }
    let count: number;
    try {
      count = (await part.copy(context, job)).copied;
    } catch (error) {
      // A part cut off by the service closing (its database going) is resumed, not failed.
      if (stopping) return;
      console.error(`Copying ${ref.key} into event ${targetUuid} failed:`, error instanceof Error ? error.message : error);
      await partFailed(ref, reasonOf(ref.label, error));
      continue;
    }
    await record({ type: 'EventDuplicationPartCopied', data: { key: ref.key, label: ref.label, copied: count }, metadata: progressMetadata(metadata) });
  }
  await record({ type: 'EventDuplicationCompleted', data: {}, metadata: progressMetadata(metadata) });
}

const progressMetadata = (metadata: EventMetadata): EventMetadata => ({ ...metadata, occurred_at: new Date().toISOString() });

/** In the organiser's words: a rule's own message when a rule refused it, else a plain one (the detail goes to the log). */
function reasonOf(label: string, error: unknown): string {
  if (error instanceof DomainError) return `${label} could not be copied: ${error.message}`;
  return `${label} could not be copied because of an unexpected error. The other parts were copied all the same.`;
}

/** The parts a new duplication will copy, as its EventDuplicationStarted lists them. */
export function partsFor(job: Pick<DuplicationJob, 'include_guests'>, parts: readonly DuplicationPart[] = DUPLICATION_PARTS) {
  return parts.filter((part) => part.appliesTo?.(job as DuplicationJob) ?? true).map((part) => ({ key: part.key, label: part.label }));
}
