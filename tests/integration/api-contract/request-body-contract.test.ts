import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestApp, type TestApp } from '@usher/infra/testing/test-app';
import { addGuests, createEvent, getJson, type Auth } from '@usher/infra/testing/api-helpers';

// Issue 28: a guest edit with a key the API does not know answered 200 and
// dropped it in silence, and a body that was not UTF-8 was stored with U+FFFD
// in place of its broken bytes. Both now answer 422, and nothing changes.

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
    const response = await t.app.inject({
      method: 'PUT',
      url: `/api/v2/events/attendees/${guest!.id}`,
      headers: owner,
      payload: { first_name: 'Augusta', frist_name: 'Ada' },
    });
    expect(response.statusCode, response.body).toBe(422);
    expect(response.json()).toEqual({
      message: 'Frist name is not a field this request takes.',
      errors: { frist_name: ['Frist name is not a field this request takes.'] },
    });
    await t.settle();
    expect((await getJson(t, owner, `/api/v2/events/${event.uuid}/attendees`)).data[0]).toMatchObject({ first_name: 'Ada' });
    const fine = await t.app.inject({ method: 'PUT', url: `/api/v2/events/attendees/${guest!.id}`, headers: owner, payload: { first_name: 'Augusta' } });
    expect(fine.statusCode, fine.body).toBe(200);
  });

  it('names a nested unknown key by its path', async () => {
    const event = await createEvent(t, owner);
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/v2/events/${event.uuid}/location`,
      headers: owner,
      payload: { location: { city: 'Paris', planet: 'Earth' } },
    });
    expect(response.statusCode, response.body).toBe(422);
    expect(response.json().errors).toEqual({ 'location.planet': ['Planet is not a field this request takes.'] });
  });
});

describe('request bodies that are not UTF-8', () => {
  const edit = (id: string, bytes: Buffer) =>
    t.app.inject({ method: 'PUT', url: `/api/v2/events/attendees/${id}`, headers: { ...owner, 'content-type': 'application/json' }, payload: bytes });

  it('answer 422 on the body, and the guest keeps their name; UTF-8 beyond ASCII is taken', async () => {
    const event = await createEvent(t, owner);
    const [guest] = await addGuests(t, owner, event.uuid, [{ first_name: 'Ada', last_name: 'Lovelace' }]);
    // "Zo\xEB": Latin-1's ë, a byte that starts no UTF-8 sequence here.
    const broken = Buffer.concat([Buffer.from('{"first_name":"Zo'), Buffer.from([0xeb]), Buffer.from('"}')]);
    const refused = await edit(guest!.id, broken);
    expect(refused.statusCode, refused.body).toBe(422);
    expect(refused.json()).toEqual({ message: 'The body is not valid UTF-8.', errors: { body: ['The body is not valid UTF-8.'] } });
    await t.settle();
    expect((await getJson(t, owner, `/api/v2/events/${event.uuid}/attendees`)).data[0]).toMatchObject({ first_name: 'Ada' });

    const fine = await edit(guest!.id, Buffer.from('{"first_name":"Zoë"}', 'utf8'));
    expect(fine.statusCode, fine.body).toBe(200);
    await t.settle();
    expect((await getJson(t, owner, `/api/v2/events/${event.uuid}/attendees`)).data[0]).toMatchObject({ first_name: 'Zoë' });
  });

  it("keeps the JSON parser's own answers: malformed JSON and an empty body are 422, never a 500", async () => {
    const event = await createEvent(t, owner);
    const [guest] = await addGuests(t, owner, event.uuid, [{ first_name: 'Ada' }]);
    expect((await edit(guest!.id, Buffer.from('{"first_name":'))).statusCode).toBe(422);
    expect((await edit(guest!.id, Buffer.from(''))).statusCode).toBe(422);
    expect((await edit(guest!.id, Buffer.from('{"__proto__":{"x":1}}'))).statusCode).toBe(422);
  });
});
