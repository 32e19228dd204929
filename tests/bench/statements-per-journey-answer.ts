/**
 * How many statements the product sends to PostgreSQL per journey answer and
 * per public RSVP page GET, read from pg_stat_statements:
 * `npx tsx tests/bench/statements-per-journey-answer.ts` (GUESTS=50). One
 * request at a time, so each count is a request's own; the projections run in
 * the same product, so the answers are counted with and without waiting for
 * them, each step of the journey apart (welcome page, RSVP Yes, details
 * form). Not part of `npm run bench`: a tool for issue 31's journey figure.
 */
import fs from 'node:fs';
import http from 'node:http';
import { answerStepByStep, seedJourneyGuests, timed, type Step } from './scenarios/journeys.ts';
import { waitForProjections } from './settle.ts';
import { withStandaloneProduct } from './standalone-product.ts';
import { clusterWithStatements, reportStatements, statementsDuring } from './support/statement-counts.ts';

const GUESTS = Number(process.env.GUESTS ?? 50);

async function main(): Promise<void> {
  const dir = await clusterWithStatements('usher-journey-statements-');
  try {
    await withStandaloneProduct({ prefix: 'usher-journey-statements-', keepDir: dir }, async ({ pool, origin }) => {
      const tokens = await seedJourneyGuests(origin, GUESTS);
      await waitForProjections(pool, 120_000);
      const url = new URL(origin);
      const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
      const get = async (path: string) => {
        const reply = await timed(url, agent, 'GET', path);
        if (reply.status !== 200) throw new Error(`GET ${path}: ${reply.status}`);
        return reply.json;
      };
      const rsvp = await statementsDuring(pool, async () => {
        for (const token of tokens) await get(`/api/v2/public/rsvp/${token}`);
      });
      reportStatements('Public RSVP page GET', rsvp, tokens.length);
      const firstSteps: (Step | null)[] = [];
      const opens = await statementsDuring(pool, async () => {
        for (const token of tokens) firstSteps.push((await get(`/api/v2/public/journey/${token}`)).data.step);
        await waitForProjections(pool, 120_000);
      });
      reportStatements('Journey opened (GET /public/journey/:token), projections included', opens, tokens.length);
      // Each step apart (welcome, RSVP Yes, details): a Yes appends more, and more projections follow it.
      await answerStepByStep(url, agent, tokens, firstSteps, async (type, guests, answer) => {
        const answering = await statementsDuring(pool, async () => {
          for (const index of guests) await answer(index);
        });
        reportStatements(`Journey answer on a ${type} step (POST /public/journey/:token/answer), alone`, answering, guests.length);
        const projections = await statementsDuring(pool, async () => void (await waitForProjections(pool, 120_000)));
        reportStatements('… and the projections after them, per answer', projections, guests.length);
      });
      agent.destroy();
    });
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
