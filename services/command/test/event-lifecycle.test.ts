import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestApp, type TestApp } from '@usher/infra/testing/test-app';
import { addGuests, createEvent, FUTURE_START, getJson, statsOf, type Auth } from '@usher/infra/testing/api-helpers';

let t: TestApp;
let owner: Auth;
let stranger: Auth;

beforeAll(async () => {
  t = await createTestApp(inject('pgAdminUrl'));
  owner = (await t.signUp()).auth;
  stranger = (await t.signUp()).auth;
});
afterAll(async () => {
  await t.close();
});

const send = (method: 'POST' | 'DELETE', url: string, headers: Auth | Record<string, never>, payload?: Record<string, unknown>) =>
  t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
const archive = (uuid: string, headers: Auth | Record<string, never> = owner) => send('DELETE', `/api/v2/events/${uuid}/archive`, headers);
const restore = (uuid: string, headers: Auth | Record<string, never> = owner) => send('POST', `/api/v2/events/${uuid}/restore`, headers);
const duplicate = (uuid: string, headers: Auth | Record<string, never> = owner) => send('POST', `/api/v2/events/${uuid}/duplicate`, headers);
const locate = (uuid: string, location: Record<string, unknown>, headers: Auth | Record<string, never> = owner) =>
  send('POST', `/api/v2/events/${uuid}/location`, headers, { location });

async function listedUuids(status: 'active' | 'archived') {
  return ((await getJson(t, owner, `/api/v2/events?status=${status}&per_page=100`)).data as { uuid: string }[]).map((event) => event.uuid);
}

describe('DELETE /api/v2/events/{uuid}/archive', () => {
  it('archives the event: it leaves the active list for the archived one', async () => {
    const event = await createEvent(t, owner);
    const response = await archive(event.uuid);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ uuid: event.uuid, is_archived: true, archived_at: expect.any(String) });
    await t.settle();
    expect(await listedUuids('archived')).toContain(event.uuid);
    expect(await listedUuids('active')).not.toContain(event.uuid);
    expect((await getJson(t, owner, `/api/v2/events/${event.uuid}`)).data).toMatchObject({ is_archived: true, archived_at: expect.any(String) });
  });

  it('is idempotent: archiving again answers 200 and appends nothing', async () => {
    const event = await createEvent(t, owner);
    await archive(event.uuid);
    const again = await archive(event.uuid);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ data: { is_archived: true }, position: '0' });
    expect(await t.context.store.readStream(`event-${event.uuid}`)).toHaveLength(2);
  });

  it("answers 401 without credentials and 404 for another organisation's event", async () => {
    const event = await createEvent(t, owner);
    expect((await archive(event.uuid, {})).statusCode).toBe(401);
    expect((await archive(event.uuid, stranger)).statusCode).toBe(404);
    expect(await t.context.store.readStream(`event-${event.uuid}`)).toHaveLength(1);
  });
});

describe('POST /api/v2/events/{uuid}/restore', () => {
  it('brings an archived event back to the active list', async () => {
    const event = await createEvent(t, owner);
    await archive(event.uuid);
    const response = await restore(event.uuid);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ is_archived: false, archived_at: null });
    await t.settle();
    expect(await listedUuids('active')).toContain(event.uuid);
    expect(await listedUuids('archived')).not.toContain(event.uuid);
  });

  it('is idempotent on an active event', async () => {
    const event = await createEvent(t, owner);
    const response = await restore(event.uuid);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ data: { is_archived: false }, position: '0' });
  });

  it("answers 401 without credentials and 404 for another organisation's event", async () => {
    const event = await createEvent(t, owner);
    await archive(event.uuid);
    expect((await restore(event.uuid, {})).statusCode).toBe(401);
    expect((await restore(event.uuid, stranger)).statusCode).toBe(404);
  });
});

