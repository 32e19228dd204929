import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestApp, type TestApp } from '@usher/infra/testing/test-app';
import { startTestSmtpServer, type ReceivedMail, type TestSmtpServer } from '@usher/infra/testing/test-smtp-server';
import { addGuests, createEvent, getJson, type Auth } from '@usher/infra/testing/api-helpers';

const APP_URL = 'http://usher.test';
let t: TestApp;
let smtp: TestSmtpServer;
let owner: Auth;
let ownerUser: { id: string; email: string };
let stranger: Auth;

beforeAll(async () => {
  smtp = await startTestSmtpServer();
  // The product reads its transport from the environment, as in production.
  Object.assign(process.env, smtp.env, { APP_URL });
  t = await createTestApp(inject('pgAdminUrl'));
  const signedUp = await t.signUp({ first_name: 'Olive', last_name: 'Organiser' });
  owner = signedUp.auth;
  ownerUser = signedUp.user;
  stranger = (await t.signUp()).auth;
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

let guestCount = 0;
const uniqueEmail = (name: string) => `${name.toLowerCase()}-${++guestCount}-${Date.now()}@guests.test`;

async function eventWithGuests(members: { first_name: string; email?: string | null }[], body: Record<string, unknown> = {}) {
  const event = await createEvent(t, owner, { name: 'Autumn Gala', timezone: 'Europe/Brussels', ...body });
  const guests = await addGuests(t, owner, event.uuid, members);
  return { eventUuid: event.uuid, ids: guests.map((g) => g.id) };
}

const invite = (id: string, payload: unknown = {}, headers: Auth | Record<string, never> = owner) =>
  t.app.inject({ method: 'PUT', url: `/api/v2/events/attendees/${id}/resend-invitation`, headers, payload: payload as object });
const bulkInvite = (eventUuid: string, payload: unknown, headers: Auth | Record<string, never> = owner) =>
  t.app.inject({ method: 'PUT', url: `/api/v2/events/${eventUuid}/attendees-bulk/invite`, headers, payload: payload as object });
const mailTo = (email: string, subject?: string) => smtp.waitFor((m) => m.to.includes(email) && (!subject || m.email.subject === subject));
const linkIn = (mail: ReceivedMail) => /http:\/\/usher\.test\/rsvp\/(\S+)/.exec(mail.email.text ?? '')![1]!;
const publicGet = (token: string) => t.app.inject({ method: 'GET', url: `/api/v2/public/rsvp/${token}` });
const publicPost = (token: string, payload: unknown) => t.app.inject({ method: 'POST', url: `/api/v2/public/rsvp/${token}`, payload: payload as object });
const guest = async (id: string) => (await getJson(t, owner, `/api/v2/attendees/${id}`)).data;

describe('PUT /api/v2/events/attendees/{id}/resend-invitation', () => {
  it('invites a guest: records it, and the SMTP server receives the invitation with the event details and a personal link', async () => {
    const email = uniqueEmail('Ana');
    const { ids } = await eventWithGuests([{ first_name: 'Ana', email }], { starts_date: '2099-12-05', starts_time: '19:30' });
    const response = await invite(ids[0]!, { message: 'Black tie <please>.' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({ is_invited: true, invitation_sent_at: expect.any(String), last_invitation_message: 'Black tie <please>.' });

    const mail = await mailTo(email);
    expect(mail.email.subject).toBe('You are invited to Autumn Gala');
    expect(mail.email.from?.address).toBe('events@usher.test');
    expect(mail.email.text).toContain('Hello Ana,');
    expect(mail.email.text).toContain('Black tie <please>.');
    expect(mail.email.text).toContain('When: Saturday, December 5, 2099 at 7:30 PM (Europe/Brussels)');
    expect(mail.email.html).toContain('Black tie &lt;please&gt;.');
    expect(linkIn(mail)).toMatch(new RegExp(`^${ids[0]}_[A-Za-z0-9_-]{43}$`));

    await t.settle();
    expect(await guest(ids[0]!)).toMatchObject({
      is_invited: true,
      invitation_sent_at: response.json().data.invitation_sent_at,
      last_invitation_message: 'Black tie <please>.',
    });
    const events = await t.context.store.readStream(`attendee-${ids[0]}`);
    expect(events.at(-1)).toMatchObject({ type: 'AttendeeInvited', data: { resend: false, message: 'Black tie <please>.' } });
    // Nothing secret in the log: the token is derived, never stored.
    expect(JSON.stringify(events)).not.toContain(linkIn(mail).slice(37));
  });

  it('resends: a second invitation is a resend and arrives as a reminder', async () => {
    const email = uniqueEmail('Ben');
    const { ids } = await eventWithGuests([{ first_name: 'Ben', email }]);
    expect((await invite(ids[0]!)).statusCode).toBe(200);
    await mailTo(email, 'You are invited to Autumn Gala');
    expect((await invite(ids[0]!, null)).statusCode).toBe(200);
    await mailTo(email, 'Reminder: you are invited to Autumn Gala');
    const types = (await t.context.store.readStream(`attendee-${ids[0]}`)).filter((e) => e.type === 'AttendeeInvited').map((e) => e.data.resend);
    expect(types).toEqual([false, true]);
  });

  it('answers 422 for a guest without an email address, and changes nothing', async () => {
    const { ids } = await eventWithGuests([{ first_name: 'Nomail' }]);
    const response = await invite(ids[0]!);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ email: ['This guest has no email address.'] });
    expect(await t.context.store.readStream(`attendee-${ids[0]}`)).toHaveLength(1);
  });

  it('answers 422 for a message that is not text', async () => {
    const { ids } = await eventWithGuests([{ first_name: 'Cara', email: uniqueEmail('Cara') }]);
    const response = await invite(ids[0]!, { message: 42 });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toHaveProperty('message');
  });

  it("answers 401 without credentials and 404 for another organisation's guest or an unknown id", async () => {
    const { ids } = await eventWithGuests([{ first_name: 'Dan', email: uniqueEmail('Dan') }]);
    expect((await invite(ids[0]!, {}, {})).statusCode).toBe(401);
    expect((await invite(ids[0]!, {}, stranger)).statusCode).toBe(404);
    expect((await invite('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect(await t.context.store.readStream(`attendee-${ids[0]}`)).toHaveLength(1);
  });
});

describe('PUT /api/v2/events/{e}/attendees-bulk/invite', () => {
  it('invites every guest with an email in one go, skips and counts the others, and each receives a mail', async () => {
    const emails = [uniqueEmail('Eve'), uniqueEmail('Fay')];
    const { eventUuid, ids } = await eventWithGuests([{ first_name: 'Eve', email: emails[0] }, { first_name: 'Gus' }, { first_name: 'Fay', email: emails[1] }]);
    const response = await bulkInvite(eventUuid, { attendees: ids, message: 'See you there' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toEqual({ invited: 2, skipped_without_email: 1, attendees: ids });
    for (const email of emails) expect((await mailTo(email)).email.text).toContain('See you there');
    await t.settle();
    const invited = await getJson(t, owner, `/api/v2/events/${eventUuid}/attendees?filter=invited`);
    expect(invited.data.map((g: { id: string }) => g.id).sort()).toEqual([ids[0], ids[2]].sort());
  });

  it('answers 422 for an empty or malformed selection', async () => {
    const { eventUuid } = await eventWithGuests([{ first_name: 'Hal', email: uniqueEmail('Hal') }]);
    expect((await bulkInvite(eventUuid, { attendees: [] })).json().errors).toEqual({ attendees: ['Attendees is required.'] });
    expect((await bulkInvite(eventUuid, { attendees: 'all' })).statusCode).toBe(422);
  });

  it("answers 401 without credentials, 404 for another organisation's event or a guest of another event", async () => {
    const { eventUuid, ids } = await eventWithGuests([{ first_name: 'Ida', email: uniqueEmail('Ida') }]);
    const other = await eventWithGuests([{ first_name: 'Jon', email: uniqueEmail('Jon') }]);
    expect((await bulkInvite(eventUuid, { attendees: ids }, {})).statusCode).toBe(401);
    expect((await bulkInvite(eventUuid, { attendees: ids }, stranger)).statusCode).toBe(404);
    expect((await bulkInvite(eventUuid, { attendees: [...ids, other.ids[0]] })).statusCode).toBe(404);
    expect(await t.context.store.readStream(`attendee-${ids[0]}`)).toHaveLength(1);
  });
});

describe('GET /api/v2/events/{e}/attendees/{id}/invitation-links', () => {
  it('gives the same personal link the guest received', async () => {
    const email = uniqueEmail('Kim');
    const { eventUuid, ids } = await eventWithGuests([{ first_name: 'Kim', email }]);
    await invite(ids[0]!);
    const mail = await mailTo(email);
    const links = await getJson(t, owner, `/api/v2/events/${eventUuid}/attendees/${ids[0]}/invitation-links`);
    expect(links.data.rsvp_link).toBe(`${APP_URL}/rsvp/${linkIn(mail)}`);
  });

  it('answers 401, and 404 for another organisation, another event or an unknown guest', async () => {
    const { eventUuid, ids } = await eventWithGuests([{ first_name: 'Lou' }]);
    const other = await eventWithGuests([{ first_name: 'Max' }]);
    const url = (e: string, id: string) => `/api/v2/events/${e}/attendees/${id}/invitation-links`;
    expect((await t.app.inject({ method: 'GET', url: url(eventUuid, ids[0]!) })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: url(eventUuid, ids[0]!), headers: stranger })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: url(eventUuid, other.ids[0]!), headers: owner })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: url(eventUuid, 'nope'), headers: owner })).statusCode).toBe(404);
  });
});

describe('the public RSVP link', () => {
  it('opens from the mail, records the first opening once, and RSVP yes with a plus-one changes the guest', async () => {
    const email = uniqueEmail('Nia');
    const { eventUuid, ids } = await eventWithGuests([{ first_name: 'Nia', email }], { is_rsvp: true });
    await invite(ids[0]!);
    const token = linkIn(await mailTo(email));

    const opened = await publicGet(token);
    expect(opened.statusCode, opened.body).toBe(200);
    expect(opened.json().data).toMatchObject({
      event: { name: 'Autumn Gala', timezone: 'Europe/Brussels' },
      guest: { first_name: 'Nia', is_attending: null },
      plus_ones: [],
      plus_ones_allowed: true,
      plus_one_limit: 3,
    });
    expect((await publicGet(token)).statusCode).toBe(200);
    const clicks = (await t.context.store.readStream(`attendee-${ids[0]}`)).filter((e) => e.type === 'AttendeeInvitationLinkClicked');
    expect(clicks).toHaveLength(1);
    expect(clicks[0]!.metadata.actor).toMatchObject({ type: 'guest_link', id: ids[0] });

    // A phone typed the American way is stored in E.164, as everywhere else a guest is added.
    const answered = await publicPost(token, { is_attending: true, plus_ones: [{ first_name: 'Omar', last_name: 'Plus', phone_number: '(212) 555-0100' }] });
    expect(answered.statusCode, answered.body).toBe(200);
    expect(answered.json().data).toMatchObject({
      guest: { is_attending: true, rsvped_at: expect.any(String) },
      plus_ones: [{ first_name: 'Omar', last_name: 'Plus' }],
    });

    await t.settle();
    expect(await guest(ids[0]!)).toMatchObject({ is_attending: true, rsvped_at: expect.any(String), link_clicked_at: expect.any(String), total_tickets: 2 });
    const list = await getJson(t, owner, `/api/v2/events/${eventUuid}/attendees`);
    expect(list.data.find((g: { first_name: string }) => g.first_name === 'Omar')).toMatchObject({ parent_attendee_id: ids[0], guest_of: 'Nia' });
    expect((await getJson(t, owner, `/api/v2/events/${eventUuid}/attendees?filter=is_link_clicked,is_rsvp`)).data.map((g: { id: string }) => g.id)).toEqual([
      ids[0],
    ]);
    expect((await getJson(t, owner, `/api/v2/events/${eventUuid}/attendees?filter=not_rsvp`)).data.map((g: { first_name: string }) => g.first_name)).toEqual([
      'Omar',
    ]);
    expect((await getJson(t, owner, `/api/v2/events/${eventUuid}/attendees?filter=not_rsvp`)).data[0].phone_number).toBe('+12125550100');
    const rsvp = (await t.context.store.readStream(`attendee-${ids[0]}`)).find((e) => e.type === 'AttendeeRsvpSet')!;
    expect(rsvp.metadata).toMatchObject({ actor: { type: 'guest_link', id: ids[0], name: 'Nia' }, source: 'rsvp link' });
  });

  it('answers 422 for plus-ones when not attending, over the limit, without a name, or when the event allows none', async () => {
    const email = uniqueEmail('Pia');
    const { ids } = await eventWithGuests([{ first_name: 'Pia', email }], { is_rsvp: true });
    await invite(ids[0]!);
    const token = linkIn(await mailTo(email));
    const plusOne = { first_name: 'Plus', last_name: 'One' };
    expect((await publicPost(token, { is_attending: false, plus_ones: [plusOne] })).json().errors).toEqual({
      plus_ones: ['Plus-ones can only be added when you attend.'],
    });
    expect((await publicPost(token, { is_attending: true, plus_ones: [plusOne, plusOne, plusOne, plusOne] })).json().errors).toEqual({
      plus_ones: ['You can bring at most 3 guests.'],
    });
    const unnamed = await publicPost(token, { is_attending: true, plus_ones: [{ first_name: '' }] });
    expect(unnamed.statusCode).toBe(422);
    expect(unnamed.json().errors).toHaveProperty(['plus_ones.0.first_name']);
    // A phone that is no number is refused by name, with the reason.
    const badPhone = await publicPost(token, { is_attending: true, plus_ones: [{ ...plusOne, phone_number: 'call me' }] });
    expect(badPhone.statusCode).toBe(422);
    expect(badPhone.json().errors['plus_ones.0.phone_number']).toEqual([expect.stringContaining('must be a valid phone number')]);
    expect((await publicPost(token, { is_attending: 'yes' })).statusCode).toBe(422);
    expect((await t.context.store.readStream(`attendee-${ids[0]}`)).map((e) => e.type)).toEqual(['AttendeeAdded', 'AttendeeInvited']);

    const noPlusOnes = await eventWithGuests([{ first_name: 'Quinn', email: uniqueEmail('Quinn') }], { is_rsvp: false });
    const links = await getJson(t, owner, `/api/v2/events/${noPlusOnes.eventUuid}/attendees/${noPlusOnes.ids[0]}/invitation-links`);
    const quinnToken = links.data.rsvp_link.split('/rsvp/')[1];
    expect((await publicGet(quinnToken)).json().data).toMatchObject({ plus_ones_allowed: false, plus_one_limit: 0 });
    expect((await publicPost(quinnToken, { is_attending: true, plus_ones: [plusOne] })).json().errors).toEqual({
      plus_ones: ['This invitation does not allow plus-ones.'],
    });
    const no = await publicPost(quinnToken, { is_attending: false, plus_ones: [] });
    expect(no.json().data.guest).toMatchObject({ is_attending: false });
  });

  it("answers 404 for a made-up, tampered or deleted guest's link", async () => {
    const { eventUuid, ids } = await eventWithGuests([{ first_name: 'Rae' }]);
    const links = await getJson(t, owner, `/api/v2/events/${eventUuid}/attendees/${ids[0]}/invitation-links`);
    const token: string = links.data.rsvp_link.split('/rsvp/')[1];
    expect((await publicGet('not-a-token')).statusCode).toBe(404);
    expect((await publicGet(`${ids[0]}_${'A'.repeat(43)}`)).statusCode).toBe(404);
    expect((await publicPost(`${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`, { is_attending: true })).statusCode).toBe(404);
    await t.app.inject({ method: 'POST', url: `/api/v2/events/${eventUuid}/attendees/delete`, headers: owner, payload: { attendees: ids } });
    expect((await publicGet(token)).statusCode).toBe(404);
  });
});

describe('check-in alerts', () => {
  it('tells the chosen user by email and in the activity feed when the guest checks in', async () => {
    const { eventUuid, ids } = await eventWithGuests([{ first_name: 'Sam', email: uniqueEmail('Sam') }]);
    const set = await t.app.inject({
      method: 'POST',
      url: `/api/v2/events/${eventUuid}/attendees/checkin-alert`,
      headers: owner,
      payload: { attendees: ids, users: [ownerUser.id] },
    });
    expect(set.statusCode, set.body).toBe(200);
    await t.settle();
    expect(await guest(ids[0]!)).toMatchObject({ has_checkin_alert: true, checkin_alert_users: [ownerUser.id] });

    const checkIn = await t.app.inject({ method: 'POST', url: `/api/v2/events/attendees/${ids[0]}/check-in`, headers: owner });
    expect(checkIn.statusCode, checkIn.body).toBe(200);
    const mail = await smtp.waitFor((m) => m.to.includes(ownerUser.email) && m.email.subject === 'Sam checked in – Autumn Gala');
    expect(mail.email.text).toContain(`${APP_URL}/events/${eventUuid}/guest-management`);
    await expect
      .poll(
        async () => (await getJson(t, owner, `/api/v2/activity-log?event_uuid=${eventUuid}`)).activity_logs.map((l: { description: string }) => l.description),
        { timeout: 10_000 },
      )
      .toContain('Alert for Olive Organiser: Sam checked in');
  });

  it('clears with an empty list of users', async () => {
    const { eventUuid, ids } = await eventWithGuests([{ first_name: 'Tia' }]);
    const url = `/api/v2/events/${eventUuid}/attendees/checkin-alert`;
    await t.app.inject({ method: 'POST', url, headers: owner, payload: { attendees: ids, users: [ownerUser.id] } });
    expect((await t.app.inject({ method: 'POST', url, headers: owner, payload: { attendees: ids, users: [] } })).statusCode).toBe(200);
    await t.settle();
    expect(await guest(ids[0]!)).toMatchObject({ has_checkin_alert: false, checkin_alert_users: [] });
  });

  it('answers 422 for a user outside the organisation or no guests, 401 without credentials, 404 for a foreign event', async () => {
    const { eventUuid, ids } = await eventWithGuests([{ first_name: 'Uma' }]);
    const strangerUser = await t.signUp();
    const url = `/api/v2/events/${eventUuid}/attendees/checkin-alert`;
    const foreign = await t.app.inject({ method: 'POST', url, headers: owner, payload: { attendees: ids, users: [strangerUser.user.id] } });
    expect(foreign.statusCode).toBe(422);
    expect(foreign.json().errors).toEqual({ 'users.0': ['The selected user could not be found.'] });
    expect((await t.app.inject({ method: 'POST', url, headers: owner, payload: { attendees: [], users: [] } })).statusCode).toBe(422);
    expect((await t.app.inject({ method: 'POST', url, payload: { attendees: ids, users: [] } })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url, headers: stranger, payload: { attendees: ids, users: [] } })).statusCode).toBe(404);
    expect(await t.context.store.readStream(`attendee-${ids[0]}`)).toHaveLength(1);
  });
});

