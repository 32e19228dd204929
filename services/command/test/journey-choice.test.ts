import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { streamIds } from '@usher/events';
import { createTestApp, type TestApp } from '@usher/infra/testing/test-app';
import { addGuests, createEvent, type Auth } from '@usher/infra/testing/api-helpers';
import { rsvpTokenFor } from '@usher/read-models/passes/guest-links';

// Which journey a guest follows when the invitation names one: the
// invitation's journey comes before the host group's and the event's default.

let t: TestApp;
let owner: Auth;
let eventUuid: string;
let journeyA: string;
let journeyB: string;
let journeyC: string;
let foreignJourney: string;

type Method = 'POST' | 'PUT';
const call = (method: Method, url: string, payload: object) => t.app.inject({ method, url, headers: owner, payload });
const journeys = (e: string) => `/api/v2/events/${e}/journeys`;

async function publishedJourney(e: string, name: string, isDefault = false): Promise<string> {
  const created = await call('POST', `${journeys(e)}/create`, { name, template_key: 'rsvp_only' });
  expect(created.statusCode, created.body).toBe(201);
  const id = created.json().data.id as string;
  const published = await call('PUT', `${journeys(e)}/${id}`, { publish: true, is_default: isDefault });
  expect(published.statusCode, published.body).toBe(200);
  return id;
}

let guestCount = 0;
async function guest() {
  const [added] = await addGuests(t, owner, eventUuid, [{ first_name: 'Ada', email: `ada-${++guestCount}-${Date.now()}@guest.example` }]);
  return { id: added!.id, token: await rsvpTokenFor(t.context.db, added!.id) };
}
const journeyOf = async (token: string) => {
  const opened = await t.app.inject({ method: 'GET', url: `/api/v2/public/journey/${token}` });
  expect(opened.statusCode, opened.body).toBe(200);
  return opened.json().data.journey_id as string;
};
const invite = (id: string, payload: object) => call('PUT', `/api/v2/events/attendees/${id}/resend-invitation`, payload);
const bulkInvite = (payload: object) => call('PUT', `/api/v2/events/${eventUuid}/attendees-bulk/invite`, payload);

beforeAll(async () => {
  t = await createTestApp(inject('pgAdminUrl'), { communicationsEngine: false });
  owner = (await t.signUp()).auth;
  eventUuid = (await createEvent(t, owner, { name: 'Summer Gala', timezone: 'Europe/Brussels' })).uuid;
  const otherEvent = (await createEvent(t, owner, { name: 'Elsewhere' })).uuid;
  journeyA = await publishedJourney(eventUuid, 'Everyone', true);
  journeyB = await publishedJourney(eventUuid, 'Partners');
  journeyC = await publishedJourney(eventUuid, 'Hosts');
  foreignJourney = await publishedJourney(otherEvent, 'Theirs');
  await t.settle();
});
afterAll(async () => {
  await t.close();
});

describe('an invitation naming a journey', () => {
  it('leads the guest to that journey although the event’s default is another; a resend naming none keeps it', async () => {
    const ada = await guest();
    expect((await invite(ada.id, { journey_id: journeyB })).statusCode).toBe(200);
    expect((await invite(ada.id, { message: 'A reminder' })).statusCode).toBe(200);
    expect(await journeyOf(ada.token)).toBe(journeyB);

    const plain = await guest();
    expect((await invite(plain.id, {})).statusCode).toBe(200);
    expect(await journeyOf(plain.token)).toBe(journeyA);
  });

  it('comes before the host group’s journey', async () => {
    const group = await call('POST', `/api/v2/events/${eventUuid}/host-group/add`, { name: 'Partners', total_tickets: 0, journey_id: journeyC });
    expect(group.statusCode, group.body).toBe(201);
    const groupId = group.json().data.id as string;
    const [hal, ida] = [await guest(), await guest()];
    for (const member of [hal, ida]) {
      const moved = await call('POST', `/api/v2/events/${eventUuid}/host-group/attendee/${member.id}/move`, { host_group_id: groupId });
      expect(moved.statusCode, moved.body).toBeLessThan(300);
    }
    await t.settle();
    // Opening the journey starts it, so each guest is asked only once.
    expect(await journeyOf(hal.token)).toBe(journeyC);
    expect((await bulkInvite({ attendees: [ida.id], journey_id: journeyB })).statusCode).toBe(200);
    expect(await journeyOf(ida.token)).toBe(journeyB);
  });

  it('refuses a journey of another event, an unknown one, or a non-id with 422 and records nothing', async () => {
    const ada = await guest();
    const before = (await t.context.store.readStream(streamIds.attendee(ada.id))).length;
    for (const journey_id of [foreignJourney, '00000000-0000-4000-8000-000000000000', 'not-an-id']) {
      const one = await invite(ada.id, { journey_id });
      expect(one.statusCode, one.body).toBe(422);
      expect(one.json().errors).toEqual({ journey_id: ['The selected journey is invalid.'] });
      const many = await bulkInvite({ attendees: [ada.id], journey_id });
      expect(many.statusCode, many.body).toBe(422);
      expect(many.json().errors).toEqual({ journey_id: ['The selected journey is invalid.'] });
    }
    expect((await t.context.store.readStream(streamIds.attendee(ada.id))).length).toBe(before);
  });
});
