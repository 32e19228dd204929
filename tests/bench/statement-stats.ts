/**
 * pg_stat_statements for a bench part run alone: a cluster directory whose
 * server loads it as it starts (it cannot be loaded later), and the
 * statements PostgreSQL ran since the last reset, by time.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { startEmbeddedPostgres } from '@usher/infra/db/embedded-postgres';

/** A fresh directory for withStandaloneProduct's `keepDir`, its cluster (`pg`) set to load pg_stat_statements. */
export async function dirWithStatements(prefix: string): Promise<string> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  fs.chmodSync(dir, 0o755);
  const first = await startEmbeddedPostgres({ dir: path.join(dir, 'pg'), databaseName: 'usher_bench' });
  const setup = new pg.Client({ connectionString: first.url });
  await setup.connect();
  await setup.query(`alter system set shared_preload_libraries = 'pg_stat_statements'`);
  await setup.end();
  await first.stop();
  return dir;
}

export async function resetStatements(pool: pg.Pool): Promise<void> {
  await pool.query('create extension if not exists pg_stat_statements');
  await pool.query('select pg_stat_statements_reset()');
}

/** Prints the statements since the last reset that took the most time, and their totals. */
export async function printTopStatements(pool: pg.Pool, title: string, limit = 20): Promise<void> {
  const { rows } = await pool.query<{ query: string; calls: string; ms: number; rows: string }>(
    `select query, calls, total_exec_time as ms, rows from pg_stat_statements
     where query not like '%pg_stat_statements%' and dbid = (select oid from pg_database where datname = current_database())
     order by total_exec_time desc`,
  );
  const calls = rows.reduce((sum, row) => sum + Number(row.calls), 0);
  const ms = rows.reduce((sum, row) => sum + row.ms, 0);
  console.log(`\n${title}: ${calls} statements, ${Math.round(ms)} ms in PostgreSQL (ms, calls, rows):`);
  for (const row of rows.slice(0, limit))
    console.log(
      `${Math.round(row.ms).toString().padStart(8)} ${row.calls.padStart(7)} ${row.rows.padStart(9)}  ${row.query.replace(/\s+/g, ' ').slice(0, 160)}`,
    );
}
