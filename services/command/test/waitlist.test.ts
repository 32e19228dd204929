import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { sql } from 'kysely';
import { createTestApp, type TestApp } from '@usher/infra/testing/test-app';
import { addGuests, createEvent, type Auth } from '@usher/infra/testing/api-helpers';
import { MovableClock } from '@usher/infra/testing/movable-clock';
import { projectionIsBehind } from '@usher/infra/eventstore/log-lookups';
import { rsvpTokenFor } from '@usher/read-models/passes/guest-links';
import { fold } from '@usher/domain/deciders/decider';
import { capacityDecider } from '@usher/domain/waitlist/capacity-decider';
import { placesUsed } from '@usher/domain/waitlist/capacity-state';
import { toDomainEvent } from '@usher/events';
import { WAITLIST_KEEPER } from '@usher/projections/waitlist/waitlist-keeper';

// Issue 32 §2 through the routes, against a real PostgreSQL, with the waitlist keeper running: fifty guests
// answering Yes at once for ten places, fifty claims at once for ten offered places, two places freed at once,
// a capacity lowered under open offers, and an offer that runs out on a clock the test moves.

const clock = new MovableClock('2030-06-01T08:00:00Z');
let t: TestApp;
let owner: Auth;
let stranger: Auth;

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, headers: Record<string, string> = {}, payload?: object) =>
  t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

beforeAll(async () => {
  t = await createTestApp(inject('pgAdminUrl'), { clock });
  owner = (await t.signUp({ first_name: 'Olga', last_name: 'Owner' })).auth;
  stranger = (await t.signUp()).auth;
});
afterAll(async () => {
  await t.close();
});

interface Guest {
  id: string;
  token: string;
}

async function eventWithGuests(count: number): Promise<{ eventUuid: string; guests: Guest[] }> {
  const event = await createEvent(t, owner);
  const members = Array.from({ length: count }, (_, index) => ({
    first_name: `Guest${index + 1}`,
    last_name: 'Waiting',
    email: `guest${index + 1}-${event.uuid.slice(0, 8)}@example.org`,
  }));
  const added = await addGuests(t, owner, event.uuid, members);
  await t.settle();
  const guests = await Promise.all(added.map(async (guest) => ({ id: guest.id, token: await rsvpTokenFor(t.context.db, guest.id) })));
  return { eventUuid: event.uuid, guests };
}

/** The capacity stream folded now: what the decisions see. */
async function places(eventUuid: string) {
  const state = fold(capacityDecider, (await t.context.store.readStream(`capacity-${eventUuid}`)).map(toDomainEvent));
  return { state, ...placesUsed(state), capacity: state.settings?.capacity ?? null };
}

