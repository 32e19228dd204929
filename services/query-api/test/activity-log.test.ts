import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestApp, type TestApp } from '@usher/infra/testing/test-app';
import { addGuests, createEvent, getJson, type Auth } from '@usher/infra/testing/api-helpers';

let t: TestApp;
let owner: Auth;
let stranger: Auth;
let gala: string;
let party: string;
let johnId: string;
let foreignEvent: string;

// Gala: created, John added, John checked in, John's RSVP set. Party: created. A stranger's event: created.
beforeAll(async () => {
  t = await createTestApp(inject('pgAdminUrl'));
  owner = (await t.signUp({ first_name: 'Olive', last_name: 'Owner' })).auth;
  stranger = (await t.signUp()).auth;
  gala = (await createEvent(t, owner, { name: 'Gala' })).uuid;
  johnId = (await addGuests(t, owner, gala, [{ first_name: 'John', last_name: 'Smith' }]))[0]!.id;
  await t.app.inject({ method: 'POST', url: `/api/v2/events/attendees/${johnId}/check-in`, headers: owner });
  await t.app.inject({ method: 'PUT', url: `/api/v2/events/attendees/${johnId}/rsvp`, headers: owner, payload: { rsvp: true } });
  party = (await createEvent(t, owner, { name: 'Party' })).uuid;
  foreignEvent = (await createEvent(t, stranger, { name: 'Foreign' })).uuid;
  await t.settle();
});
afterAll(async () => {
  await t.close();
});

type Log = {
  id: string;
  event_uuid: string;
  type: string;
  description: string;
  actor_name: string;
  attendee_id: string | null;
  created_at: string;
  read_at: string | null;
};

describe('GET /api/v2/activity-log', () => {
  it("lists an event's activity newest first, each entry readable and unread, under activity_logs", async () => {
    const body = await getJson(t, owner, `/api/v2/activity-log?event_uuid=${gala}`);
    const logs = body.activity_logs as Log[];
    expect(logs.map((log) => [log.type, log.description])).toEqual([
      ['AttendeeRsvpSet', 'Olive Owner set the RSVP of John Smith to Yes'],
      ['AttendeeCheckedIn', 'Olive Owner checked in John Smith'],
      ['AttendeeAdded', 'Olive Owner added John Smith'],
      ['EventCreated', 'Olive Owner created the event Gala'],
    ]);
    expect(logs[0]).toMatchObject({
      id: expect.any(String),
      event_uuid: gala,
      event_timezone: expect.any(String),
      actor_name: 'Olive Owner',
      attendee_id: johnId,
      created_at: expect.any(String),
      read_at: null,
    });
    expect(logs[3]!.attendee_id).toBeNull();
    expect(body.meta).toEqual({ total: 4, unread: 4, page: 1, per_page: 25, last_page: 1 });
  });

  it("lists every event of the organisation without event_uuid, and nothing of another organisation's", async () => {
    const logs = (await getJson(t, owner, '/api/v2/activity-log')).activity_logs as Log[];
    expect(new Set(logs.map((log) => log.event_uuid))).toEqual(new Set([gala, party]));
    expect(logs[0]!.description).toBe('Olive Owner created the event Party');
    const theirs = (await getJson(t, stranger, '/api/v2/activity-log')).activity_logs as Log[];
    expect(theirs.map((log) => log.event_uuid)).toEqual([foreignEvent]);
  });

  it('lists, without event_uuid, only the events the member may view: door staff on one event read none of its activity', async () => {
    const email = 'door-staff@team.example';
    const invited = await t.app.inject({ method: 'POST', url: `/api/v2/events/${gala}/administrators`, headers: owner, payload: { email, role: 'check_in' } });
    expect(invited.statusCode, invited.body).toBe(201);
    await t.settle();
    const door = (await t.signUp({ email }, { verifyEmail: true })).auth;
    await t.settle();
    const body = await getJson(t, door, '/api/v2/activity-log');
    expect((body.activity_logs as Log[]).filter((log) => log.event_uuid === gala)).toEqual([]);
    expect(body.meta.unread).toBe((body.activity_logs as Log[]).filter((log) => log.read_at === null).length);
  });

  it('pages with page and per_page', async () => {
    const body = await getJson(t, owner, `/api/v2/activity-log?event_uuid=${gala}&per_page=3&page=2`);
    expect(body.activity_logs.map((log: Log) => log.type)).toEqual(['EventCreated']);
    expect(body.meta).toMatchObject({ total: 4, page: 2, per_page: 3, last_page: 2 });
  });

  it('answers 422 on a malformed query parameter', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v2/activity-log?per_page=1000', headers: owner });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ per_page: ['Per page is invalid.'] });
  });

  it('answers 401 without credentials', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/v2/activity-log' })).statusCode).toBe(401);
  });

  it("answers 404 for another organisation's event", async () => {
    const response = await t.app.inject({ method: 'GET', url: `/api/v2/activity-log?event_uuid=${foreignEvent}`, headers: owner });
    expect(response.statusCode).toBe(404);
  });

  it('shows a bulk change as one entry that counts its guests, and a later single change on its own', async () => {
    const bulk = (await createEvent(t, owner, { name: 'Bulk' })).uuid;
    const ids = (await addGuests(t, owner, bulk, [{ first_name: 'Ann' }, { first_name: 'Ben' }, { first_name: 'Cy' }])).map((guest) => guest.id);
    const rsvp = await t.app.inject({
      method: 'PUT',
      url: `/api/v2/events/${bulk}/attendees-bulk/set-rsvp`,
      headers: owner,
      payload: { attendees: ids, rsvp: true },
    });
    expect(rsvp.statusCode).toBe(200);
    await t.app.inject({ method: 'POST', url: `/api/v2/events/attendees/${ids[0]}/check-in`, headers: owner });
    await t.settle();
    const logs = (await getJson(t, owner, `/api/v2/activity-log?event_uuid=${bulk}`)).activity_logs as (Log & { item_count: number })[];
    expect(logs.map((log) => [log.description, log.item_count, log.attendee_id])).toEqual([
      ['Olive Owner checked in Ann', 1, ids[0]],
      ['Olive Owner set the RSVP of 3 guests to Yes', 3, null],
      ['Olive Owner added 3 guests', 3, null],
      ['Olive Owner created the event Bulk', 1, null],
    ]);
  });
});
