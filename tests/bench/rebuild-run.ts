/**
 * The rebuild figure alone, without the rest of the bench:
 * `node --max-semi-space-size=64 --import tsx tests/bench/rebuild-run.ts` (the
 * heap flags `npm run projections:rebuild` and the whole bench's rebuild use;
 * `npx tsx` gives V8's default young generation, which costs the rebuild about
 * a third more garbage collection). A durable embedded PostgreSQL of its
 * own, an event seeded through the command handlers (SEED_GUESTS, 2,000 by
 * default), the log topped up to LOG_EVENTS (1,000,000 by default; 200,000
 * for a quick A/B) with run.ts's guest histories (scenarios/rebuild.ts), then
 * every read model rebuilt ROUNDS times (1 by default), each round's events
 * per second, per-projection figures and the CPU time it cost this process
 * and PostgreSQL: the figure a busy machine moves least.
 *
 * REBUILD_BENCH_DIR keeps the cluster and its log between runs, so two
 * versions of the code rebuild the same log. ONLY / WITHOUT: projection
 * names, comma-separated, to rebuild only those or all but those.
 * STATEMENTS=1 loads pg_stat_statements and prints the statements that took
 * PostgreSQL longest. Profile this process with
 * `node --cpu-prof --cpu-prof-dir=/tmp/prof --import tsx tests/bench/rebuild-run.ts`.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { startEmbeddedPostgres, type EmbeddedDatabase } from '@usher/infra/db/embedded-postgres';
import { createContext, type RunningContext } from '@usher/infra/runtime/create-context';
import { allProjections } from '@usher/projections/all-projections';
import { rebuildAll } from '@usher/projections/rebuild';
import { seedEvent } from '../seed/seed-event.ts';
import { num, perSecond, printTable } from './report.ts';
import { postgresCpuMs } from './cpu-use.ts';
import { rebuildEveryReadModel, topUpLog } from './scenarios/rebuild.ts';
import { SERVER_HEAP_FLAGS } from '../../infra/bin/ensure-server-build.mjs';

const LOG_EVENTS = Number(process.env.LOG_EVENTS ?? 1_000_000);
const SEED_GUESTS = Number(process.env.SEED_GUESTS ?? 2000);
const ROUNDS = Number(process.env.ROUNDS ?? 1);
const STATEMENTS = process.env.STATEMENTS === '1';
const log = (message: string) => console.log(`[rebuild bench ${new Date().toISOString().slice(11, 19)}] ${message}`);

const names = (variable: string) => (process.env[variable] ?? '').split(',').filter(Boolean);

function chosenProjections() {
  const only = names('ONLY');
  const without = names('WITHOUT');
  const unknown = [...only, ...without].filter((name) => !allProjections.some((projection) => projection.name === name));
  if (unknown.length > 0) throw new Error(`No projection named ${unknown.join(', ')}`);
  return allProjections.filter((projection) => (only.length === 0 || only.includes(projection.name)) && !without.includes(projection.name));
}

/** The cluster, with pg_stat_statements loaded when asked for (it must be loaded as the server starts). */
async function startDatabase(clusterDir: string): Promise<EmbeddedDatabase> {
  const database = await startEmbeddedPostgres({ dir: clusterDir, databaseName: 'usher_bench' });
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  const { rows } = await client.query<{ loaded: string }>(`select current_setting('shared_preload_libraries') as loaded`);
  const wanted = STATEMENTS ? 'pg_stat_statements' : '';
  if (rows[0]!.loaded === wanted) {
    if (STATEMENTS) await client.query('create extension if not exists pg_stat_statements');
    await client.end();
    return database;
  }
  await client.query(STATEMENTS ? `alter system set shared_preload_libraries = '${wanted}'` : 'alter system reset shared_preload_libraries');
  await client.end();
  await database.stop();
  return startDatabase(clusterDir);
}

/** The event the log is topped up for: seeded once per cluster, its read models built by a first rebuild. */
async function seededEvent(context: RunningContext, dir: string): Promise<string> {
  const file = path.join(dir, 'seeded.json');
  if (fs.existsSync(file)) return (JSON.parse(fs.readFileSync(file, 'utf8')) as { eventUuid: string }).eventUuid;
  log(`seeding ${SEED_GUESTS.toLocaleString('en-US')} guests through the command handlers…`);
  const { eventUuid } = await seedEvent(context, { guests: SEED_GUESTS });
  // No product runs here: the event's read model (which the top-up reads its organiser from) comes from a rebuild.
  await rebuildAll(context.db, context.store, allProjections);
  fs.writeFileSync(file, JSON.stringify({ eventUuid }));
  return eventUuid;
}

