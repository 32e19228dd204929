import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { sql } from 'kysely';
import { createTestApp, type TestApp } from '@usher/infra/testing/test-app';
import { MovableClock } from '@usher/infra/testing/movable-clock';
import { addGuests, createEvent, getJson, type Auth } from '@usher/infra/testing/api-helpers';

// One small instance: an administrator, an organiser with a live, an ended and an upcoming event, and a bystander.
const clock = new MovableClock('2026-06-01T12:00:00Z');
let t: TestApp;
let admin: Auth;
let organiser: Awaited<ReturnType<TestApp['signUp']>>;
let outsider: Auth;
let live: { uuid: string };
let guests: { id: string }[];

beforeAll(async () => {
  t = await createTestApp(inject('pgAdminUrl'), { clock });
  admin = (await t.signUp({ first_name: 'Olga', last_name: 'Admin' })).auth;
  organiser = await t.signUp({ first_name: 'Rita', last_name: 'Organiser', email: 'rita@example.com' });
  outsider = (await t.signUp()).auth;
  const utc = { timezone: 'UTC' };
  live = await createEvent(t, organiser.auth, {
    name: 'Summer gala',
    ...utc,
    starts_date: '2026-06-01',
    starts_time: '10:00',
    end_date: '2026-06-01',
    end_time: '20:00',
  });
  await createEvent(t, organiser.auth, {
    name: 'Breakfast',
    ...utc,
    starts_date: '2026-06-01',
    starts_time: '07:00',
    end_date: '2026-06-01',
    end_time: '09:00',
  });
  await createEvent(t, organiser.auth, { name: 'Winter ball', ...utc, starts_date: '2026-06-20', starts_time: '19:00' });
  guests = await addGuests(t, organiser.auth, live.uuid, [{ first_name: 'Ann' }, { first_name: 'Bob' }, { first_name: 'Cy' }]);
  const checkIn = await t.app.inject({ method: 'POST', url: `/api/v2/events/attendees/${guests[0]!.id}/check-in`, headers: organiser.auth });
  expect(checkIn.statusCode, checkIn.body).toBe(200);
  await t.settle();
  // Sign-up dates and mail receipts as if written over the past days.
  await sql`update users set created_at = ${'2026-05-31T09:00:00Z'} where id = ${organiser.user.id}`.execute(t.context.db);
  await sql`update users set created_at = ${'2026-05-20T09:00:00Z'} where id <> ${organiser.user.id}`.execute(t.context.db);
  await sql`insert into mail_deliveries (source_event_id, recipient, kind, status, sent_at) values
    (gen_random_uuid(), 'a@example.com', 'invitation', 'sent', ${'2026-06-01T08:00:00Z'}),
    (gen_random_uuid(), 'b@example.com', 'invitation', 'sent', ${'2026-05-28T08:00:00Z'}),
    (gen_random_uuid(), 'c@example.com', 'invitation', 'failed', ${'2026-05-29T08:00:00Z'}),
    (gen_random_uuid(), 'd@example.com', 'invitation', 'sent', ${'2026-04-01T08:00:00Z'})`.execute(t.context.db);
  // Communications' messages and test mails are mails written too (issue 28: 27 of 38 were counted).
  await sql`insert into rm_outbound_messages (id, event_uuid, alert_id, email, round, status, status_at, due_at, version, sent_at, created_at, updated_at) values
    (gen_random_uuid(), ${live.uuid}, gen_random_uuid(), 'e@example.com', 1, 'delivered', now(), now(), 1, ${'2026-06-01T09:00:00Z'}, now(), now()),
    (gen_random_uuid(), ${live.uuid}, gen_random_uuid(), 'f@example.com', 1, 'sent', now(), now(), 1, ${'2026-05-27T09:00:00Z'}, now(), now()),
    (gen_random_uuid(), ${live.uuid}, gen_random_uuid(), 'g@example.com', 1, 'pending', now(), now(), 1, null, now(), now())`.execute(t.context.db);
  await sql`insert into test_mails_sent (id, kind, sent_at) values (gen_random_uuid(), 'message-test', ${'2026-06-01T10:00:00Z'})`.execute(t.context.db);
});
afterAll(async () => {
  await t.close();
});

