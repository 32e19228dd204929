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

const PHONE_MESSAGE = 'Phone number must be a valid phone number. For non US numbers please add country prefix.';
const edit = (id: string, payload: Record<string, unknown>, headers: Auth | Record<string, never> = owner) =>
  t.app.inject({ method: 'PUT', url: `/api/v2/events/attendees/${id}`, headers, payload });

async function newGuest() {
  const event = await createEvent(t, owner);
  const [guest] = await addGuests(t, owner, event.uuid, [{ first_name: 'John', last_name: 'Smith', email: 'john@example.com' }]);
  return { event, guest: guest! };
}

describe('PUT /api/v2/events/attendees/{id}', () => {
  it('changes the fields sent, normalised, keeps the others, and the query side follows', async () => {
    const { guest } = await newGuest();
    const response = await edit(guest.id, { first_name: 'Johnny', email: 'Johnny@Example.COM', phone_number: '202.555.0143' });
    expect(response.statusCode).toBe(200);
    const expected = {
      id: guest.id,
      first_name: 'Johnny',
      last_name: 'Smith',
      full_name: 'Johnny Smith',
      email: 'johnny@example.com',
      phone_number: '+12025550143',
    };
    expect(response.json().data).toMatchObject(expected);
    await t.settle();
    expect((await getJson(t, owner, `/api/v2/attendees/${guest.id}`)).data).toMatchObject(expected);
  });

  it('finds the guest by the new name afterwards', async () => {
    const { event, guest } = await newGuest();
    await edit(guest.id, { last_name: 'Zamora' });
    await t.settle();
    const found = await getJson(t, owner, `/api/v2/events/${event.uuid}/attendees?search=zamora`);
    expect(found.data.map((row: { id: string }) => row.id)).toEqual([guest.id]);
  });

  it('clears an email sent as null', async () => {
    const { guest } = await newGuest();
    const response = await edit(guest.id, { email: null });
    expect(response.json().data.email).toBeNull();
  });

  it('appends nothing when nothing changes', async () => {
    const { guest } = await newGuest();
    const response = await edit(guest.id, { first_name: 'John', email: 'JOHN@example.com' });
    expect(response.statusCode).toBe(200);
    expect(response.json().position).toBe('0');
    expect(await t.context.store.readStream(`attendee-${guest.id}`)).toHaveLength(1);
  });

  it('answers 422 with the spec message on each field', async () => {
    const { guest } = await newGuest();
    const response = await edit(guest.id, { first_name: '', email: 'john@', phone_number: '12345' });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      first_name: ['First name is required.'],
      email: ['Email must be a valid email address.'],
      phone_number: [PHONE_MESSAGE],
    });
  });

  it("answers 401 without credentials, and 404 for another organisation's guest or an unknown one", async () => {
    const { guest } = await newGuest();
    expect((await edit(guest.id, { first_name: 'X' }, {})).statusCode).toBe(401);
    expect((await edit(guest.id, { first_name: 'X' }, stranger)).statusCode).toBe(404);
    expect((await edit('00000000-0000-4000-8000-000000000000', { first_name: 'X' })).statusCode).toBe(404);
    expect(await t.context.store.readStream(`attendee-${guest.id}`)).toHaveLength(1);
  });

  it('answers 404 for a removed guest', async () => {
    const { event, guest } = await newGuest();
    await t.app.inject({ method: 'POST', url: `/api/v2/events/${event.uuid}/attendees/delete`, headers: owner, payload: { attendees: [guest.id] } });
    const response = await edit(guest.id, { first_name: 'Back' });
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe('attendee_not_found');
  });
});
