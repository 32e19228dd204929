import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestApp, type TestApp } from '@usher/infra/testing/test-app';
import { addGuests, createEvent } from '@usher/infra/testing/api-helpers';
import { resolvePastMoment } from '../src/time-travel/past-moment.ts';

// Every time-travel request finds its moment in the log: the event's last event recorded at or
// before it. The events recorded after it are passed over on the index, never read from the table.
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp(inject('pgAdminUrl'), { projections: false });
});
afterAll(async () => {
  await t.close();
});

interface IndexUse {
  scans: number;
  read: number;
  fetched: number;
}

async function eventIndexUse(): Promise<IndexUse> {
  const { rows } = await sql<{ scans: string; read: string; fetched: string }>`
    select idx_scan::text as scans, idx_tup_read::text as read, idx_tup_fetch::text as fetched
    from pg_stat_user_indexes where indexrelname = 'es_events_event_commit_order'`.execute(t.context.db);
  const row = rows[0]!;
  return { scans: Number(row.scans), read: Number(row.read), fetched: Number(row.fetched) };
}

describe('finding a past moment in the log', () => {
  it("reads the event's later events on its index alone, and finds the last one recorded by then", async () => {
    const { auth } = await t.signUp();
    const event = await createEvent(t, auth);
    const early = await addGuests(t, auth, event.uuid, [{ first_name: 'Early' }]);
    await new Promise((resolve) => setTimeout(resolve, 50));
    const moment = new Date();
    await new Promise((resolve) => setTimeout(resolve, 50));
    for (let i = 0; i < 3; i++) {
      await addGuests(
        t,
        auth,
        event.uuid,
        Array.from({ length: 1000 }, (_, k) => ({ first_name: `Later ${i * 1000 + k}` })),
      );
    }
    await sql`analyze es_events`.execute(t.context.db);
    const { rows: expected } = await sql<{ global_position: string }>`
      select global_position::text as global_position from es_events
      where stream_id = ${`attendee-${early[0]!.id}`} order by stream_position desc limit 1`.execute(t.context.db);

    const before = await eventIndexUse();
    const found = await resolvePastMoment(t.context.db, event.uuid, moment);
    expect(found.eventSliceEnd?.globalPosition).toBe(expected[0]!.global_position);

    // A backend reports its index scans within a second or so of its statement.
    const deadline = Date.now() + 15_000;
    let after = await eventIndexUse();
    while (after.scans === before.scans && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      after = await eventIndexUse();
    }
    expect(after.scans).toBeGreaterThan(before.scans);
    // The 3,000 guests added after the moment were passed over on the index (its clock key fails them there):
    // only the event found came out of the scan and was read from the table. Before the clock was a key,
    // every later event came out and was fetched, to be filtered by its time.
    expect(after.read - before.read).toBeLessThan(10);
    expect(after.fetched - before.fetched).toBeLessThan(10);
  }, 120_000);
});
