import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestApp, type TestApp } from '@usher/infra/testing/test-app';
import { addGuests, createEvent, getJson, type Auth } from '@usher/infra/testing/api-helpers';
import { attendeeTagProjection } from '@usher/projections/attendee-tags/attendee-tag-projection';
import { guestListProjection } from '@usher/projections/guest-list/guest-list-projection';
import { rebuildProjection } from '@usher/projections/rebuild';

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

const UNKNOWN = '99999999-9999-4999-8999-999999999999';
type Headers = Auth | Record<string, never>;

async function newTag(eventUuid: string, name: string, color = '') {
  const response = await t.app.inject({ method: 'POST', url: `/api/v2/events/${eventUuid}/attendee-tags/add`, headers: owner, payload: { name, color } });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data.id as string;
}
async function tag(eventUuid: string, attendees: string[], tags: string[]) {
  const response = await t.app.inject({
    method: 'PUT',
    url: `/api/v2/events/${eventUuid}/attendees-bulk/add-tags`,
    headers: owner,
    payload: { attendees, tags },
  });
  expect(response.statusCode, response.body).toBe(200);
}
const listByIds = (eventUuid: string, ids: unknown, headers: Headers = owner) =>
  t.app.inject({ method: 'POST', url: `/api/v2/events/${eventUuid}/attendee-tags/list-by-ids`, headers, payload: { ids } });
const names = (list: { data: { first_name: string }[] }) => list.data.map((guest) => guest.first_name).sort();

/** Ana: VIP; Ben: VIP, Press; Cy: Press; Dee: no tags. */
async function taggedEvent() {
  const event = await createEvent(t, owner);
  const [ana, ben, cy, dee] = await addGuests(t, owner, event.uuid, [
    { first_name: 'Ana' },
    { first_name: 'Ben' },
    { first_name: 'Cy' },
    { first_name: 'Dee' },
  ]);
  const vip = await newTag(event.uuid, 'VIP', '#EF4444');
  const press = await newTag(event.uuid, 'Press');
  await tag(event.uuid, [ana!.id, ben!.id], [vip]);
  await tag(event.uuid, [ben!.id, cy!.id], [press]);
  await t.settle();
  return { eventUuid: event.uuid, vip, press, guests: { ana: ana!.id, ben: ben!.id, cy: cy!.id, dee: dee!.id } };
}

describe('GET /api/v2/events/{e}/attendee-tags and POST list-by-ids', () => {
  it("lists the event's tags by name under 'attendee_tags', and those among given ids", async () => {
    const { eventUuid, vip, press } = await taggedEvent();
    const list = await getJson(t, owner, `/api/v2/events/${eventUuid}/attendee-tags`);
    expect(list).toEqual({
      attendee_tags: [
        { id: press, name: 'Press', color: '', created_at: expect.any(String) },
        { id: vip, name: 'VIP', color: '#EF4444', created_at: expect.any(String) },
      ],
    });
    const other = await taggedEvent();
    const some = await listByIds(eventUuid, [vip, other.vip, UNKNOWN, 'nope']);
    expect(some.statusCode).toBe(200);
    expect(some.json().attendee_tags.map((t: { id: string }) => t.id)).toEqual([vip]);
  });

  it('answers 422 for ids that are not a list', async () => {
    const { eventUuid } = await taggedEvent();
    expect((await listByIds(eventUuid, 'x')).statusCode).toBe(422);
  });

  it("answers 401 without credentials and 404 for another organisation's event", async () => {
    const { eventUuid, vip } = await taggedEvent();
    expect((await t.app.inject({ method: 'GET', url: `/api/v2/events/${eventUuid}/attendee-tags` })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: `/api/v2/events/${eventUuid}/attendee-tags`, headers: stranger })).statusCode).toBe(404);
    expect((await listByIds(eventUuid, [vip], {})).statusCode).toBe(401);
    expect((await listByIds(eventUuid, [vip], stranger)).statusCode).toBe(404);
  });
});

