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
import { randomUUID } from 'node:crypto';
import { connectDatabase } from '@usher/infra/db/database';
import { passTokenFor } from '@usher/read-models/passes/guest-links';
import { Api } from './api.ts';
import { waitForProjections } from './settle.ts';
import { runCheckIns } from './scenarios/check-in.ts';
import { runLoad } from './load.ts';
import { withStandaloneProduct } from './standalone-product.ts';
import { clusterWithStatements, printTopStatements, reportStatements, statementsDuring } from './support/statement-counts.ts';

const REQUESTS = 100;
const CROWD = 1000;
const CLIENTS = 20;

async function main(): Promise<void> {
  const dir = await clusterWithStatements('usher-statements-');
  try {
    await withStandaloneProduct({ prefix: 'usher-statements-', keepDir: dir }, async ({ pool, origin, databaseUrl }) => {
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
      reportStatements('Check-in (POST /events/attendees/:id/check-in), projections included', checkIns, REQUESTS);
      const database = connectDatabase(databaseUrl, { max: 2 });
      const tokens = await Promise.all(guests.slice(REQUESTS).map((id) => passTokenFor(database.db, id)));
      await database.destroy();
      const scan = (token: string) => api.call('POST', `/api/v2/events/${eventUuid}/scans`, { token }, [200], { 'idempotency-key': randomUUID() });
      const scans = await statementsDuring(pool, async () => {
        for (const token of tokens) await scan(token);
        await waitForProjections(pool, 120_000);
      });
      reportStatements('First door scan (POST /events/:e/scans), projections included', scans, REQUESTS);
      const repeats = await statementsDuring(pool, async () => {
        for (const token of tokens) await scan(token);
      });
      reportStatements('Repeat door scan (already checked in)', repeats, REQUESTS);
      const crowdCheckIns = await statementsDuring(pool, async () => {
        await runCheckIns({ origin, token: api.token, guestIds: crowd.slice(0, CROWD), concurrency: CLIENTS, durationMs: 120_000 });
        await waitForProjections(pool, 120_000);
      });
      reportStatements(`Check-in, ${CLIENTS} clients at once, projections included`, crowdCheckIns, CROWD);
      await printTopStatements(pool, `Check-in, ${CLIENTS} clients at once: where PostgreSQL's time went`);
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
      reportStatements(`First door scan, ${CLIENTS} scanners at once, projections included`, crowdScans, CROWD);
    });
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