describe('POST /api/v2/events/{uuid}/duplicate', () => {
  it('answers 201 with a copy under a new uuid, with the same settings and location but none of the guests', async () => {
    const source = await createEvent(t, owner, {
      name: 'Gala',
      purpose: 'Annual',
      is_rsvp: true,
      seating_type: 'theatre',
      location: { city: 'Denver', state_region_code: 'CO' },
    });
    await addGuests(t, owner, source.uuid, [{ first_name: 'John', last_name: 'Smith' }]);
    const response = await duplicate(source.uuid);
    expect(response.statusCode).toBe(201);
    const copy = response.json().data;
    expect(copy.uuid).not.toBe(source.uuid);
    expect(copy).toMatchObject({
      name: 'Gala (copy)',
      purpose: 'Annual',
      is_rsvp: true,
      seating_type: 'theatre',
      starts_date: source.starts_date,
      starts_time: source.starts_time,
      location: { city: 'Denver', state_region: 'Colorado' },
      is_archived: false,
    });
    await t.settle();
    expect((await getJson(t, owner, `/api/v2/events/${copy.uuid}`)).data).toMatchObject({ name: 'Gala (copy)', location: { city: 'Denver' } });
    expect((await statsOf(t, owner, copy.uuid)).total_individuals).toBe(0);
    expect((await statsOf(t, owner, source.uuid)).total_individuals).toBe(1);
    const [created] = await t.context.store.readStream(`event-${copy.uuid}`);
    expect(created!.data).toMatchObject({ duplicated_from: source.uuid });
  });

  it("answers 401 without credentials and 404 for another organisation's event", async () => {
    const event = await createEvent(t, owner);
    expect((await duplicate(event.uuid, {})).statusCode).toBe(401);
    expect((await duplicate(event.uuid, stranger)).statusCode).toBe(404);
    expect((await duplicate('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
  });
});

describe('POST /api/v2/events/{uuid}/location', () => {
  it('replaces the location, normalised, and the query side follows', async () => {
    const event = await createEvent(t, owner, { location: { name: 'Old Hall', city: 'Boston' } });
    const response = await locate(event.uuid, { name: ' Town Hall ', address: '1 Main St', city: 'Toronto', country_code: 'CA' });
    expect(response.statusCode).toBe(200);
    const expected = { name: 'Town Hall', address: '1 Main St', address_2: null, city: 'Toronto', country_code: 'CA', country: 'Canada' };
    expect(response.json().data.location).toMatchObject(expected);
    await t.settle();
    expect((await getJson(t, owner, `/api/v2/events/${event.uuid}`)).data.location).toMatchObject(expected);
  });

  it('defaults the country to the United States', async () => {
    const event = await createEvent(t, owner);
    const response = await locate(event.uuid, { city: 'Austin' });
    expect(response.json().data.location).toMatchObject({ city: 'Austin', country_code: 'US', country: 'United States' });
  });

  it('answers 422 on the location field that is malformed', async () => {
    const event = await createEvent(t, owner);
    const response = await locate(event.uuid, { country_code: 'USA' });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ 'location.country_code': ['Country code is invalid.'] });
  });

  it('answers 422 for a country or US state code outside the lists, on creation too, and stores nothing (issue 28)', async () => {
    const event = await createEvent(t, owner, { location: { city: 'Boston', state_region_code: 'MA' } });
    const country = await locate(event.uuid, { city: 'Nowhere', country_code: 'XX' });
    expect(country.statusCode, country.body).toBe(422);
    expect(country.json().errors).toEqual({ 'location.country_code': ['Country code is invalid.'] });
    const state = await locate(event.uuid, { city: 'Nowhere', state_region_code: 'XX' });
    expect(state.statusCode, state.body).toBe(422);
    expect(state.json().errors).toEqual({ 'location.state_region_code': ['State code is invalid.'] });
    // Outside the United States the region is free text: there is no list to hold it to.
    expect((await locate(event.uuid, { city: 'Lyon', country_code: 'FR', state_region_code: 'ARA' })).statusCode).toBe(200);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/v2/events',
      headers: owner,
      payload: { name: 'Elsewhere', ...FUTURE_START, location: { country_code: 'XX' } },
    });
    expect(created.statusCode, created.body).toBe(422);
    expect(created.json().errors).toEqual({ 'location.country_code': ['Country code is invalid.'] });
    await t.settle();
    expect((await getJson(t, owner, `/api/v2/events/${event.uuid}`)).data.location).toMatchObject({ city: 'Lyon', country_code: 'FR' });
  });

  it("answers 401 without credentials and 404 for another organisation's event", async () => {
    const event = await createEvent(t, owner);
    expect((await locate(event.uuid, { city: 'Austin' }, {})).statusCode).toBe(401);
    expect((await locate(event.uuid, { city: 'Austin' }, stranger)).statusCode).toBe(404);
  });
});
