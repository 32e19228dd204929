import type { z } from 'zod';
import { streamIds, type EventData } from '@usher/events';
import type { DuplicationTimelineSchema } from '@usher/domain/contract/duplication';
import type { StoredEvent } from '@usher/infra/eventstore/types';
import type { ServiceContext } from '@usher/infra/context';

type Timeline = z.infer<typeof DuplicationTimelineSchema>;
type Step = Timeline['steps'][number];

const DUPLICATION_TYPES = new Set([
  'EventDuplicationStarted',
  'EventDuplicationPartCopied',
  'EventDuplicationPartFailed',
  'EventDuplicationCompleted',
  'EventDuplicationFailed',
]);

/**
 * The copy's duplication, step by step, read from its own stream (where the
 * runner records it): always as current as the log, so the progress dialog
 * never waits for a projection.
 */
export async function duplicationTimeline(context: ServiceContext, eventUuid: string): Promise<Timeline> {
  const history = (await context.store.readStream(streamIds.event(eventUuid))).filter((event) => DUPLICATION_TYPES.has(event.type));
  return timelineOf(history);
}

export function timelineOf(history: StoredEvent[]): Timeline {
  const started = history.find((event) => event.type === 'EventDuplicationStarted') as StoredEvent<EventData<'EventDuplicationStarted'>> | undefined;
  if (!started)
    return { status: 'none', source_uuid: null, include_guests: false, started_at: null, finished_at: null, steps: [], failure: null, failures: [] };
  const copied = new Map(
    history
      .filter((event) => event.type === 'EventDuplicationPartCopied')
      .map((event) => [String(event.data.key), { copied: Number(event.data.copied), at: event.recordedAt.toISOString() }]),
  );
  // A part that failed: the others went on (EventDuplicationPartFailed); older copies stopped there (EventDuplicationFailed).
  const partFailures = history.filter((event) => event.type === 'EventDuplicationPartFailed') as StoredEvent<EventData<'EventDuplicationPartFailed'>>[];
  const partFailed = new Map(partFailures.map((event) => [event.data.key, event.recordedAt.toISOString()]));
  const completed = history.find((event) => event.type === 'EventDuplicationCompleted');
  const failed = history.find((event) => event.type === 'EventDuplicationFailed') as StoredEvent<EventData<'EventDuplicationFailed'>> | undefined;
  let current = !completed && !failed;
  const steps: Step[] = started.data.parts.map((part) => {
    const done = copied.get(part.key);
    if (done) return { ...part, status: 'copied', copied: done.copied, at: done.at };
    const failedAt = partFailed.get(part.key);
    if (failedAt) return { ...part, status: 'failed', copied: null, at: failedAt };
    if (failed && failed.data.key === part.key) return { ...part, status: 'failed', copied: null, at: failed.recordedAt.toISOString() };
    if (failed) return { ...part, status: 'skipped', copied: null, at: null };
    // The first part not yet copied is the one being copied.
    const status = current ? 'copying' : 'waiting';
    current = false;
    return { ...part, status, copied: null, at: null };
  });
  const end = completed ?? failed;
  const failures = [
    ...partFailures.map((event) => ({ key: event.data.key as string | null, reason: event.data.reason })),
    ...(failed ? [{ key: failed.data.key, reason: failed.data.reason }] : []),
  ];
  return {
    status: failed || (completed && failures.length > 0) ? 'failed' : completed ? 'completed' : 'copying',
    source_uuid: started.data.source_uuid,
    include_guests: started.data.include_guests,
    started_at: started.recordedAt.toISOString(),
    finished_at: end ? end.recordedAt.toISOString() : null,
    steps,
    failure: failures[0] ?? null,
    failures,
  };
}
