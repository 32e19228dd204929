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

type Headers = Auth | Record<string, never>;
const setRsvp = (id: string, rsvp: unknown, headers: Headers = owner) =>
  t.app.inject({ method: 'PUT', url: `/api/v2/events/attendees/${id}/rsvp`, headers, payload: { rsvp } });
const bulkRsvp = (eventUuid: string, attendees: string[], rsvp: unknown, headers: Headers = owner) =>
  t.app.inject({ method: 'PUT', url: `/api/v2/events/${eventUuid}/attendees-bulk/set-rsvp`, headers, payload: { attendees, rsvp } });

async function eventWithGuests(count: number) {
  const event = await createEvent(t, owner);
  const guests = await addGuests(
    t,
    owner,
    event.uuid,
    Array.from({ length: count }, (_, index) => ({ first_name: `Guest ${index + 1}` })),
  );
  return { eventUuid: event.uuid, ids: guests.map((guest) => guest.id) };
}

const rsvpCounts = async (eventUuid: string) => {
  const { rsvp_pending, rsvp_yes, rsvp_no } = await statsOf(t, owner, eventUuid);
  return { rsvp_pending, rsvp_yes, rsvp_no };
};

describe('PUT /api/v2/events/attendees/{id}/rsvp', () => {
  it('moves a guest between pending, yes and no, and the guest and stats follow', async () => {
    const { eventUuid, ids } = await eventWithGuests(2);
    const yes = await setRsvp(ids[0]!, true);
    expect(yes.statusCode).toBe(200);
    expect(yes.json().data).toMatchObject({ id: ids[0], is_attending: true, rsvped_at: expect.any(String) });
    await setRsvp(ids[1]!, false);
    await t.settle();
    expect(await rsvpCounts(eventUuid)).toEqual({ rsvp_pending: 0, rsvp_yes: 1, rsvp_no: 1 });
    expect((await getJson(t, owner, `/api/v2/attendees/${ids[0]}`)).data).toMatchObject({ is_attending: true, rsvped_at: yes.json().data.rsvped_at });

    const pending = await setRsvp(ids[0]!, null);
    expect(pending.json().data).toMatchObject({ is_attending: null, rsvped_at: null });
    await t.settle();
    expect(await rsvpCounts(eventUuid)).toEqual({ rsvp_pending: 1, rsvp_yes: 0, rsvp_no: 1 });
  });

  it('appends nothing when the answer is unchanged', async () => {
    const { ids } = await eventWithGuests(1);
    const response = await setRsvp(ids[0]!, null);
    expect(response.statusCode).toBe(200);
    expect(response.json().position).toBe('0');
    expect(await t.context.store.readStream(`attendee-${ids[0]}`)).toHaveLength(1);
  });

  it('answers 422 on rsvp for a value that is not true, false or null', async () => {
    const { ids } = await eventWithGuests(1);
    const response = await setRsvp(ids[0]!, 'maybe');
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ rsvp: ['Rsvp is invalid.'] });
  });

  it("answers 401 without credentials and 404 for another organisation's guest", async () => {
    const { ids } = await eventWithGuests(1);
    expect((await setRsvp(ids[0]!, true, {})).statusCode).toBe(401);
    expect((await setRsvp(ids[0]!, true, stranger)).statusCode).toBe(404);
    expect(await t.context.store.readStream(`attendee-${ids[0]}`)).toHaveLength(1);
  });
});

describe('PUT /api/v2/events/{e}/attendees-bulk/set-rsvp', () => {
  it('sets the answer of every guest named, counting only those that changed', async () => {
    const { eventUuid, ids } = await eventWithGuests(3);
    await setRsvp(ids[0]!, true);
    const response = await bulkRsvp(eventUuid, [ids[0]!, ids[1]!], true);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: { updated: 1, attendees: [ids[0], ids[1]] }, position: expect.stringMatching(/^\d+$/) });
    await t.settle();
    expect(await rsvpCounts(eventUuid)).toEqual({ rsvp_pending: 1, rsvp_yes: 2, rsvp_no: 0 });

    await bulkRsvp(eventUuid, ids, false);
    await t.settle();
    expect(await rsvpCounts(eventUuid)).toEqual({ rsvp_pending: 0, rsvp_yes: 0, rsvp_no: 3 });
    const no = await getJson(t, owner, `/api/v2/events/${eventUuid}/attendees?filter=rsvp_no`);
    expect(no.meta.total).toBe(3);
  });

  it('requires at least one guest, and a valid answer', async () => {
    const { eventUuid, ids } = await eventWithGuests(1);
    const empty = await bulkRsvp(eventUuid, [], true);
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors).toEqual({ attendees: ['Attendees is required.'] });
    const bad = await bulkRsvp(eventUuid, ids, 'yes');
    expect(bad.json().errors).toEqual({ rsvp: ['Rsvp is invalid.'] });
  });

  it('changes nobody when one of the guests belongs to another event', async () => {
    const { eventUuid, ids } = await eventWithGuests(1);
    const other = await eventWithGuests(1);
    expect((await bulkRsvp(eventUuid, [ids[0]!, other.ids[0]!], true)).statusCode).toBe(404);
    expect(await t.context.store.readStream(`attendee-${ids[0]}`)).toHaveLength(1);
  });

  it("answers 401 without credentials and 404 for another organisation's event", async () => {
    const { eventUuid, ids } = await eventWithGuests(1);
    expect((await bulkRsvp(eventUuid, ids, true, {})).statusCode).toBe(401);
    expect((await bulkRsvp(eventUuid, ids, true, stranger)).statusCode).toBe(404);
  });
});