describe('action alerts', () => {
  it('create, list, fire on a guest action through the link, and delete', async () => {
    const email = uniqueEmail('Vic');
    const { eventUuid, ids } = await eventWithGuests([{ first_name: 'Vic', email }]);
    const url = `/api/v2/events/${eventUuid}/attendees/action-alert`;
    const created = await t.app.inject({ method: 'POST', url, headers: owner, payload: { user_id: ownerUser.id, action: 'rsvp_yes' } });
    expect(created.statusCode, created.body).toBe(201);
    const alert = created.json().data;
    expect(alert).toMatchObject({ user_id: ownerUser.id, action: 'rsvp_yes', user: { full_name: 'Olive Organiser' } });
    const listed = await t.app.inject({ method: 'GET', url, headers: { ...owner, 'x-min-position': created.json().position } });
    expect(listed.json().data, listed.body).toEqual([alert]);

    await invite(ids[0]!);
    const token = linkIn(await mailTo(email));
    await publicPost(token, { is_attending: true });
    const mail = await smtp.waitFor((m) => m.to.includes(ownerUser.email) && m.email.subject === 'Vic replied Yes – Autumn Gala');
    expect(mail.email.text).toContain('Vic replied Yes at Autumn Gala.');

    const duplicate = await t.app.inject({ method: 'POST', url, headers: owner, payload: { user_id: ownerUser.id, action: 'rsvp_yes' } });
    expect(duplicate.statusCode).toBe(422);
    const deleted = await t.app.inject({ method: 'DELETE', url: `${url}/${alert.id}`, headers: owner });
    expect(deleted.statusCode, deleted.body).toBe(200);
    const after = await t.app.inject({ method: 'GET', url, headers: { ...owner, 'x-min-position': deleted.json().position } });
    expect(after.json().data).toEqual([]);
    expect((await t.app.inject({ method: 'DELETE', url: `${url}/${alert.id}`, headers: owner })).statusCode).toBe(404);
  });

  it('answers 422 for an unknown action or user, 401 without credentials, 404 for a foreign event', async () => {
    const { eventUuid } = await eventWithGuests([{ first_name: 'Wes' }]);
    const url = `/api/v2/events/${eventUuid}/attendees/action-alert`;
    const badAction = await t.app.inject({ method: 'POST', url, headers: owner, payload: { user_id: ownerUser.id, action: 'dance' } });
    expect(badAction.statusCode).toBe(422);
    expect(badAction.json().errors).toHaveProperty('action');
    const strangerUser = await t.signUp();
    expect((await t.app.inject({ method: 'POST', url, headers: owner, payload: { user_id: strangerUser.user.id, action: 'check_in' } })).json().errors).toEqual(
      {
        user_id: ['The selected user could not be found.'],
      },
    );
    for (const method of ['GET', 'POST'] as const) {
      expect((await t.app.inject({ method, url, payload: { user_id: ownerUser.id, action: 'check_in' } })).statusCode).toBe(401);
      expect((await t.app.inject({ method, url, headers: stranger, payload: { user_id: ownerUser.id, action: 'check_in' } })).statusCode).toBe(404);
    }
    const someId = '00000000-0000-4000-8000-000000000000';
    expect((await t.app.inject({ method: 'DELETE', url: `${url}/${someId}` })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'DELETE', url: `${url}/${someId}`, headers: stranger })).statusCode).toBe(404);
    await t.settle();
    expect((await t.app.inject({ method: 'GET', url: `/api/v2/events/${eventUuid}/alert-users`, headers: owner })).json().data).toEqual([
      { id: ownerUser.id, full_name: 'Olive Organiser', email: ownerUser.email },
    ]);
  });
});

