import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestApp, type TestApp } from '@usher/infra/testing/test-app';
import { startTestSmtpServer, type TestSmtpServer } from '@usher/infra/testing/test-smtp-server';
import { MovableClock } from '@usher/infra/testing/movable-clock';
import { addGuests, createEvent, type Auth } from '@usher/infra/testing/api-helpers';
import { createMailTransport } from '@usher/infra/mail/mail-transport';
import { readMailConfig } from '@usher/infra/mail/mail-config';
import { MailDispatcher } from '@usher/projections/mail/mail-dispatcher';
import { DEFERRAL_WAITS_MS, MAX_TRIES } from '@usher/projections/communications-engine/deferral-schedule';

// Issue 28, section 2: a recipient whose server answers 450 at RCPT waits alone; the others go at once.
let t: TestApp;
let smtp: TestSmtpServer;
let owner: Auth;
let dispatcher: MailDispatcher;
const clock = new MovableClock('2026-11-29T10:00:00Z');
const FULL = 'full@guests.test';
const NEVER = 'never@guests.test';
const FULL_MAILBOX = { code: 450, message: '4.7.1 <full@guests.test>: Recipient address rejected: mailbox full, try again later' };

beforeAll(async () => {
  smtp = await startTestSmtpServer();
  t = await createTestApp(inject('pgAdminUrl'), { projections: false });
  owner = (await t.signUp()).auth;
  dispatcher = new MailDispatcher(t.context.db, t.context.store, createMailTransport(readMailConfig(smtp.env)), {
    appUrl: 'http://usher.test',
    clock,
    idleWaitMs: 100,
  });
  dispatcher.start();
});
afterAll(async () => {
  await dispatcher.stop();
  await t.close();
  await smtp.close();
});

async function invite(emails: string[]) {
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
  expect(response.statusCode, response.body).toBe(200);
}

const receiptOf = (recipient: string) =>
  t.context.db.selectFrom('mail_deliveries').select(['status', 'tries', 'retry_at', 'error']).where('recipient', '=', recipient).executeTakeFirst();

/** Polls the receipt until it matches (the dispatcher works in the background). */
async function receiptWhen(recipient: string, match: (receipt: Awaited<ReturnType<typeof receiptOf>>) => boolean) {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const receipt = await receiptOf(recipient);
    if (match(receipt)) return receipt!;
    if (Date.now() > deadline) throw new Error(`receipt of ${recipient}: ${JSON.stringify(receipt)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('a recipient deferred at RCPT', () => {
  it('holds no one else: the other 104 of 105 invitations go at once, and it is tried again on its own until accepted', async () => {
    smtp.recipientAnswers.set(FULL, FULL_MAILBOX);
    const others = Array.from({ length: 104 }, (_, index) => `guest${index}@guests.test`);
    // The deferred one among the first hundred: the batch the old dispatcher retried as a whole.
    await invite([...others.slice(0, 3), FULL, ...others.slice(3)]);
    for (const email of others) await smtp.waitFor((mail) => mail.to.includes(email));

    const deferred = await receiptWhen(FULL, (receipt) => receipt?.status === 'deferred');
    expect(deferred.tries).toBe(1);
    expect(deferred.error).toContain('450');
    expect(deferred.retry_at!.getTime()).toBe(clock.now().getTime() + DEFERRAL_WAITS_MS[0]!);
    expect(smtp.received.filter((mail) => mail.to.includes(FULL))).toHaveLength(0);

    // Not due yet: still deferred, not tried again.
    await invite(['later@guests.test']);
    await smtp.waitFor((mail) => mail.to.includes('later@guests.test'));
    expect((await receiptOf(FULL))!.tries).toBe(1);

    // The mailbox has room again, and its time has come: sent, once.
    smtp.recipientAnswers.delete(FULL);
    clock.advance(DEFERRAL_WAITS_MS[0]!);
    await smtp.waitFor((mail) => mail.to.includes(FULL));
    const sent = await receiptWhen(FULL, (receipt) => receipt?.status === 'sent');
    expect(sent).toMatchObject({ tries: 2, retry_at: null, error: null });
    for (const email of [FULL, ...others]) expect(smtp.received.filter((mail) => mail.to.includes(email))).toHaveLength(1);
  });

  it('gives up after the last try, with a final status that says why', async () => {
    smtp.recipientAnswers.set(NEVER, { ...FULL_MAILBOX, message: '4.2.2 Mailbox full' });
    await invite([NEVER]);
    let receipt = await receiptWhen(NEVER, (r) => r?.status === 'deferred');
    for (let tries = 2; tries <= MAX_TRIES; tries++) {
      clock.set(receipt.retry_at!);
      receipt = await receiptWhen(NEVER, (r) => r!.tries === tries);
    }
    expect(receipt.status).toBe('failed');
    expect(receipt.retry_at).toBeNull();
    expect(receipt.error).toMatch(new RegExp(`^Given up after ${MAX_TRIES} tries: .*4\\.2\\.2 Mailbox full`));
    expect(smtp.received.filter((mail) => mail.to.includes(NEVER))).toHaveLength(0);
  });
});
