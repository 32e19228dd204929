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

const UNKNOWN = '00000000-0000-4000-8000-000000000000';
const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: Record<string, unknown>, headers: Auth | Record<string, never> = owner) =>
  t.app.inject({ method, url, headers, payload });
const addField = (eventUuid: string, payload: Record<string, unknown>, headers?: Auth | Record<string, never>) =>
  send('POST', `/api/v2/events/${eventUuid}/custom-fields`, payload, headers);

async function eventWithField(payload: Record<string, unknown> = { label: 'Dietary needs', type: 'single_choice', options: ['None', 'Vegan', 'Halal'] }) {
  const event = await createEvent(t, owner);
  const response = await addField(event.uuid, payload);
  expect(response.statusCode, response.body).toBe(201);
  return { event, field: response.json().data as { id: string; label: string; type: string; options: string[]; is_required: boolean; ordering: number } };
}

describe('POST /api/v2/events/{e}/custom-fields', () => {
  it('adds a field, listed by the GET route and in the event shape', async () => {
    const { event, field } = await eventWithField({
      label: '  Dietary needs ',
      type: 'multiple_choice',
      options: ['Vegan', ' Halal', 'Vegan', ''],
      is_required: true,
    });
    expect(field).toMatchObject({ label: 'Dietary needs', type: 'multiple_choice', options: ['Vegan', 'Halal'], is_required: true, ordering: 0 });
    await t.settle();
    expect((await getJson(t, owner, `/api/v2/events/${event.uuid}/custom-fields`)).data).toEqual([field]);
    expect((await getJson(t, owner, `/api/v2/events/${event.uuid}`)).data.custom_fields).toEqual([field]);
    const second = await addField(event.uuid, { label: 'Company', type: 'text', options: ['ignored'] });
    expect(second.json().data).toMatchObject({ label: 'Company', options: [], ordering: 1 });
  });

  it('answers 422 with the messages by field, and appends nothing', async () => {
    const { event } = await eventWithField();
    const cases: [Record<string, unknown>, Record<string, string[]>][] = [
      [{ label: '', type: 'text' }, { label: ['The label field is required.'] }],
      [{ label: 'dietary NEEDS', type: 'text' }, { label: ['The label has already been taken.'] }],
      [{ label: 'Meal', type: 'single_choice', options: [' '] }, { options: ['The options field is required.'] }],
      [{ label: 'Meal', type: 'colour' }, { type: ['The selected type is invalid.'] }],
      [{ label: 'Meal' }, { type: ['The type field is required.'] }],
      [{ label: 'x'.repeat(256), type: 'text' }, { label: ['The label field may not be greater than 255 characters.'] }],
    ];
    for (const [payload, errors] of cases) {
      const response = await addField(event.uuid, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(422);
      expect(response.json().errors).toEqual(errors);
    }
    expect(await t.context.store.readStream(`event-${event.uuid}`)).toHaveLength(2);
  });

  it("answers 401 without credentials and 404 for another organisation's event", async () => {
    const event = await createEvent(t, owner);
    expect((await addField(event.uuid, { label: 'A', type: 'text' }, {})).statusCode).toBe(401);
    expect((await addField(event.uuid, { label: 'A', type: 'text' }, stranger)).statusCode).toBe(404);
    expect((await addField(UNKNOWN, { label: 'A', type: 'text' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/api/v2/events/${event.uuid}/custom-fields`, headers: stranger })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/api/v2/events/${event.uuid}/custom-fields` })).statusCode).toBe(401);
  });
});

describe('PUT and DELETE /api/v2/events/{e}/custom-fields/{id}', () => {
  it('changes the label, options and required flag', async () => {
    const { event, field } = await eventWithField();
    const response = await send('PUT', `/api/v2/events/${event.uuid}/custom-fields/${field.id}`, {
      label: 'Diet',
      options: ['None', 'Vegan'],
      is_required: true,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toEqual({ ...field, label: 'Diet', options: ['None', 'Vegan'], is_required: true });
  });

  it('answers 422 for a changed type or an empty label, 404 for an unknown field or a foreign event, 401 without credentials', async () => {
    const { event, field } = await eventWithField();
    const url = `/api/v2/events/${event.uuid}/custom-fields/${field.id}`;
    expect((await send('PUT', url, { type: 'text' })).json().errors).toEqual({ type: ['The type of a field can not be changed once it is created.'] });
    expect((await send('PUT', url, { label: '' })).json().errors).toEqual({ label: ['The label field is required.'] });
    expect((await send('PUT', url, { options: [] })).json().errors).toEqual({ options: ['The options field is required.'] });
    expect((await send('PUT', `/api/v2/events/${event.uuid}/custom-fields/${UNKNOWN}`, { label: 'X' })).statusCode).toBe(404);
    expect((await send('PUT', url, { label: 'X' }, stranger)).statusCode).toBe(404);
    expect((await send('PUT', url, { label: 'X' }, {})).statusCode).toBe(401);
    expect((await send('DELETE', url, undefined, stranger)).statusCode).toBe(404);
    expect((await send('DELETE', url, undefined, {})).statusCode).toBe(401);
    expect((await send('DELETE', `/api/v2/events/${event.uuid}/custom-fields/${UNKNOWN}`)).statusCode).toBe(404);
  });

  it('deleting a field drops it from the event and from the presented guests', async () => {
    const { event, field } = await eventWithField();
    const [guest] = await addGuests(t, owner, event.uuid, [{ first_name: 'Ada', custom_fields: { [field.id]: 'Vegan' } } as never]);
    await t.settle();
    expect((await getJson(t, owner, `/api/v2/attendees/${guest!.id}`)).data.custom_fields).toEqual({ [field.id]: 'Vegan' });
    const response = await send('DELETE', `/api/v2/events/${event.uuid}/custom-fields/${field.id}`);
    expect(response.statusCode).toBe(200);
    await t.settle();
    expect((await getJson(t, owner, `/api/v2/events/${event.uuid}/custom-fields`)).data).toEqual([]);
    expect((await getJson(t, owner, `/api/v2/attendees/${guest!.id}`)).data.custom_fields).toEqual({});
    expect((await getJson(t, owner, `/api/v2/events/${event.uuid}/attendees`)).data[0].custom_fields).toEqual({});
  });
});

describe('guests with custom-field values', () => {
  it('adds and edits values, stored in their typed form', async () => {
    const event = await createEvent(t, owner);
    const ids: Record<string, string> = {};
    for (const [label, type, options] of [
      ['Seats', 'number', []],
      ['Arrival', 'date', []],
      ['Agreed', 'checkbox', []],
      ['Meals', 'multiple_choice', ['Fish', 'Meat']],
    ] as const) {
      ids[label] = (await addField(event.uuid, { label, type, options })).json().data.id;
    }
    const [guest] = await addGuests(t, owner, event.uuid, [
      { first_name: 'Ada', custom_fields: { [ids.Seats!]: '2', [ids.Arrival!]: '2099-05-01', [ids.Agreed!]: true, [ids.Meals!]: ['Meat', 'Fish'] } } as never,
    ]);
    expect(guest!.custom_fields).toEqual({ [ids.Seats!]: 2, [ids.Arrival!]: '2099-05-01', [ids.Agreed!]: true, [ids.Meals!]: ['Fish', 'Meat'] });
    const edit = await send('PUT', `/api/v2/events/attendees/${guest!.id}`, { custom_fields: { [ids.Seats!]: 3, [ids.Meals!]: null } });
    expect(edit.statusCode, edit.body).toBe(200);
    await t.settle();
    expect((await getJson(t, owner, `/api/v2/attendees/${guest!.id}`)).data.custom_fields).toEqual({
      [ids.Seats!]: 3,
      [ids.Arrival!]: '2099-05-01',
      [ids.Agreed!]: true,
    });
  });

  it('answers 422 on members.{n}.custom_fields.{id} and custom_fields.{id}, adding nothing', async () => {
    const { event, field } = await eventWithField({ label: 'Meal', type: 'single_choice', options: ['Fish'], is_required: true });
    const seats = (await addField(event.uuid, { label: 'Seats', type: 'number' })).json().data.id as string;
    const response = await send('POST', `/api/v2/events/${event.uuid}/attendees`, {
      members: [
        { first_name: 'Ada', custom_fields: { [field.id]: 'Fish' } },
        { first_name: 'Bob', custom_fields: { [seats]: 'many' } },
      ],
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      ['members.1.custom_fields.' + field.id]: ['Meal is required.'],
      ['members.1.custom_fields.' + seats]: ['Seats must be a number.'],
    });
    await t.settle();
    expect((await getJson(t, owner, `/api/v2/events/${event.uuid}/attendees`)).data).toEqual([]);

    const [guest] = await addGuests(t, owner, event.uuid, [{ first_name: 'Ada', custom_fields: { [field.id]: 'Fish' } } as never]);
    const edit = await send('PUT', `/api/v2/events/attendees/${guest!.id}`, { custom_fields: { [field.id]: 'Beef', [UNKNOWN]: 'x' } });
    expect(edit.statusCode).toBe(422);
    expect(edit.json().errors).toEqual({
      [`custom_fields.${UNKNOWN}`]: ['This field does not exist.'],
      [`custom_fields.${field.id}`]: ['The selected Meal is invalid.'],
    });
    expect((await send('PUT', `/api/v2/events/attendees/${guest!.id}`, { custom_fields: { [field.id]: null } })).json().errors).toEqual({
      [`custom_fields.${field.id}`]: ['Meal is required.'],
    });
  });
});
