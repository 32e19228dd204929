import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestApp, type TestApp } from '@usher/infra/testing/test-app';
import { addGuests, createEvent, type Auth } from '@usher/infra/testing/api-helpers';
import { rsvpLinkFor } from '@usher/read-models/passes/guest-links';

// Issue 28, section 5: Bulk Invite asks first and offers a preview of the mail,
// as the first selected guest would get it, written by the dispatcher's own code.
let t: TestApp;
let owner: Auth;
let stranger: Auth;
let eventUuid: string;
let ada: string;

const previewOf = (attendeeId: string, headers: Auth = owner, e = eventUuid) =>
  t.app.inject({ method: 'GET', url: `/api/v2/events/${e}/attendees/${attendeeId}/invitation-preview`, headers });

async function teamMember(role: string): Promise<Auth> {
  const email = `${role}-${randomUUID().slice(0, 8)}@team.example`;
  const invited = await t.app.inject({ method: 'POST', url: `/api/v2/events/${eventUuid}/administrators`, headers: owner, payload: { email, role } });
  expect(invited.statusCode, invited.body).toBeLessThan(300);
  await t.settle();
  return (await t.signUp({ email }, { verifyEmail: true })).auth;
}

beforeAll(async () => {
  t = await createTestApp(inject('pgAdminUrl'));
  owner = (await t.signUp()).auth;
  stranger = (await t.signUp()).auth;
  const named = await t.app.inject({ method: 'POST', url: '/api/v2/organizations', headers: owner, payload: { name: 'Gala Friends' } });
  expect(named.statusCode, named.body).toBe(200);
  eventUuid = (await createEvent(t, owner, { name: 'Spring Gala', starts_date: '2099-05-14', starts_time: '19:00', timezone: 'US/Eastern' })).uuid;
  const [guest] = await addGuests(t, owner, eventUuid, [{ first_name: 'Ada', last_name: 'Lovelace', email: 'ada@guests.example' }]);
  ada = guest!.id;
  await t.settle();
});
afterAll(async () => {
  await t.close();
});

describe('GET /api/v2/events/{e}/attendees/{id}/invitation-preview', () => {
  it("renders the product's invitation for the guest, signed with the organisation's name, and sends nothing", async () => {
    const before = await t.context.db.selectFrom('mail_deliveries').select('recipient').execute();
    const response = await previewOf(ada);
    expect(response.statusCode, response.body).toBe(200);
    const { data } = response.json();
    expect(data).toMatchObject({ to: 'ada@guests.example', from_name: 'Gala Friends', subject: 'You are invited to Spring Gala' });
    const link = await rsvpLinkFor(t.context.db, ada, 'http://localhost:3000');
    const token = link.split('/rsvp/')[1]!;
    expect(data.html).toContain('Ada Lovelace');
    expect(data.html).toContain(`/rsvp/${token}`);
    expect(data.text).toContain('Spring Gala');
    expect(data.attachments).toEqual([expect.objectContaining({ filename: expect.stringMatching(/\.ics$/) })]);
    // A preview is a read: nothing appended, nothing mailed.
    await t.settle();
    expect(await t.context.db.selectFrom('mail_deliveries').select('recipient').execute()).toEqual(before);
    expect((await t.context.store.readStream(`attendee-${ada}`)).map((event) => event.type)).not.toContain('AttendeeInvited');
  });

  it("uses the event's active invitation template when it has one", async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: `/api/v2/events/${eventUuid}/templates`,
      headers: owner,
      payload: {
        name: 'Ours',
        notification_type: 'invitation',
        activate: true,
        subject: 'Come along to {event.name}, {guest.first_name}',
        body: '<p>Dear <span data-type="mention" data-id="guest.first_name" data-label="First name">@First name</span>, the harvest is in.</p>',
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    await t.settle();
    const { data } = (await previewOf(ada)).json();
    expect(data.subject).toBe('Come along to Spring Gala, Ada');
    expect(data.text).toContain('Dear Ada, the harvest is in.');
  });

  it('lets editors and viewers read it; check-in staff get 403', async () => {
    expect((await previewOf(ada, await teamMember('viewer'))).statusCode).toBe(200);
    expect((await previewOf(ada, await teamMember('check_in'))).statusCode).toBe(403);
  });

  it("answers 404 for another organisation's event, a guest of another event, a guest without an address, or no guest", async () => {
    expect((await previewOf(ada, stranger)).statusCode).toBe(404);
    const theirs = (await createEvent(t, stranger, { name: 'Theirs' })).uuid;
    const [theirGuest] = await addGuests(t, stranger, theirs, [{ first_name: 'Eve', email: 'eve@guests.example' }]);
    await t.settle();
    expect((await previewOf(theirGuest!.id, owner)).statusCode).toBe(404);
    expect((await previewOf(ada, owner, theirs)).statusCode).toBe(404);
    const other = (await createEvent(t, owner, { name: 'Other' })).uuid;
    const [elsewhere] = await addGuests(t, owner, other, [{ first_name: 'Bo', email: 'bo@guests.example' }]);
    const [noAddress] = await addGuests(t, owner, eventUuid, [{ first_name: 'Cy' }]);
    await t.settle();
    expect((await previewOf(elsewhere!.id)).json()).toMatchObject({ code: 'attendee_not_found' });
    expect((await previewOf(noAddress!.id)).statusCode).toBe(404);
    expect((await previewOf(randomUUID())).statusCode).toBe(404);
    expect((await previewOf('not-a-guest')).statusCode).toBe(404);
  });
});
