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

const namesFor = async (eventUuid: string, filter: string) => {
  const body = await getJson(t, owner, `/api/v2/events/${eventUuid}/attendees?filter=${filter}&sort=created_at`);
  // Guests added together share created_at: compare as sorted sets.
  return (body.data as { first_name: string }[]).map((guest) => guest.first_name).sort();
};

describe('guest accounts, and the stat filters they and the statuses feed', () => {
  it('marks guests whose email has a Usher account, before and after the account exists, case-insensitively', async () => {
    const stamp = Date.now();
    const early = await t.signUp({ email: `early-${stamp}@example.com` });
    const event = await createEvent(t, owner);
    const [ana, bob, cy] = await addGuests(t, owner, event.uuid, [
      { first_name: 'Ana', email: `EARLY-${stamp}@Example.com` },
      { first_name: 'Bob', email: `late-${stamp}@example.com` },
      { first_name: 'Cy' },
    ]);
    await t.settle();
    expect(await namesFor(event.uuid, 'has_account')).toEqual(['Ana']);
    expect(await namesFor(event.uuid, 'no_account')).toEqual(['Bob', 'Cy']);
    const anaRow = (await getJson(t, owner, `/api/v2/attendees/${ana!.id}`)).data;
    expect(Date.parse(anaRow.account_created_at)).toBeGreaterThan(0);
    expect(early.user.email).toBe(`early-${stamp}@example.com`);

    // Bob signs up later: every guest with his email, in any event, gets the account.
    await t.signUp({ email: `Late-${stamp}@example.com` });
    await t.settle();
    expect(await namesFor(event.uuid, 'has_account')).toEqual(['Ana', 'Bob']);
    expect(await statsOf(t, owner, event.uuid)).toMatchObject({ accounts: 2, no_accounts: 1 });

    // Changing an email moves the guest between the two.
    await t.app.inject({ method: 'PUT', url: `/api/v2/events/attendees/${bob!.id}`, headers: owner, payload: { email: `nobody-${stamp}@example.com` } });
    await t.app.inject({ method: 'PUT', url: `/api/v2/events/attendees/${cy!.id}`, headers: owner, payload: { email: `early-${stamp}@example.com` } });
    await t.settle();
    expect(await namesFor(event.uuid, 'has_account')).toEqual(['Ana', 'Cy']);
    expect(await namesFor(event.uuid, 'no_account')).toEqual(['Bob']);
    expect(await statsOf(t, owner, event.uuid)).toMatchObject({ accounts: 2, no_accounts: 1 });
  });

  it("counts RSVP'd, forfeited, seats and invitations, and each stat's filter lists the guests it counts", async () => {
    const event = await createEvent(t, owner);
    const [ana, bob, cy] = await addGuests(t, owner, event.uuid, [{ first_name: 'Ana' }, { first_name: 'Bob' }, { first_name: 'Cy' }, { first_name: 'Dee' }]);
    const put = (id: string, route: string, payload: Record<string, unknown>) =>
      t.app.inject({ method: 'PUT', url: `/api/v2/events/attendees/${id}/${route}`, headers: owner, payload });
    await put(ana!.id, 'rsvp', { rsvp: true });
    await put(bob!.id, 'rsvp', { rsvp: false });
    await put(cy!.id, 'approval', { approval: false });
    await t.settle();
    expect(await statsOf(t, owner, event.uuid)).toMatchObject({
      total_individuals: 4,
      invited: 0,
      rsvped: 2,
      forfeited: 2,
      not_forfeited: 2,
      accounts: 0,
      no_accounts: 4,
      total_seats: 0,
      total_seated: 0,
      total_unseated: 4,
    });
    expect(await namesFor(event.uuid, 'rsvped')).toEqual(['Ana', 'Bob']);
    expect(await namesFor(event.uuid, 'forfeited')).toEqual(['Bob', 'Cy']);
    expect(await namesFor(event.uuid, 'not_forfeited')).toEqual(['Ana', 'Dee']);
    expect(await namesFor(event.uuid, 'seated')).toEqual([]);
    expect(await namesFor(event.uuid, 'unseated')).toEqual(['Ana', 'Bob', 'Cy', 'Dee']);
    expect(await namesFor(event.uuid, 'not_invited')).toEqual(['Ana', 'Bob', 'Cy', 'Dee']);
    // Filters combine: every one must hold.
    expect(await namesFor(event.uuid, 'forfeited,rsvped')).toEqual(['Bob']);

    // Undoing the refusal gives the place back.
    await put(cy!.id, 'approval', { approval: true });
    await t.settle();
    expect(await statsOf(t, owner, event.uuid)).toMatchObject({ forfeited: 1, not_forfeited: 3 });
  });

  it('answers 422 for an unknown filter, 401 without credentials, 404 for another organisation', async () => {
    const event = await createEvent(t, owner);
    await t.settle();
    const unknown = await t.app.inject({ method: 'GET', url: `/api/v2/events/${event.uuid}/attendees?filter=has_acount`, headers: owner });
    expect(unknown.statusCode).toBe(422);
    expect((await t.app.inject({ method: 'GET', url: `/api/v2/events/${event.uuid}/attendees?filter=has_account` })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: `/api/v2/events/${event.uuid}/attendees?filter=has_account`, headers: stranger })).statusCode).toBe(404);
  });
});
