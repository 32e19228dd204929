import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestApp, type TestApp } from '@usher/infra/testing/test-app';
import { addGuests, createEvent, getJson, type Auth } from '@usher/infra/testing/api-helpers';

let t: TestApp;
let owner: Auth;
let stranger: Auth;
const uuids: Record<string, string> = {};

// One organisation with five events (one archived), another with one.
beforeAll(async () => {
  t = await createTestApp(inject('pgAdminUrl'));
  owner = (await t.signUp()).auth;
  stranger = (await t.signUp()).auth;
  const dated = [
    ['Spring Gala', '2099-03-01'],
    ['Summer Party', '2099-06-01'],
    ['Autumn Gala', '2099-09-01'],
    ['Winter Ball', '2099-12-01'],
    ['Old Gala', '2099-01-01'],
  ] as const;
  for (const [name, starts_date] of dated) uuids[name] = (await createEvent(t, owner, { name, starts_date })).uuid;
  await t.app.inject({ method: 'DELETE', url: `/api/v2/events/${uuids['Old Gala']}/archive`, headers: owner });
  await addGuests(t, owner, uuids['Spring Gala']!, [{ first_name: 'John' }, { first_name: 'Ana' }]);
  uuids.foreign = (await createEvent(t, stranger, { name: 'Foreign Gala' })).uuid;
  await t.settle();
});
afterAll(async () => {
  await t.close();
});

const names = (body: { data: { name: string }[] }) => body.data.map((event) => event.name);

describe('GET /api/v2/events', () => {
  it("lists the organisation's active events, latest start first, with paging meta", async () => {
    const body = await getJson(t, owner, '/api/v2/events');
    expect(names(body)).toEqual(['Winter Ball', 'Autumn Gala', 'Summer Party', 'Spring Gala']);
    expect(body.meta).toEqual({ total: 4, page: 1, per_page: 25, last_page: 1 });
    expect(body.data[3]).toMatchObject({
      uuid: uuids['Spring Gala'],
      is_archived: false,
      permissions: { view: true, edit: true },
      guests_count: 2,
      location: { country_code: 'US' },
    });
  });

  it("gives each event's guests, RSVP yes and checked-in counts from the guest list's counters", async () => {
    // An organisation of its own, so the other tests' lists stay as they are.
    const owner = (await t.signUp()).auth;
    const uuid = (await createEvent(t, owner, { name: 'Counted Gala', starts_date: '2099-02-01' })).uuid;
    const [ana, ben] = await addGuests(t, owner, uuid, [{ first_name: 'Ana' }, { first_name: 'Ben' }, { first_name: 'Cy' }]);
    for (const id of [ana!.id, ben!.id])
      expect((await t.app.inject({ method: 'PUT', url: `/api/v2/events/attendees/${id}/rsvp`, headers: owner, payload: { rsvp: true } })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'POST', url: `/api/v2/events/attendees/${ana!.id}/check-in`, headers: owner })).statusCode).toBe(200);
    await t.settle();
    const listed = (await getJson(t, owner, '/api/v2/events?search=Counted')).data[0];
    expect(listed).toMatchObject({ guests_count: 3, rsvp_yes_count: 2, checked_in_count: 1 });
    expect((await getJson(t, owner, `/api/v2/events/${uuid}`)).data).toMatchObject({ guests_count: 3, rsvp_yes_count: 2, checked_in_count: 1 });
  });

  it('lists archived events with status=archived', async () => {
    const body = await getJson(t, owner, '/api/v2/events?status=archived');
    expect(names(body)).toEqual(['Old Gala']);
    expect(body.data[0]).toMatchObject({ is_archived: true, archived_at: expect.any(String) });
    expect(body.meta.total).toBe(1);
  });

  it('searches by name, case-insensitively, with wildcards taken literally', async () => {
    expect(names(await getJson(t, owner, '/api/v2/events?search=gala'))).toEqual(['Autumn Gala', 'Spring Gala']);
    expect(names(await getJson(t, owner, '/api/v2/events?search=GALA&status=archived'))).toEqual(['Old Gala']);
    expect((await getJson(t, owner, '/api/v2/events?search=%25')).data).toEqual([]);
  });

  it('pages with page and per_page', async () => {
    const second = await getJson(t, owner, '/api/v2/events?per_page=3&page=2');
    expect(names(second)).toEqual(['Spring Gala']);
    expect(second.meta).toEqual({ total: 4, page: 2, per_page: 3, last_page: 2 });
    const beyond = await getJson(t, owner, '/api/v2/events?per_page=3&page=5');
    expect(beyond.data).toEqual([]);
    expect(beyond.meta.total).toBe(4);
  });

  it('shows another organisation nothing of these events', async () => {
    expect(names(await getJson(t, stranger, '/api/v2/events'))).toEqual(['Foreign Gala']);
    expect((await getJson(t, stranger, '/api/v2/events?status=archived')).data).toEqual([]);
  });

  it('answers 401 without credentials', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/v2/events' })).statusCode).toBe(401);
  });

  it('answers 422 on the query parameter that is malformed', async () => {
    const perPage = await t.app.inject({ method: 'GET', url: '/api/v2/events?per_page=0', headers: owner });
    expect(perPage.statusCode).toBe(422);
    expect(perPage.json().errors).toEqual({ per_page: ['Per page is invalid.'] });
    const status = await t.app.inject({ method: 'GET', url: '/api/v2/events?status=deleted', headers: owner });
    expect(status.json().errors).toEqual({ status: ['Status is invalid.'] });
  });
});

describe('GET /api/v2/events/{uuid}', () => {
  it('answers one event in the documented shape', async () => {
    const body = await getJson(t, owner, `/api/v2/events/${uuids['Summer Party']}`);
    expect(body.data).toMatchObject({
      uuid: uuids['Summer Party'],
      name: 'Summer Party',
      starts_date: '2099-06-01',
      starts_time: '19:00',
      starts_at: '2099-06-01T23:00:00.000Z',
      timezone: 'US/Eastern',
      is_pass_enabled: true,
      seating_type: 'venue',
      group_settings: { experience_type: 'pro' },
      ticket_variations: [],
      is_archived: false,
      archived_at: null,
      has_unread_logs: expect.any(Boolean),
      created_at: expect.any(String),
      updated_at: expect.any(String),
    });
  });

  it('answers an archived event too', async () => {
    expect((await getJson(t, owner, `/api/v2/events/${uuids['Old Gala']}`)).data.is_archived).toBe(true);
  });

  it("answers 404 for another organisation's event and for an unknown one", async () => {
    for (const uuid of [uuids.foreign, '00000000-0000-4000-8000-000000000000', 'nope']) {
      const response = await t.app.inject({ method: 'GET', url: `/api/v2/events/${uuid}`, headers: owner });
      expect(response.statusCode).toBe(404);
      expect(response.json().code).toBe('event_not_found');
    }
  });

  it('answers 401 without credentials', async () => {
    expect((await t.app.inject({ method: 'GET', url: `/api/v2/events/${uuids['Summer Party']}` })).statusCode).toBe(401);
  });
});
