import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestApp, type TestApp } from '@usher/infra/testing/test-app';
import { createEvent, getJson, type Auth } from '@usher/infra/testing/api-helpers';

let t: TestApp;
let owner: Auth;
let teammate: Auth;
let stranger: Auth;

beforeAll(async () => {
  t = await createTestApp(inject('pgAdminUrl'));
  owner = (await t.signUp()).auth;
  stranger = (await t.signUp()).auth;
  teammate = owner;
});
afterAll(async () => {
  await t.close();
});

const tabsUrl = (e: string) => `/api/v2/events/${e}/attendee-tabs`;
const post = (url: string, payload: unknown, headers: Auth | Record<string, never> = owner) =>
  t.app.inject({ method: 'POST', url, headers, payload: payload as Record<string, unknown> });
const put = (url: string, payload: unknown, headers: Auth | Record<string, never> = owner) =>
  t.app.inject({ method: 'PUT', url, headers, payload: payload as Record<string, unknown> });
const del = (url: string, headers: Auth | Record<string, never> = owner) => t.app.inject({ method: 'DELETE', url, headers });
const listTabs = async (e: string, auth: Auth = owner) => {
  await t.settle();
  return (await getJson(t, auth, tabsUrl(e))).tabs as {
    id: string;
    name: string;
    filters: Record<string, string>;
    sort: string | null;
    columns: unknown[];
    position: number;
  }[];
};

const vips = {
  name: 'VIPs',
  filters: { filter: 'rsvp_yes,has_account', q: 'ana', tags: 'vip', 'custom_fields[7]': 'gold' },
  sort: '-created_at',
  columns: [
    { key: 'email', visible: false },
    { key: 'first_name', visible: true },
  ],
};

describe('attendee tabs', () => {
  it('creates tabs as saved views, lists them in order for the whole team, updates, reorders and deletes them', async () => {
    const event = await createEvent(t, owner);
    const created = await post(tabsUrl(event.uuid), vips);
    expect(created.statusCode, created.body).toBe(201);
    const tab = created.json().data;
    expect(tab).toMatchObject({ ...vips, event_uuid: event.uuid, position: 0 });
    expect(created.json().position).toMatch(/^\d+$/);
    const press = (await post(tabsUrl(event.uuid), { name: 'Press', filters: { filter: 'invited' } })).json().data;
    expect(press).toMatchObject({ sort: null, columns: [], position: 1 });

    const listed = await listTabs(event.uuid, teammate);
    expect(listed.map((row) => [row.name, row.position])).toEqual([
      ['VIPs', 0],
      ['Press', 1],
    ]);
    expect(listed[0]).toMatchObject({ filters: vips.filters, sort: '-created_at', columns: vips.columns });

    const renamed = await put(`${tabsUrl(event.uuid)}/${tab.id}`, { name: 'Very important', filters: { filter: 'rsvp_no' } });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json().data).toMatchObject({ name: 'Very important', filters: { filter: 'rsvp_no' }, sort: '-created_at' });

    const reordered = await post(`${tabsUrl(event.uuid)}/reorder`, { tab_ids: [press.id, tab.id] });
    expect(reordered.statusCode, reordered.body).toBe(200);
    expect(reordered.json().tabs.map((row: { id: string }) => row.id)).toEqual([press.id, tab.id]);
    expect((await listTabs(event.uuid)).map((row) => row.name)).toEqual(['Press', 'Very important']);

    expect((await del(`${tabsUrl(event.uuid)}/${press.id}`)).statusCode).toBe(200);
    const left = await listTabs(event.uuid);
    expect(left.map((row) => row.name)).toEqual(['Very important']);
    expect((await post(`${tabsUrl(event.uuid)}/reorder`, { tab_ids: [tab.id] })).statusCode).toBe(200);
  });

  it('answers 422 by field for bad input and changes nothing', async () => {
    const event = await createEvent(t, owner);
    const missingName = await post(tabsUrl(event.uuid), { filters: {} });
    expect(missingName.statusCode).toBe(422);
    expect(missingName.json().errors).toEqual({ name: ['Name is required.'] });
    expect((await post(tabsUrl(event.uuid), { name: 'x'.repeat(51) })).json().errors).toEqual({ name: ['Name may not be greater than 50 characters.'] });
    expect((await post(tabsUrl(event.uuid), { name: 'A', columns: [{ key: 'email' }] })).statusCode).toBe(422);
    expect((await post(tabsUrl(event.uuid), { name: 'A', filters: 'rsvp_yes' })).statusCode).toBe(422);
    const tab = (await post(tabsUrl(event.uuid), { name: 'A' })).json().data;
    const badReorder = await post(`${tabsUrl(event.uuid)}/reorder`, { tab_ids: [tab.id, tab.id] });
    expect(badReorder.statusCode).toBe(422);
    expect(badReorder.json().errors).toEqual({ tab_ids: ["Tab ids must list each of the event's tabs exactly once."] });
    expect((await post(`${tabsUrl(event.uuid)}/reorder`, { tab_ids: [] })).statusCode).toBe(422);
    expect((await put(`${tabsUrl(event.uuid)}/${tab.id}`, { name: '' })).json().errors).toEqual({ name: ['Name is required.'] });
    expect((await listTabs(event.uuid)).map((row) => row.name)).toEqual(['A']);
  });

  it('answers 401 without credentials', async () => {
    const event = await createEvent(t, owner);
    expect((await post(tabsUrl(event.uuid), vips, {})).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: tabsUrl(event.uuid) })).statusCode).toBe(401);
    expect((await put(`${tabsUrl(event.uuid)}/00000000-0000-4000-8000-000000000000`, { name: 'x' }, {})).statusCode).toBe(401);
    expect((await post(`${tabsUrl(event.uuid)}/reorder`, { tab_ids: [] }, {})).statusCode).toBe(401);
    expect((await del(`${tabsUrl(event.uuid)}/00000000-0000-4000-8000-000000000000`, {})).statusCode).toBe(401);
  });

  it("answers 404 for another organisation's event or tab, and for an unknown tab", async () => {
    const event = await createEvent(t, owner);
    const tab = (await post(tabsUrl(event.uuid), vips)).json().data;
    await t.settle();
    expect((await t.app.inject({ method: 'GET', url: tabsUrl(event.uuid), headers: stranger })).statusCode).toBe(404);
    expect((await post(tabsUrl(event.uuid), vips, stranger)).statusCode).toBe(404);
    expect((await put(`${tabsUrl(event.uuid)}/${tab.id}`, { name: 'Mine' }, stranger)).statusCode).toBe(404);
    expect((await post(`${tabsUrl(event.uuid)}/reorder`, { tab_ids: [tab.id] }, stranger)).statusCode).toBe(404);
    expect((await del(`${tabsUrl(event.uuid)}/${tab.id}`, stranger)).statusCode).toBe(404);
    // A tab of one event is unknown under another event, even of the same organisation.
    const other = await createEvent(t, owner);
    expect((await put(`${tabsUrl(other.uuid)}/${tab.id}`, { name: 'Moved' })).statusCode).toBe(404);
    expect((await del(`${tabsUrl(event.uuid)}/not-a-uuid`)).statusCode).toBe(404);
    expect((await listTabs(event.uuid))[0]!.name).toBe('VIPs');
  });
});

