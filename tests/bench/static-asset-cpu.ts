/**
 * What the product's CPU pays to serve the dashboard's scripts, beside what it
 * pays for its cheapest API answer: `npm run build && npx tsx tests/bench/static-asset-cpu.ts`.
 * A first visit of the guest list asks for some 45 scripts while the same
 * process answers the list's own requests (issue 31: guest list in Chromium);
 * CPU per request is the figure a shared machine moves least. Each figure is
 * ROUNDS rounds of REQUESTS requests, six at a time (Chromium's connections
 * per host), as the browser asks: brotli accepted, every script of the
 * guest list's first load in turn. COMPARE_ROOT=/another/checkout (built)
 * runs that checkout's product on the same database, measured alternately.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { groupCpuMs } from './cpu-use.ts';
import { median, runLoad, type RequestSpec } from './load.ts';
import { startComparedProduct } from './compared-product.ts';
import { num, printTable } from './report.ts';
import { ROOT, withStandaloneProduct } from './standalone-product.ts';
import { firstLoadFiles } from './first-load-js.ts';

const REQUESTS = Number(process.env.REQUESTS ?? 600);
const ROUNDS = Number(process.env.ROUNDS ?? 3);
const BROWSER_CONNECTIONS = 6;
const BROWSER_HEADERS = { 'accept-encoding': 'gzip, deflate, br, zstd', accept: '*/*' };

/** The product's CPU per request over `requests`, after as many unmeasured (JIT, file cache). */
async function cpuPerRequest(origin: string, group: number, paths: string[]): Promise<number> {
  const load = (count: number) =>
    runLoad({
      origin,
      concurrency: BROWSER_CONNECTIONS,
      next: (index): RequestSpec | null => (index < count ? { method: 'GET', path: paths[index % paths.length]!, headers: BROWSER_HEADERS } : null),
    });
  await load(REQUESTS);
  const before = groupCpuMs(group);
  const result = await load(REQUESTS);
  if (result.non2xx + result.errors > 0) throw new Error(`Not every request answered 200: ${result.sampleFailures.join('; ')}`);
  return (groupCpuMs(group) - before) / REQUESTS;
}

async function main(): Promise<void> {
  const scriptsOf = (root: string) => firstLoadFiles('Guest list', path.join(root, 'web/dist')).map((file) => `/${file}`);
  await withStandaloneProduct({ prefix: 'usher-static-bench-' }, async ({ origin, productGroup, databaseUrl, dir, track }) => {
    const products = [{ name: 'this checkout', origin, group: productGroup, scripts: scriptsOf(ROOT) }];
    const compareRoot = process.env.COMPARE_ROOT;
    if (compareRoot) {
      const other = await startComparedProduct(compareRoot, { databaseUrl, dir, track });
      products.push({ name: compareRoot, ...other, scripts: scriptsOf(compareRoot) });
    }
    const figures = new Map(products.map(({ name }) => [name, { scripts: [] as number[], health: [] as number[] }]));
    for (let round = 1; round <= ROUNDS; round++) {
      for (const product of products) {
        const figure = figures.get(product.name)!;
        figure.scripts.push(await cpuPerRequest(product.origin, product.group, product.scripts));
        figure.health.push(await cpuPerRequest(product.origin, product.group, ['/api/health']));
      }
    }
    printTable(
      `Usher static assets — ${new Date().toISOString()} — ${os.cpus().length} CPUs`,
      [...figures].flatMap(([name, figure]) => [
        {
          figure: `${name}: product CPU per script (the guest list's first load, brotli accepted)`,
          value: `${num(median(figure.scripts), 3)} ms`,
          against: `median of ${ROUNDS} rounds: ${figure.scripts.map((v) => num(v, 3)).join(', ')}`,
          verdict: 'info' as const,
        },
        {
          figure: `${name}: product CPU per GET /api/health`,
          value: `${num(median(figure.health), 3)} ms`,
          against: `median of ${ROUNDS} rounds: ${figure.health.map((v) => num(v, 3)).join(', ')}`,
          verdict: 'info' as const,
        },
      ]),
    );
  });
}

if (!fs.existsSync(path.join(ROOT, 'web/dist/.vite/manifest.json'))) throw new Error('Build the dashboard first: npm run build');
main().catch((error) => {
  console.error(error);
  process.exit(1);
});
