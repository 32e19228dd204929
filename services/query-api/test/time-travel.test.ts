import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { sql } from 'kysely';
import { createTestApp, type TestApp } from '@usher/infra/testing/test-app';
import { addGuests, createEvent, getJson, type Auth } from '@usher/infra/testing/api-helpers';
import { pastSnapshotsOf } from '../src/time-travel/past-snapshots-of-context.ts';

let t: TestApp;
let owner: Auth;
let stranger: Auth;
let viewer: Auth;
let eventUuid: string;

type Headers = Auth | Record<string, never>;
const call = (method: 'GET' | 'POST' | 'PUT', url: string, headers: Headers = owner, payload?: object) =>
  t.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload }) });
const ok = async (method: 'POST' | 'PUT', url: string, payload?: object) => {
  const response = await call(method, url, owner, payload);
  expect(response.statusCode, response.body).toBeLessThan(300);
  return response.json();
};
const addTag = async (name: string) => (await ok('POST', `/api/v2/events/${eventUuid}/attendee-tags/add`, { name, color: '#EF4444' })).data.id as string;
const at = (moment: Date) => encodeURIComponent(moment.toISOString());
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A moment strictly between what is in the log now and what comes next. */
async function aMomentNow(): Promise<Date> {
  await t.settle();
  await pause(5);
  const moment = new Date();
  await pause(5);
  return moment;
}

// What the screen asks for: the default order, sorts, stat filters, search, tags.
const views = (tags: { vip: string }) => [
  '',
  'sort=created_at',
  'sort=-created_at',
  'filter=checked_in',
  'filter=rsvp_yes,not_checked_in',
  'filter=has_account',
  'filter=approval_rejected',
  'search=bo',
  `tags=${tags.vip}`,
  `except_tags=${tags.vip}`,
  'per_page=2&page=2',
];

async function record(queries: string[], suffix = '') {
  const lists = await Promise.all(queries.map((query) => getJson(t, owner, `/api/v2/events/${eventUuid}/attendees?${query}${suffix}`)));
  const stats = await getJson(t, owner, `/api/v2/events/${eventUuid}/attendees/stats${suffix ? `?${suffix.slice(1)}` : ''}`);
  return { lists, stats };
}

let beforeEvent: Date;
let t1: Date;
let atT1: Awaited<ReturnType<typeof record>>;
let queries: string[];

