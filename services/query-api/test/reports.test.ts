import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestApp, type TestApp } from '@usher/infra/testing/test-app';
import { addGuests, createEvent, getJson, type Auth } from '@usher/infra/testing/api-helpers';
import { reportsProjection } from '@usher/projections/reports/report-projection';
import { rebuildProjection } from '@usher/projections/rebuild';

// Issue 32 §4: the reports' figures equal what the guests' events say, a rebuild from the log gives the same
// buckets, another organisation's event is a 404, and a past moment reads the buckets up to it.

let t: TestApp;
let owner: Auth;
let stranger: Auth;
let eventUuid: string;
let vip: string;

const call = (method: 'POST' | 'PUT' | 'GET', url: string, payload?: object) => t.app.inject({ method, url, headers: owner, ...(payload ? { payload } : {}) });

beforeAll(async () => {
  t = await createTestApp(inject('pgAdminUrl'));
  owner = (await t.signUp()).auth;
  stranger = (await t.signUp()).auth;
  eventUuid = (await createEvent(t, owner)).uuid;
  const e = `/api/v2/events/${eventUuid}`;
  const guests = await addGuests(
    t,
    owner,
    eventUuid,
    Array.from({ length: 6 }, (_, index) => ({ first_name: `Guest${index}`, email: `g${index}@example.org` })),
  );
  const ids = guests.map((guest) => guest.id);
  vip = (await call('POST', `${e}/attendee-tags/add`, { name: 'VIP' })).json().data.id;
  expect((await call('PUT', `${e}/attendees-bulk/add-tags`, { attendees: ids.slice(0, 2), tags: [vip] })).statusCode).toBe(200);
  // Four say Yes, one No; three of the Yes arrive, and a guest without an answer walks in.
  expect((await call('PUT', `${e}/attendees-bulk/set-rsvp`, { attendees: ids.slice(0, 4), rsvp: true })).statusCode).toBe(200);
  expect((await call('PUT', `${e}/attendees-bulk/set-rsvp`, { attendees: [ids[4]!], rsvp: false })).statusCode).toBe(200);
  for (const id of [ids[0]!, ids[1]!, ids[2]!, ids[5]!]) expect((await call('POST', `/api/v2/events/attendees/${id}/check-in`)).statusCode).toBe(200);
  // An undone check-in counts as not arrived.
  expect((await call('POST', `/api/v2/events/attendees/${ids[2]}/undo-check-in`)).statusCode).toBe(200);
  await t.settle();
});
afterAll(async () => {
  await t.close();
});

const report = async (name: string, query = '') => (await getJson(t, owner, `/api/v2/events/${eventUuid}/reports/${name}${query}`)).data;

describe('reports', () => {
  it('counts check-ins, no-shows and walk-ins as the events say, in all and by tag', async () => {
    const all = await report('attendance');
    expect(all.rows).toEqual([{ value: '', guests: 6, rsvp_yes: 4, checked_in: 3, yes_checked_in: 2, no_shows: 2, walk_ins: 1, check_in_rate: 0.5 }]);
    const byTag = await report('attendance', '?by=tag');
    expect(byTag.values).toEqual([
      { value: vip, label: 'VIP' },
      { value: '', label: 'No tag' },
    ]);
    expect(byTag.rows.map((row: { value: string; checked_in: number; no_shows: number }) => [row.value, row.checked_in, row.no_shows])).toEqual([
      [vip, 2, 0],
      ['', 1, 2],
    ]);
  });

  it('places arrivals in 5-minute buckets against the Yes, and counts the answers per day', async () => {
    const arrivals = await report('arrivals');
    expect(arrivals.rows.reduce((sum: number, row: { arrivals: number }) => sum + row.arrivals, 0)).toBe(3);
    expect(arrivals.expected).toEqual([{ value: '', rsvp_yes: 4 }]);
    const responses = await report('responses');
    expect(responses.rows.at(-1)).toMatchObject({ value: '', rsvp_yes: 4, rsvp_no: 1 });
    expect(responses.time_zone).toBeTruthy();
  });

  it("answers another organisation's event with 404, and the organisation's report shows only its own events", async () => {
    for (const name of ['arrivals', 'attendance', 'responses', 'journeys', 'messages']) {
      const response = await t.app.inject({ method: 'GET', url: `/api/v2/events/${eventUuid}/reports/${name}`, headers: stranger });
      expect(response.statusCode, name).toBe(404);
    }
    expect((await getJson(t, stranger, '/api/v2/reports/events')).data.rows).toEqual([]);
    const mine = (await getJson(t, owner, '/api/v2/reports/events')).data.rows;
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ event_uuid: eventUuid, rsvp_yes: 4, rsvp_no: 1, checked_in: 3, no_shows: 2, check_in_rate: 0.5 });
  });

  it('reads a past moment from the buckets up to it, and refuses a moment not yet come', async () => {
    const before = await report('attendance', `?as_of=${encodeURIComponent(new Date(Date.now() - 15 * 60_000).toISOString())}`);
    expect(before.rows).toEqual([{ value: '', guests: 0, rsvp_yes: 0, checked_in: 0, yes_checked_in: 0, no_shows: 0, walk_ins: 0, check_in_rate: null }]);
    const now = await report('attendance', `?as_of=${encodeURIComponent(new Date().toISOString())}`);
    expect(now.rows).toEqual((await report('attendance')).rows);
    const future = await t.app.inject({ method: 'GET', url: `/api/v2/events/${eventUuid}/reports/arrivals?as_of=2999-01-01T00:00:00Z`, headers: owner });
    expect(future.statusCode).toBe(422);
    expect(future.json().errors.as_of).toBeTruthy();
  });

  it('rebuilds from the log alone into the same buckets', async () => {
    const snapshot = async () => ({
      counts: (await sql<{ row: string }>`select to_jsonb(c)::text as row from rm_report_counts c where delta <> 0 order by 1`.execute(t.context.db)).rows,
      guests: (await sql<{ row: string }>`select to_jsonb(g)::text as row from rm_report_guests g order by 1`.execute(t.context.db)).rows,
    });
    const live = await snapshot();
    expect(live.counts.length).toBeGreaterThan(0);
    await rebuildProjection(t.context.db, t.context.store, reportsProjection);
    expect(await snapshot()).toEqual(live);
  });

  it("takes a deleted tag's guests back to no tag, the tag's own stream read as no guest's", async () => {
    expect((await call('POST', `/api/v2/events/attendee-tags/${vip}/delete`)).statusCode).toBe(200);
    await t.settle();
    const byTag = await report('attendance', '?by=tag');
    expect(byTag.rows.map((row: { value: string; guests: number }) => [row.value, row.guests])).toEqual([['', 6]]);
    const failures = await sql<{ open: number }>`select count(*)::int as open from projection_failures where resolved_at is null`.execute(t.context.db);
    expect(failures.rows[0]!.open).toBe(0);
  });
});
