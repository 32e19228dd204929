import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestApp, type TestApp } from '@usher/infra/testing/test-app';
import { addGuests, createEvent, getJson, type Auth } from '@usher/infra/testing/api-helpers';

// Issue 28: a guest edit with a key the API does not know answered 200 and
// dropped it in silence. Every request body now refuses keys its schema does
// not name, with 422 naming the field, and nothing changes.

let t: TestApp;
let owner: Auth;

beforeAll(async () => {
  t = await createTestApp(inject('pgAdminUrl'));
  owner = (await t.signUp()).auth;
});
afterAll(async () => {
  await t.close();
});

describe('request bodies with unknown keys', () => {
  it('a guest edit answers 422 naming the unknown field, and the guest is unchanged', async () => {
    const event = await createEvent(t, owner);
    const [guest] = await addGuests(t, owner, event.uuid, [{ first_name: 'Ada', last_name: 'Lovelace' }]);
    const response = await t.app.inject({ method: 'PUT', url: `/api/v2/events/attendees/${guest!.id}`, headers: owner, payload: { first_name: 'Augusta', frist_name: 'Ada' } });
    expect(response.statusCode, response.body).toBe(422);
    expect(response.json()).toEqual({ message: 'Frist name is not a field this request takes.', errors: { frist_name: ['Frist name is not a field this request takes.'] } });
    await t.settle();
    expect((await getJson(t, owner, `/api/v2/events/${event.uuid}/attendees`)).data[0]).toMatchObject({ first_name: 'Ada' });
    const fine = await t.app.inject({ method: 'PUT', url: `/api/v2/events/attendees/${guest!.id}`, headers: owner, payload: { first_name: 'Augusta' } });
    expect(fine.statusCode, fine.body).toBe(200);
  });

  it('names a nested unknown key by its path', async () => {
    const event = await createEvent(t, owner);
    const response = await t.app.inject({ method: 'POST', url: `/api/v2/events/${event.uuid}/location`, headers: owner, payload: { location: { city: 'Paris', planet: 'Earth' } } });
    expect(response.statusCode, response.body).toBe(422);
    expect(response.json().errors).toEqual({ 'location.planet': ['Planet is not a field this request takes.'] });
  });
});
