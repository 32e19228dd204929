import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestApp, type TestApp } from '@usher/infra/testing/test-app';
import { addGuests, createEvent, type Auth } from '@usher/infra/testing/api-helpers';

// Issue 28, section 5: door staff (Check-in Only) find guests and check them in. The guest list
// answers them filtered by check-in, live; the organiser's questions (who said Yes, who was
// approved or invited, how the list looked yesterday) are refused, as the rest of the event is.
let t: TestApp;
let owner: Auth;
let doorStaff: Auth;
let viewer: Auth;
let eventUuid: string;

const list = (query: string, headers: Auth) => t.app.inject({ method: 'GET', url: `/api/v2/events/${eventUuid}/attendees${query}`, headers });
const stats = (query: string, headers: Auth) => t.app.inject({ method: 'GET', url: `/api/v2/events/${eventUuid}/attendees/stats${query}`, headers });

async function teamMember(role: 'check_in' | 'viewer'): Promise<Auth> {
  const email = `${role.replace('_', '-')}-${Date.now()}@example.org`;
  expect((await t.app.inject({ method: 'POST', url: `/api/v2/events/${eventUuid}/administrators`, headers: owner, payload: { email, role } })).statusCode).toBe(
    201,
  );
  await t.settle();
  return (await t.signUp({ email }, { verifyEmail: true })).auth;
}

beforeAll(async () => {
  t = await createTestApp(inject('pgAdminUrl'));
  owner = (await t.signUp()).auth;
  eventUuid = (await createEvent(t, owner)).uuid;
  doorStaff = await teamMember('check_in');
  viewer = await teamMember('viewer');
  const [ada] = await addGuests(t, owner, eventUuid, [
    { first_name: 'Ada', last_name: 'Arden' },
    { first_name: 'Bo', last_name: 'Boyd' },
  ]);
  expect((await t.app.inject({ method: 'POST', url: `/api/v2/events/attendees/${ada!.id}/check-in`, headers: owner })).statusCode).toBeLessThan(300);
  await t.settle();
});
afterAll(async () => {
  await t.close();
});

describe('the guest list, read by door staff', () => {
  it('answers the live list filtered by check-in, and by a counter key of the door', async () => {
    for (const query of ['', '?filter=all', '?filter=checked_in', '?filter=not_checked_in', '?filter=total_individuals', '?search=ada&filter=checked_in']) {
      const response = await list(query, doorStaff);
      expect(response.statusCode, `${query} ${response.body}`).toBe(200);
    }
    expect((await list('?filter=checked_in', doorStaff)).json().data.map((guest: { first_name: string }) => guest.first_name)).toEqual(['Ada']);
  });

  it('refuses the RSVP, approval, account and invitation filters, alone or beside a door filter, with 403', async () => {
    for (const filter of [
      'rsvp_yes',
      'rsvp_pending',
      'approval_pending',
      'approval_yes',
      'invited',
      'is_invited',
      'not_invited',
      'invitation_bounced',
      'invitation_deferred',
      'has_account',
      'checked_in,rsvp_no',
    ]) {
      const response = await list(`?filter=${filter}`, doorStaff);
      expect(response.statusCode, filter).toBe(403);
      expect(response.json(), filter).toMatchObject({ code: 'forbidden', message: 'Your role lets you filter the guests by check-in only.' });
    }
    // Those who view the event keep every filter.
    expect((await list('?filter=rsvp_yes', viewer)).statusCode).toBe(200);
    expect((await list('?filter=invitation_bounced', viewer)).statusCode).toBe(200);
  });

  it('refuses time travel (the list and its counters as of a past moment), which viewers keep', async () => {
    const past = encodeURIComponent(new Date(Date.now() - 60_000).toISOString());
    for (const response of [await list(`?as_of=${past}`, doorStaff), await stats(`?as_of=${past}`, doorStaff)]) {
      expect(response.statusCode, response.body).toBe(403);
      expect(response.json()).toMatchObject({ code: 'forbidden', message: 'Your role does not allow you to view this event.' });
    }
    expect((await list(`?as_of=${past}`, viewer)).statusCode).toBe(200);
    expect((await stats(`?as_of=${past}`, viewer)).statusCode).toBe(200);
    // The live counters stay the door's.
    expect((await stats('', doorStaff)).statusCode).toBe(200);
  });
});
