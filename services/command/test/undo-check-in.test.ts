import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestApp, type TestApp } from '@usher/infra/testing/test-app';
import { addGuests, createEvent, getJson, statsOf, type Auth } from '@usher/infra/testing/api-helpers';

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

type Method = 'GET' | 'POST';
const checkIn = (id: string, method: Method = 'POST', headers: Record<string, string> = owner) =>
  t.app.inject({ method, url: `/api/v2/events/attendees/${id}/check-in`, headers });
const undo = (id: string, method: Method = 'POST', headers: Record<string, string> = owner) =>
  t.app.inject({ method, url: `/api/v2/events/attendees/${id}/undo-check-in`, headers });

async function newGuest() {
  const event = await createEvent(t, owner);
  const [guest] = await addGuests(t, owner, event.uuid, [{ first_name: 'John', last_name: 'Smith' }]);
  return { eventUuid: event.uuid, id: guest!.id };
}

describe('GET|POST /api/v2/events/attendees/{id}/check-in', () => {
  it.each(['GET', 'POST'] as const)('%s checks the guest in, with the time, and the list and stats follow', async (method) => {
    const { eventUuid, id } = await newGuest();
    const response = await checkIn(id, method);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ data: { id, checked_in: true, checked_in_at: expect.any(String) }, position: expect.stringMatching(/^\d+$/) });
    await t.settle();
    expect((await getJson(t, owner, `/api/v2/attendees/${id}`)).data).toMatchObject({ checked_in: true, checked_in_at: response.json().data.checked_in_at });
    expect(await statsOf(t, owner, eventUuid)).toMatchObject({ checked_in: 1, not_checked_in: 0 });
  });

  it('answers 401 without credentials', async () => {
    const { id } = await newGuest();
    expect((await checkIn(id, 'GET', {})).statusCode).toBe(401);
    expect((await checkIn(id, 'POST', {})).statusCode).toBe(401);
  });

  it('answers 404 for an unknown guest', async () => {
    expect((await checkIn('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await checkIn('not-a-uuid')).statusCode).toBe(404);
  });
});

describe('GET|POST /api/v2/events/attendees/{id}/undo-check-in', () => {
  it.each(['GET', 'POST'] as const)('%s undoes a check-in, and the list and stats follow', async (method) => {
    const { eventUuid, id } = await newGuest();
    await checkIn(id);
    const response = await undo(id, method);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ id, checked_in: false, checked_in_at: null });
    await t.settle();
    expect((await getJson(t, owner, `/api/v2/attendees/${id}`)).data).toMatchObject({ checked_in: false, checked_in_at: null });
    expect(await statsOf(t, owner, eventUuid)).toMatchObject({ checked_in: 0, not_checked_in: 1 });
  });

  it('lets the guest check in again after an undo', async () => {
    const { id } = await newGuest();
    await checkIn(id);
    await undo(id);
    expect((await checkIn(id)).statusCode).toBe(200);
  });

  it('answers 409 not_checked_in for a guest who is not checked in, appending nothing', async () => {
    const { id } = await newGuest();
    const response = await undo(id);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: 'This guest is not checked in.', code: 'not_checked_in' });
    expect(await t.context.store.readStream(`attendee-${id}`)).toHaveLength(1);
  });

  it('answers a repeated Idempotency-Key with the first result', async () => {
    const { id } = await newGuest();
    await checkIn(id);
    const headers = { ...owner, 'idempotency-key': 'undo-1' };
    expect((await undo(id, 'POST', headers)).statusCode).toBe(200);
    const again = await undo(id, 'POST', headers);
    expect(again.statusCode).toBe(200);
    expect(again.json().data.checked_in).toBe(false);
    expect(await t.context.store.readStream(`attendee-${id}`)).toHaveLength(3);
  });

  it('answers 401 without credentials', async () => {
    const { id } = await newGuest();
    await checkIn(id);
    expect((await undo(id, 'GET', {})).statusCode).toBe(401);
    expect((await undo(id, 'POST', {})).statusCode).toBe(401);
  });

  it("answers 404 for another organisation's guest, leaving it checked in", async () => {
    const { id } = await newGuest();
    await checkIn(id);
    expect((await undo(id, 'POST', stranger)).statusCode).toBe(404);
    expect((await undo(id, 'GET', stranger)).statusCode).toBe(404);
    expect(await t.context.store.readStream(`attendee-${id}`)).toHaveLength(2);
  });

  it('needs the CSRF header with the session cookie, even on GET', async () => {
    const { id } = await newGuest();
    await checkIn(id);
    const cookie = `usher_session=${owner.authorization.slice('Bearer '.length)}`;
    expect((await undo(id, 'GET', { cookie })).statusCode).toBe(403);
  });
});
