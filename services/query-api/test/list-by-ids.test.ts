import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestApp, type TestApp } from '@usher/infra/testing/test-app';
import { addGuests, createEvent, getJson, type Auth } from '@usher/infra/testing/api-helpers';

let t: TestApp;
let owner: Auth;
let stranger: Auth;
let gala: string;
let party: string;
let foreignEvent: string;
let ana: string;
let ben: string;
let partyGuest: string;
let foreignGuest: string;

beforeAll(async () => {
  t = await createTestApp(inject('pgAdminUrl'));
  owner = (await t.signUp({ first_name: 'Olive', last_name: 'Owner' })).auth;
  stranger = (await t.signUp()).auth;
  gala = (await createEvent(t, owner, { name: 'Gala' })).uuid;
  party = (await createEvent(t, owner, { name: 'Party' })).uuid;
  foreignEvent = (await createEvent(t, stranger, { name: 'Foreign' })).uuid;
  [ana, ben] = (
    await addGuests(t, owner, gala, [
      { first_name: 'Ana', last_name: 'Ruiz' },
      { first_name: 'Ben', last_name: 'Okafor' },
    ])
  ).map((guest) => guest.id) as [string, string];
  partyGuest = (await addGuests(t, owner, party, [{ first_name: 'Cleo' }]))[0]!.id;
  foreignGuest = (await addGuests(t, stranger, foreignEvent, [{ first_name: 'Dara' }]))[0]!.id;
  await t.settle();
});
afterAll(async () => {
  await t.close();
});

const post = (url: string, payload: object, headers: Auth = owner) => t.app.inject({ method: 'POST', url, headers, payload });
const UNKNOWN = '99999999-9999-4999-8999-999999999999';

describe('POST /api/v2/events/{e}/attendees/list-by-ids', () => {
  it("answers the named guests as guest-list rows; another event's guests, unknown ids and malformed ones are absent", async () => {
    const response = await post(`/api/v2/events/${gala}/attendees/list-by-ids`, { ids: [ben, ana, partyGuest, foreignGuest, UNKNOWN, 'not-an-id'] });
    expect(response.statusCode, response.body).toBe(200);
    const rows = response.json().data as { id: string; full_name: string; hosts: string }[];
    expect(rows.map((row) => row.id).sort()).toEqual([ana, ben].sort());
    // The guest list's own row shape.
    const listed = (await getJson(t, owner, `/api/v2/events/${gala}/attendees`)).data.find((row: { id: string }) => row.id === ana);
    expect(rows.find((row) => row.id === ana)).toEqual(listed);
    expect(response.json().meta).toMatchObject({ total: 2 });
  });

  it('answers an empty list for no ids, 422 past 1000 ids, 404 for another organisation and 401 without credentials', async () => {
    expect((await post(`/api/v2/events/${gala}/attendees/list-by-ids`, { ids: [] })).json().data).toEqual([]);
    expect((await post(`/api/v2/events/${gala}/attendees/list-by-ids`, { ids: Array.from({ length: 1001 }, () => ana) })).statusCode).toBe(422);
    expect((await post(`/api/v2/events/${gala}/attendees/list-by-ids`, { ids: [ana] }, stranger)).statusCode).toBe(404);
    expect((await post(`/api/v2/events/${gala}/attendees/list-by-ids`, { ids: [ana] }, {} as Auth)).statusCode).toBe(401);
  });
});

describe('POST /api/v2/activity-log/list-by-ids', () => {
  it("answers the named entries in the feed's shape, newest first; another organisation's entries and unknown ids are absent", async () => {
    const feed = (await getJson(t, owner, `/api/v2/activity-log?per_page=100`)).activity_logs as { id: string; event_uuid: string }[];
    const wanted = feed.filter((log) => log.event_uuid === gala || log.event_uuid === party).slice(0, 3);
    const foreign = (await getJson(t, stranger, `/api/v2/activity-log?per_page=100`)).activity_logs as { id: string }[];
    const response = await post('/api/v2/activity-log/list-by-ids', { ids: [...wanted.map((log) => log.id).reverse(), foreign[0]!.id, UNKNOWN] });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().activity_logs).toEqual(wanted);
  });

  it('answers 422 past 1000 ids and 401 without credentials', async () => {
    expect((await post('/api/v2/activity-log/list-by-ids', { ids: Array.from({ length: 1001 }, () => UNKNOWN) })).statusCode).toBe(422);
    expect((await post('/api/v2/activity-log/list-by-ids', { ids: [UNKNOWN] }, {} as Auth)).statusCode).toBe(401);
  });
});
