import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestApp, type TestApp } from '@usher/infra/testing/test-app';
import { rebuildAll } from '../src/rebuild.ts';
import { guestListProjection } from '../src/guest-list/guest-list-projection.ts';
import { guestHistoryProjection } from '../src/guest-history/guest-history-projection.ts';
import { activityFeedProjection } from '../src/activity-feed/activity-feed-projection.ts';

// The live runner applies the guest list, its history and the activity feed in
// one transaction per batch (runner/apply-together.ts); a rebuild of the same
// projections swaps its tables in meanwhile. Both take their locks in one
// order (the swap gate, checkpoints, tables): neither waits for the other forever.
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp(inject('pgAdminUrl'));
});
afterAll(async () => {
  await t.close();
});

const together = [guestListProjection, guestHistoryProjection, activityFeedProjection];

async function guestListRows(): Promise<string[]> {
  const result = await sql<{ row: string }>`select to_jsonb(t)::text as row from rm_attendees t order by 1`.execute(t.context.db);
  return result.rows.map((row) => row.row);
}

describe('a merged live batch and a rebuild swapping in', () => {
  it('check in guests while the guest list, its history and the feed are rebuilt and swapped in, and end equal to a replay', async () => {
    const { auth } = await t.signUp();
    const call = (method: 'POST' | 'GET', url: string, payload?: object) => t.app.inject({ method, url, headers: auth, payload });
    const event = (await call('POST', '/api/v2/events', { name: 'Gala', starts_date: '2099-05-01', starts_time: '18:00' })).json().data.uuid as string;
    const members = Array.from({ length: 120 }, (_, i) => ({ first_name: `Guest${i}`, last_name: 'Test', email: `g${i}@example.com` }));
    const ids = ((await call('POST', `/api/v2/events/${event}/attendees`, { members })).json().data as { id: string }[]).map((guest) => guest.id);
    await t.settle();

    let checkingIn = true;
    const statuses: number[] = [];
    // Four clients at once, so that batches hold several events and the runner merges them.
    const clients = Array.from({ length: 4 }, async (_, client) => {
      for (let index = client; index < ids.length; index += 4) {
        statuses.push((await call('POST', `/api/v2/events/attendees/${ids[index]}/check-in`)).statusCode);
      }
    });
    const allCheckedIn = Promise.all(clients).finally(() => (checkingIn = false));
    let rebuilds = 0;
    do {
      await rebuildAll(t.context.db, t.context.store, together);
      rebuilds += 1;
    } while (checkingIn);
    await allCheckedIn;
    await t.settle();

    expect(rebuilds).toBeGreaterThan(0);
    expect(statuses.filter((status) => status !== 200)).toEqual([]);
    const stats = (await call('GET', `/api/v2/events/${event}/attendees/stats`)).json().data;
    expect(stats.checked_in).toBe(ids.length);
    // What the live runner built equals a replay of the log.
    const live = await guestListRows();
    await rebuildAll(t.context.db, t.context.store, together);
    expect(await guestListRows()).toEqual(live);
  });
});