/** Until the keeper and the projections have followed every append (no fixed wait: it looks until they have). */
async function settleKeeper(): Promise<void> {
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    if (
      !(await projectionIsBehind(t.context.db, WAITLIST_KEEPER, [
        'AttendeeAdded',
        'AttendeeRsvpSet',
        'AttendeeApprovalSet',
        'AttendeeRemoved',
        'EventCapacitySet',
        'GuestPlacesReleased',
        'GuestPlacesCounted',
        'WaitlistJoined',
        'WaitlistLeft',
        'WaitlistOfferExpired',
        'WaitlistOfferWithdrawn',
      ]))
    ) {
      await t.settle();
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error('The waitlist keeper did not catch up within 15 s');
}

/** The kinds of mail delivered to an address, once at least `count` went (the mail dispatcher follows the log). */
async function mailKinds(recipient: string, count: number): Promise<string[]> {
  const deadline = Date.now() + 15_000;
  let kinds: string[] = [];
  while (Date.now() < deadline) {
    kinds = (await sql<{ kind: string }>`select kind from mail_deliveries where recipient = ${recipient} order by kind`.execute(t.context.db)).rows.map(
      (row) => row.kind,
    );
    if (kinds.length >= count) break;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return kinds;
}

const setCapacity = (eventUuid: string, body: object, auth: Auth = owner) => call('PUT', `/api/v2/events/${eventUuid}/capacity`, auth, body);
const answer = (guest: Guest, isAttending: boolean) => call('POST', `/api/v2/public/rsvp/${guest.token}`, {}, { is_attending: isAttending, plus_ones: [] });
const join = (guest: Guest, party = 1) => call('POST', `/api/v2/public/rsvp/${guest.token}/waitlist`, {}, { party_size: party });
const claim = (guest: Guest, offerId: string) => call('POST', `/api/v2/public/rsvp/${guest.token}/waitlist/claim`, {}, { offer_id: offerId });
const statusCounts = (codes: number[]) => codes.reduce<Record<number, number>>((counts, code) => ({ ...counts, [code]: (counts[code] ?? 0) + 1 }), {});

describe('the waitlist routes', () => {
  it('refuses a party of 0 by field, a bad link, and another organiser', async () => {
    const { eventUuid, guests } = await eventWithGuests(2);
    expect((await setCapacity(eventUuid, { capacity: 1 })).statusCode).toBe(200);
    const bad = await join(guests[0]!, 0);
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({ party_size: ['The party size must be between 1 and 10.'] });
    expect((await call('GET', '/api/v2/public/rsvp/not-a-token/waitlist')).statusCode).toBe(404);
    expect((await setCapacity(eventUuid, { capacity: 5 }, stranger)).statusCode).toBe(404);
    expect((await call('GET', `/api/v2/events/${eventUuid}/waitlist`, stranger)).statusCode).toBe(404);
    const negative = await setCapacity(eventUuid, { capacity: -3, offer_hours: 0 });
    expect(negative.statusCode).toBe(422);
    expect(Object.keys(negative.json().errors).sort()).toEqual(['capacity', 'offer_hours']);
  });

  it('a guest joins, sees their place, leaves; ten identical joins at once answer 200 and add one entry', async () => {
    const { eventUuid, guests } = await eventWithGuests(3);
    expect((await setCapacity(eventUuid, { capacity: 1, offer_mode: 'manual' })).statusCode).toBe(200);
    expect((await answer(guests[0]!, true)).statusCode).toBe(200);
    const joins = await Promise.all(Array.from({ length: 10 }, () => join(guests[1]!, 2)));
    expect(joins.every((reply) => reply.statusCode === 200 || reply.statusCode === 409)).toBe(true);
    expect((await places(eventUuid)).state.waitlist).toHaveLength(1);
    // The guest list shows them: a filter, a counter and a column.
    await t.settle();
    const listed = await call('GET', `/api/v2/events/${eventUuid}/attendees?filter=waitlisted`, owner);
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.json().data.map((row: { id: string; waitlist: string | null }) => [row.id, row.waitlist])).toEqual([[guests[1]!.id, 'waitlisted']]);
    const stats = await call('GET', `/api/v2/events/${eventUuid}/attendees/stats`, owner);
    expect(stats.json().data).toMatchObject({ waitlisted: 1, offered: 0 });
    // Manual: a No frees a place, and it waits for the organiser.
    expect((await answer(guests[0]!, false)).statusCode).toBe(200);
    await settleKeeper();
    expect(await places(eventUuid)).toMatchObject({ taken: 0, offered: 0 });
    // A party of two does not fit one place.
    const tooBig = await call('POST', `/api/v2/events/${eventUuid}/waitlist/${guests[1]!.id}/offer`, owner);
    expect(tooBig.statusCode).toBe(409);
    expect(tooBig.json().code).toBe('no_free_places');
    const left = await call('DELETE', `/api/v2/public/rsvp/${guests[1]!.token}/waitlist`);
    expect(left.statusCode).toBe(200);
    expect(left.json().data.entry).toBeNull();
  });
});

// Last: it moves the clock a day on (sessions made before it are then idle).
describe('capacity and a waitlist under concurrency', () => {
  it('50 Yes at once on 10 places: exactly 10 succeed; then 50 claims at once on 10 offered places: exactly 10 succeed, never past capacity', async () => {
    const { eventUuid, guests } = await eventWithGuests(60);
    const set = await setCapacity(eventUuid, { capacity: 10 });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json().data).toMatchObject({ is_set: true, capacity: 10, taken: 0, offered: 0, free: 10, offer_hours: 24, offer_mode: 'automatic' });

    // Fifty guests answer Yes at once.
    const answering = guests.slice(0, 50);
    const answers = await Promise.all(answering.map((guest) => answer(guest, true)));
    expect(statusCounts(answers.map((reply) => reply.statusCode))).toEqual({ 200: 10, 409: 40 });
    const refusal = answers.find((reply) => reply.statusCode === 409)!;
    expect(refusal.json()).toMatchObject({ code: 'event_full', message: expect.stringContaining('join the waitlist') });
    expect(await places(eventUuid)).toMatchObject({ taken: 10, offered: 0 });

    // The forty refused join the waitlist, in the order they arrive; nothing is free, so nothing is offered.
    const refused = answering.filter((_, index) => answers[index]!.statusCode === 409);
    for (const guest of refused) expect((await join(guest)).statusCode).toBe(200);
    const shown = await call('GET', `/api/v2/public/rsvp/${refused[3]!.token}/waitlist`);
    expect(shown.json().data).toMatchObject({ has_waitlist: true, is_full: true, holds_place: false, entry: { position: 4, party_size: 1, offer: null } });

    // Ten more places: the first ten in line are offered one each, at once.
    const raised = await setCapacity(eventUuid, { capacity: 20 });
    expect(raised.json().data).toMatchObject({ capacity: 20, taken: 10, offered: 10, free: 0, waiting: 40 });
    const { state } = await places(eventUuid);
    const offers = new Map(state.waitlist.filter((entry) => entry.offer).map((entry) => [entry.attendee_id, entry.offer!.offer_id]));
    expect([...offers.keys()]).toEqual(refused.slice(0, 10).map((guest) => guest.id));

    // Fifty claims at once: each of the forty waiting guests claims with their own offer (or, without one, with
    // someone else's), and ten of them try a second offered guest's offer as well.
    const someOffer = [...offers.values()];
    const claims = [
      ...refused.map((guest, index) => claim(guest, offers.get(guest.id) ?? someOffer[index % 10]!)),
      ...refused.slice(10, 20).map((guest, index) => claim(guest, someOffer[(index + 3) % 10]!)),
    ];
    expect(claims).toHaveLength(50);
    const claimed = await Promise.all(claims);
    expect(statusCounts(claimed.map((reply) => reply.statusCode))).toEqual({ 200: 10, 409: 40 });
    const winners = refused.filter((_, index) => claimed[index]!.statusCode === 200).map((guest) => guest.id);
    expect(winners).toEqual([...offers.keys()]);
    const after = await places(eventUuid);
    expect(after).toMatchObject({ taken: 20, offered: 0, capacity: 20 });

    // Once the keeper has counted the claimants' Yes on their own streams, nothing is counted twice.
    await settleKeeper();
    expect(await places(eventUuid)).toMatchObject({ taken: 20, offered: 0 });
    const listed = await call('GET', `/api/v2/events/${eventUuid}/waitlist`, owner);
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.json().data.capacity).toMatchObject({ taken: 20, offered: 0, free: 0, waiting: 30 });
    expect(listed.json().data.entries[0]).toMatchObject({ position: 1, status: 'waiting', first_name: expect.stringMatching(/^Guest/) });

    // Two places freed at once (an organiser sets two guests to No): the next two parties are offered them.
    const freed = await call('PUT', `/api/v2/events/${eventUuid}/attendees-bulk/set-rsvp`, owner, { attendees: winners.slice(0, 2), rsvp: false });
    expect(freed.statusCode, freed.body).toBe(200);
    await settleKeeper();
    const twoOffered = await places(eventUuid);
    expect(twoOffered).toMatchObject({ taken: 18, offered: 2 });
    expect(twoOffered.state.waitlist.filter((entry) => entry.offer).map((entry) => entry.attendee_id)).toEqual(refused.slice(10, 12).map((guest) => guest.id));

    // The capacity lowered under the open offers: the newest is taken back and its party waits again, second in line.
    const lowered = await setCapacity(eventUuid, { capacity: 19 });
    expect(lowered.json().data).toMatchObject({ capacity: 19, taken: 18, offered: 1, free: 0 });
    const back = await call('GET', `/api/v2/public/rsvp/${refused[11]!.token}/waitlist`);
    expect(back.json().data.entry).toEqual({ position: 2, party_size: 1, offer: null });
    const offeredView = await call('GET', `/api/v2/public/rsvp/${refused[10]!.token}/waitlist`);
    expect(offeredView.json().data.entry.offer.expires_label).toMatch(/2030.*(AM|PM)/);

    // The open offer runs out a day later: its party leaves the line and the place goes to the next.
    const expiring = refused[10]!;
    clock.advance(24 * 60 * 60 * 1000 + 1000);
    const deadline = Date.now() + 15_000;
    let line = (await places(eventUuid)).state.waitlist;
    while (line[0]?.attendee_id === expiring.id && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      line = (await places(eventUuid)).state.waitlist;
    }
    expect(line[0]).toMatchObject({ attendee_id: refused[11]!.id, offer: expect.objectContaining({ offer_id: expect.any(String) }) });
    const late = await claim(expiring, offers.get(expiring.id) ?? someOffer[0]!);
    expect(late.statusCode).toBe(409);
    // The guests were told by mail: joined, offered, and the offer that ran out.
    const email = (guest: Guest) => `guest${guests.indexOf(guest) + 1}-${eventUuid.slice(0, 8)}@example.org`;
    expect(await mailKinds(email(expiring), 3)).toEqual(['waitlist_joined', 'waitlist_offer_expired', 'waitlist_offered']);
    expect(await places(eventUuid)).toMatchObject({ taken: 18, offered: 1 });
  }, 120_000);
});
