import { freePort } from '@usher/infra/db/embedded-postgres';
import { spawnChild, waitForHealth, type Child } from './processes.ts';
import { ROOT } from './standalone-product.ts';

/**
 * The baseline server (baseline-server.ts: a bare INSERT per request) in a process of its own on the bench's
 * database, answering: each figure the bench compares with it is measured in the same run.
 */
export async function startBaselineServer(databaseUrl: string, keep: (child: Child) => void): Promise<{ child: Child; origin: string; port: number }> {
  const port = await freePort();
  const child = spawnChild('baseline', 'npx', ['tsx', 'tests/bench/baseline-server.ts'], {
    cwd: ROOT,
    env: { ...process.env, DATABASE_URL: databaseUrl, PORT: String(port) },
  });
  keep(child);
  const origin = `http://127.0.0.1:${port}`;
  await waitForHealth(`${origin}/health`, child, 60_000);
  return { child, origin, port };
}
