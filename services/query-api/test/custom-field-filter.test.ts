import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestApp, type TestApp } from '@usher/infra/testing/test-app';
import { addGuests, createEvent, getJson, type Auth } from '@usher/infra/testing/api-helpers';

let t: TestApp;
let owner: Auth;
let stranger: Auth;
let eventUuid: string;
const ids: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp(inject('pgAdminUrl'));
  owner = (await t.signUp()).auth;
  stranger = (await t.signUp()).auth;
  eventUuid = (await createEvent(t, owner)).uuid;
  const fields = [
    ['Meal', 'single_choice', ['Fish', 'Meat']],
    ['Allergies', 'multiple_choice', ['Nuts', 'Gluten']],
    ['Company', 'text', []],
    ['Seats', 'number', []],
    ['Parking', 'checkbox', []],
  ] as const;
  for (const [label, type, options] of fields) {
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/v2/events/${eventUuid}/custom-fields`,
      headers: owner,
      payload: { label, type, options },
    });
    ids[label] = response.json().data.id;
  }
  const guests = await addGuests(t, owner, eventUuid, [
    {
      first_name: 'Ada',
      custom_fields: {
        [ids.Meal!]: 'Fish',
        [ids.Allergies!]: ['Nuts', 'Gluten'],
        [ids.Company!]: 'Analytical Engines Ltd',
        [ids.Seats!]: 2,
        [ids.Parking!]: true,
      },
    },
    { first_name: 'Bob', custom_fields: { [ids.Meal!]: 'Meat', [ids.Allergies!]: ['Gluten'], [ids.Company!]: 'Engine Works', [ids.Seats!]: 1 } },
    { first_name: 'Cy' },
  ] as never[]);
  await t.app.inject({ method: 'PUT', url: `/api/v2/events/attendees/${guests[1]!.id}/rsvp`, headers: owner, payload: { rsvp: true } });
  await t.settle();
});
afterAll(async () => {
  await t.close();
});

// Guests added in one request share their created_at: compare names as sets.
const namesFor = async (query: string) =>
  ((await getJson(t, owner, `/api/v2/events/${eventUuid}/attendees?sort=created_at&${query}`)).data as { first_name: string }[])
    .map((g) => g.first_name)
    .sort();
const param = (label: string, value: string) => `${encodeURIComponent(`custom_fields[${ids[label]}]`)}=${encodeURIComponent(value)}`;

describe('GET /api/v2/events/{e}/attendees?custom_fields[{id}]=value', () => {
  it('filters by each type of field, in SQL', async () => {
    expect(await namesFor(param('Meal', 'Fish'))).toEqual(['Ada']);
    expect(await namesFor(param('Allergies', 'Gluten'))).toEqual(['Ada', 'Bob']);
    expect(await namesFor(param('Company', 'engine'))).toEqual(['Ada', 'Bob']);
    expect(await namesFor(param('Seats', '1'))).toEqual(['Bob']);
    expect(await namesFor(param('Parking', 'true'))).toEqual(['Ada']);
    expect(await namesFor(param('Parking', 'false'))).toEqual(['Bob', 'Cy']);
  });

  it('combines with the other filters, the search and the other custom fields', async () => {
    expect(await namesFor(`${param('Allergies', 'Gluten')}&filter=rsvp_yes`)).toEqual(['Bob']);
    expect(await namesFor(`${param('Allergies', 'Gluten')}&${param('Meal', 'Fish')}`)).toEqual(['Ada']);
    expect(await namesFor(`${param('Company', 'engine')}&search=bob`)).toEqual(['Bob']);
    const total = (await getJson(t, owner, `/api/v2/events/${eventUuid}/attendees?${param('Allergies', 'Gluten')}`)).meta.total;
    expect(total).toBe(2);
  });

  it('filters the export the same way, with a column per custom field', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/v2/events/${eventUuid}/attendees/export?format=csv&${param('Meal', 'Meat')}`,
      headers: owner,
    });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('Bob');
    expect(response.body).not.toContain('Ada');
    // One column per custom field, headed by its label, values as people read them.
    const [header, row] = response.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    const cells = Object.fromEntries(header!.split(',').map((name, index) => [name, row!.split(',')[index]]));
    expect(cells).toMatchObject({ 'Ticket Variation': '-', Meal: 'Meat', Allergies: 'Gluten', Company: 'Engine Works', Seats: '1', Parking: '-' });
  });

  it("answers 422 for an unknown field or a value the field can not hold, 404 for another organisation's event", async () => {
    const unknown = await t.app.inject({
      method: 'GET',
      url: `/api/v2/events/${eventUuid}/attendees?custom_fields[00000000-0000-4000-8000-000000000000]=x`,
      headers: owner,
    });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors).toEqual({ 'custom_fields.00000000-0000-4000-8000-000000000000': ['The selected custom field is invalid.'] });
    const bad = await t.app.inject({
      method: 'GET',
      url: `/api/v2/events/${eventUuid}/attendees?${param('Meal', 'Soup')}&${param('Seats', 'two')}`,
      headers: owner,
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({
      [`custom_fields.${ids.Meal}`]: ['The selected Meal is invalid.'],
      [`custom_fields.${ids.Seats}`]: ['Seats must be a number.'],
    });
    expect((await t.app.inject({ method: 'GET', url: `/api/v2/events/${eventUuid}/attendees?${param('Meal', 'Fish')}`, headers: stranger })).statusCode).toBe(
      404,
    );
  });
});
