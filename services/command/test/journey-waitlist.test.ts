import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestApp, type TestApp } from '@usher/infra/testing/test-app';
import { addGuests, createEvent, type Auth } from '@usher/infra/testing/api-helpers';
import { projectionIsBehind } from '@usher/infra/eventstore/log-lookups';
import { rsvpTokenFor } from '@usher/read-models/passes/guest-links';
import { fold } from '@usher/domain/deciders/decider';
import { capacityDecider } from '@usher/domain/waitlist/capacity-decider';
import { placesUsed } from '@usher/domain/waitlist/capacity-state';
import { streamIds, toDomainEvent } from '@usher/events';
import { WAITLIST_KEEPER } from '@usher/projections/waitlist/waitlist-keeper';

// Issue 32 §2: "When full, the RSVP page and journeys offer 'Join the waitlist'". A journey's Yes takes its
// place as the RSVP page's does, in the same append, or is refused (409 event_full) and the guest stays on
// the step, where the waitlist's own routes (by the same link) let them join, wait, and claim.

let t: TestApp;
let owner: Auth;

beforeAll(async () => {
  t = await createTestApp(inject('pgAdminUrl'), { communicationsEngine: false });
  owner = (await t.signUp()).auth;
});
afterAll(async () => {
  await t.close();
});

const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload }) });

interface Step {
  id: string;
  type: string;
  buttons: { action_id: string; label: string }[];
}

/** An event of one place whose guests answer through the published "RSVP only" journey. */
async function fullableEvent(guestCount: number) {
  const event = await createEvent(t, owner, { name: 'One seat only' });
  const base = `/api/v2/events/${event.uuid}`;
  const journey = await call('POST', `${base}/journeys/create`, { name: 'RSVP', template_key: 'rsvp_only' }, owner);
  expect(journey.statusCode, journey.body).toBe(201);
  expect((await call('PUT', `${base}/journeys/${journey.json().data.id}`, { publish: true, is_default: true }, owner)).statusCode).toBe(200);
  expect((await call('PUT', `${base}/capacity`, { capacity: 1, offer_mode: 'automatic' }, owner)).statusCode).toBe(200);
  const added = await addGuests(
    t,
    owner,
    event.uuid,
    Array.from({ length: guestCount }, (_, index) => ({ first_name: `Guest${index + 1}`, email: `g${index + 1}-${event.uuid.slice(0, 8)}@guest.example` })),
  );
  await t.settle();
  const guests = await Promise.all(added.map(async (guest) => ({ id: guest.id, token: await rsvpTokenFor(t.context.db, guest.id) })));
  return { eventUuid: event.uuid, guests };
}

const stepOf = async (token: string): Promise<Step> => {
  const opened = await call('GET', `/api/v2/public/journey/${token}`);
  expect(opened.statusCode, opened.body).toBe(200);
  return opened.json().data.step;
};
const press = async (token: string, label: RegExp) => {
  const step = await stepOf(token);
  const button = step.buttons.find((candidate) => label.test(candidate.label))!;
  return call('POST', `/api/v2/public/journey/${token}/answer`, { step_id: step.id, action_id: button.action_id });
};
const waitlistOf = async (token: string) => (await call('GET', `/api/v2/public/rsvp/${token}/waitlist`)).json().data;
const placesOf = async (eventUuid: string) =>
  placesUsed(fold(capacityDecider, (await t.context.store.readStream(streamIds.capacity(eventUuid))).map(toDomainEvent)));

async function settleKeeper(): Promise<void> {
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    if (!(await projectionIsBehind(t.context.db, WAITLIST_KEEPER, ['AttendeeRsvpSet', 'EventCapacitySet', 'GuestPlacesReleased', 'WaitlistJoined']))) {
      await t.settle();
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error('The waitlist keeper did not catch up within 15 s');
}

describe("a journey's RSVP step on a full event", () => {
  it('takes the last place with the Yes, then refuses the next Yes with event_full and keeps that guest on the step', async () => {
    const { eventUuid, guests } = await fullableEvent(2);
    const [first, second] = guests as [{ id: string; token: string }, { id: string; token: string }];
    const yes = await press(first.token, /^Yes/);
    expect(yes.statusCode, yes.body).toBe(200);
    expect(await placesOf(eventUuid)).toMatchObject({ taken: 1 });

    const rsvpStep = await stepOf(second.token);
    const refused = await press(second.token, /^Yes/);
    expect([refused.statusCode, refused.json().code]).toEqual([409, 'event_full']);
    // Nothing of the refused Yes was appended: no RSVP, no step answered; the page shows the same step, with the waitlist to join.
    const types = (await t.context.store.readStream(streamIds.attendee(second.id))).map((event) => event.type);
    expect(types).not.toContain('AttendeeRsvpSet');
    expect(types).not.toContain('GuestJourneyStepAnswered');
    expect((await stepOf(second.token)).id).toBe(rsvpStep.id);
    expect(await waitlistOf(second.token)).toMatchObject({ has_waitlist: true, is_full: true, holds_place: false });
    expect(await placesOf(eventUuid)).toMatchObject({ taken: 1 });
  });

  it('lets the refused guest join the waitlist, claim the freed place, and then go on through the journey', async () => {
    const { eventUuid, guests } = await fullableEvent(2);
    const [first, second] = guests as [{ id: string; token: string }, { id: string; token: string }];
    expect((await press(first.token, /^Yes/)).statusCode).toBe(200);
    expect((await press(second.token, /^Yes/)).statusCode).toBe(409);

    const joined = await call('POST', `/api/v2/public/rsvp/${second.token}/waitlist`, { party_size: 1 });
    expect(joined.statusCode, joined.body).toBe(200);
    expect(joined.json().data.entry).toMatchObject({ position: 1, party_size: 1 });

    // The organiser turns the first guest's answer into a No: the keeper frees the place and offers it (automatic mode).
    const no = await call('PUT', `/api/v2/events/attendees/${first.id}/rsvp`, { rsvp: false }, owner);
    expect(no.statusCode, no.body).toBe(200);
    await settleKeeper();
    const offer = (await waitlistOf(second.token)).entry?.offer;
    expect(offer?.offer_id).toEqual(expect.any(String));

    const claimed = await call('POST', `/api/v2/public/rsvp/${second.token}/waitlist/claim`, { offer_id: offer.offer_id });
    expect(claimed.statusCode, claimed.body).toBe(200);
    // The claim held the place and said Yes; the journey's Yes now goes through on that place, counting nothing twice.
    const yes = await press(second.token, /^Yes/);
    expect(yes.statusCode, yes.body).toBe(200);
    expect(yes.json().data).toMatchObject({ guest: { rsvp: true } });
    expect(await placesOf(eventUuid)).toMatchObject({ taken: 1, offered: 0 });
  });

  it('takes a No on a full event as it comes: declining never waits for a place', async () => {
    const { guests } = await fullableEvent(2);
    const [first, second] = guests as [{ id: string; token: string }, { id: string; token: string }];
    expect((await press(first.token, /^Yes/)).statusCode).toBe(200);
    const declined = await press(second.token, /^No/);
    expect(declined.statusCode, declined.body).toBe(200);
    expect(declined.json().data).toMatchObject({ guest: { rsvp: false } });
  });
});
