/**
 * The door scanner's figures alone, without the rest of the bench:
 * `npx tsx tests/bench/door-scanner-run.ts`. Same set-up as run.ts (a durable
 * embedded PostgreSQL, the product and the bare-INSERT baseline as their own
 * processes), then the baseline and scenarios/door-scanner.ts.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { freePort, startEmbeddedPostgres, type EmbeddedDatabase } from '@usher/infra/db/embedded-postgres';
import { killAllChildren, spawnChild, stopChild, waitForHealth, type Child } from './processes.ts';
import { printTable } from './report.ts';
import { runBaseline } from './scenarios/baseline.ts';
import { DOOR_SCANNER_CONFIG, doorScannerRows, runDoorScanner } from './scenarios/door-scanner.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const log = (message: string) => console.log(`[door-scanner bench ${new Date().toISOString().slice(11, 19)}] ${message}`);

async function main(): Promise<void> {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'usher-door-bench-'));
  fs.chmodSync(tmp, 0o755);
  let database: EmbeddedDatabase | null = null;
  let pool: pg.Pool | null = null;
  const children: Child[] = [];
  try {
    database = await startEmbeddedPostgres({ dir: path.join(tmp, 'pg'), databaseName: 'usher_bench' });
    pool = new pg.Pool({ connectionString: database.url, max: 2 });
    const productPort = await freePort();
    const product = spawnChild('product', 'npx', ['tsx', 'infra/src/main.ts'], { cwd: ROOT, env: { ...process.env, DATABASE_URL: database.url, PORT: String(productPort), LOG_LEVEL: 'warn' } });
    children.push(product);
    const origin = `http://127.0.0.1:${productPort}`;
    await waitForHealth(`${origin}/api/health`, product, 120_000);
    const baselinePort = await freePort();
    const baseline = spawnChild('baseline', 'npx', ['tsx', 'tests/bench/baseline-server.ts'], { cwd: ROOT, env: { ...process.env, DATABASE_URL: database.url, PORT: String(baselinePort) } });
    children.push(baseline);
    const baselineOrigin = `http://127.0.0.1:${baselinePort}`;
    await waitForHealth(`${baselineOrigin}/health`, baseline, 60_000);

    const requests = DOOR_SCANNER_CONFIG.scanners * DOOR_SCANNER_CONFIG.scansPerScanner;
    await runBaseline({ origin: baselineOrigin, requests: 500, concurrency: DOOR_SCANNER_CONFIG.scanners, durationMs: 30_000 });
    log(`baseline: ${DOOR_SCANNER_CONFIG.scanners} clients, ${requests} INSERTs…`);
    const base = await runBaseline({ origin: baselineOrigin, requests, concurrency: DOOR_SCANNER_CONFIG.scanners, durationMs: 90_000 });
    const result = await runDoorScanner({ origin, databaseUrl: database.url, pool, log });
    printTable(`Usher door scanner bench — ${new Date().toISOString()} — ${os.cpus().length} CPUs`, doorScannerRows(result, base));
  } finally {
    for (const child of children) await stopChild(child).catch(() => undefined);
    killAllChildren();
    await pool?.end().catch(() => undefined);
    await database?.stop().catch(() => undefined);
    fs.rmSync(tmp, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  // Not exitCode: embedded-postgres's exit hook would overwrite it with 0.
  process.exit(1);
});