describe("the event's Invitations switch", () => {
  it('refuses every invitation while it is off, saying where to turn it on, and sends none; on again, they go', async () => {
    const email = uniqueEmail('Otto');
    const { eventUuid, ids } = await eventWithGuests([{ first_name: 'Otto', email }], { invites_enabled: false });
    const single = await invite(ids[0]!);
    expect(single.statusCode).toBe(409);
    expect(single.json()).toMatchObject({
      code: 'invitations_off',
      message: "Invitations are turned off for this event. Turn them on in the event's Settings, General, under Features.",
    });
    const bulk = await bulkInvite(eventUuid, { attendees: ids });
    expect(bulk.statusCode).toBe(409);
    expect(bulk.json().code).toBe('invitations_off');
    await t.settle();
    expect((await guest(ids[0]!)).invitation_sent_at).toBeNull();
    // Another organisation's guest is still a 404, switch or not.
    expect((await invite(ids[0]!, {}, stranger)).statusCode).toBe(404);

    const on = await t.app.inject({ method: 'PUT', url: `/api/v2/events/${eventUuid}`, headers: owner, payload: { invites_enabled: true } });
    expect(on.statusCode).toBe(200);
    expect((await bulkInvite(eventUuid, { attendees: ids })).statusCode).toBe(200);
    await mailTo(email);
  });

  it('is on for a new event', async () => {
    const event = await createEvent(t, owner, { name: 'Fresh Gala' });
    expect(event.invites_enabled).toBe(true);
  });
});
