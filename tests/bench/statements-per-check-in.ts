/**
 * How many statements the product sends to PostgreSQL per check-in and per
 * door scan, read from pg_stat_statements: `npx tsx tests/bench/statements-per-check-in.ts`.
 * First one request at a time, so grouping has nothing to fold and each
 * count is a request's own, then twenty clients at once as the bench sends
 * them (the projections' statements are counted too, as they run in the
 * same product). Not part of `npm run bench`: a tool for the write path's
 * round trips (issue 31).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { startEmbeddedPostgres } from '@usher/infra/db/embedded-postgres';
import { connectDatabase } from '@usher/infra/db/database';
import { passTokenFor } from '@usher/read-models/passes/guest-links';
import { Api } from './api.ts';
import { waitForProjections } from './settle.ts';
import { runCheckIns } from './scenarios/check-in.ts';
import { runLoad } from './load.ts';
import { withStandaloneProduct } from './standalone-product.ts';

const REQUESTS = 100;
const CROWD = 1000;
const CLIENTS = 20;

interface Counted {
  query: string;
  calls: number;
}

async function statementsDuring(pool: pg.Pool, run: () => Promise<void>): Promise<Counted[]> {
  await pool.query('select pg_stat_statements_reset()');
  await run();
  const { rows } = await pool.query<{ query: string; calls: string }>(
    `select query, calls from pg_stat_statements
     where query not like '%pg_stat_statements%' and dbid = (select oid from pg_database where datname = current_database())
     order by calls desc`,
  );
  return rows.map((row) => ({ query: row.query.replace(/\s+/g, ' ').slice(0, 140), calls: Number(row.calls) }));
}

function report(title: string, counted: Counted[], requests: number): void {
  const total = counted.reduce((sum, row) => sum + row.calls, 0);
  console.log(`\n${title}: ${(total / requests).toFixed(2)} statements per request (${total} for ${requests})`);
  for (const row of counted.filter((r) => r.calls >= requests / 10)) console.log(`  ${(row.calls / requests).toFixed(2).padStart(6)}  ${row.query}`);
}

async function main(): Promise<void> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'usher-statements-'));
  fs.chmodSync(dir, 0o755);
  try {
    // pg_stat_statements must be loaded when the server starts: set it, then start again.
    const first = await startEmbeddedPostgres({ dir: path.join(dir, 'pg'), databaseName: 'usher_bench' });
    const setup = new pg.Client({ connectionString: first.url });
    await setup.connect();
    await setup.query(`alter system set shared_preload_libraries = 'pg_stat_statements'`);
    await setup.end();
    await first.stop();
    await withStandaloneProduct({ prefix: 'usher-statements-', keepDir: dir }, async ({ pool, origin, databaseUrl }) => {
      // The server stops before this pool at the end: its idle connections' errors are expected then.
      pool.on('error', () => undefined);
      await pool.query('create extension if not exists pg_stat_statements');
      const api = new Api(origin);
      await api.signUp();
      const eventUuid = await api.createEvent('Statements');
      const guests = await api.addGuests(eventUuid, REQUESTS * 2, 500, 'Count');
      const crowd = await api.addGuests(eventUuid, CROWD * 2, 500, 'Crowd');
      await waitForProjections(pool, 120_000);
      const checkIns = await statementsDuring(pool, async () => {
        for (const id of guests.slice(0, REQUESTS)) await api.call('POST', `/api/v2/events/attendees/${id}/check-in`);
        await waitForProjections(pool, 120_000);
      });
      report('Check-in (POST /events/attendees/:id/check-in), projections included', checkIns, REQUESTS);
      const database = connectDatabase(databaseUrl, { max: 2 });
      const tokens = await Promise.all(guests.slice(REQUESTS).map((id) => passTokenFor(database.db, id)));
      await database.destroy();
      const scan = (token: string) => api.call('POST', `/api/v2/events/${eventUuid}/scans`, { token }, [200], { 'idempotency-key': randomUUID() });
      const scans = await statementsDuring(pool, async () => {
        for (const token of tokens) await scan(token);
        await waitForProjections(pool, 120_000);
      });
      report('First door scan (POST /events/:e/scans), projections included', scans, REQUESTS);
      const repeats = await statementsDuring(pool, async () => {
        for (const token of tokens) await scan(token);
      });
      report('Repeat door scan (already checked in)', repeats, REQUESTS);
      const crowdCheckIns = await statementsDuring(pool, async () => {
        await runCheckIns({ origin, token: api.token, guestIds: crowd.slice(0, CROWD), concurrency: CLIENTS, durationMs: 120_000 });
        await waitForProjections(pool, 120_000);
      });
      report(`Check-in, ${CLIENTS} clients at once, projections included`, crowdCheckIns, CROWD);
      const crowdDatabase = connectDatabase(databaseUrl, { max: 2 });
      const crowdTokens = await Promise.all(crowd.slice(CROWD).map((id) => passTokenFor(crowdDatabase.db, id)));
      await crowdDatabase.destroy();
      const headers = { authorization: `Bearer ${api.token}` };
      const crowdScans = await statementsDuring(pool, async () => {
        await runLoad({
          origin,
          concurrency: CLIENTS,
          durationMs: 120_000,
          next: (i) =>
            i < crowdTokens.length
              ? {
                  method: 'POST',
                  path: `/api/v2/events/${eventUuid}/scans`,
                  headers: { ...headers, 'idempotency-key': randomUUID() },
                  body: JSON.stringify({ token: crowdTokens[i] }),
                }
              : null,
        });
        await waitForProjections(pool, 120_000);
      });
      report(`First door scan, ${CLIENTS} scanners at once, projections included`, crowdScans, CROWD);
    });
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
