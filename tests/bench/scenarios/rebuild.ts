/**
 * Full rebuild of every read model from a log of a million events (issue 4's
 * figure). The log the earlier scenarios wrote through the API is topped up to
 * the target size with guests' histories appended through the real event store
 * (so encryption of personal data applies, as it does for every write), then
 * every projection is rebuilt from the log alone, all of them fed by one pass
 * over the log, as `npm run projections:rebuild` does, in a process of its own.
 */
import { fork } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { PerformanceObserver } from 'node:perf_hooks';
import { sql } from 'kysely';
import { createContext } from '@usher/infra/runtime/create-context';
import type { ServiceContext } from '@usher/infra/context';
import type { Db } from '@usher/infra/db/database';
import type { AppendRequest, EventMetadata, NewEvent } from '@usher/infra/eventstore/types';
import { eventCatalogue, type EventType } from '@usher/events';
import type { Projection } from '@usher/projections/runner/projection';
import { rebuildAll } from '@usher/projections/rebuild';
import { FIRST_NAMES, LAST_NAMES } from '../../seed/sample-people.ts';
import { SERVER_HEAP_FLAGS } from '../../../infra/bin/ensure-server-build.mjs';

export interface RebuildResult {
  log_events: number;
  appended_for_bench: number;
  append_ms: number;
  rebuild_ms: number;
  events_per_second: number;
  projections: { projection: string; events: number; ms: number; events_per_second: number }[];
  /** The rebuilding process's CPU during the rebuild, and how much of its wall time its garbage collector held. */
  process_cpu_ms: number;
  gc_ms: number;
  /** The heap this process came to the rebuild with (a bench that ran everything else first holds more). */
  heap_before_mb: number;
}

/** What the rebuild itself measures; the top-up's figures are the rest of a RebuildResult. */
export type RebuiltModels = Omit<RebuildResult, 'appended_for_bench' | 'append_ms'>;

/** Guests appended per round trip to the store. */
const GUESTS_PER_APPEND = 1000;
/** Appends in flight at once (see topUpLog). */
const APPEND_LANES = 2;

export async function runRebuild(options: {
  databaseUrl: string;
  eventUuid: string;
  targetEvents: number;
  log: (message: string) => void;
}): Promise<RebuildResult> {
  const context = await createContext(options.databaseUrl, { poolSize: 4 });
  let topUp: Awaited<ReturnType<typeof topUpLog>>;
  try {
    topUp = await topUpLog(context, options);
  } finally {
    await context.close();
  }
  return { ...topUp, ...(await rebuildInOwnProcess(options.databaseUrl, options.log)) };
}

type RebuildChildMessage = { log: string } | { result: RebuiltModels } | { error: string };

/** rebuild-child.ts: the rebuild in a fresh process, as an operator's `npm run projections:rebuild`. */
function rebuildInOwnProcess(databaseUrl: string, log: (message: string) => void): Promise<RebuiltModels> {
  return new Promise((resolve, reject) => {
    // With `npm run projections:rebuild`'s heap flags: they cut the rebuild's garbage collection by a third.
    // REBUILD_NODE_ARGS: more flags for its node (`--cpu-prof --cpu-prof-dir=/tmp/prof` to profile it).
    const extra = process.env.REBUILD_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
    const child = fork(fileURLToPath(new URL('./rebuild-child.ts', import.meta.url)), [databaseUrl], {
      execArgv: [...SERVER_HEAP_FLAGS, ...extra, '--import', 'tsx'],
    });
    let outcome: RebuildChildMessage | null = null;
    child.on('message', (message: RebuildChildMessage) => {
      if ('log' in message) log(message.log);
      else outcome = message;
    });
    child.on('error', reject);
    child.on('exit', (code) => {
      const ended = outcome as RebuildChildMessage | null;
      if (ended && 'result' in ended) resolve(ended.result);
      else reject(new Error(ended && 'error' in ended ? ended.error : `the rebuild's process ended with ${code} before its result`));
    });
  });
}

/**
 * Appends guests' histories through the event store until the log holds
 * `targetEvents` (nothing when it already does), as the event's organiser.
 */
export async function topUpLog(
  context: ServiceContext,
  options: { eventUuid: string; targetEvents: number; log: (message: string) => void; lanes?: number },
): Promise<Pick<RebuildResult, 'appended_for_bench' | 'append_ms'>> {
  const owner = await context.db
    .selectFrom('rm_events as e')
    .innerJoin('users as u', 'u.organisation_id', 'e.organisation_id')
    .select(['e.organisation_id', 'u.id as user_id', 'u.first_name', 'u.last_name'])
    .where('e.uuid', '=', options.eventUuid)
    .executeTakeFirstOrThrow();
  const metadata = (): EventMetadata => ({
    actor: { type: 'user', id: owner.user_id, name: `${owner.first_name} ${owner.last_name}` },
    event_uuid: options.eventUuid,
    organisation_id: owner.organisation_id,
    correlation_id: randomUUID(),
    causation_id: null,
    socket_id: null,
    occurred_at: new Date().toISOString(),
    source: 'bench rebuild',
  });

  const existing = await logSize(context.db);
  const guestsWanted = Math.max(0, Math.ceil((options.targetEvents - existing) / EVENTS_PER_GUEST));
  let appended = 0;
  let nextRound = 0;
  const appendStarted = performance.now();
  // Rounds go in APPEND_LANES at once: while PostgreSQL writes one, node builds and seals
  // the next, so the two cores both work. The rounds, their guests and their events are the
  // same as one after the other; only their order in the log may differ, which a rebuild
  // (every read model from the whole log) does not see.
  const lane = async () => {
    for (let round = nextRound++; round * GUESTS_PER_APPEND < guestsWanted; round = nextRound++) {
      const requests = guestHistories(round, Math.min(GUESTS_PER_APPEND, guestsWanted - round * GUESTS_PER_APPEND), options.eventUuid, metadata);
      await context.store.append(requests);
      appended += requests.reduce((sum, request) => sum + request.events.length, 0);
      if (round % 50 === 0) options.log(`rebuild: log at ${(existing + appended).toLocaleString('en-US')} events`);
    }
  };
  await Promise.all(Array.from({ length: options.lanes ?? APPEND_LANES }, lane));
  const appendMs = performance.now() - appendStarted;
  if (appended > 0) await sql`analyze es_events`.execute(context.db);
  return { appended_for_bench: appended, append_ms: Math.round(appendMs) };
}