describe('column settings', () => {
  const url = (e: string) => `/api/v2/events/${e}/column-settings`;
  const columns = [
    { key: 'last_name', visible: true },
    { key: 'email', visible: false },
    { key: 'custom_fields.12', visible: true },
  ];

  it("keeps each person's columns per event and shows them on the event", async () => {
    const event = await createEvent(t, owner);
    await t.settle();
    expect((await getJson(t, owner, `/api/v2/events/${event.uuid}`)).data.column_settings).toBeNull();
    const saved = await put(url(event.uuid), { columns });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data).toEqual({ columns });
    await t.settle();
    expect((await getJson(t, owner, `/api/v2/events/${event.uuid}`)).data.column_settings).toEqual(columns);
    expect((await getJson(t, owner, url(event.uuid))).data).toEqual({ columns });
    // Someone else in another organisation never sees them (and cannot read the event).
    expect((await t.app.inject({ method: 'GET', url: url(event.uuid), headers: stranger })).statusCode).toBe(404);
  });

  it('answers 422 for a missing list, a key listed twice or a bad key', async () => {
    const event = await createEvent(t, owner);
    expect((await put(url(event.uuid), {})).statusCode).toBe(422);
    const twice = await put(url(event.uuid), {
      columns: [
        { key: 'email', visible: true },
        { key: 'email', visible: false },
      ],
    });
    expect(twice.statusCode).toBe(422);
    expect(twice.json().errors).toEqual({ 'columns.1.key': ['Key is listed twice.'] });
    expect((await put(url(event.uuid), { columns: [{ key: 'bad key!', visible: true }] })).json().errors).toEqual({ 'columns.0.key': ['Key is invalid.'] });
    await t.settle();
    expect((await getJson(t, owner, url(event.uuid))).data.columns).toBeNull();
  });

  it('answers 401 without credentials and 404 for another organisation', async () => {
    const event = await createEvent(t, owner);
    expect((await put(url(event.uuid), { columns }, {})).statusCode).toBe(401);
    expect((await put(url(event.uuid), { columns }, stranger)).statusCode).toBe(404);
  });
});