const ROUTES = ['/api/v2/stats/admin/dashboard', '/api/v2/stats/admin/users', '/api/v2/stats/admin/calendar?month=2026-06', '/api/v2/admin/events'];

describe('admin stats and events: who may ask', () => {
  it.each(ROUTES)('%s answers 401 without credentials and 403 to anyone who does not administer the instance', async (url) => {
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    const refused = await t.app.inject({ method: 'GET', url, headers: outsider });
    expect(refused.statusCode).toBe(403);
  });

  it.each([
    '/api/v2/stats/admin/dashboard?timezone=Mars/Olympus',
    '/api/v2/stats/admin/users?days=0',
    '/api/v2/stats/admin/users?bucket=month',
    '/api/v2/stats/admin/calendar?month=2026-13',
    '/api/v2/stats/admin/calendar',
    '/api/v2/admin/events?per_page=1000',
  ])('%s answers 422 with the field named', async (url) => {
    const response = await t.app.inject({ method: 'GET', url, headers: admin });
    expect(response.statusCode, response.body).toBe(422);
    expect(Object.keys(response.json().errors).length).toBeGreaterThan(0);
  });
});

describe('GET /api/v2/stats/admin/dashboard', () => {
  it('counts the instance from its read models', async () => {
    const { data } = await getJson(t, admin, '/api/v2/stats/admin/dashboard');
    expect(data).toMatchObject({
      users: 3,
      organisations: 3,
      live_events: 1,
      upcoming_events: 1,
      guests: 3,
      check_ins_today: 1,
      timezone: 'UTC',
      emails_sent_24h: 3,
      emails_sent_7d: 5,
      emails_failed_7d: 1,
      projection_failures_open: 0,
    });
    expect(data.database.version).toMatch(/^\d+/);
    expect(data.database.size_bytes).toBeGreaterThan(0);
    // Settled: every read model has applied what it handles.
    const guestList = data.projections.find((row: { name: string }) => row.name === 'guest_list');
    expect(guestList).toMatchObject({ behind_events: 0, behind_capped: false });
    // The mailer moves its checkpoint only when it has mail to send: events after it say nothing of a lag.
    const mailer = data.projections.find((row: { name: string }) => row.name === 'mail_dispatcher');
    if (mailer) expect(mailer.behind_events).toBeNull();
    expect(BigInt(data.log_position)).toBeGreaterThanOrEqual(BigInt(guestList.checkpoint_position));
  });

  it('counts today’s check-ins from midnight in the zone asked for', async () => {
    clock.set('2026-06-01T23:30:00Z');
    try {
      expect((await getJson(t, admin, '/api/v2/stats/admin/dashboard?timezone=UTC')).data.check_ins_today).toBe(1);
      // Already 2 June in Tokyo: the 12:00 UTC check-in was yesterday there.
      expect((await getJson(t, admin, '/api/v2/stats/admin/dashboard?timezone=Asia/Tokyo')).data).toMatchObject({
        check_ins_today: 0,
        timezone: 'Asia/Tokyo',
        live_events: 0,
      });
    } finally {
      clock.set('2026-06-01T12:00:00Z');
    }
  });

  it('counts a check-in undone today no more, and starts a zone’s day at its own quarter hour', async () => {
    const checkIn = (id: string, undo = false) =>
      t.app.inject({ method: 'POST', url: `/api/v2/events/attendees/${id}/${undo ? 'undo-check-in' : 'check-in'}`, headers: organiser.auth });
    const today = async (timezone: string) => (await getJson(t, admin, `/api/v2/stats/admin/dashboard?timezone=${timezone}`)).data.check_ins_today;
    clock.set('2026-06-01T18:20:00Z');
    try {
      expect((await checkIn(guests[1]!.id)).statusCode).toBe(200);
      await t.settle();
      expect(await today('UTC')).toBe(2);
      // Kathmandu (UTC+5:45): 2 June began there at 18:15 UTC, so only the 18:20 check-in is today's.
      expect(await today('Asia/Kathmandu')).toBe(1);
      expect((await checkIn(guests[1]!.id, true)).statusCode).toBe(200);
      await t.settle();
      expect(await today('UTC')).toBe(1);
      expect(await today('Asia/Kathmandu')).toBe(0);
    } finally {
      clock.set('2026-06-01T12:00:00Z');
    }
  });
});

