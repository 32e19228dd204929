/**
 * The set-up of a bench part run alone (door-scanner-run.ts, time-travel-run.ts,
 * write-cost-run.ts): a durable embedded PostgreSQL in its own directory, the
 * product as its own process on it, and everything stopped and removed after.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { freePort, startEmbeddedPostgres, type EmbeddedDatabase } from '@usher/infra/db/embedded-postgres';
import { productCommand } from './product-command.ts';
import { killAllChildren, spawnChild, stopChild, waitForHealth, type Child } from './processes.ts';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface StandaloneProduct {
  dir: string;
  databaseUrl: string;
  pool: pg.Pool;
  origin: string;
  /** The product's process group (cpu-use.ts) and its PostgreSQL cluster's directory. */
  productGroup: number;
  clusterDir: string;
  /** Another process of the run (a baseline server), stopped with the product. */
  track(child: Child): void;
  /** Stops the product before the run ends (a rebuild wants the database alone). */
  stopProduct(): Promise<void>;
}

/**
 * Runs `run` beside a product of its own; `keepDir` reuses (and keeps) a directory, so a seeded database survives.
 * BENCH_ECHO=1 shows the product's own log (warnings and errors) while it runs.
 * `env`: more of the product's environment (a mail server to send to, say).
 * BENCH_PG_LOG=1 shows its PostgreSQL's log (auto_explain's plans, once loaded, say).
 * `nodeArgs`: flags for the product's node (`--cpu-prof --cpu-prof-dir=…`).
 * `alongside`: a part of run.ts, whose own product must outlive this one, so only this one's processes are stopped.
 */
export async function withStandaloneProduct<T>(
  options: { prefix: string; keepDir?: string; alongside?: boolean; env?: Record<string, string>; nodeArgs?: string[] },
  run: (product: StandaloneProduct) => Promise<T>,
): Promise<T> {
  const dir = options.keepDir ?? fs.mkdtempSync(path.join(os.tmpdir(), options.prefix));
  fs.mkdirSync(dir, { recursive: true });
  fs.chmodSync(dir, 0o755);
  let database: EmbeddedDatabase | null = null;
  let pool: pg.Pool | null = null;
  const children: Child[] = [];
  try {
    database = await startEmbeddedPostgres({
      dir: path.join(dir, 'pg'),
      databaseName: 'usher_bench',
      ...(process.env.BENCH_PG_LOG ? { log: (m: string) => process.stderr.write(m) } : {}),
    });
    pool = new pg.Pool({ connectionString: database.url, max: 2 });
    // An idle client the server lets go (a shutdown, a terminated backend) errors on the pool: with no listener that
    // ended the whole run after its figures were measured and before they were printed. A query's own error still throws.
    pool.on('error', () => undefined);
    const port = await freePort();
    const [command, args] = productCommand(options.nodeArgs);
    const product = spawnChild('product', command, args, {
      cwd: ROOT,
      env: { ...process.env, DATABASE_URL: database.url, PORT: String(port), LOG_LEVEL: 'warn', DATA_DIR: dir, ...options.env },
      echo: process.env.BENCH_ECHO === '1',
    });
    children.push(product);
    const origin = `http://127.0.0.1:${port}`;
    await waitForHealth(`${origin}/api/health`, product, 120_000);
    return await run({
      dir,
      databaseUrl: database.url,
      pool,
      origin,
      productGroup: product.pid,
      clusterDir: path.join(dir, 'pg'),
      track: (child) => children.push(child),
      stopProduct: async () => {
        await stopChild(product);
        children.splice(children.indexOf(product), 1);
      },
    });
  } finally {
    for (const child of children) await stopChild(child).catch(() => undefined);
    if (!options.alongside) killAllChildren();
    await pool?.end().catch(() => undefined);
    await database?.stop().catch(() => undefined);
    if (!options.keepDir) fs.rmSync(dir, { recursive: true, force: true });
  }
}