/** Rebuilds `projections` (every read model in the bench) from the whole log, timed. */
export async function rebuildEveryReadModel(
  context: ServiceContext,
  projections: readonly Projection[],
  log: (message: string) => void,
): Promise<RebuiltModels> {
  const logEvents = await logSize(context.db);
  log(`rebuild: ${projections.length} read models from ${logEvents.toLocaleString('en-US')} events…`);
  const reports: RebuildResult['projections'] = [];
  const heapBeforeMb = Math.round(process.memoryUsage().heapUsed / 1024 / 1024);
  const gc = garbageCollection();
  const cpuBefore = process.cpuUsage();
  const rebuildStarted = performance.now();
  // Where the time goes: the pass over the log, the kept writes and index builds, the swaps.
  const onPhase = (phase: string, ms: number) => log(`rebuild: ${phase} after ${ms.toLocaleString('en-US')} ms`);
  // REBUILD_BATCH_SIZE: events read and applied at a time, to try other sizes than the rebuild's own.
  const batchSize = process.env.REBUILD_BATCH_SIZE ? Number(process.env.REBUILD_BATCH_SIZE) : undefined;
  for (const report of await rebuildAll(context.db, context.store, projections, { onPhase, batchSize })) {
    reports.push({
      projection: report.projection,
      events: report.events,
      ms: report.ms,
      events_per_second: report.ms > 0 ? Math.round((report.events * 1000) / report.ms) : report.events,
    });
    log(`rebuild: ${report.projection} ${report.events} events in ${report.ms} ms`);
  }
  const rebuildMs = performance.now() - rebuildStarted;
  const cpu = process.cpuUsage(cpuBefore);
  const processCpuMs = Math.round((cpu.user + cpu.system) / 1000);
  const gcMs = Math.round(gc.stop());
  log(
    `rebuild: this process's CPU ${processCpuMs.toLocaleString('en-US')} ms, its garbage collector ${gcMs.toLocaleString('en-US')} ms (heap ${heapBeforeMb} MB before)`,
  );
  return {
    log_events: logEvents,
    rebuild_ms: Math.round(rebuildMs),
    events_per_second: Math.round((logEvents * 1000) / rebuildMs),
    projections: reports,
    process_cpu_ms: processCpuMs,
    gc_ms: gcMs,
    heap_before_mb: heapBeforeMb,
  };
}

/** The garbage collector's pauses in this thread from now until stop(), in ms. */
function garbageCollection(): { stop(): number } {
  let total = 0;
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) total += entry.duration;
  });
  observer.observe({ entryTypes: ['gc'] });
  return {
    stop() {
      observer.disconnect();
      return total;
    },
  };
}

async function logSize(db: Db): Promise<number> {
  const result = await sql<{ n: number }>`select count(*)::int as n from es_events`.execute(db);
  return result.rows[0]!.n;
}

/** Each synthetic guest's life: added, answers, is renamed, arrives. */
const EVENTS_PER_GUEST = 4;

function guestHistories(round: number, guests: number, eventUuid: string, metadata: () => EventMetadata): AppendRequest[] {
  const requests: AppendRequest[] = [];
  const at = new Date().toISOString();
  for (let i = 0; i < guests; i++) {
    const n = round * GUESTS_PER_APPEND + i;
    const attendeeId = randomUUID();
    const first = FIRST_NAMES[n % FIRST_NAMES.length]!;
    const last = LAST_NAMES[(n * 7) % LAST_NAMES.length]!;
    const events: NewEvent[] = [
      event(
        'AttendeeAdded',
        {
          attendee_id: attendeeId,
          event_uuid: eventUuid,
          first_name: first,
          last_name: last,
          email: `rebuild.${n}@example.org`,
          phone_number: null,
          parent_attendee_id: null,
          is_approved: null,
          is_attending: null,
        },
        metadata,
      ),
      event('AttendeeRsvpSet', { event_uuid: eventUuid, is_attending: n % 3 !== 0, rsvped_at: at }, metadata),
      event('AttendeeDetailsChanged', { changes: { last_name: `${last}-${n % 10}` }, previous: { last_name: last } }, metadata),
      event('AttendeeCheckedIn', { event_uuid: eventUuid, checked_in_at: at }, metadata),
    ];
    requests.push({ streamId: `attendee-${attendeeId}`, expectedVersion: 0, events });
  }
  return requests;
}

function event(type: EventType, data: Record<string, unknown>, metadata: () => EventMetadata): NewEvent {
  // Checked against the catalogue, so the bench never feeds the projections what the product could not write.
  eventCatalogue[type].schema.parse(data);
  return { type, schemaVersion: eventCatalogue[type].version, data, metadata: metadata() };
}
