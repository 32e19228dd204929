/**
 * The door scanner's figures alone, without the rest of the bench:
 * `npx tsx tests/bench/door-scanner-run.ts`. Same set-up as run.ts (standalone-product.ts:
 * a durable embedded PostgreSQL and the product; the bare-INSERT baseline as its
 * own process), then the baseline and scenarios/door-scanner.ts.
 */
import os from 'node:os';
import { freePort } from '@usher/infra/db/embedded-postgres';
import { spawnChild, waitForHealth } from './processes.ts';
import { printTable } from './report.ts';
import { runBaseline } from './scenarios/baseline.ts';
import { DOOR_SCANNER_CONFIG, doorScannerRows, runDoorScanner } from './scenarios/door-scanner.ts';
import { ROOT, withStandaloneProduct } from './standalone-product.ts';
import { groupCpuMs, postgresCpuMs } from './cpu-use.ts';
import { num } from './report.ts';

const log = (message: string) => console.log(`[door-scanner bench ${new Date().toISOString().slice(11, 19)}] ${message}`);

async function main(): Promise<void> {
  await withStandaloneProduct({ prefix: 'usher-door-bench-' }, async ({ databaseUrl, pool, origin, track, productGroup, clusterDir }) => {
    const baselinePort = await freePort();
    const baseline = spawnChild('baseline', 'npx', ['tsx', 'tests/bench/baseline-server.ts'], {
      cwd: ROOT,
      env: { ...process.env, DATABASE_URL: databaseUrl, PORT: String(baselinePort) },
    });
    track(baseline);
    const baselineOrigin = `http://127.0.0.1:${baselinePort}`;
    await waitForHealth(`${baselineOrigin}/health`, baseline, 60_000);

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
  });
}

main().catch((error) => {
  console.error(error);
  // Not exitCode: embedded-postgres's exit hook would overwrite it with 0.
  process.exit(1);
});
