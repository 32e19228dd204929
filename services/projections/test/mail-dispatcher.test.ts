import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestApp, type TestApp } from '@usher/infra/testing/test-app';
import { startTestSmtpServer, type TestSmtpServer } from '@usher/infra/testing/test-smtp-server';
import { addGuests, createEvent, type Auth } from '@usher/infra/testing/api-helpers';
import { createMailTransport } from '@usher/infra/mail/mail-transport';
import { readMailConfig } from '@usher/infra/mail/mail-config';
import { resetCheckpoint } from '@usher/projections/runner/checkpoints';
import { MAIL_DISPATCHER, MailDispatcher } from '@usher/projections/mail/mail-dispatcher';

// The app runs without its own followers of the log: this file drives the dispatcher itself.
let t: TestApp;
let smtp: TestSmtpServer;
let owner: Auth;

beforeAll(async () => {
  smtp = await startTestSmtpServer();
  t = await createTestApp(inject('pgAdminUrl'), { projections: false });
  owner = (await t.signUp()).auth;
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const dispatcher = () => new MailDispatcher(t.context.db, t.context.store, createMailTransport(readMailConfig(smtp.env)), { appUrl: 'http://usher.test' });

async function inviteGuests(emails: string[]) {
  const event = await createEvent(t, owner);
  const guests = await addGuests(
    t,
    owner,
    event.uuid,
    emails.map((email, index) => ({ first_name: `Guest ${index}`, email })),
  );
  const response = await t.app.inject({
    method: 'PUT',
    url: `/api/v2/events/${event.uuid}/attendees-bulk/invite`,
    headers: owner,
    payload: { attendees: guests.map((g) => g.id) },
  });
  expect(response.statusCode).toBe(200);
}

const countTo = (email: string) => smtp.received.filter((m) => m.to.includes(email)).length;

describe('the mail dispatcher', () => {
  it('sends what was logged while it was down, once, and a restart from an older checkpoint sends nothing twice', async () => {
    const emails = ['one@guests.test', 'two@guests.test', 'three@guests.test'];
    await inviteGuests(emails);
    const first = dispatcher();
    first.start();
    for (const email of emails) await smtp.waitFor((m) => m.to.includes(email));
    await first.stop();

    // As if the process died after sending but before its checkpoint moved.
    await resetCheckpoint(t.context.db, MAIL_DISPATCHER);
    await inviteGuests(['four@guests.test']);
    const second = dispatcher();
    second.start();
    await smtp.waitFor((m) => m.to.includes('four@guests.test'));
    await second.stop();
    for (const email of [...emails, 'four@guests.test']) expect(countTo(email)).toBe(1);
    const receipts = await t.context.db.selectFrom('mail_deliveries').select(['recipient', 'status', 'kind']).orderBy('recipient').execute();
    expect(receipts).toEqual(
      ['four@guests.test', 'one@guests.test', 'three@guests.test', 'two@guests.test'].map((recipient) => ({ recipient, status: 'sent', kind: 'invitation' })),
    );
  });
});