describe('GET /api/v2/stats/admin/users', () => {
  it('buckets sign-ups by day, quiet days as zero', async () => {
    const body = await getJson(t, admin, '/api/v2/stats/admin/users?days=14&bucket=day');
    expect(body.data).toHaveLength(14);
    expect(body.data.at(-1)).toEqual({ start: '2026-06-01', count: 0 });
    expect(body.data.find((row: { start: string }) => row.start === '2026-05-31').count).toBe(1);
    expect(body.data.find((row: { start: string }) => row.start === '2026-05-20').count).toBe(2);
    expect(body.meta).toEqual({ days: 14, bucket: 'day', timezone: 'UTC', total: 3 });
  });

  it('buckets by Monday-first week', async () => {
    const body = await getJson(t, admin, '/api/v2/stats/admin/users?days=21&bucket=week');
    expect(body.data.map((row: { start: string; count: number }) => [row.start, row.count])).toEqual([
      ['2026-05-11', 0],
      ['2026-05-18', 2],
      ['2026-05-25', 1],
      ['2026-06-01', 0],
    ]);
  });
});

describe('GET /api/v2/stats/admin/calendar', () => {
  it('lists the month’s events per day in their own zone', async () => {
    const body = await getJson(t, admin, '/api/v2/stats/admin/calendar?month=2026-06');
    expect(body.data).toEqual([
      { date: '2026-06-01', count: 2, events: [expect.objectContaining({ name: 'Breakfast' }), expect.objectContaining({ name: 'Summer gala' })] },
      { date: '2026-06-20', count: 1, events: [expect.objectContaining({ name: 'Winter ball' })] },
    ]);
    expect(body.meta).toEqual({ month: '2026-06', total: 3 });
    expect((await getJson(t, admin, '/api/v2/stats/admin/calendar?month=2026-07')).data).toEqual([]);
  });
});

describe('GET /api/v2/admin/events', () => {
  it('lists every event with its organisation and counts, searchable by event or organisation', async () => {
    const all = await getJson(t, admin, '/api/v2/admin/events');
    expect(all.meta).toMatchObject({ total: 3, page: 1 });
    const gala = all.data.find((row: { name: string }) => row.name === 'Summer gala');
    expect(gala).toMatchObject({
      uuid: live.uuid,
      organisation: { label: 'Rita Organiser', email: 'rita@example.com' },
      organiser_id: organiser.user.id,
      starts_date: '2026-06-01',
      starts_time: '10:00',
      timezone: 'UTC',
      guests_count: 3,
      attending_count: 0,
      checked_in_count: 1,
    });
    expect((await getJson(t, admin, '/api/v2/admin/events?search=gala')).data.map((row: { name: string }) => row.name)).toEqual(['Summer gala']);
    expect((await getJson(t, admin, '/api/v2/admin/events?search=RITA@')).meta.total).toBe(3);
    expect((await getJson(t, admin, '/api/v2/admin/events?search=100%25')).meta.total).toBe(0);
    const second = await getJson(t, admin, '/api/v2/admin/events?per_page=2&page=2');
    expect(second.data).toHaveLength(1);
    expect(second.meta).toMatchObject({ last_page: 2 });
  });
});
