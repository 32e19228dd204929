import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestApp, type TestApp } from '@usher/infra/testing/test-app';
import { addGuests, createEvent, getJson, type Auth } from '@usher/infra/testing/api-helpers';

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

type Headers = Auth | Record<string, never>;
const UNKNOWN = '99999999-9999-4999-8999-999999999999';

const addTag = (eventUuid: string, payload: object, headers: Headers = owner) =>
  t.app.inject({ method: 'POST', url: `/api/v2/events/${eventUuid}/attendee-tags/add`, headers, payload });
const updateTag = (id: string, payload: object, headers: Headers = owner) =>
  t.app.inject({ method: 'POST', url: `/api/v2/events/attendee-tags/${id}/update`, headers, payload });
const deleteTag = (id: string, headers: Headers = owner) => t.app.inject({ method: 'POST', url: `/api/v2/events/attendee-tags/${id}/delete`, headers });
const bulkAddTags = (eventUuid: string, attendees: string[], tags: string[], headers: Headers = owner) =>
  t.app.inject({ method: 'PUT', url: `/api/v2/events/${eventUuid}/attendees-bulk/add-tags`, headers, payload: { attendees, tags } });
const updateGuest = (id: string, payload: object, headers: Headers = owner) =>
  t.app.inject({ method: 'PUT', url: `/api/v2/events/attendees/${id}`, headers, payload });

async function newTag(eventUuid: string, name: string, color = '') {
  const response = await addTag(eventUuid, { name, color });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as { id: string; name: string; color: string };
}

async function eventWithGuests(count: number) {
  const event = await createEvent(t, owner);
  const guests = await addGuests(
    t,
    owner,
    event.uuid,
    Array.from({ length: count }, (_, index) => ({ first_name: `Guest ${index + 1}` })),
  );
  return { eventUuid: event.uuid, ids: guests.map((guest) => guest.id) };
}

const tagEvents = async (eventUuid: string) => (await t.context.store.readStream(`attendee-tags-${eventUuid}`)).map((event) => event.type);

describe('POST /api/v2/events/{e}/attendee-tags/add', () => {
  it('adds a tag to the catalogue and lists it', async () => {
    const { eventUuid } = await eventWithGuests(0 + 1);
    const response = await addTag(eventUuid, { name: ' VIP ', color: '#ef4444' });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ data: { id: expect.any(String), name: 'VIP', color: '#EF4444' }, position: expect.stringMatching(/^\d+$/) });
    await newTag(eventUuid, 'Press');
    await t.settle();
    const list = await getJson(t, owner, `/api/v2/events/${eventUuid}/attendee-tags`);
    expect(list.attendee_tags.map((tag: { name: string; color: string }) => [tag.name, tag.color])).toEqual([
      ['Press', ''],
      ['VIP', '#EF4444'],
    ]);
  });

  it('answers 422 for a taken name (any case), a missing or long name, a colour off the palette; nothing is added', async () => {
    const { eventUuid } = await eventWithGuests(1);
    await newTag(eventUuid, 'VIP');
    const taken = await addTag(eventUuid, { name: 'vip' });
    expect(taken.statusCode).toBe(422);
    expect(taken.json()).toEqual({ message: 'The name has already been taken.', errors: { name: ['The name has already been taken.'] } });
    expect((await addTag(eventUuid, {})).json().errors).toEqual({ name: ['Name is required.'] });
    expect((await addTag(eventUuid, { name: 'x'.repeat(256) })).json().errors).toEqual({ name: ['Name may not be greater than 255 characters.'] });
    expect((await addTag(eventUuid, { name: 'Press', color: 'red' })).json().errors).toEqual({ color: ['The selected color is invalid.'] });
    expect((await addTag(eventUuid, { name: 42 })).statusCode).toBe(422);
    expect(await tagEvents(eventUuid)).toEqual(['AttendeeTagAdded']);
  });

  it('lets two events each have a tag of the same name', async () => {
    const first = await eventWithGuests(1);
    const second = await eventWithGuests(1);
    await newTag(first.eventUuid, 'VIP');
    expect((await addTag(second.eventUuid, { name: 'VIP' })).statusCode).toBe(201);
  });

  it("answers 401 without credentials and 404 for another organisation's event", async () => {
    const { eventUuid } = await eventWithGuests(1);
    expect((await addTag(eventUuid, { name: 'VIP' }, {})).statusCode).toBe(401);
    expect((await addTag(eventUuid, { name: 'VIP' }, stranger)).statusCode).toBe(404);
    expect((await addTag('not-a-uuid', { name: 'VIP' })).statusCode).toBe(404);
    expect(await tagEvents(eventUuid)).toEqual([]);
  });
});

