import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestApp, type TestApp } from '@usher/infra/testing/test-app';
import { createEvent, getJson, type Auth, multipartFile } from '@usher/infra/testing/api-helpers';

let t: TestApp;
let owner: Auth;
let eventUuid: string;
const ids: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp(inject('pgAdminUrl'));
  owner = (await t.signUp()).auth;
  eventUuid = (await createEvent(t, owner)).uuid;
  for (const [label, type, options, is_required] of [
    ['Meal', 'single_choice', ['Fish', 'Vegan'], true],
    ['Allergies', 'multiple_choice', ['Nuts', 'Gluten'], false],
    ['Parking', 'checkbox', [], false],
    ['Unmapped', 'text', [], true],
  ] as const) {
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/v2/events/${eventUuid}/custom-fields`,
      headers: owner,
      payload: { label, type, options, is_required },
    });
    ids[label] = response.json().data.id;
  }
});
afterAll(async () => {
  await t.close();
});

const CSV = ['Name,Meal,Allergies,Parking', 'Ada Lovelace,fish,nuts; gluten,yes', 'Grace Hopper,Vegan,,no', 'Alan Turing,Soup,,', 'Kate Johnson,,,x'].join(
  '\n',
);

describe('uploading guests with custom-field columns', () => {
  it('maps columns to custom fields, reads the cells as the fields hold them, and reports bad cells by row', async () => {
    const body = multipartFile('guests.csv', CSV, 'text/csv');
    const uploaded = await t.app.inject({
      method: 'POST',
      url: `/api/v2/events/${eventUuid}/attendees/upload`,
      headers: { ...owner, ...body.headers },
      payload: body.payload,
    });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const id = uploaded.json().data.id as string;
    const mapping = ['full_name', `custom_fields.${ids.Meal}`, `custom_fields.${ids.Allergies}`, `custom_fields.${ids.Parking}`];
    const unknown = await t.app.inject({
      method: 'POST',
      url: `/api/v2/events/${eventUuid}/attendees`,
      headers: owner,
      payload: { upload: { id, mapping: ['full_name', 'custom_fields.00000000-0000-4000-8000-000000000000', null, null] } },
    });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors).toEqual({ 'upload.mapping': ['The mapping names a field that does not exist.'] });

    const started = await t.app.inject({ method: 'POST', url: `/api/v2/events/${eventUuid}/attendees`, headers: owner, payload: { upload: { id, mapping } } });
    expect(started.statusCode, started.body).toBe(202);
    let done: Record<string, unknown> = {};
    for (let i = 0; i < 200 && done.status !== 'done'; i++) {
      done = (await getJson(t, owner, `/api/v2/events/${eventUuid}/attendees/upload/${id}`)).data;
      if (done.status !== 'done') await new Promise((resolve) => setTimeout(resolve, 25));
    }
    expect(done).toMatchObject({ status: 'done', created: 2, failed: 2 });
    expect(done.errors).toEqual([
      { row: 4, field: 'Meal', message: 'The selected Meal is invalid.' },
      { row: 5, field: 'Meal', message: 'Meal is required.' },
    ]);
    await t.settle();
    const guests = (await getJson(t, owner, `/api/v2/events/${eventUuid}/attendees`)).data as { first_name: string; custom_fields: Record<string, unknown> }[];
    const byName = Object.fromEntries(guests.map((guest) => [guest.first_name, guest.custom_fields]));
    expect(byName).toEqual({
      Ada: { [ids.Meal!]: 'Fish', [ids.Allergies!]: ['Nuts', 'Gluten'], [ids.Parking!]: true },
      Grace: { [ids.Meal!]: 'Vegan', [ids.Parking!]: false },
    });
  });
});
