import { sql } from 'kysely';
import type { Db } from '@usher/infra/db/database';
import type { EventStore } from '@usher/infra/eventstore/event-store';
import { logBatches, type LogBatch } from '@usher/infra/eventstore/log-batches';
import { LOG_START } from '@usher/infra/eventstore/types';
import type { Projection } from './runner/projection.ts';
import { REBUILD_BATCH_SIZE, RebuildLoad, schemaOf } from './rebuild-load.ts';
import { buildIndexes, type IndexBuild } from './rebuild-tables.ts';
import { resolveFailuresNotMetSince } from './reactor/set-aside.ts';

export interface RebuildReport {
  projection: string;
  events: number;
  /** From the start of the rebuild until this projection's tables were swapped in. */
  ms: number;
}

export interface RebuildOptions {
  /** Indexes built, and projections swapped in, side by side. */
  concurrency?: number;
  /** Events read and applied at a time. */
  batchSize?: number;
  /** Told as each phase ends, with the milliseconds since the rebuild began (the bench splits its time so). */
  onPhase?: (phase: RebuildPhase, ms: number) => void;
}

/** The tables made; the log read and applied; kept writes done and every index built; every load swapped in. */
export type RebuildPhase = 'opened' | 'fed' | 'indexed' | 'swapped';

/**
 * Rebuilds read models from the log alone. One pass over the log feeds every
 * projection, so each event is read and decrypted once however many
 * projections handle it; each batch is applied by all of them side by side,
 * each in its own transactions, a quick one running a batch or two ahead of
 * a slow one (feedTogether). Then each builds its indexes and swaps its
 * tables in, a few at a time.
 */
export async function rebuildAll(db: Db, store: EventStore, projections: readonly Projection[], options: RebuildOptions = {}): Promise<RebuildReport[]> {
  const { concurrency = 2, batchSize = REBUILD_BATCH_SIZE } = options;
  const started = Date.now();
  const phase = (name: RebuildPhase) => options.onPhase?.(name, Date.now() - started);
  // The database's clock, as the failures' records use it.
  const {
    rows: [clock],
  } = await sql<{ now: Date }>`select clock_timestamp() as now`.execute(db);
  const together = new Map(projections.map((projection) => [projection.name, schemaOf(projection)]));
  const loads = projections.map((projection) => new RebuildLoad(db, store, projection, batchSize, together));
  for (const load of loads) await load.open();
  const everyType = { after: LOG_START, types: [...new Set(loads.flatMap((load) => load.projection.handles))], batchSize, soleReader: true };
  phase('opened');
  await feedTogether(logBatches(store, everyType), loads);
  phase('fed');
  await writeKeptAndIndex(db, loads, concurrency);
  phase('indexed');

  const reports: RebuildReport[] = [];
  const queue = [...loads];
  const worker = async () => {
    for (let load = queue.shift(); load; load = queue.shift()) {
      await load.swapIn();
      // What this rebuild applied without failing again was fixed: it no longer counts as set aside.
      await resolveFailuresNotMetSince(db, load.projection.name, clock!.now);
      reports.push({ projection: load.projection.name, events: load.events, ms: Date.now() - started });
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, loads.length) }, worker));
  phase('swapped');
  return reports;
}

/**
 * The end of the pass: what projections kept in memory is written, while
 * every load stands at the pass's end (the guest history copies the guest
 * list's there), and every table's indexes are built. The writes go one
 * after another on one connection, mostly one statement at a time, so the
 * indexes of the loads that kept nothing are built beside them on the
 * others; the writers' own indexes follow, on every connection. Written
 * first and indexed after, the two waited on each other with a core idle.
 */
async function writeKeptAndIndex(db: Db, loads: readonly RebuildLoad[], concurrency: number): Promise<void> {
  const writers = loads.filter((load) => load.keepsWrites);
  const finished = loads.filter((load) => !load.keepsWrites);
  const beside = writers.length > 0 ? Math.max(1, concurrency - 1) : concurrency;
  const both = await Promise.allSettled([
    (async () => {
      for (const load of writers) await load.writeKept(true);
    })(),
    indexLoads(db, finished, beside),
  ]);
  // Both ended before a failure is thrown: nothing of the rebuild runs on after it.
  for (const outcome of both) if (outcome.status === 'rejected') throw outcome.reason;
  await indexLoads(db, writers, concurrency);
}

/** The loads' indexes in one queue, the costliest first, so every connection builds to the end. */
async function indexLoads(db: Db, loads: readonly RebuildLoad[], connections: number): Promise<void> {
  const builds = (await Promise.all(loads.map((load) => load.indexBuilds()))).flat();
  await buildIndexes(db, await costliestFirst(db, builds), connections);
}

/**
 * Index builds ordered by their likely cost: the size of the table they index,
 * a trigram or other inverted (GIN) index counting three times a B-tree.
 */
async function costliestFirst(db: Db, builds: IndexBuild[]): Promise<IndexBuild[]> {
  const names = [...new Set(builds.map((build) => `${build.schema}.${build.table}`))];
  if (names.length === 0) return builds;
  const { rows } = await sql<{ name: string; bytes: string }>`
    select n.name, pg_relation_size(n.name::regclass)::text as bytes from unnest(${names}::text[]) as n(name)`.execute(db);
  const size = new Map(rows.map((row) => [row.name, Number(row.bytes)]));
  const cost = (build: IndexBuild) => (size.get(`${build.schema}.${build.table}`) ?? 0) * (/ using gin /i.test(build.definition) ? 3 : 1);
  return [...builds].sort((a, b) => cost(b) - cost(a));
}

export async function rebuildProjection(db: Db, store: EventStore, projection: Projection, options: RebuildOptions = {}): Promise<RebuildReport> {
  const [report] = await rebuildAll(db, store, [projection], options);
  return report!;
}

// Batches of the log a load may be handed before the slowest load has applied the first of them.
const BATCHES_AHEAD = 2;

/**
 * Hands each batch of the log to every load. Each load applies its batches in
 * order, but not in step with the others: one done with a batch starts on the
 * next while a slower one still writes the last, so the process folds events
 * while PostgreSQL writes, instead of both waiting at each batch's end for the
 * slowest projection. At most BATCHES_AHEAD batches are held past the
 * slowest load (with the one read ahead), which bounds the memory.
 */
async function feedTogether(batches: AsyncIterable<LogBatch>, loads: readonly RebuildLoad[]): Promise<void> {
  let applied: Promise<void>[] = loads.map(() => Promise.resolve());
  const pending: Promise<unknown>[] = [];
  for await (const { events, next } of batches) {
    applied = loads.map((load, index) => applied[index]!.then(() => load.apply(events, next)));
    const everyLoad = Promise.all(applied);
    // Awaited below (or by the last line) before the pass goes on: a failure is not lost.
    everyLoad.catch(() => undefined);
    pending.push(everyLoad);
    if (pending.length > BATCHES_AHEAD) await pending.shift();
  }
  await Promise.all(applied);
}
