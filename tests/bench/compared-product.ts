/**
 * Another checkout's product (built: its infra/dist and web/dist) started beside
 * a bench tool's own, on the same database, for an interleaved A/B: on a shared
 * machine only alternating the two says which is faster.
 */
import path from 'node:path';
import { SERVER_NODE_FLAGS } from '../../infra/bin/ensure-server-build.mjs';
import { freePort } from '@usher/infra/db/embedded-postgres';
import { spawnChild, waitForHealth, type Child } from './processes.ts';
import type { StandaloneProduct } from './standalone-product.ts';

export interface ComparedProduct {
  origin: string;
  /** Its process group (spawnChild starts it in one of its own), for cpu-use.ts. */
  group: number;
}

export async function startComparedProduct(
  root: string,
  { databaseUrl, dir, track }: Pick<StandaloneProduct, 'databaseUrl' | 'dir' | 'track'>,
): Promise<ComparedProduct> {
  const port = await freePort();
  const child: Child = spawnChild('compared product', process.execPath, [...SERVER_NODE_FLAGS, path.join(root, 'infra/dist/main.mjs')], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: databaseUrl, PORT: String(port), LOG_LEVEL: 'warn', DATA_DIR: dir },
  });
  track(child);
  await waitForHealth(`http://127.0.0.1:${port}/api/health`, child, 120_000);
  return { origin: `http://127.0.0.1:${port}`, group: child.proc.pid! };
}