beforeAll(async () => {
  t = await createTestApp(inject('pgAdminUrl'));
  owner = (await t.signUp()).auth;
  stranger = (await t.signUp()).auth;
  beforeEvent = await aMomentNow();
  eventUuid = (await createEvent(t, owner)).uuid;
  // A viewer of this event (invited by address, then signing up).
  expect((await call('POST', `/api/v2/events/${eventUuid}/administrators`, owner, { email: 'viewer@example.org', role: 'viewer' })).statusCode).toBe(201);
  await t.settle();
  viewer = (await t.signUp({ email: 'viewer@example.org' }, { verifyEmail: true })).auth;

  // Up to t1: guests, a plus-one, answers, a check-in, tags, and an account for Bob's email.
  const [ana, bob, cy, dee] = await addGuests(t, owner, eventUuid, [
    { first_name: 'Ana', last_name: 'Arden', email: 'ana@example.org' },
    { first_name: 'Bob', last_name: 'Boyd', email: 'bob@example.org' },
    { first_name: 'Cy', last_name: 'Cole', email: 'cy@example.org' },
    { first_name: 'Dee', last_name: 'Dunn' },
  ]);
  await addGuests(t, owner, eventUuid, [{ first_name: 'Plus', last_name: 'One', parent_attendee_id: ana!.id }]);
  const vip = await addTag('VIP');
  const press = await addTag('Press');
  await ok('PUT', `/api/v2/events/${eventUuid}/attendees-bulk/add-tags`, { attendees: [ana!.id, bob!.id], tags: [vip] });
  await ok('PUT', `/api/v2/events/${eventUuid}/attendees-bulk/add-tags`, { attendees: [cy!.id], tags: [press] });
  await ok('PUT', `/api/v2/events/attendees/${ana!.id}/rsvp`, { rsvp: true });
  await ok('PUT', `/api/v2/events/attendees/${bob!.id}/rsvp`, { rsvp: true });
  await ok('PUT', `/api/v2/events/attendees/${dee!.id}/approval`, { approval: false });
  await ok('POST', `/api/v2/events/attendees/${ana!.id}/check-in`);
  await t.signUp({ email: 'bob@example.org' });
  queries = views({ vip });

  t1 = await aMomentNow();
  atT1 = await record(queries);

  // After t1: every kind of change the past view must not show.
  await addGuests(t, owner, eventUuid, [
    { first_name: 'Eve', last_name: 'Eads', email: 'eve@example.org' },
    { first_name: 'Bo', last_name: 'Late' },
  ]);
  await ok('PUT', `/api/v2/events/attendees/${cy!.id}`, { first_name: 'Cyrus', email: 'cyrus@example.org' });
  await ok('POST', `/api/v2/events/attendees/${bob!.id}/check-in`);
  await ok('POST', `/api/v2/events/attendees/${ana!.id}/undo-check-in`);
  await ok('PUT', `/api/v2/events/attendees/${dee!.id}/approval`, { approval: true });
  await ok('POST', `/api/v2/events/${eventUuid}/attendees/delete`, { attendees: [bob!.id] });
  await ok('POST', `/api/v2/events/attendee-tags/${vip}/update`, { name: 'Gold' });
  await ok('POST', `/api/v2/events/attendee-tags/${press}/delete`);
  await t.signUp({ email: 'cyrus@example.org' });
  await t.settle();
}, 60_000);
afterAll(async () => {
  await t?.close();
});