describe('POST /api/v2/events/attendee-tags/{id}/update', () => {
  it('renames a tag with one event, and every guest carrying it shows the new name', async () => {
    const { eventUuid, ids } = await eventWithGuests(3);
    const vip = await newTag(eventUuid, 'VIP');
    expect((await bulkAddTags(eventUuid, ids, [vip.id])).statusCode).toBe(200);
    const response = await updateTag(vip.id, { name: 'Very Important', color: '#2D4CD7' });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({ id: vip.id, name: 'Very Important', color: '#2D4CD7' });
    expect(await tagEvents(eventUuid)).toEqual(['AttendeeTagAdded', 'AttendeeTagUpdated']);
    await t.settle();
    const list = await getJson(t, owner, `/api/v2/events/${eventUuid}/attendees`);
    for (const guest of list.data) {
      expect(guest.tags).toEqual(['Very Important']);
      expect(guest.tag_objects).toEqual([{ id: vip.id, name: 'Very Important', color: '#2D4CD7' }]);
    }
  });

  it('answers 422 for a name another tag has, and changes nothing', async () => {
    const { eventUuid } = await eventWithGuests(1);
    const vip = await newTag(eventUuid, 'VIP');
    await newTag(eventUuid, 'Press');
    const response = await updateTag(vip.id, { name: 'PRESS' });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ name: ['The name has already been taken.'] });
    expect((await updateTag(vip.id, { name: '' })).json().errors).toEqual({ name: ['Name is required.'] });
    expect(await tagEvents(eventUuid)).toEqual(['AttendeeTagAdded', 'AttendeeTagAdded']);
  });

  it("answers 401 without credentials, 404 for another organisation's tag or an unknown one", async () => {
    const { eventUuid } = await eventWithGuests(1);
    const vip = await newTag(eventUuid, 'VIP');
    expect((await updateTag(vip.id, { name: 'X' }, {})).statusCode).toBe(401);
    const foreign = await updateTag(vip.id, { name: 'X' }, stranger);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().code).toBe('attendee_tag_not_found');
    expect((await updateTag(UNKNOWN, { name: 'X' })).statusCode).toBe(404);
    expect((await updateTag('nope', { name: 'X' })).statusCode).toBe(404);
    expect(await tagEvents(eventUuid)).toEqual(['AttendeeTagAdded']);
  });
});

describe('POST /api/v2/events/attendee-tags/{id}/delete', () => {
  it('deletes a tag with one event and takes it off every guest', async () => {
    const { eventUuid, ids } = await eventWithGuests(3);
    const vip = await newTag(eventUuid, 'VIP');
    const press = await newTag(eventUuid, 'Press');
    await bulkAddTags(eventUuid, ids, [vip.id, press.id]);
    const response = await deleteTag(vip.id);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({ id: vip.id, deleted: true });
    expect(await tagEvents(eventUuid)).toEqual(['AttendeeTagAdded', 'AttendeeTagAdded', 'AttendeeTagDeleted']);
    await t.settle();
    const rows = await t.context.db.selectFrom('rm_attendees').select('tags').where('event_uuid', '=', eventUuid).execute();
    expect(rows.map((row) => row.tags)).toEqual([[press.id], [press.id], [press.id]]);
    const list = await getJson(t, owner, `/api/v2/events/${eventUuid}/attendee-tags`);
    expect(list.attendee_tags.map((tag: { name: string }) => tag.name)).toEqual(['Press']);
    expect((await deleteTag(vip.id)).statusCode).toBe(404);
  });

  it("answers 401 without credentials and 404 for another organisation's tag", async () => {
    const { eventUuid } = await eventWithGuests(1);
    const vip = await newTag(eventUuid, 'VIP');
    expect((await deleteTag(vip.id, {})).statusCode).toBe(401);
    expect((await deleteTag(vip.id, stranger)).statusCode).toBe(404);
    expect((await deleteTag(UNKNOWN)).statusCode).toBe(404);
    expect(await tagEvents(eventUuid)).toEqual(['AttendeeTagAdded']);
  });
});

