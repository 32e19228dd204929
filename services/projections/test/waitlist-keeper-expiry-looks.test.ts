import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import type { KyselyPlugin } from 'kysely';
import { createTestDatabase } from '@usher/infra/testing/test-database';
import type { DatabaseHandle } from '@usher/infra/db/database';
import { MovableClock } from '@usher/infra/testing/movable-clock';
import { PgListener } from '@usher/infra/db/pg-listener';
import { PostgresEventStore } from '@usher/infra/eventstore/postgres-event-store';
import { WaitlistKeeper } from '../src/waitlist/waitlist-keeper.ts';

// The keeper looks for offers whose time is up before it reads the log, and a guest's answer wakes it:
// it asks PostgreSQL at most once a second by its own clock, not on every wake.

let database: DatabaseHandle;
let listener: PgListener;

beforeAll(async () => {
  database = await createTestDatabase(inject('pgAdminUrl'), { max: 2 });
  listener = new PgListener(database.url);
});
afterAll(async () => {
  await listener.close();
  await database.destroy();
});

/** Counts the statements that read the waitlist's entries. */
function countingWaitlistReads(): { plugin: KyselyPlugin; reads: () => number } {
  let reads = 0;
  return {
    plugin: {
      transformQuery(args) {
        if (args.node.kind === 'SelectQueryNode' && JSON.stringify(args.node).includes('"rm_waitlist_entries"')) reads++;
        return args.node;
      },
      transformResult: async (args) => args.result,
    },
    reads: () => reads,
  };
}

it('looks for due offers once a second by its clock, however often it is woken', async () => {
  const clock = new MovableClock('2030-06-01T08:00:00Z');
  const counter = countingWaitlistReads();
  const db = database.db.withPlugin(counter.plugin);
  const keeper = new WaitlistKeeper(db, new PostgresEventStore(db, listener), { clock });

  for (let wake = 0; wake < 5; wake++) await keeper.beforeRead();
  expect(counter.reads()).toBe(1);

  clock.advance(999);
  await keeper.beforeRead();
  expect(counter.reads()).toBe(1);

  clock.advance(1);
  await keeper.beforeRead();
  await keeper.beforeRead();
  expect(counter.reads()).toBe(2);

  // A clock moved a day on (as the waitlist's route test moves it) looks at once.
  clock.advance(24 * 60 * 60 * 1000);
  await keeper.beforeRead();
  expect(counter.reads()).toBe(3);
});
