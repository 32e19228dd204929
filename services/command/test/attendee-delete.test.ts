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

const remove = (eventUuid: string, attendees: string[], headers: Auth | Record<string, never> = owner) =>
  t.app.inject({ method: 'POST', url: `/api/v2/events/${eventUuid}/attendees/delete`, headers, payload: { attendees } });

async function listedIds(eventUuid: string) {
  return ((await getJson(t, owner, `/api/v2/events/${eventUuid}/attendees?per_page=100`)).data as { id: string }[]).map((row) => row.id).sort();
}

describe('POST /api/v2/events/{e}/attendees/delete', () => {
  it('removes the guests: they leave the list, the stats drop and the guest answers 404', async () => {
    const event = await createEvent(t, owner);
    const [john, ana, bob] = await addGuests(t, owner, event.uuid, [{ first_name: 'John' }, { first_name: 'Ana' }, { first_name: 'Bob' }]);
    await t.app.inject({ method: 'POST', url: `/api/v2/events/attendees/${john!.id}/check-in`, headers: owner });
    await t.app.inject({ method: 'PUT', url: `/api/v2/events/attendees/${ana!.id}/rsvp`, headers: owner, payload: { rsvp: true } });
    await t.settle();
    expect(await statsOf(t, owner, event.uuid)).toMatchObject({ total_individuals: 3, checked_in: 1, rsvp_yes: 1 });

    const response = await remove(event.uuid, [john!.id, ana!.id]);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: { updated: 2, attendees: [john!.id, ana!.id] }, position: expect.stringMatching(/^\d+$/) });
    await t.settle();
    expect(await listedIds(event.uuid)).toEqual([bob!.id]);
    expect(await statsOf(t, owner, event.uuid)).toMatchObject({
      total_individuals: 1,
      rsvp_pending: 1,
      rsvp_yes: 0,
      rsvp_no: 0,
      rsvped: 0,
      approval_pending: 0,
      approval_yes: 1,
      approval_no: 0,
      checked_in: 0,
      not_checked_in: 1,
      forfeited: 0,
      not_forfeited: 1,
      total_unseated: 1,
    });
    expect((await t.app.inject({ method: 'GET', url: `/api/v2/attendees/${john!.id}`, headers: owner })).statusCode).toBe(404);
  });

  it("takes a guest's plus-ones with them, and a plus-one alone lowers the parent's total_tickets", async () => {
    const event = await createEvent(t, owner);
    const [parent, other] = await addGuests(t, owner, event.uuid, [{ first_name: 'John' }, { first_name: 'Ana' }]);
    const [plusOne, second] = await addGuests(t, owner, event.uuid, [
      { first_name: 'Jane', parent_attendee_id: parent!.id },
      { first_name: 'Jim', parent_attendee_id: parent!.id },
    ]);
    const [othersPlusOne, othersSecond] = await addGuests(t, owner, event.uuid, [
      { first_name: 'Olga', parent_attendee_id: other!.id },
      { first_name: 'Otto', parent_attendee_id: other!.id },
    ]);
    await t.settle();

    const response = await remove(event.uuid, [parent!.id]);
    expect(response.statusCode).toBe(200);
    expect(response.json().data.updated).toBe(3);
    expect(response.json().data.attendees.sort()).toEqual([parent!.id, plusOne!.id, second!.id].sort());

    await remove(event.uuid, [othersPlusOne!.id]);
    await t.settle();
    expect(await listedIds(event.uuid)).toEqual([other!.id, othersSecond!.id].sort());
    expect((await getJson(t, owner, `/api/v2/attendees/${other!.id}`)).data.total_tickets).toBe(2);
    expect((await statsOf(t, owner, event.uuid)).total_individuals).toBe(2);
  });

  it('takes a plus-one added a moment before, even if the guest list does not show it yet', async () => {
    const event = await createEvent(t, owner);
    const [parent] = await addGuests(t, owner, event.uuid, [{ first_name: 'John' }]);
    const [plusOne] = await addGuests(t, owner, event.uuid, [{ first_name: 'Jane', parent_attendee_id: parent!.id }]);
    const response = await remove(event.uuid, [parent!.id]);
    expect(response.statusCode).toBe(200);
    expect(response.json().data.attendees).toEqual([parent!.id, plusOne!.id]);
    await t.settle();
    expect(await listedIds(event.uuid)).toEqual([]);
  });

  it('leaves out a plus-one removed earlier instead of refusing the whole removal', async () => {
    const event = await createEvent(t, owner);
    const [parent] = await addGuests(t, owner, event.uuid, [{ first_name: 'John' }]);
    const [gone, staying] = await addGuests(t, owner, event.uuid, [
      { first_name: 'Jane', parent_attendee_id: parent!.id },
      { first_name: 'Jim', parent_attendee_id: parent!.id },
    ]);
    await remove(event.uuid, [gone!.id]);
    const response = await remove(event.uuid, [parent!.id]);
    expect(response.statusCode).toBe(200);
    expect(response.json().data.attendees).toEqual([parent!.id, staying!.id]);
  });

  it('requires at least one guest', async () => {
    const event = await createEvent(t, owner);
    const response = await remove(event.uuid, []);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ attendees: ['Attendees is required.'] });
  });

  it('answers 404 for a guest of another event, or one already removed, and removes nobody', async () => {
    const event = await createEvent(t, owner);
    const elsewhere = await createEvent(t, owner, { name: 'Other' });
    const [guest] = await addGuests(t, owner, event.uuid, [{ first_name: 'John' }]);
    const [foreign] = await addGuests(t, owner, elsewhere.uuid, [{ first_name: 'Ana' }]);
    expect((await remove(event.uuid, [guest!.id, foreign!.id])).statusCode).toBe(404);
    expect(await t.context.store.readStream(`attendee-${guest!.id}`)).toHaveLength(1);
    await remove(event.uuid, [guest!.id]);
    expect((await remove(event.uuid, [guest!.id])).statusCode).toBe(404);
  });

  it("answers 401 without credentials and 404 for another organisation's event", async () => {
    const event = await createEvent(t, owner);
    const [guest] = await addGuests(t, owner, event.uuid, [{ first_name: 'John' }]);
    expect((await remove(event.uuid, [guest!.id], {})).statusCode).toBe(401);
    expect((await remove(event.uuid, [guest!.id], stranger)).statusCode).toBe(404);
    expect(await t.context.store.readStream(`attendee-${guest!.id}`)).toHaveLength(1);
  });
});
