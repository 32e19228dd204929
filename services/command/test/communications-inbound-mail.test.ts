import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import SMTPConnection from 'nodemailer/lib/smtp-connection';
import { createTestApp, type TestApp } from '@usher/infra/testing/test-app';
import { addGuests, createEvent, type Auth } from '@usher/infra/testing/api-helpers';
import { appendSentMessage, type SentMessage } from '@usher/infra/testing/sent-messages';
import { deliveryStatusNotification, feedbackReport, sendToInbound } from '@usher/infra/testing/delivery-reports';
import { verpAddress } from '@usher/infra/mail/message-tokens';
import { readConfig } from '@usher/infra/config';

// Issue 20: bounces and complaints come back to each message's own return
// address (VERP), over real SMTP, to the listener the product runs.
let t: TestApp;
let owner: Auth;
let eventUuid: string;
let port: number;
const bounceDomain = readConfig().bounceDomain;

beforeAll(async () => {
  t = await createTestApp(inject('pgAdminUrl'));
  owner = (await t.signUp()).auth;
  eventUuid = (await createEvent(t, owner, { name: 'Spring Gala' })).uuid;
  port = (await t.inboundSmtpPort())!;
});
afterAll(async () => {
  await t.close();
});

async function sentToNewGuest(email: string): Promise<SentMessage & { attendeeId: string }> {
  const [guest] = await addGuests(t, owner, eventUuid, [{ first_name: 'Ada', last_name: 'Guest', email }]);
  return { ...(await appendSentMessage(t, { eventUuid, attendeeId: guest!.id, email })), attendeeId: guest!.id };
}

const returnPath = (message: SentMessage) => verpAddress(message.token, bounceDomain);

async function rowOf(message: SentMessage) {
  await t.settle();
  return t.context.db.selectFrom('rm_outbound_messages').selectAll().where('id', '=', message.messageId).executeTakeFirstOrThrow();
}
async function suppressionOf(email: string) {
  await t.settle();
  return t.context.db
    .selectFrom('rm_suppressions')
    .select(['reason', 'attendee_id', 'message_id', 'event_uuid'])
    .where('email_lower', '=', email.toLowerCase())
    .executeTakeFirst();
}
const statusChanges = async (message: SentMessage) =>
  (await t.context.store.readStream(`outbound-message-${message.messageId}`))
    .filter((event) => event.type === 'OutboundMessageStatusChanged')
    .map((event) => event.data);

