import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestApp, type TestApp } from '@usher/infra/testing/test-app';
import { startTestSmtpServer, type TestSmtpServer } from '@usher/infra/testing/test-smtp-server';
import { addGuests, createEvent, getJson, statsOf, type Auth } from '@usher/infra/testing/api-helpers';
import { deliveryStatusNotification, sendToInbound } from '@usher/infra/testing/delivery-reports';
import { readConfig } from '@usher/infra/config';

// Issue 28, section 2: an invitation is an outbound message like a
// communication's: its own return address (VERP), so a bounce reaches it; a
// status per recipient; and the guest's row says what became of it.
let t: TestApp;
let smtp: TestSmtpServer;
let owner: Auth;
let eventUuid: string;
let bounceDomain: string;

beforeAll(async () => {
  smtp = await startTestSmtpServer();
  // The product reads its transport (and its bounce domain, the app's host) from the environment, as in production.
  Object.assign(process.env, smtp.env, { APP_URL: 'http://usher.test' });
  bounceDomain = readConfig().bounceDomain;
  t = await createTestApp(inject('pgAdminUrl'));
  owner = (await t.signUp()).auth;
  eventUuid = (await createEvent(t, owner, { name: 'Spring Gala' })).uuid;
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

async function inviteNewGuest(email: string) {
  const [guest] = await addGuests(t, owner, eventUuid, [{ first_name: 'Ada', last_name: 'Guest', email }]);
  const response = await t.app.inject({ method: 'PUT', url: `/api/v2/events/${eventUuid}/attendees-bulk/invite`, headers: owner, payload: { attendees: [guest!.id] } });
  expect(response.statusCode, response.body).toBe(200);
  return guest!.id;
}

/** The guest's invitation message once it has the status (the dispatcher records it just after the server's answer). */
async function invitationWhen(attendeeId: string, status: string) {
  const deadline = Date.now() + 15_000;
  for (;;) {
    await t.settle();
    const row = await t.context.db.selectFrom('rm_outbound_messages').selectAll().where('attendee_id', '=', attendeeId).where('notification', '=', 'invitation').executeTakeFirst();
    if (row?.status === status || Date.now() > deadline) return row;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('an invitation', () => {
  it('leaves with its own return address and Message-ID, and its status is recorded per recipient', async () => {
    const attendeeId = await inviteNewGuest('ada@guests.example');
    const mail = await smtp.waitFor((received) => received.to.includes('ada@guests.example'));
    const message = (await invitationWhen(attendeeId, 'sent'))!;
    expect(message).toMatchObject({ status: 'sent', alert_id: null, email: 'ada@guests.example', event_uuid: eventUuid });
    expect(mail.from).toMatch(new RegExp(`^bounce\\+[0-9a-f]{52}@${bounceDomain.replaceAll('.', '\\.')}$`));
    expect(mail.email.messageId).toBe(`<${message.id}@${bounceDomain}>`);
  });

  it('that bounces is undelivered, its address suppressed, and the guest list shows, finds and counts it', async () => {
    const attendeeId = await inviteNewGuest('gone@guests.example');
    const mail = await smtp.waitFor((received) => received.to.includes('gone@guests.example'));
    await invitationWhen(attendeeId, 'sent');
    const dsn = await deliveryStatusNotification({
      returnPath: mail.from, recipient: 'gone@guests.example', action: 'failed', status: '5.1.1',
      diagnostic: '550 5.1.1 <gone@guests.example>: Recipient address rejected: User unknown in local recipient table',
    });
    expect((await sendToInbound((await t.inboundSmtpPort())!, { to: mail.from }, dsn)).response).toMatch(/^250/);

    expect(await invitationWhen(attendeeId, 'undelivered')).toMatchObject({ status: 'undelivered', code: '5.1.1' });
    const suppressed = await t.context.db.selectFrom('rm_suppressions').select(['reason', 'attendee_id']).where('email_lower', '=', 'gone@guests.example').executeTakeFirst();
    expect(suppressed).toEqual({ reason: 'bounced', attendee_id: attendeeId });

    // The guest's row says what happened, in words; the filter finds the guest, the overview's counter counts them.
    const bounced = await getJson(t, owner, `/api/v2/events/${eventUuid}/attendees?filter=invitation_bounced`);
    expect(bounced.data.map((row: { id: string }) => row.id)).toEqual([attendeeId]);
    expect(bounced.data[0].invitation_delivery).toEqual({
      status: 'undelivered',
      code: '5.1.1',
      detail: '550 5.1.1 <gone@guests.example>: Recipient address rejected: User unknown in local recipient table',
      description: 'Bounced: 550 5.1.1 <gone@guests.example>: Recipient address rejected: User unknown in local recipient table',
    });
    const all = await getJson(t, owner, `/api/v2/events/${eventUuid}/attendees`);
    const ada = all.data.find((row: { email: string }) => row.email === 'ada@guests.example');
    expect(ada.invitation_delivery).toMatchObject({ status: 'sent', description: 'Sent' });
    expect((await statsOf(t, owner, eventUuid)).invitation_bounced).toBe(1);
  });
});
