import { DateTime } from 'luxon';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestApp, type TestApp } from '@usher/infra/testing/test-app';
import { addGuests, createEvent, getJson, type Auth } from '@usher/infra/testing/api-helpers';

// Issue 17 §1: the spec's guest-table columns parent_user_email, sponsor,
// send_ticket and invitation_sent_countdown, read with the list.
let t: TestApp;
let owner: Auth;
let eventUuid: string;
// 6:30 PM in New York on Nov 20 (the event's default zone is US/Eastern), already Nov 21 in UTC.
let now = new Date('2026-11-20T23:30:00Z');
let ownerEmail: string;

/** Moves the services' clock; a session left unused across days is over (the idle timeout), so the owner signs in again. */
async function moveClockTo(moment: string) {
  now = new Date(moment);
  const response = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: ownerEmail, password: 'correct horse battery' } });
  owner = { authorization: `Bearer ${response.json().access_token as string}` };
}

beforeAll(async () => {
  t = await createTestApp(inject('pgAdminUrl'), { clock: { now: () => now } });
  const signedUp = await t.signUp();
  owner = signedUp.auth;
  ownerEmail = signedUp.user.email;
  eventUuid = (await createEvent(t, owner)).uuid;
});
afterAll(async () => {
  await t.close();
});

type Row = {
  first_name: string;
  parent_user_email: string | null;
  sponsor: string | null;
  send_ticket: boolean;
  invitation_sent_countdown: number | null;
  has_checkin_alert: boolean;
  profile_image_src: string | null;
};
const rowsByName = async () => {
  const body = (await getJson(t, owner, `/api/v2/events/${eventUuid}/attendees?per_page=100`)) as { data: Row[] };
  return new Map(body.data.map((row) => [row.first_name, row]));
};

describe('the guest list carries the spec columns that are read, not stored', () => {
  it('parent email and sponsor follow the guest who brings a plus-one; send_ticket follows the group; the countdown counts event-zone days plus one', async () => {
    const group = await t.app.inject({
      method: 'POST',
      url: `/api/v2/events/${eventUuid}/host-group/add`,
      headers: owner,
      payload: {
        name: 'Acme Corp',
        experience_type: 'go',
        total_tickets: 1,
        is_sending_tickets_enabled: false,
        guests: { created: [{ first_name: 'Gia', last_name: 'Group', email: 'gia@acme.example' }] },
      },
    });
    expect(group.statusCode, group.body).toBe(201);
    await t.settle();
    const gia = (await rowsByName()).get('Gia') as unknown as { id: string };
    const [own] = await addGuests(t, owner, eventUuid, [{ first_name: 'Olive', last_name: 'Own', email: 'olive@example.com' }]);
    await addGuests(t, owner, eventUuid, [{ first_name: 'Paul', last_name: 'Plus', parent_attendee_id: gia.id }]);
    const invite = await t.app.inject({
      method: 'PUT',
      url: `/api/v2/events/${eventUuid}/attendees-bulk/invite`,
      headers: owner,
      payload: { attendees: [own!.id] },
    });
    expect(invite.statusCode, invite.body).toBe(200);
    await t.settle();

    let rows = await rowsByName();
    expect(rows.get('Gia')).toMatchObject({ sponsor: 'Acme Corp', send_ticket: false, parent_user_email: null, invitation_sent_countdown: null });
    // A plus-one: their host's email, and the group that brings their host.
    expect(rows.get('Paul')).toMatchObject({ sponsor: 'Acme Corp', send_ticket: true, parent_user_email: 'gia@acme.example' });
    expect(rows.get('Olive')).toMatchObject({
      sponsor: null,
      send_ticket: true,
      parent_user_email: null,
      invitation_sent_countdown: 1,
      has_checkin_alert: false,
      profile_image_src: null,
    });

    // 11:30 PM the same evening in New York (Nov 21 in UTC): still the sending day, day 1.
    await moveClockTo('2026-11-21T04:30:00Z');
    expect((await rowsByName()).get('Olive')!.invitation_sent_countdown).toBe(1);
    // Two days later in New York: two days out plus the day of grace.
    await moveClockTo('2026-11-22T15:00:00Z');
    rows = await rowsByName();
    expect(rows.get('Olive')!.invitation_sent_countdown).toBe(3);

    // Time travel reads the countdown as of the past moment, not the service clock's today. The log
    // records events at the database's time, so the moment is the real present; the clock is moved past it.
    await moveClockTo('2099-12-31T12:00:00Z');
    const asOf = new Date();
    const past = (await getJson(t, owner, `/api/v2/events/${eventUuid}/attendees?per_page=100&as_of=${asOf.toISOString()}`)) as { data: Row[] };
    const daysOutAt = (moment: Date) =>
      DateTime.fromJSDate(moment)
        .setZone('America/New_York')
        .startOf('day')
        .diff(DateTime.fromISO('2026-11-20', { zone: 'America/New_York' }), 'days').days + 1;
    expect(past.data.find((row) => row.first_name === 'Olive')?.invitation_sent_countdown).toBe(daysOutAt(asOf));
    expect((await rowsByName()).get('Olive')!.invitation_sent_countdown).toBe(daysOutAt(now));
  });
});
