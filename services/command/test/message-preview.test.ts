import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestApp, type TestApp } from '@usher/infra/testing/test-app';
import { startTestSmtpServer, type TestSmtpServer } from '@usher/infra/testing/test-smtp-server';
import { addGuests, createEvent, getJson, type Auth } from '@usher/infra/testing/api-helpers';
import { MERGE_TAGS } from '@usher/domain/communications/merge-tags';
import { mergeValuesFor } from '@usher/read-models/mail/guest-merge-values';
import { closeEventMailTransports } from '@usher/infra/mail/event-mail-transport';
import { passLinksFor } from '@usher/read-models/passes/guest-links';
import { rsvpLinkFor } from '@usher/read-models/passes/guest-links';

let t: TestApp;
let owner: Auth;
let stranger: Auth;
let smtp: TestSmtpServer;
const APP_URL = 'http://usher.test';

beforeAll(async () => {
  smtp = await startTestSmtpServer();
  t = await createTestApp(inject('pgAdminUrl'));
  owner = (await t.signUp()).auth;
  stranger = (await t.signUp()).auth;
});
afterAll(async () => {
  closeEventMailTransports();
  await t.close();
  await smtp.close();
});

const mention = (id: string) => `<span data-type="mention" data-id="${id}" data-label="x">@x</span>`;
const preview = (e: string, payload: object, headers: Auth = owner) =>
  t.app.inject({ method: 'POST', url: `/api/v2/events/${e}/alerts/preview`, headers, payload });
const testSend = (e: string, payload: object, headers: Auth = owner) =>
  t.app.inject({ method: 'POST', url: `/api/v2/events/${e}/alerts/test`, headers, payload });

async function eventWithGuest() {
  const event = await createEvent(t, owner, { name: 'Spring Gala', starts_date: '2099-05-14', starts_time: '19:00', timezone: 'US/Eastern' });
  const [guest] = await addGuests(t, owner, event.uuid, [{ first_name: '<b>Ada</b>', last_name: 'Lovelace', email: 'ada@guests.test' }]);
  const tag = await t.app.inject({ method: 'POST', url: `/api/v2/events/${event.uuid}/attendee-tags/add`, headers: owner, payload: { name: 'VIP' } });
  const tagged = await t.app.inject({
    method: 'PUT',
    url: `/api/v2/events/${event.uuid}/attendees-bulk/add-tags`,
    headers: owner,
    payload: { attendees: [guest!.id], tags: [tag.json().data.id] },
  });
  expect(tagged.statusCode, tagged.body).toBe(200);
  await t.settle();
  return { eventUuid: event.uuid, guestId: guest!.id };
}

describe('mergeValuesFor', () => {
  it("gives every merge tag for a guest: the event's details in its own time zone, the guest's, and their links", async () => {
    const { eventUuid, guestId } = await eventWithGuest();
    const values = (await mergeValuesFor(t.context.db, t.context.store, { eventUuid, attendeeId: guestId, appUrl: APP_URL }))!;
    expect(Object.keys(values).sort()).toEqual(MERGE_TAGS.map((tag) => tag.id).sort());
    const links = await passLinksFor(t.context.db, guestId, APP_URL);
    const rsvp = await rsvpLinkFor(t.context.db, guestId, APP_URL);
    expect(values).toMatchObject({
      'event.name': 'Spring Gala',
      'event.start_date': 'May 14, 2099',
      'event.start_time': '7:00 PM',
      'event.timezone': 'US/Eastern',
      'guest.first_name': '<b>Ada</b>',
      'guest.last_name': 'Lovelace',
      'guest.total_tickets': '1',
      'guest.tags': 'VIP',
      'guest.host_tickets': '',
      'link.pass': links.pass_public_link,
      'link.white_label_public_pass': links.pass_whitelabel_public_link,
      'link.event': rsvp,
      'link.dynamic': rsvp,
      'link.go_authentication': rsvp,
    });
    // Once the guest answered, the dynamic link is their pass.
    const answered = await t.app.inject({ method: 'PUT', url: `/api/v2/events/attendees/${guestId}/rsvp`, headers: owner, payload: { rsvp: true } });
    expect(answered.statusCode, answered.body).toBe(200);
    await t.settle();
    expect((await mergeValuesFor(t.context.db, t.context.store, { eventUuid, attendeeId: guestId, appUrl: APP_URL }))!['link.dynamic']).toBe(
      links.pass_public_link,
    );
    expect(
      await mergeValuesFor(t.context.db, t.context.store, { eventUuid: (await createEvent(t, owner)).uuid, attendeeId: guestId, appUrl: APP_URL }),
    ).toBeNull();
  });

  it("gives a seated guest's section, table and seat", async () => {
    const { eventUuid, guestId } = await eventWithGuest();
    const seating = `/api/v2/events/${eventUuid}/seating`;
    const add = async (url: string, payload: object) => {
      const response = await t.app.inject({ method: 'POST', url, headers: owner, payload });
      expect(response.statusCode, response.body).toBe(201);
      return response.json().data.id as string;
    };
    const section = await add(`${seating}/sections/add`, { name: 'Balcony' });
    const table = await add(`${seating}/tables/add`, { name: '12', section_id: section, shape: 'rectangle', seat_count: 2 });
    const seat = (await t.context.store.readStream(`seating-plan-${eventUuid}`))
      .flatMap((event) => (event.data.created as { seats?: { id: string; table_id: string }[] } | undefined)?.seats ?? [])
      .find((candidate) => candidate.table_id === table)!;
    const assigned = await t.app.inject({
      method: 'POST',
      url: `${seating}/assign`,
      headers: owner,
      payload: { assignments: [{ attendee_id: guestId, seat_id: seat.id }] },
    });
    expect(assigned.statusCode, assigned.body).toBe(200);
    await t.settle();
    const listed = await t.context.db.selectFrom('rm_attendees').select(['section', 'table_no', 'seat_no']).where('id', '=', guestId).executeTakeFirstOrThrow();
    const values = (await mergeValuesFor(t.context.db, t.context.store, { eventUuid, attendeeId: guestId, appUrl: APP_URL }))!;
    // The section as the guest list has it (its projection sometimes leaves a just-added section's name out: not this test's subject).
    expect(listed.table_no).toBe('12');
    expect(values).toMatchObject({ 'guest.section': listed.section ?? '', 'guest.table': '12', 'guest.seat': listed.seat_no, 'guest.row': '' });
    expect(values['guest.seat']).not.toBe('');
  });
});

