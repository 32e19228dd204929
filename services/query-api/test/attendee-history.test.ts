import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestApp, type TestApp } from '@usher/infra/testing/test-app';
import { addGuests, createEvent, getJson, type Auth } from '@usher/infra/testing/api-helpers';

let t: TestApp;
let owner: Auth;
let stranger: Auth;

beforeAll(async () => {
  t = await createTestApp(inject('pgAdminUrl'));
  owner = (await t.signUp({ first_name: 'Ana', last_name: 'Ruiz' })).auth;
  stranger = (await t.signUp()).auth;
});
afterAll(async () => {
  await t.close();
});

describe('GET /api/v2/events/attendees/{id}/history', () => {
  it("lists every change of the guest's stream, newest first, with who, when and from where", async () => {
    const event = await createEvent(t, owner);
    const [guest] = await addGuests(t, owner, event.uuid, [{ first_name: 'John', last_name: 'Smith' }]);
    const id = guest!.id;
    await t.app.inject({ method: 'PUT', url: `/api/v2/events/attendees/${id}/rsvp`, headers: owner, payload: { rsvp: true } });
    await t.app.inject({ method: 'POST', url: `/api/v2/events/attendees/${id}/check-in`, headers: { ...owner, 'x-source': 'door scanner' } });
    await t.app.inject({ method: 'PUT', url: `/api/v2/events/attendees/${id}`, headers: owner, payload: { last_name: 'Smyth' } });

    const history = (await getJson(t, owner, `/api/v2/events/attendees/${id}/history`)).data;
    expect(history.map((entry: { summary: string }) => entry.summary)).toEqual([
      'Changed last name',
      'Checked in',
      'RSVP set to Yes',
      'Added to the guest list',
    ]);
    expect(history[0]).toMatchObject({
      type: 'AttendeeDetailsChanged',
      changes: { last_name: 'Smyth' },
      actor: { type: 'user', name: 'Ana Ruiz' },
      source: 'PUT /api/v2/events/attendees/:id',
    });
    expect(history[1].source).toBe('door scanner');
    expect(new Date(history[0].occurred_at).getTime()).toBeGreaterThanOrEqual(new Date(history[3].occurred_at).getTime());
  });

  it("answers 401 without credentials and 404 for another organisation's guest or an unknown one", async () => {
    const event = await createEvent(t, owner);
    const [guest] = await addGuests(t, owner, event.uuid, [{ first_name: 'Private' }]);
    expect((await t.app.inject({ method: 'GET', url: `/api/v2/events/attendees/${guest!.id}/history` })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: `/api/v2/events/attendees/${guest!.id}/history`, headers: stranger })).statusCode).toBe(404);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/v2/events/attendees/00000000-0000-4000-8000-000000000000/history', headers: owner })).statusCode,
    ).toBe(404);
  });
});
