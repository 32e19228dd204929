/**
 * CPU per public request of a journey (product and PostgreSQL, projections included), one request at a
 * time: the public RSVP page's GET, a journey's open and an answer on each of its steps. Issue 31's
 * journey figure compares an answer under a crowd with the GET under the same crowd; on a machine whose
 * cores are all busy, the answer's p95 follows what each costs: `npx tsx tests/bench/cpu-per-journey-request.ts` (GUESTS=100;
 * CROWD=1 sends each batch at once; PRODUCT_NODE_ARGS are the product's node flags, `--cpu-prof --cpu-prof-dir=…` say).
 */
import http from 'node:http';
import { answerStepByStep, seedJourneyGuests, timed, type Step } from './scenarios/journeys.ts';
import { waitForProjections } from './settle.ts';
import { withStandaloneProduct } from './standalone-product.ts';
import { productCpuMs } from './cpu-use.ts';
import { productNodeArgsFromEnvironment } from './product-command.ts';

const GUESTS = Number(process.env.GUESTS ?? 100);

async function main(): Promise<void> {
  await withStandaloneProduct({ prefix: 'usher-journey-cpu-', nodeArgs: productNodeArgsFromEnvironment() }, async (product) => {
    const { pool, origin } = product;
    const tokens = await seedJourneyGuests(origin, GUESTS);
    await waitForProjections(pool, 120_000);
    const url = new URL(origin);
    // CROWD=1: each batch's requests at once, as the bench's crowd sends them; else one at a time.
    const crowd = process.env.CROWD === '1';
    const agent = new http.Agent({ keepAlive: true, maxSockets: crowd ? GUESTS : 1 });
    const each = async <T>(items: readonly T[], work: (item: T, index: number) => Promise<unknown>) => {
      if (crowd) await Promise.all(items.map(work));
      else for (const [index, item] of items.entries()) await work(item, index);
    };
    const get = async (path: string) => {
      const reply = await timed(url, agent, 'GET', path);
      if (reply.status !== 200) throw new Error(`GET ${path}: ${reply.status}`);
      return reply.json;
    };
    // CPU of the product's process group and of PostgreSQL over `work`, once the projections are done with it.
    const cpuOf = async (name: string, count: number, work: () => Promise<void>) => {
      const before = productCpuMs(product);
      const started = performance.now();
      await work();
      await waitForProjections(pool, 120_000);
      const after = productCpuMs(product);
      const each = (value: number) => (value / count).toFixed(2);
      console.log(
        `${name}: product ${each(after.productMs - before.productMs)} ms, PostgreSQL ${each(after.postgresMs - before.postgresMs)} ms CPU per request (${count} requests, ${Math.round(performance.now() - started)} ms)`,
      );
    };
    // A first pass warms each route's code and plans; the second is measured.
    const half = Math.floor(tokens.length / 2);
    for (const [label, batch] of [
      ['warm-up', tokens.slice(0, half)],
      ['measured', tokens.slice(half)],
    ] as const) {
      console.log(`-- ${label}`);
      await cpuOf('RSVP page GET', batch.length, async () => {
        await each(batch, (token) => get(`/api/v2/public/rsvp/${token}`));
      });
      const firstSteps: (Step | null)[] = [];
      await cpuOf('Journey open', batch.length, async () => {
        await each(batch, async (token, index) => void (firstSteps[index] = (await get(`/api/v2/public/journey/${token}`)).data.step));
      });
      // Each step of the journey apart (welcome, RSVP Yes, details): they append different events, and the
      // projections do different work after them, so an average of the three would hide the costliest.
      await answerStepByStep(url, agent, batch, firstSteps, (type, guests, answer) =>
        cpuOf(`Journey answer on a ${type} step`, guests.length, () => each(guests, answer)),
      );
    }
    agent.destroy();
  });
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