describe('POST /api/v2/events/{e}/alerts/preview', () => {
  it("renders the draft with the guest's values, escaped, and the calendar file when asked", async () => {
    const { eventUuid, guestId } = await eventWithGuest();
    const response = await preview(eventUuid, {
      subject: 'Hi {guest.first_name}',
      body: `<p>Dear ${mention('guest.first_name')} {{ 7 * 7 }}</p><script>x()</script>`,
      attendee_id: guestId,
      attach_calendar: true,
    });
    expect(response.statusCode, response.body).toBe(200);
    const { data } = response.json();
    expect(data.subject).toBe('Hi <b>Ada</b>');
    expect(data.html).toContain('Dear &lt;b&gt;Ada&lt;/b&gt; &#123;&#123; 7 * 7 &#125;&#125;');
    expect(data.html).not.toContain('<script');
    expect(data.text).toContain('Dear <b>Ada</b> {{ 7 * 7 }}');
    expect(data.attachments).toEqual([{ filename: 'invitation.ics', content_type: 'text/calendar; charset=utf-8; method=PUBLISH' }]);
  });

  it('renders sample values without a guest, and refuses a guest of another event', async () => {
    const { eventUuid } = await eventWithGuest();
    const other = await eventWithGuest();
    const sample = await preview(eventUuid, { subject: '{event.name} for {guest.first_name}', body: `<p>${mention('guest.table')}</p>` });
    expect(sample.statusCode, sample.body).toBe(200);
    expect(sample.json().data.subject).toBe('Spring Gala for Ada');
    expect(sample.json().data.text).toContain('12');
    const foreign = await preview(eventUuid, { subject: 's', body: '<p>b</p>', attendee_id: other.guestId });
    expect(foreign.statusCode).toBe(422);
    expect(foreign.json().errors).toEqual({ attendee_id: ['The selected guest is invalid.'] });
    expect((await preview(eventUuid, { subject: 's', body: 'x'.repeat(100_001) })).statusCode).toBe(422);
    expect((await preview(eventUuid, { subject: 's', body: '<p>b</p>' }, stranger)).statusCode).toBe(404);
  });

  it('answers 422 on the field for a wrong or unknown merge tag, as saving and sending do (issue 28)', async () => {
    const { eventUuid } = await eventWithGuest();
    const response = await preview(eventUuid, { subject: 'Hi {first_name}', body: `<p>${mention('guest.nickname')} and @last_name</p>` });
    expect(response.statusCode, response.body).toBe(422);
    expect(response.json().errors).toEqual({
      subject: ['The subject has a merge tag that is not written the way it is sent: {first_name}. Type @ and pick the tag from the list.'],
      body: ['The message has a merge tag that is not written the way it is sent: @x. Type @ and pick the tag from the list.'],
    });
  });
});

