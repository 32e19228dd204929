import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { startEmbeddedPostgres } from '@usher/infra/db/embedded-postgres';

// Counting the statements a request sends to PostgreSQL (pg_stat_statements):
// round trips are work that the machine's noise does not move (issue 31).

export interface Counted {
  query: string;
  calls: number;
}

/** A directory for withStandaloneProduct's `keepDir` whose cluster loads pg_stat_statements (it must be loaded as the server starts). */
export async function clusterWithStatements(prefix: string): Promise<string> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  fs.chmodSync(dir, 0o755);
  await loadStatementsIn(dir);
  return dir;
}

/** Makes (or opens) the cluster in `dir`/pg and has it load pg_stat_statements from its next start. */
async function loadStatementsIn(dir: string): Promise<void> {
  const first = await startEmbeddedPostgres({ dir: path.join(dir, 'pg'), databaseName: 'usher_bench' });
  const setup = new pg.Client({ connectionString: first.url });
  await setup.connect();
  await setup.query(`alter system set shared_preload_libraries = 'pg_stat_statements'`);
  await setup.query(`alter system set pg_stat_statements.track_planning = on`);
  await setup.end();
  await first.stop();
}

/**
 * Runs `run` with the directory its product should keep: BENCH_KEEP_DIR when
 * set (its cluster made to load pg_stat_statements when statements are
 * `wanted`), else, when they are, a new cluster that loads them, removed
 * afterwards; else none.
 */
export async function withStatementsCluster<T>(prefix: string, wanted: boolean, run: (keepDir: string | undefined) => Promise<T>): Promise<T> {
  const kept = process.env.BENCH_KEEP_DIR;
  if (kept && wanted) await loadStatementsIn(kept);
  const made = wanted && !kept ? await clusterWithStatements(prefix) : undefined;
  try {
    return await run(kept ?? made);
  } finally {
    if (made) fs.rmSync(made, { recursive: true, force: true });
  }
}

/** The statements run while `run` ran, most called first. */
export async function statementsDuring(pool: pg.Pool, run: () => Promise<void>): Promise<Counted[]> {
  await resetStatements(pool);
  await run();
  const { rows } = await pool.query<{ query: string; calls: string }>(
    `select query, calls from pg_stat_statements
     where query not like '%pg_stat_statements%' and dbid = (select oid from pg_database where datname = current_database())
     order by calls desc`,
  );
  return rows.map((row) => ({ query: row.query.replace(/\s+/g, ' ').slice(0, 140), calls: Number(row.calls) }));
}

/** Prints the statements per request, and those run at least once in ten requests. */
export function reportStatements(title: string, counted: Counted[], requests: number): void {
  const total = counted.reduce((sum, row) => sum + row.calls, 0);
  console.log(`\n${title}: ${(total / requests).toFixed(2)} statements per request (${total} for ${requests})`);
  for (const row of counted.filter((r) => r.calls >= requests / 10)) console.log(`  ${(row.calls / requests).toFixed(2).padStart(6)}  ${row.query}`);
}

/** Forgets the statements counted so far (the extension made if it is not yet). */
export async function resetStatements(pool: pg.Pool): Promise<void> {
  await pool.query('create extension if not exists pg_stat_statements');
  await pool.query('select pg_stat_statements_reset()');
}

export interface TimedStatement {
  /** The statement's text, its whitespace collapsed. */
  query: string;
  calls: number;
  /** Time spent executing it, and planning it, in ms. */
  ms: number;
  plan: number;
  /** How many times PostgreSQL planned it (with track_planning). */
  plans: number;
  rows: number;
}

/** The statements since the last reset, those that took PostgreSQL the most time (executing and planning) first. */
export async function topStatements(pool: pg.Pool): Promise<TimedStatement[]> {
  const { rows } = await pool.query<{ query: string; calls: string; ms: number; plan: number; plans: string; rows: string }>(
    `select query, calls, total_exec_time as ms, total_plan_time as plan, plans, rows from pg_stat_statements
     where query not like '%pg_stat_statements%' and dbid = (select oid from pg_database where datname = current_database())
     order by total_exec_time + total_plan_time desc`,
  );
  return rows.map((row) => ({
    query: row.query.replace(/\s+/g, ' '),
    calls: Number(row.calls),
    ms: row.ms,
    plan: row.plan,
    plans: Number(row.plans),
    rows: Number(row.rows),
  }));
}

/** Prints the statements since the last reset that took the most time, and their totals. */
export async function printTopStatements(pool: pg.Pool, title: string, limit = 20): Promise<void> {
  const rows = await topStatements(pool);
  const calls = rows.reduce((sum, row) => sum + row.calls, 0);
  const ms = rows.reduce((sum, row) => sum + row.ms, 0);
  const plan = rows.reduce((sum, row) => sum + row.plan, 0);
  console.log(
    `\n${title}: ${calls} statements, ${Math.round(ms)} ms executing and ${Math.round(plan)} ms planning in PostgreSQL (ms executing, ms planning, calls, rows):`,
  );
  for (const row of rows.slice(0, limit))
    console.log(
      `${Math.round(row.ms).toString().padStart(8)} ${Math.round(row.plan).toString().padStart(6)} ${String(row.calls).padStart(7)} ${String(row.rows).padStart(9)}  ${row.query.slice(0, 160)}`,
    );
}

/**
 * The statements since the last reset that PostgreSQL spent the most time planning, with how often it planned
 * each: a prepared statement planned on nearly every call never kept its generic plan (streams-named.ts).
 */
export async function printPlanning(pool: pg.Pool, title: string, limit = 12): Promise<void> {
  const rows = (await topStatements(pool)).sort((a, b) => b.plan - a.plan);
  const plan = rows.reduce((sum, row) => sum + row.plan, 0);
  const ms = rows.reduce((sum, row) => sum + row.ms, 0);
  console.log(`\n${title}: ${Math.round(plan)} ms planning beside ${Math.round(ms)} ms executing (calls, plans, ms planning, ms executing):`);
  for (const row of rows.slice(0, limit))
    console.log(
      `${String(row.calls).padStart(7)} ${String(row.plans).padStart(6)} ${Math.round(row.plan).toString().padStart(6)} ${Math.round(row.ms).toString().padStart(6)}  ${row.query.slice(0, 150)}`,
    );
}