describe('PUT /api/v2/events/{e}/attendees-bulk/add-tags', () => {
  it('tags every guest named with one event each, leaving tags they carry alone', async () => {
    const { eventUuid, ids } = await eventWithGuests(3);
    const vip = await newTag(eventUuid, 'VIP');
    const press = await newTag(eventUuid, 'Press');
    await bulkAddTags(eventUuid, [ids[0]!], [vip.id]);
    const response = await bulkAddTags(eventUuid, ids, [vip.id, press.id]);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: { updated: 3, attendees: ids }, position: expect.stringMatching(/^\d+$/) });
    const first = await t.context.store.readStream(`attendee-${ids[0]}`);
    expect(first.slice(1).map((event) => [event.type, event.data.tag_ids])).toEqual([
      ['AttendeeTagsAdded', [vip.id]],
      ['AttendeeTagsAdded', [press.id]],
    ]);
    await t.settle();
    const guest = (await getJson(t, owner, `/api/v2/attendees/${ids[0]}`)).data;
    expect(guest.tags).toEqual(['VIP', 'Press']);
    expect(guest.tag_ids).toEqual([vip.id, press.id]);
    const again = await bulkAddTags(eventUuid, ids, [vip.id]);
    expect(again.json()).toMatchObject({ data: { updated: 0 }, position: '0' });
  });

  it('answers 422 without guests, without tags, or with a tag of another event; nobody is tagged', async () => {
    const { eventUuid, ids } = await eventWithGuests(1);
    const other = await eventWithGuests(1);
    const vip = await newTag(eventUuid, 'VIP');
    const elsewhere = await newTag(other.eventUuid, 'Elsewhere');
    expect((await bulkAddTags(eventUuid, [], [vip.id])).json().errors).toEqual({ attendees: ['Attendees is required.'] });
    expect((await bulkAddTags(eventUuid, ids, [])).json().errors).toEqual({ tags: ['Tags is required.'] });
    const foreign = await bulkAddTags(eventUuid, ids, [vip.id, elsewhere.id]);
    expect(foreign.statusCode).toBe(422);
    expect(foreign.json().errors).toEqual({ tags: ['The selected tags is invalid.'] });
    expect((await bulkAddTags(eventUuid, ids, ['nope'])).statusCode).toBe(422);
    expect(await t.context.store.readStream(`attendee-${ids[0]}`)).toHaveLength(1);
  });

  it("answers 401 without credentials, 404 for another organisation's event or a guest of another event", async () => {
    const { eventUuid, ids } = await eventWithGuests(1);
    const other = await eventWithGuests(1);
    const vip = await newTag(eventUuid, 'VIP');
    expect((await bulkAddTags(eventUuid, ids, [vip.id], {})).statusCode).toBe(401);
    expect((await bulkAddTags(eventUuid, ids, [vip.id], stranger)).statusCode).toBe(404);
    expect((await bulkAddTags(eventUuid, [ids[0]!, other.ids[0]!], [vip.id])).statusCode).toBe(404);
    expect(await t.context.store.readStream(`attendee-${ids[0]}`)).toHaveLength(1);
  });
});

describe('PUT /api/v2/events/attendees/{id} with tags', () => {
  it("sets a guest's tags exactly, with their details, in one append", async () => {
    const { eventUuid, ids } = await eventWithGuests(1);
    const vip = await newTag(eventUuid, 'VIP');
    const press = await newTag(eventUuid, 'Press');
    const staff = await newTag(eventUuid, 'Staff');
    await bulkAddTags(eventUuid, ids, [vip.id, press.id]);
    const response = await updateGuest(ids[0]!, { last_name: 'Ruiz', tags: [press.id, staff.id] });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({ last_name: 'Ruiz', tags: ['Press', 'Staff'], tag_ids: [press.id, staff.id] });
    const stream = await t.context.store.readStream(`attendee-${ids[0]}`);
    expect(stream.slice(2).map((event) => [event.type, event.data.tag_ids ?? null])).toEqual([
      ['AttendeeDetailsChanged', null],
      ['AttendeeTagsRemoved', [vip.id]],
      ['AttendeeTagsAdded', [staff.id]],
    ]);
    await t.settle();
    expect((await getJson(t, owner, `/api/v2/attendees/${ids[0]}`)).data.tags).toEqual(['Press', 'Staff']);
    const cleared = await updateGuest(ids[0]!, { tags: [] });
    expect(cleared.json().data.tags).toEqual([]);
  });

  it('answers 422 for a tag that is not one of the event, and changes nothing, not even the details', async () => {
    const { eventUuid, ids } = await eventWithGuests(1);
    await newTag(eventUuid, 'VIP');
    const response = await updateGuest(ids[0]!, { last_name: 'Ruiz', tags: [UNKNOWN] });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ tags: ['The selected tags is invalid.'] });
    expect((await updateGuest(ids[0]!, { tags: 'VIP' })).statusCode).toBe(422);
    expect(await t.context.store.readStream(`attendee-${ids[0]}`)).toHaveLength(1);
  });

  it("answers 401 without credentials and 404 for another organisation's guest", async () => {
    const { eventUuid, ids } = await eventWithGuests(1);
    const vip = await newTag(eventUuid, 'VIP');
    expect((await updateGuest(ids[0]!, { tags: [vip.id] }, {})).statusCode).toBe(401);
    expect((await updateGuest(ids[0]!, { tags: [vip.id] }, stranger)).statusCode).toBe(404);
    expect((await updateGuest(UNKNOWN, { tags: [vip.id] })).statusCode).toBe(404);
    expect(await t.context.store.readStream(`attendee-${ids[0]}`)).toHaveLength(1);
  });
});