async function topStatements(pool: pg.Pool): Promise<void> {
  const { rows } = await pool.query<{ query: string; calls: string; ms: number; rows: string }>(
    `select query, calls, total_exec_time as ms, rows from pg_stat_statements
     where dbid = (select oid from pg_database where datname = current_database())
     order by total_exec_time desc limit 25`,
  );
  console.log('\nStatements by PostgreSQL time (ms, calls, rows):');
  for (const row of rows)
    console.log(
      `${Math.round(row.ms).toString().padStart(8)} ${row.calls.padStart(7)} ${row.rows.padStart(9)}  ${row.query.replace(/\s+/g, ' ').slice(0, 150)}`,
    );
}

async function main(): Promise<void> {
  const missing = SERVER_HEAP_FLAGS.filter((flag) => !process.execArgv.includes(flag));
  if (missing.length > 0) log(`without ${missing.join(' ')}: not as npm run projections:rebuild runs (see this file's first lines)`);
  const kept = process.env.REBUILD_BENCH_DIR;
  const dir = kept ?? fs.mkdtempSync(path.join(os.tmpdir(), 'usher-rebuild-bench-'));
  fs.mkdirSync(dir, { recursive: true });
  fs.chmodSync(dir, 0o755);
  const clusterDir = path.join(dir, 'pg');
  const database = await startDatabase(clusterDir);
  const pool = new pg.Pool({ connectionString: database.url, max: 1 });
  const context = await createContext(database.url, { poolSize: 4 });
  try {
    const eventUuid = await seededEvent(context, dir);
    await topUpLog(context, { eventUuid, targetEvents: LOG_EVENTS, log });
    const projections = chosenProjections();
    const rows = [];
    for (let round = 1; round <= ROUNDS; round++) {
      // A checkpoint of the top-up's writes would land in the first round's figures.
      await pool.query('checkpoint');
      if (STATEMENTS) await pool.query('select pg_stat_statements_reset()');
      const nodeBefore = process.cpuUsage();
      const postgresBefore = postgresCpuMs(clusterDir);
      const result = await rebuildEveryReadModel(context, projections, log);
      const node = process.cpuUsage(nodeBefore);
      const nodeMs = (node.user + node.system) / 1000;
      const postgresMs = postgresCpuMs(clusterDir) - postgresBefore;
      const per100k = (ms: number) => (ms / 1000 / result.log_events) * 100_000;
      console.log(JSON.stringify({ round, ...result, node_cpu_ms: Math.round(nodeMs), postgres_cpu_ms: Math.round(postgresMs) }));
      rows.push(
        {
          figure: `Round ${round}: events per second (${projections.length} read models)`,
          value: perSecond(result.events_per_second),
          against: `${num(result.log_events)} events in ${num(result.rebuild_ms / 1000, 1)} s; target ≥ 30,000 /s`,
          verdict: result.events_per_second >= 30_000 ? ('PASS' as const) : ('MISS' as const),
        },
        {
          figure: `Round ${round}: CPU s per 100k events, node + PostgreSQL`,
          value: num(per100k(nodeMs + postgresMs), 2),
          against: `node ${num(per100k(nodeMs), 2)} + PostgreSQL ${num(per100k(postgresMs), 2)}`,
          verdict: 'info' as const,
        },
        ...[...result.projections]
          .sort((a, b) => b.ms - a.ms)
          .map((report) => ({
            figure: `  ${report.projection}`,
            value: `${num(report.ms)} ms`,
            against: `${num(report.events)} events`,
            verdict: 'info' as const,
          })),
      );
      if (STATEMENTS) await topStatements(pool);
    }
    printTable(`Usher rebuild bench — ${new Date().toISOString()} — ${os.cpus().length} CPUs`, rows);
  } finally {
    await context.close();
    await pool.end();
    await database.stop();
    if (!kept) fs.rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  // Not exitCode: embedded-postgres's exit hook would overwrite it with 0.
  process.exit(1);
});
