import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestApp, type TestApp } from '@usher/infra/testing/test-app';
import { startTestSmtpServer, type TestSmtpServer } from '@usher/infra/testing/test-smtp-server';
import { addGuests, createEvent, type Auth } from '@usher/infra/testing/api-helpers';
import { createMailTransport } from '@usher/infra/mail/mail-transport';
import { readMailConfig } from '@usher/infra/mail/mail-config';
import { rsvpLinkFor } from '@usher/read-models/passes/guest-links';
import { MailDispatcher } from '@usher/projections/mail/mail-dispatcher';

// The app runs without its own followers of the log: this file drives the dispatcher itself.
let t: TestApp;
let smtp: TestSmtpServer;
let owner: Auth;
const APP_URL = 'http://usher.test';

beforeAll(async () => {
  smtp = await startTestSmtpServer();
  t = await createTestApp(inject('pgAdminUrl'), { projections: false });
  owner = (await t.signUp()).auth;
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const mention = (id: string) => `<span data-type="mention" data-id="${id}" data-label="x">@x</span>`;
const call = (method: 'POST' | 'PUT', url: string, payload: object) => t.app.inject({ method, url, headers: owner, payload });

/** Runs the dispatcher until `until` has its mails (the dispatcher is stopped only once all of them arrived). */
async function sendUntil<T>(until: () => Promise<T>): Promise<T> {
  const dispatcher = new MailDispatcher(t.context.db, t.context.store, createMailTransport(readMailConfig(smtp.env)), { appUrl: APP_URL });
  dispatcher.start();
  try {
    return await until();
  } finally {
    await dispatcher.stop();
  }
}

function sendAll(until: (subject: string, to: string[]) => boolean) {
  return sendUntil(() => smtp.waitFor((m) => until(m.email.subject ?? '', m.to)));
}

async function activeTemplate(eventUuid: string, notificationType: string, subject: string, body: string) {
  const response = await call('POST', `/api/v2/events/${eventUuid}/templates`, {
    name: notificationType,
    notification_type: notificationType,
    subject,
    body,
    activate: true,
  });
  expect(response.statusCode, response.body).toBe(201);
}

describe('notifications with an active template', () => {
  it("write the invitation in the organiser's template, with their personal message and the .ics; without one, the product's words", async () => {
    const event = await createEvent(t, owner, { name: 'Harbour Gala', timezone: 'US/Eastern', starts_date: '2099-06-12', starts_time: '18:00' });
    const plain = await createEvent(t, owner, { name: 'Plain Dinner' });
    await activeTemplate(
      event.uuid,
      'invitation',
      'Dear {guest.first_name}, join {event.name}',
      `<p>Hi ${mention('guest.first_name')}, see you on ${mention('event.start_date')}.</p><p><a data-button="true" href="{link.event}">Answer</a></p>`,
    );
    const [ana] = await addGuests(t, owner, event.uuid, [{ first_name: 'Ana', last_name: 'Lima', email: 'ana@guests.test' }]);
    const [bob] = await addGuests(t, owner, plain.uuid, [{ first_name: 'Bob', email: 'bob@guests.test' }]);
    expect((await call('PUT', `/api/v2/events/${event.uuid}/attendees-bulk/invite`, { attendees: [ana!.id], message: 'Bring <your> smile.' })).statusCode).toBe(
      200,
    );
    expect((await call('PUT', `/api/v2/events/${plain.uuid}/attendees-bulk/invite`, { attendees: [bob!.id] })).statusCode).toBe(200);

    // Both invitations go out in one batch: the dispatcher runs until both arrived (stopped after Ana's alone,
    // Bob's could still be on its way and never come).
    const [mail, usual] = await sendUntil(() =>
      Promise.all([smtp.waitFor((m) => m.to.includes('ana@guests.test')), smtp.waitFor((m) => m.to.includes('bob@guests.test'))]),
    );
    expect(mail.email.subject).toBe('Dear Ana, join Harbour Gala');
    expect(mail.email.html).toContain('Hi Ana, see you on June 12, 2099.');
    expect(mail.email.html).toContain(`href="${await rsvpLinkFor(t.context.db, ana!.id, APP_URL)}"`);
    expect(mail.email.html).toMatch(/<a [^>]*data-button[^>]*padding: ?15px 40px/);
    expect(mail.email.html).toContain('Bring &lt;your&gt; smile.');
    expect(mail.email.text).toContain('Bring <your> smile.');
    expect(mail.email.attachments.map((file) => [file.filename, file.mimeType])).toEqual([['invitation.ics', 'text/calendar']]);

    expect(usual.email.subject).toBe('You are invited to Plain Dinner');
  });

  it("write the invitation in the template's words of the guest's language, the base words for others and for a field left empty", async () => {
    const event = await createEvent(t, owner, { name: 'Lake Gala', default_language: 'en' });
    const response = await call('POST', `/api/v2/events/${event.uuid}/templates`, {
      name: 'Invitation',
      notification_type: 'invitation',
      subject: 'Dear {guest.first_name}, join us',
      body: `<p>Hi ${mention('guest.first_name')}, welcome.</p>`,
      // German: a subject of its own; its body falls back to the base body.
      translations: { de: { subject: 'Liebe/r {guest.first_name}, willkommen' } },
      activate: true,
    });
    expect(response.statusCode, response.body).toBe(201);
    const [hans, ann] = await addGuests(t, owner, event.uuid, [
      { first_name: 'Hans', email: 'hans.template@guests.test', language: 'de' },
      { first_name: 'Ann', email: 'ann.template@guests.test' },
    ]);
    expect((await call('PUT', `/api/v2/events/${event.uuid}/attendees-bulk/invite`, { attendees: [hans!.id, ann!.id] })).statusCode).toBe(200);
    const [german, english] = await sendUntil(() =>
      Promise.all([smtp.waitFor((m) => m.to.includes('hans.template@guests.test')), smtp.waitFor((m) => m.to.includes('ann.template@guests.test'))]),
    );
    expect(german.email.subject).toBe('Liebe/r Hans, willkommen');
    expect(german.email.html).toContain('Hi Hans, welcome.');
    expect(english.email.subject).toBe('Dear Ann, join us');
  });

  it('write the host-group access mail in the template for it', async () => {
    const event = await createEvent(t, owner, { name: 'Club Night' });
    await activeTemplate(event.uuid, 'host_group_access', 'Your group at {event.name}', `<p>Hello ${mention('guest.first_name')}, manage your guests.</p>`);
    const group = await call('POST', `/api/v2/events/${event.uuid}/host-group/add`, {
      name: 'Acme',
      total_tickets: 2,
      hosts: { created: [{ first_name: 'Hal', last_name: 'Host', email: 'hal@hosts.test', attending_with_group: false }] },
    });
    expect(group.statusCode, group.body).toBeLessThan(300);
    const shared = await call('PUT', `/api/v2/events/${event.uuid}/host-group/share`, { id: group.json().data.id });
    expect(shared.statusCode, shared.body).toBe(200);
    const mail = await sendAll((_, to) => to.includes('hal@hosts.test'));
    expect(mail.email.subject).toBe('Your group at Club Night');
    expect(mail.email.html).toContain('Hello Hal, manage your guests.');
  });
});
