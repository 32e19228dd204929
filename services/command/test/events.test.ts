import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestApp, type TestApp } from '@usher/infra/testing/test-app';
import { createEvent, FUTURE_START, getJson, type Auth } from '@usher/infra/testing/api-helpers';

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

const post = (headers: Auth | Record<string, never>, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/v2/events', headers, payload });
const put = (headers: Auth | Record<string, never>, uuid: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'PUT', url: `/api/v2/events/${uuid}`, headers, payload });

describe('POST /api/v2/events', () => {
  it('answers 201 with the event in the documented shape, the spec defaults filled in, and a position', async () => {
    const response = await post(owner, {
      name: 'Gala',
      purpose: 'Fundraiser',
      starts_date: '2099-11-21',
      starts_time: '15:04',
      location: { city: 'Boston', state_region_code: 'MA' },
    });
    expect(response.statusCode).toBe(201);
    const { data, position } = response.json();
    expect(position).toMatch(/^\d+$/);
    expect(data).toMatchObject({
      uuid: expect.stringMatching(/^[0-9a-f-]{36}$/),
      name: 'Gala',
      purpose: 'Fundraiser',
      starts_date: '2099-11-21',
      starts_time: '15:04',
      starts_at: '2099-11-21T20:04:00.000Z',
      ends_at: null,
      timezone: 'US/Eastern',
      is_pass_enabled: true,
      is_ticket_transfers_enabled: true,
      is_concierge_support_enabled: true,
      is_rsvp: false,
      seating_type: 'venue',
      enabled_ticket_transfer_type: 'soft_transfer',
      group_settings: { experience_type: 'pro', is_sending_tickets_enabled: true, is_view_floorplan_enabled: true },
      location: { city: 'Boston', state_region_code: 'MA', state_region: 'Massachusetts', country_code: 'US', country: 'United States' },
      ticket_variations: [],
      is_archived: false,
      archived_at: null,
      permissions: { view: true, edit: true },
      has_unread_logs: false,
      created_at: expect.any(String),
      updated_at: expect.any(String),
    });
  });

  it('shows the new event on the query side', async () => {
    const created = await createEvent(t, owner, { name: 'Query Gala', timezone: 'Europe/London' });
    await t.settle();
    const shown = await getJson(t, owner, `/api/v2/events/${created.uuid}`);
    expect(shown.data).toMatchObject({
      uuid: created.uuid,
      name: 'Query Gala',
      timezone: 'Europe/London',
      starts_at: '2099-01-01T19:00:00.000Z',
      is_archived: false,
    });
    // has_unread_logs is per reader: the event's creation is an unread activity entry by now.
    const { created_at: _c, updated_at: _u, has_unread_logs: _h, ...settings } = created;
    expect(shown.data).toMatchObject(settings);
  });

  it('answers 401 without credentials', async () => {
    expect((await post({}, { name: 'Gala', ...FUTURE_START })).statusCode).toBe(401);
  });

  it('answers 422 "Name is required." on name', async () => {
    const response = await post(owner, { name: '', ...FUTURE_START });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ message: 'Name is required.', errors: { name: ['Name is required.'] } });
  });

  it('answers 422 on starts_date for a start earlier than 12 hours ago, and for a missing start', async () => {
    const past = await post(owner, { name: 'Gala', starts_date: '2020-01-01', starts_time: '10:00' });
    expect(past.statusCode).toBe(422);
    expect(past.json().errors).toEqual({ starts_date: ['Start date can not be earlier than 12 hours ago.'] });
    const missing = await post(owner, { name: 'Gala' });
    expect(missing.json().errors).toEqual({ starts_date: ['Start date is required.'] });
  });

  it('answers 422 on end_date for an end before the start, and on the field a wrong type is sent for', async () => {
    const ends = await post(owner, { name: 'Gala', ...FUTURE_START, end_date: '2098-12-31' });
    expect(ends.json().errors).toEqual({ end_date: ['End date must be after the start date.'] });
    const wrongType = await post(owner, { name: 'Gala', ...FUTURE_START, seating_type: 'stadium' });
    expect(wrongType.statusCode).toBe(422);
    expect(wrongType.json().errors).toEqual({ seating_type: ['Seating type is invalid.'] });
  });

  it('appends nothing when refused', async () => {
    const before = await t.context.store.readAll({ transactionId: '0', globalPosition: '0' }, 10_000);
    await post(owner, { name: '', ...FUTURE_START });
    const after = await t.context.store.readAll({ transactionId: '0', globalPosition: '0' }, 10_000);
    expect(after.events).toHaveLength(before.events.length);
  });
});

describe('PUT /api/v2/events/{uuid}', () => {
  it('changes only the fields sent, and the query side follows', async () => {
    const event = await createEvent(t, owner, { purpose: 'Fundraiser' });
    const response = await put(owner, event.uuid, { name: 'Winter Gala', is_rsvp: true, end_date: '2099-01-02', end_time: '01:00' });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      uuid: event.uuid,
      name: 'Winter Gala',
      purpose: 'Fundraiser',
      is_rsvp: true,
      ends_at: '2099-01-02T06:00:00.000Z',
    });
    await t.settle();
    const shown = await getJson(t, owner, `/api/v2/events/${event.uuid}`);
    expect(shown.data).toMatchObject({ name: 'Winter Gala', purpose: 'Fundraiser', is_rsvp: true, end_date: '2099-01-02', end_time: '01:00' });
  });

  it('appends nothing and answers position 0 when nothing changes', async () => {
    const event = await createEvent(t, owner);
    const response = await put(owner, event.uuid, { name: 'Gala', starts_date: FUTURE_START.starts_date });
    expect(response.statusCode).toBe(200);
    expect(response.json().position).toBe('0');
    expect(await t.context.store.readStream(`event-${event.uuid}`)).toHaveLength(1);
  });

  it('answers 401 without credentials', async () => {
    const event = await createEvent(t, owner);
    expect((await put({}, event.uuid, { name: 'x' })).statusCode).toBe(401);
  });

  it('answers 422 with the spec message on the field', async () => {
    const event = await createEvent(t, owner);
    const blank = await put(owner, event.uuid, { name: '' });
    expect(blank.statusCode).toBe(422);
    expect(blank.json().errors).toEqual({ name: ['Name is required.'] });
    const moved = await put(owner, event.uuid, { starts_date: '2020-01-01' });
    expect(moved.json().errors).toEqual({ starts_date: ['Start date can not be earlier than 12 hours ago.'] });
    const email = await put(owner, event.uuid, { organizer_concierge_support_email: 'nope' });
    expect(email.json().errors).toEqual({ organizer_concierge_support_email: ['Support email must be a valid email address.'] });
  });

  it("answers 404 for another organisation's event, and for an unknown one", async () => {
    const event = await createEvent(t, owner);
    expect((await put(stranger, event.uuid, { name: 'Mine now' })).statusCode).toBe(404);
    expect((await put(owner, '00000000-0000-4000-8000-000000000000', { name: 'x' })).statusCode).toBe(404);
    expect((await put(owner, 'not-a-uuid', { name: 'x' })).statusCode).toBe(404);
    await t.settle();
    expect((await getJson(t, owner, `/api/v2/events/${event.uuid}`)).data.name).toBe('Gala');
  });
});