describe('the inbound mail listener', () => {
  it("reads a hard bounce: the message is undelivered with the code and the server's words, and the address is suppressed", async () => {
    const message = await sentToNewGuest('gone@guests.example');
    const dsn = await deliveryStatusNotification({
      returnPath: returnPath(message),
      recipient: 'gone@guests.example',
      action: 'failed',
      status: '5.1.1',
      diagnostic: '550 5.1.1 <gone@guests.example>: Recipient address rejected: User unknown in local recipient table',
    });
    const info = await sendToInbound(port, { to: returnPath(message) }, dsn);
    expect(info.response).toMatch(/^250/);

    const row = await rowOf(message);
    expect(row).toMatchObject({ status: 'undelivered', code: '5.1.1' });
    // The folded diagnostic reads as one line.
    expect(row.detail).toBe('550 5.1.1 <gone@guests.example>: Recipient address rejected: User unknown in local recipient table');
    expect(await suppressionOf('gone@guests.example')).toEqual({
      reason: 'bounced',
      attendee_id: message.attendeeId,
      message_id: message.messageId,
      event_uuid: eventUuid,
    });

    // The same report again (a retransmission) records nothing more.
    await sendToInbound(port, { to: returnPath(message) }, dsn);
    expect((await statusChanges(message)).filter((change) => change.status === 'undelivered')).toHaveLength(1);
  });

  it('records a status once per real transition, however many reports with other words arrive at once (issue 27)', async () => {
    const message = await sentToNewGuest('flood@guests.example');
    const report = (action: 'failed' | 'delayed', status: string, i: number) =>
      deliveryStatusNotification({
        returnPath: returnPath(message),
        recipient: 'flood@guests.example',
        action,
        status,
        diagnostic: `550 ${status} report number ${i}`,
      });
    const reports = await Promise.all([
      ...Array.from({ length: 20 }, (_, i) => report('failed', '5.1.1', i)),
      ...Array.from({ length: 5 }, (_, i) => report('delayed', '4.4.1', i)),
    ]);
    // In waves of five at once: the listener takes ten connections from one address at a time.
    for (let i = 0; i < reports.length; i += 5) await Promise.all(reports.slice(i, i + 5).map((dsn) => sendToInbound(port, { to: returnPath(message) }, dsn)));
    const changes = await statusChanges(message);
    expect(changes.filter((change) => change.status === 'undelivered')).toHaveLength(1);
    expect(changes.filter((change) => String(change.detail ?? '').startsWith('Delayed: '))).toHaveLength(1);
  });

  it('reads a delay as a note on the sent message, keeping what the server said when it took it', async () => {
    const message = await sentToNewGuest('slow@guests.example');
    await sendToInbound(
      port,
      { to: returnPath(message) },
      await deliveryStatusNotification({
        returnPath: returnPath(message),
        recipient: 'slow@guests.example',
        action: 'delayed',
        status: '4.4.1',
        diagnostic: 'connect to mx.guests.example[192.0.2.1]:25: Connection timed out',
      }),
    );
    const row = await rowOf(message);
    expect(row).toMatchObject({
      status: 'sent',
      code: '4.4.1',
      detail: 'Delayed: connect to mx.guests.example[192.0.2.1]:25: Connection timed out',
      provider_message_id: `<${message.messageId}@usher.test>`,
    });
    expect(await suppressionOf('slow@guests.example')).toBeUndefined();
  });

  it('reads a delivery report, and a relay that reports no further', async () => {
    const delivered = await sentToNewGuest('here@guests.example');
    await sendToInbound(
      port,
      { to: returnPath(delivered) },
      await deliveryStatusNotification({ returnPath: returnPath(delivered), recipient: 'here@guests.example', action: 'delivered', status: '2.0.0' }),
    );
    expect(await rowOf(delivered)).toMatchObject({ status: 'delivered', code: '2.0.0', delivered_at: expect.any(Date) });

    const relayed = await sentToNewGuest('onward@guests.example');
    await sendToInbound(
      port,
      { to: returnPath(relayed) },
      await deliveryStatusNotification({ returnPath: returnPath(relayed), recipient: 'onward@guests.example', action: 'relayed', status: '2.0.0' }),
    );
    expect(await rowOf(relayed)).toMatchObject({ status: 'dispatched' });
  });

  it('reads a complaint (RFC 5965): the message is complained and the address suppressed', async () => {
    const message = await sentToNewGuest('Annoyed@Guests.example');
    await sendToInbound(
      port,
      { from: 'fbl@mail.guests.example', to: returnPath(message) },
      await feedbackReport({ returnPath: returnPath(message), recipient: 'Annoyed@Guests.example' }),
    );
    const row = await rowOf(message);
    expect(row.status).toBe('complained');
    expect(row.detail).toBe("The recipient's mail provider reported the message (abuse): GuestsMailFBL/1.0.");
    expect((await suppressionOf('annoyed@guests.example'))?.reason).toBe('complained');
  });

  it('takes a mail to the List-Unsubscribe address with the subject "unsubscribe" as an unsubscribe', async () => {
    const message = await sentToNewGuest('done@guests.example');
    await sendToInbound(
      port,
      { from: 'done@guests.example', to: returnPath(message) },
      `From: done@guests.example\r\nTo: ${returnPath(message)}\r\nSubject: unsubscribe\r\n\r\n\r\n`,
    );
    expect((await rowOf(message)).status).toBe('unsubscribed');
    expect((await suppressionOf('done@guests.example'))?.reason).toBe('unsubscribed');
  });

  it('takes and drops what is no report: an out-of-office reply changes nothing', async () => {
    const message = await sentToNewGuest('away@guests.example');
    const info = await sendToInbound(
      port,
      { from: 'away@guests.example', to: returnPath(message) },
      `From: away@guests.example\r\nTo: ${returnPath(message)}\r\nSubject: Out of office\r\nAuto-Submitted: auto-replied\r\n\r\nBack on Monday.\r\n`,
    );
    expect(info.response).toMatch(/^250/);
    expect((await rowOf(message)).status).toBe('sent');
    expect(await statusChanges(message)).toHaveLength(2);
  });

  it('refuses any recipient but a return address of a message it sent: no relaying, no guessing', async () => {
    const message = await sentToNewGuest('kept@guests.example');
    const forged = `${message.token.slice(0, 40)}${'0'.repeat(12)}`;
    const refusals = ['kept@guests.example', `postmaster@${bounceDomain}`, verpAddress(forged, bounceDomain), verpAddress(message.token, 'elsewhere.example')];
    for (const to of refusals) {
      await expect(sendToInbound(port, { to }, 'Subject: unsubscribe\r\n\r\n'), to).rejects.toMatchObject({ responseCode: 550 });
    }
    expect((await rowOf(message)).status).toBe('sent');
  });

  it('refuses a message over 1 MB, whether announced (SIZE) or not, and records nothing', async () => {
    const message = await sentToNewGuest('big@guests.example');
    const big = `From: big@guests.example\r\nTo: ${returnPath(message)}\r\nSubject: unsubscribe\r\n\r\n${`${'y'.repeat(76)}\r\n`.repeat((2 * 1024 * 1024) / 78)}`;
    // Announced: the server's SIZE (RFC 1870) says 1 MB, and a client that reads it does not even send it.
    expect(await sendOverConnection({ from: '', to: [returnPath(message)], size: big.length }, big)).toMatchObject({
      message: expect.stringContaining('larger than allowed 1048576'),
    });
    // Not announced: the server reads the data, keeping none of it past the limit, and refuses at its end.
    await expect(sendToInbound(port, { to: returnPath(message) }, big)).rejects.toMatchObject({ responseCode: 552 });
    expect((await rowOf(message)).status).toBe('sent');
    expect(await suppressionOf('big@guests.example')).toBeUndefined();
  });
});

/** One message over nodemailer's SMTP connection, whose envelope may announce the size (RFC 1870). */
async function sendOverConnection(envelope: { from: string; to: string[]; size?: number }, raw: string): Promise<{ responseCode?: number; message?: string }> {
  const connection = new SMTPConnection({ host: '127.0.0.1', port, ignoreTLS: true });
  await new Promise<void>((resolve, reject) => {
    connection.once('error', reject);
    connection.connect(() => resolve());
  });
  try {
    return await new Promise((resolve) => connection.send(envelope, raw, (error) => resolve(error ?? {})));
  } finally {
    connection.quit();
  }
}
