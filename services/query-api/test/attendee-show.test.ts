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

const show = (id: string, headers: Auth | Record<string, never> = owner) => t.app.inject({ method: 'GET', url: `/api/v2/attendees/${id}`, headers });

describe('GET /api/v2/attendees/{id}', () => {
  it('answers one guest in the documented shape', async () => {
    const event = await createEvent(t, owner);
    const [added] = await addGuests(t, owner, event.uuid, [{ first_name: 'John', last_name: 'Smith', email: 'john@example.com', phone_number: '2025550143' }]);
    await t.settle();
    const body = await getJson(t, owner, `/api/v2/attendees/${added!.id}`);
    expect(body.data).toEqual({
      ...added,
      created_at: expect.any(String),
      updated_at: expect.any(String),
      // The single guest, unlike the list, carries their pass links (spec section 3).
      pass_public_link: expect.stringMatching(/\/pass\/P1[\w-]+$/),
      pass_whitelabel_public_link: expect.stringMatching(/\/p\/P1[\w-]+$/),
    });
    expect(body.data).toMatchObject({ full_name: 'John Smith', email: 'john@example.com', phone_number: '+12025550143', total_tickets: 1, guest_of: null });
  });

  it("names a plus-one's parent in guest_of and counts the plus-one in the parent's total_tickets", async () => {
    const event = await createEvent(t, owner);
    const [parent] = await addGuests(t, owner, event.uuid, [{ first_name: 'John', last_name: 'Smith' }]);
    const [plusOne] = await addGuests(t, owner, event.uuid, [{ first_name: 'Jane', last_name: 'Doe', parent_attendee_id: parent!.id }]);
    await t.settle();
    expect((await getJson(t, owner, `/api/v2/attendees/${plusOne!.id}`)).data).toMatchObject({ parent_attendee_id: parent!.id, guest_of: 'John Smith' });
    expect((await getJson(t, owner, `/api/v2/attendees/${parent!.id}`)).data.total_tickets).toBe(2);
  });

  it('answers 401 without credentials', async () => {
    const event = await createEvent(t, owner);
    const [guest] = await addGuests(t, owner, event.uuid, [{ first_name: 'John' }]);
    await t.settle();
    expect((await show(guest!.id, {})).statusCode).toBe(401);
  });

  it("answers 404 for another organisation's guest, an unknown one and a removed one", async () => {
    const event = await createEvent(t, owner);
    const [guest, removed] = await addGuests(t, owner, event.uuid, [{ first_name: 'John' }, { first_name: 'Gone' }]);
    await t.app.inject({ method: 'POST', url: `/api/v2/events/${event.uuid}/attendees/delete`, headers: owner, payload: { attendees: [removed!.id] } });
    await t.settle();
    const foreign = await show(guest!.id, stranger);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().code).toBe('attendee_not_found');
    expect((await show(removed!.id)).statusCode).toBe(404);
    expect((await show('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await show('not-a-uuid')).statusCode).toBe(404);
  });
});
