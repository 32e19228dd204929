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
  const first = await startEmbeddedPostgres({ dir: path.join(dir, 'pg'), databaseName: 'usher_bench' });
  const setup = new pg.Client({ connectionString: first.url });
  await setup.connect();
  await setup.query(`alter system set shared_preload_libraries = 'pg_stat_statements'`);
  await setup.end();
  await first.stop();
  return dir;
}

/** The statements run while `run` ran, most called first. */
export async function statementsDuring(pool: pg.Pool, run: () => Promise<void>): Promise<Counted[]> {
  await pool.query('create extension if not exists pg_stat_statements');
  await pool.query('select pg_stat_statements_reset()');
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
