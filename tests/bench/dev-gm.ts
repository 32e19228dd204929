// TEMPORARY dev harness (to be deleted).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { freePort, startEmbeddedPostgres, type EmbeddedDatabase } from '@usher/infra/db/embedded-postgres';
import { killAllChildren, spawnChild, stopChild, waitForHealth, type Child } from './processes.ts';
import { runGuestManagement } from './scenarios/guest-management.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const log = (m: string) => console.log(`[dev ${new Date().toISOString().slice(11, 19)}] ${m}`);
const N = Number(process.env.N ?? 10000);
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'usher-devgm-'));
fs.chmodSync(tmp, 0o755);
let database: EmbeddedDatabase | null = null;
let pool: pg.Pool | null = null;
let product: Child | null = null;
try {
  database = await startEmbeddedPostgres({ dir: path.join(tmp, 'pg'), databaseName: 'usher_bench' });
  pool = new pg.Pool({ connectionString: database.url, max: 2 });
  const port = await freePort();
  product = spawnChild('product', 'npx', ['tsx', 'infra/src/main.ts'], { cwd: ROOT, env: { ...process.env, DATABASE_URL: database.url, PORT: String(port), LOG_LEVEL: 'warn' } });
  await waitForHealth(`http://127.0.0.1:${port}/api/health`, product, 120_000);
  const t = performance.now();
  const r = await runGuestManagement({ root: ROOT, databaseUrl: database.url, pool, origin: `http://127.0.0.1:${port}`, log, config: { guests: N, listRequests: 200, listWarmup: 20, listPerPage: 50, search: 'garc', uploadRows: N, bulkRsvpGuests: N / 2, seedTimeoutMs: 300_000, settleTimeoutMs: 120_000 } });
  console.log(JSON.stringify(r, null, 1));
  log(`took ${Math.round(performance.now() - t)} ms`);
} catch (e) {
  console.error(e);
  if (product) console.error(product.output().slice(-3000));
} finally {
  if (product) await stopChild(product);
  killAllChildren();
  await pool?.end();
  await database?.stop();
  fs.rmSync(tmp, { recursive: true, force: true });
}