describe('POST /api/v2/events/{e}/alerts/test', () => {
  it("sends the draft now through the event's SMTP configuration, marked [Test] and untracked", async () => {
    const { eventUuid, guestId } = await eventWithGuest();
    const saved = await t.app.inject({
      method: 'POST',
      url: `/api/v2/events/${eventUuid}/smtp-configurations`,
      headers: owner,
      payload: {
        name: 'Ours',
        host: '127.0.0.1',
        port: smtp.port,
        security: 'none',
        from_email: 'gala@organiser.test',
        from_name: 'Spring Gala',
        use_for_event: true,
      },
    });
    expect(saved.statusCode, saved.body).toBe(201);
    await t.settle();
    const response = await testSend(eventUuid, {
      to: 'me@organiser.test',
      subject: 'Hello {guest.first_name}',
      body: `<p>Hi ${mention('guest.last_name')}, <a href="https://example.org/x">a link</a></p>`,
      attendee_id: guestId,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({ to: 'me@organiser.test', accepted: true, response: expect.stringMatching(/^250/) });
    const mail = await smtp.waitFor((m) => m.to.includes('me@organiser.test'));
    expect(mail.email.subject).toBe('[Test] Hello <b>Ada</b>');
    expect(mail.email.from).toEqual({ name: 'Spring Gala', address: 'gala@organiser.test' });
    expect(mail.email.html).toContain('Hi Lovelace');
    expect(mail.email.html).toContain('href="https://example.org/x"');
    expect(mail.email.html).not.toContain('/m/');
    expect(mail.email.text).toContain('Hi Lovelace');
    const bad = await testSend(eventUuid, { to: 'nobody', subject: 's', body: '<p>b</p>' });
    expect(bad.json().errors).toEqual({ to: ['The recipient must be a valid email address.'] });
  });

  it('answers 422 on the field for a wrong merge tag and sends nothing (issue 28)', async () => {
    const { eventUuid } = await eventWithGuest();
    const response = await testSend(eventUuid, { to: 'tags@organiser.test', subject: 'Hello {{ guest.first_name }}', body: '<p>Hi</p>' });
    expect(response.statusCode, response.body).toBe(422);
    expect(response.json().errors).toEqual({
      subject: ['The subject has a merge tag that is not written the way it is sent: {{ guest.first_name }}. Type @ and pick the tag from the list.'],
    });
    const body = await testSend(eventUuid, { to: 'tags@organiser.test', subject: 'Hello', body: '<p>Dear {guest.first_name}</p>' });
    expect(body.json().errors).toEqual({
      body: ['The message has a merge tag that is not written the way it is sent: {guest.first_name}. Type @ and pick the tag from the list.'],
    });
    expect(smtp.received.filter((mail) => mail.to.includes('tags@organiser.test'))).toHaveLength(0);
  });
});

describe('GET /api/v2/events/{e}/merge-tags', () => {
  const examples = async (eventUuid: string) => {
    await t.settle();
    const tags = (await getJson(t, owner, `/api/v2/events/${eventUuid}/merge-tags`)).data as { id: string; label: string; example: string }[];
    expect(tags.map((tag) => [tag.id, tag.label])).toEqual(MERGE_TAGS.map((tag) => [tag.id, tag.label]));
    return Object.fromEntries(tags.map((tag) => [tag.id, tag.example]));
  };

  it("lists the merge tags with examples from the organiser's own event, and generic guest examples while it has no guest", async () => {
    const event = await createEvent(t, owner, { name: 'Harvest Dinner', starts_date: '2099-10-02', starts_time: '18:30', timezone: 'Europe/Brussels' });
    const shown = await examples(event.uuid);
    expect(shown).toMatchObject({
      'event.name': 'Harvest Dinner',
      'event.start_date': 'October 2, 2099',
      'event.start_time': '6:30 PM',
      'event.timezone': 'Europe/Brussels',
    });
    expect(shown['event.name']).not.toBe('Spring Gala');
    // No place given: it says so, never the sample's made-up hall.
    expect(shown['event.location']).toBe('Not set for this event');
    // No guest yet: the generic examples, plainly samples.
    expect(shown['guest.first_name']).toBe('Ada');
    expect(shown['link.pass']).toBe(MERGE_TAGS.find((tag) => tag.id === 'link.pass')!.example);
    expect((await t.app.inject({ method: 'GET', url: `/api/v2/events/${event.uuid}/merge-tags`, headers: stranger })).statusCode).toBe(404);
  });

  it('shows a real guest of the event for the guest tags when it has one', async () => {
    const event = await createEvent(t, owner, { name: 'Harvest Lunch' });
    await addGuests(t, owner, event.uuid, [{ first_name: 'Grace', last_name: 'Hopper' }]);
    const shown = await examples(event.uuid);
    expect(shown).toMatchObject({ 'event.name': 'Harvest Lunch', 'guest.first_name': 'Grace', 'guest.last_name': 'Hopper', 'guest.total_tickets': '1' });
    // What she does not have (a seat) keeps the generic example.
    expect(shown['guest.table']).toBe(MERGE_TAGS.find((tag) => tag.id === 'guest.table')!.example);
  });
});