describe('GET /api/v2/events/{e}/attendees?as_of= and /attendees/stats?as_of=', () => {
  it('shows the list and counters exactly as the live ones showed them at that moment', async () => {
    const now = await record(queries);
    // The live view has moved on…
    expect(now.stats).not.toEqual(atT1.stats);
    expect(now.lists[0]).not.toEqual(atT1.lists[0]);
    // …the past one has not: same rows, same order, same counters, for every view.
    const past = await record(queries, `&as_of=${at(t1)}`);
    queries.forEach((query, index) => expect(past.lists[index], query || 'default view').toEqual(atT1.lists[index]));
    expect(past.stats).toEqual(atT1.stats);
    // What was recorded is what the test set up before t1 (so the comparison compares something).
    expect(atT1.stats.data).toMatchObject({ total_individuals: 5, checked_in: 1, rsvp_yes: 2, approval_no: 1, accounts: 1 });
    const guests = atT1.lists[0].data as Record<string, unknown>[];
    expect(guests.map((guest) => guest.full_name)).toEqual(['Ana Arden', 'Bob Boyd', 'Cy Cole', 'Dee Dunn', 'Plus One']);
    // The tag renamed after t1 shows its old name; the one deleted after t1 is still on Cy.
    expect(JSON.stringify(guests[0])).toContain('VIP');
    expect(JSON.stringify(guests[0])).not.toContain('Gold');
    expect(JSON.stringify(guests[2])).toContain('Press');
  });

  it('shows an empty list and zero counters before the event existed', async () => {
    const list = await getJson(t, owner, `/api/v2/events/${eventUuid}/attendees?as_of=${at(beforeEvent)}`);
    expect(list).toEqual({ data: [], meta: { total: 0, page: 1, per_page: 50, last_page: 1 }, abilities: { update: true, check_in: true } });
    const stats = await getJson(t, owner, `/api/v2/events/${eventUuid}/attendees/stats?as_of=${at(beforeEvent)}`);
    expect(stats.data.total_individuals).toBe(0);
    expect(stats.data.checked_in).toBe(0);
  });

  it('shares one snapshot between moments that fall between the same two events, and builds each once under concurrent requests', async () => {
    const snapshots = pastSnapshotsOf(t.context);
    const fresh = await aMomentNow();
    const before = snapshots.builds;
    const url = (moment: Date) => `/api/v2/events/${eventUuid}/attendees?as_of=${at(moment)}`;
    const answers = await Promise.all(
      [url(fresh), url(fresh), `/api/v2/events/${eventUuid}/attendees/stats?as_of=${at(fresh)}`].map((path) => call('GET', path)),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
    expect(snapshots.builds).toBe(before + 1);
    // A second later, nothing happened in between: the same snapshot.
    await pause(20);
    expect((await call('GET', url(new Date(fresh.getTime() + 10)))).json()).toEqual(answers[0]!.json());
    expect(snapshots.builds).toBe(before + 1);
    // An event of another organiser's event in between does not matter either.
    const other = await createEvent(t, stranger);
    await addGuests(t, stranger, other.uuid, [{ first_name: 'Elsewhere' }]);
    await t.settle();
    await call('GET', url(new Date()));
    expect(snapshots.builds).toBe(before + 1);
    // A change to this event does.
    await addGuests(t, owner, eventUuid, [{ first_name: 'Newest' }]);
    const later = await aMomentNow();
    expect((await getJson(t, owner, url(later))).meta.total).toBe(answers[0]!.json().meta.total + 1);
    expect(snapshots.builds).toBe(before + 2);
  });

  it("answers a moment's first page from its first guests alone, with the rows and total of the whole copy and of the live list", async () => {
    // A plus-one early in the order whose host comes last, and a group's guest whose group's host comes last: the page still names them.
    const [host] = await addGuests(t, owner, eventUuid, [{ first_name: 'Zed', last_name: 'Zorn', email: 'zed@example.org' }]);
    await addGuests(t, owner, eventUuid, [{ first_name: 'Aaron', last_name: 'Able', parent_attendee_id: host!.id }]);
    await ok('POST', `/api/v2/events/${eventUuid}/host-group/add`, {
      name: 'Acme',
      total_tickets: 2,
      hosts: { created: [{ first_name: 'Zoe', last_name: 'Zorn', email: 'zoe@example.org' }] },
      guests: { created: [{ first_name: 'Aab', last_name: 'Guest' }] },
    });
    const moment = await aMomentNow();
    const page = (query: string) => `/api/v2/events/${eventUuid}/attendees?${query}`;
    const live = await Promise.all(['per_page=3', 'per_page=3&page=2', 'per_page=3&sort=created_at'].map((query) => getJson(t, owner, page(query))));
    const snapshots = pastSnapshotsOf(t.context);
    const partialBefore = snapshots.partialReads;
    // The page's guests are restored ahead (then the next page's), and the others are held back until the page has been answered.
    const ahead = snapshots.firstGuestsAhead;
    snapshots.firstGuestsAhead = 6;
    let release: () => void = () => undefined;
    snapshots.holdOtherGuests = new Promise((resolve) => (release = resolve));
    let first: Record<string, unknown> & { data: { full_name: string; guest_of: string | null }[]; meta: { total: number } };
    try {
      first = await getJson(t, owner, page(`per_page=3&as_of=${at(moment)}`));
      expect(snapshots.partialReads).toBe(partialBefore + 1);
    } finally {
      snapshots.holdOtherGuests = null;
      snapshots.firstGuestsAhead = ahead;
      release();
    }
    expect(first).toEqual(live[0]);
    expect(first.meta.total).toBeGreaterThan(3);
    expect(first.data).toContainEqual(expect.objectContaining({ full_name: 'Aaron Able', guest_of: 'Zed Zorn', parent_user_email: 'zed@example.org' }));
    expect(first.data).toContainEqual(expect.objectContaining({ full_name: 'Aab Guest', host_group_name: 'Acme', hosts: 'Zoe Zorn', sponsor: 'Acme' }));
    // The next page, from the look-ahead or the whole copy, whichever is there first.
    expect(await getJson(t, owner, page(`per_page=3&page=2&as_of=${at(moment)}`))).toEqual(live[1]);
    // Another order waits for the whole copy; then the first page is read from it, with the same answer.
    expect(await getJson(t, owner, page(`per_page=3&sort=created_at&as_of=${at(moment)}`))).toEqual(live[2]);
    const partialAfter = snapshots.partialReads;
    expect(await getJson(t, owner, page(`per_page=3&as_of=${at(moment)}`))).toEqual(first);
    expect(snapshots.partialReads).toBe(partialAfter);
  });

  it('keeps at most four snapshots and drops the schemas of evicted ones', async () => {
    const schemas = async () =>
      (await sql<{ n: number }>`select count(*)::int as n from pg_namespace where nspname like 'asof\\_%'`.execute(t.context.db)).rows[0]!.n;
    for (let i = 0; i < 5; i++) {
      await addGuests(t, owner, eventUuid, [{ first_name: `Wave${i}` }]);
      const moment = await aMomentNow();
      expect((await call('GET', `/api/v2/events/${eventUuid}/attendees/stats?as_of=${at(moment)}`)).statusCode).toBe(200);
    }
    await pause(100);
    expect(await schemas()).toBeLessThanOrEqual(4);
    // Nothing of the replays is left among the live checkpoints.
    const checkpoints = await sql<{ n: number }>`select count(*)::int as n from projection_checkpoints where name like 'asof\\_%'`.execute(t.context.db);
    expect(checkpoints.rows[0]!.n).toBe(0);
  });

  it('answers 422 for a moment that is not an ISO date-time with a zone, or lies in the future', async () => {
    for (const bad of ['yesterday', '2026-13-01T10:00:00Z', '2026-05-01T10:00', '2026-05-01']) {
      for (const path of ['attendees', 'attendees/stats']) {
        const response = await call('GET', `/api/v2/events/${eventUuid}/${path}?as_of=${encodeURIComponent(bad)}`);
        expect(response.statusCode, bad).toBe(422);
        expect(response.json().errors.as_of[0]).toMatch(/ISO 8601/);
      }
    }
    const future = await call('GET', `/api/v2/events/${eventUuid}/attendees?as_of=${at(new Date(Date.now() + 3_600_000))}`);
    expect(future.statusCode).toBe(422);
    expect(future.json()).toEqual({
      message: 'The as of must be a date-time before or equal to now.',
      errors: { as_of: ['The as of must be a date-time before or equal to now.'] },
    });
  });

  it('answers 401 without a session, 404 for another organisation, and lets a viewer read the past', async () => {
    const path = `/api/v2/events/${eventUuid}/attendees?as_of=${at(t1)}`;
    expect((await call('GET', path, {})).statusCode).toBe(401);
    expect((await call('GET', path, stranger)).statusCode).toBe(404);
    expect((await call('GET', `/api/v2/events/${eventUuid}/attendees/stats?as_of=${at(t1)}`, stranger)).statusCode).toBe(404);
    const seen = await call('GET', path, viewer);
    expect(seen.statusCode).toBe(200);
    // The same guests the owner saw; the abilities beside them are the viewer's own.
    expect(seen.json()).toEqual({ ...(atT1.lists[0] as object), abilities: { update: false, check_in: false } });
  });

  it('documents as_of on both routes in the OpenAPI document', async () => {
    const paths = (await call('GET', '/api/docs/json', {})).json().paths as Record<string, { get: { parameters: { name: string; in: string }[] } }>;
    for (const path of ['/api/v2/events/{e}/attendees', '/api/v2/events/{e}/attendees/stats']) {
      expect(paths[path]!.get.parameters, path).toContainEqual(expect.objectContaining({ name: 'as_of', in: 'query' }));
    }
  });

  it('checks tag and custom-field filters against the event as it was', async () => {
    const later = await addTag('Later');
    const response = await call('GET', `/api/v2/events/${eventUuid}/attendees?as_of=${at(t1)}&tags=${later}`);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toHaveProperty('tags');
  });
});