describe('GET /api/v2/events/{e}/attendees: tags on guests and the tag filters', () => {
  it('shows tag names, ids and colours on each guest', async () => {
    const { eventUuid, vip, press, guests } = await taggedEvent();
    const ben = (await getJson(t, owner, `/api/v2/attendees/${guests.ben}`)).data;
    expect(ben).toMatchObject({
      tags: ['VIP', 'Press'],
      tag_ids: [vip, press],
      tag_objects: [
        { id: vip, name: 'VIP', color: '#EF4444' },
        { id: press, name: 'Press', color: '' },
      ],
    });
    const list = await getJson(t, owner, `/api/v2/events/${eventUuid}/attendees`);
    const tagsByName = Object.fromEntries(list.data.map((guest: { first_name: string; tags: string[] }) => [guest.first_name, guest.tags]));
    expect(tagsByName).toEqual({ Ana: ['VIP'], Ben: ['VIP', 'Press'], Cy: ['Press'], Dee: [] });
  });

  it('Selected Tags keeps guests with any of them; Except Tags those with none; both combine with the other filters and search', async () => {
    const { eventUuid, vip, press, guests } = await taggedEvent();
    const list = (query: string) => getJson(t, owner, `/api/v2/events/${eventUuid}/attendees?${query}`);
    expect(names(await list(`tags=${vip}`))).toEqual(['Ana', 'Ben']);
    expect(names(await list(`tags=${vip},${press}`))).toEqual(['Ana', 'Ben', 'Cy']);
    expect(names(await list(`except_tags=${vip}`))).toEqual(['Cy', 'Dee']);
    expect(names(await list(`except_tags=${vip},${press}`))).toEqual(['Dee']);
    expect(names(await list(`tags=${press}&except_tags=${vip}`))).toEqual(['Cy']);
    expect(names(await list(`tags=${vip}&search=an`))).toEqual(['Ana']);

    await t.app.inject({ method: 'PUT', url: `/api/v2/events/attendees/${guests.ben}/approval`, headers: owner, payload: { approval: false } });
    await t.settle();
    expect(names(await list(`tags=${vip}&filter=approval_rejected`))).toEqual(['Ben']);
    expect(names(await list(`tags=${vip}&filter=approval_approved`))).toEqual(['Ana']);
    expect((await list(`tags=${vip}&per_page=1`)).meta.total).toBe(2);
  });

  it('answers 422 for a tag id that is not one of the event, or not an id; the export too', async () => {
    const { eventUuid } = await taggedEvent();
    const other = await taggedEvent();
    const get = (query: string) => t.app.inject({ method: 'GET', url: `/api/v2/events/${eventUuid}/attendees?${query}`, headers: owner });
    const foreign = await get(`tags=${other.vip}`);
    expect(foreign.statusCode).toBe(422);
    expect(foreign.json().errors).toEqual({ tags: ['The selected tags is invalid.'] });
    expect((await get(`except_tags=${UNKNOWN}`)).json().errors).toEqual({ except_tags: ['The selected except tags is invalid.'] });
    expect((await get('tags=VIP')).statusCode).toBe(422);
    const exported = await t.app.inject({ method: 'GET', url: `/api/v2/events/${eventUuid}/attendees/export?tags=${other.vip}`, headers: owner });
    expect(exported.statusCode).toBe(422);
  });

  it('exports the filtered guests with their tag names', async () => {
    const { eventUuid, vip } = await taggedEvent();
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/v2/events/${eventUuid}/attendees/export?format=csv&tags=${vip}&sort=created_at`,
      headers: owner,
    });
    expect(response.statusCode).toBe(200);
    const lines = response.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    expect(lines).toHaveLength(3);
    const ben = lines.find((line) => line.startsWith('Ben,'));
    const ana = lines.find((line) => line.startsWith('Ana,'));
    // The export joins a guest's tags with '; ' (csv-cells.ts).
    expect(ben).toContain(',"VIP; Press",');
    expect(ana).toContain(',VIP,');
    expect(response.body).not.toContain(vip);
  });

  it('reads a rename right after it with X-Min-Position', async () => {
    const { eventUuid, vip, guests } = await taggedEvent();
    const renamed = await t.app.inject({ method: 'POST', url: `/api/v2/events/attendee-tags/${vip}/update`, headers: owner, payload: { name: 'Gold' } });
    const position = renamed.json().position as string;
    const guest = await t.app.inject({
      method: 'GET',
      url: `/api/v2/events/${eventUuid}/attendees?tags=${vip}`,
      headers: { ...owner, 'x-min-position': position },
    });
    expect(guest.json().data.find((g: { id: string }) => g.id === guests.ana).tags).toEqual(['Gold']);
  });
});

describe('tags in the read models, rebuilt from the log', () => {
  it('gives the same rm_attendee_tags and rm_attendees rows after a rebuild, deleted tags gone from guests', async () => {
    const { eventUuid, vip, press, guests } = await taggedEvent();
    await t.app.inject({ method: 'POST', url: `/api/v2/events/attendee-tags/${vip}/update`, headers: owner, payload: { name: 'Gold', color: '#10B981' } });
    const staff = await newTag(eventUuid, 'Staff');
    await tag(eventUuid, [guests.dee, guests.ana], [staff]);
    await t.app.inject({ method: 'POST', url: `/api/v2/events/attendee-tags/${press}/delete`, headers: owner });
    await t.app.inject({ method: 'PUT', url: `/api/v2/events/attendees/${guests.cy}`, headers: owner, payload: { tags: [staff] } });
    await t.settle();

    const snapshot = async () => ({
      tags: (
        await sql<{ row: string }>`select to_jsonb(t)::text as row from rm_attendee_tags t where event_uuid = ${eventUuid} order by 1`.execute(t.context.db)
      ).rows,
      guests: (await sql<{ row: string }>`select id, tags from rm_attendees where event_uuid = ${eventUuid} order by id`.execute(t.context.db)).rows,
    });
    const live = await snapshot();
    expect(await getJson(t, owner, `/api/v2/attendees/${guests.ben}`).then((r) => r.data.tags)).toEqual(['Gold']);
    expect(await getJson(t, owner, `/api/v2/attendees/${guests.ana}`).then((r) => r.data.tags)).toEqual(['Gold', 'Staff']);

    await rebuildProjection(t.context.db, t.context.store, attendeeTagProjection);
    await rebuildProjection(t.context.db, t.context.store, guestListProjection);
    expect(await snapshot()).toEqual(live);
    const rows = await t.context.db.selectFrom('rm_attendees').select(['tags']).where('event_uuid', '=', eventUuid).execute();
    expect(rows.every((row) => !row.tags.includes(press))).toBe(true);
  });

  it('drops a deleted tag from a guest tagged in the same projection batch', async () => {
    const { eventUuid } = await taggedEvent();
    const [guest] = await addGuests(t, owner, eventUuid, [{ first_name: 'Eve' }]);
    const temp = await newTag(eventUuid, 'Temp');
    // Tag and delete back to back: the projection may well apply both in one batch.
    await tag(eventUuid, [guest!.id], [temp]);
    await t.app.inject({ method: 'POST', url: `/api/v2/events/attendee-tags/${temp}/delete`, headers: owner });
    await t.settle();
    const row = await t.context.db.selectFrom('rm_attendees').select('tags').where('id', '=', guest!.id).executeTakeFirstOrThrow();
    expect(row.tags).toEqual([]);
  });
});
