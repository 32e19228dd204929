import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestApp, type TestApp } from '@usher/infra/testing/test-app';
import { startTestSmtpServer, type TestSmtpServer } from '@usher/infra/testing/test-smtp-server';
import { addGuests, createEvent, getJson, statsOf, type Auth } from '@usher/infra/testing/api-helpers';
import { deliveryStatusNotification, sendToInbound } from '@usher/infra/testing/delivery-reports';
import { readConfig } from '@usher/infra/config';
import { parseCsv } from '@usher/domain/guest-import/parse-csv';

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
  // The product reads its transport and its bounce domain from the environment, as in production (a bounce domain apart from the sender's).
  Object.assign(process.env, smtp.env, { APP_URL: 'http://usher.test', BOUNCE_DOMAIN: 'bounce.usher.test' });
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
  const response = await t.app.inject({
    method: 'PUT',
    url: `/api/v2/events/${eventUuid}/attendees-bulk/invite`,
    headers: owner,
    payload: { attendees: [guest!.id] },
  });
  expect(response.statusCode, response.body).toBe(200);
  return guest!.id;
}

/** The guest's invitation message once it has the status (the dispatcher records it just after the server's answer). */
async function invitationWhen(attendeeId: string, status: string) {
  const deadline = Date.now() + 15_000;
  for (;;) {
    await t.settle();
    const row = await t.context.db
      .selectFrom('rm_outbound_messages')
      .selectAll()
      .where('attendee_id', '=', attendeeId)
      .where('notification', '=', 'invitation')
      .executeTakeFirst();
    if (row?.status === status || Date.now() > deadline) return row;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** The address's entry on the suppression list, once there (it is appended just after the message's status). */
async function suppressionWhenThere(email: string) {
  const deadline = Date.now() + 15_000;
  for (;;) {
    await t.settle();
    const row = await t.context.db.selectFrom('rm_suppressions').select(['reason', 'attendee_id']).where('email_lower', '=', email).executeTakeFirst();
    if (row || Date.now() > deadline) return row;
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
      returnPath: mail.from,
      recipient: 'gone@guests.example',
      action: 'failed',
      status: '5.1.1',
      diagnostic: '550 5.1.1 <gone@guests.example>: Recipient address rejected: User unknown in local recipient table',
    });
    expect((await sendToInbound((await t.inboundSmtpPort())!, { to: mail.from }, dsn)).response).toMatch(/^250/);

    expect(await invitationWhen(attendeeId, 'undelivered')).toMatchObject({ status: 'undelivered', code: '5.1.1' });
    const suppressed = await t.context.db
      .selectFrom('rm_suppressions')
      .select(['reason', 'attendee_id'])
      .where('email_lower', '=', 'gone@guests.example')
      .executeTakeFirst();
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

  it('refused at RCPT (550) is "Refused", its address suppressed and not tried again; deferred (450) says it is being retried', async () => {
    smtp.recipientAnswers.set('nobody@guests.example', { code: 550, message: '5.1.1 <nobody@guests.example>: Recipient address rejected: User unknown' });
    smtp.recipientAnswers.set('full@guests.example', { code: 450, message: '4.2.2 <full@guests.example>: Mailbox full, try again later' });
    const refused = await inviteNewGuest('nobody@guests.example');
    const deferred = await inviteNewGuest('full@guests.example');
    expect(await invitationWhen(refused, 'failed')).toMatchObject({ code: '550' });
    expect(await invitationWhen(deferred, 'queued')).toMatchObject({ code: '450' });
    expect(await suppressionWhenThere('nobody@guests.example')).toEqual({ reason: 'bounced', attendee_id: refused });

    const rows = (await getJson(t, owner, `/api/v2/events/${eventUuid}/attendees?per_page=100`)).data as {
      id: string;
      invitation_delivery: { description: string } | null;
    }[];
    const deliveryOf = (id: string) => rows.find((row) => row.id === id)!.invitation_delivery!.description;
    expect(deliveryOf(refused)).toMatch(/^Refused: .*550 5\.1\.1 <nobody@guests\.example>: Recipient address rejected: User unknown/);
    expect(deliveryOf(deferred)).toMatch(/^Deferred by the recipient's server, retrying: .*450 4\.2\.2/);
    const deferredOnly = (await getJson(t, owner, `/api/v2/events/${eventUuid}/attendees?filter=invitation_deferred`)).data as { id: string }[];
    expect(deferredOnly.map((row) => row.id)).toEqual([deferred]);

    // Invited again: the suppressed address is not tried again (the server never hears of it).
    smtp.recipientAnswers.delete('nobody@guests.example');
    const again = await t.app.inject({
      method: 'PUT',
      url: `/api/v2/events/${eventUuid}/attendees-bulk/invite`,
      headers: owner,
      payload: { attendees: [refused] },
    });
    expect(again.statusCode, again.body).toBe(200);
    const deadline = Date.now() + 15_000;
    let latest;
    do {
      await t.settle();
      latest = await t.context.db
        .selectFrom('rm_outbound_messages')
        .select(['status', 'detail'])
        .where('attendee_id', '=', refused)
        .orderBy('created_at', 'desc')
        .execute();
    } while ((latest.length < 2 || latest[0]!.status !== 'failed') && Date.now() < deadline);
    expect(latest[0]!.detail).toMatch(/^Not sent: the address is on the suppression list/);
    expect(smtp.received.filter((mail) => mail.to.includes('nobody@guests.example'))).toHaveLength(0);
  });

  it('is in the guest export as the guest table says it: Sent, Bounced, Refused, Deferred, Not sent', async () => {
    await addGuests(t, owner, eventUuid, [{ first_name: 'Never', last_name: 'Invited', email: 'never@guests.example' }]);
    await t.settle();
    const response = await t.app.inject({ method: 'GET', url: `/api/v2/events/${eventUuid}/attendees/export?format=csv`, headers: owner });
    expect(response.statusCode, response.body).toBe(200);
    const sheet = parseCsv(response.body.replace(/^\uFEFF/, ''));
    const email = sheet.headers.indexOf('Email');
    const status = sheet.headers.indexOf('Invitation Status');
    const statusByEmail = Object.fromEntries(sheet.rows.map((row) => [row[email], row[status]]));
    expect(statusByEmail).toEqual({
      'ada@guests.example': 'Sent',
      'gone@guests.example': 'Bounced',
      'nobody@guests.example': 'Refused',
      'full@guests.example': 'Deferred',
      'never@guests.example': 'Not sent',
    });
  });

  it("follows the one Message-ID rule of all outbound mail: the bounce domain, not the sender's", async () => {
    // The invitations above are the guests' (their ids are their messages'); an organiser's mail, here a
    // team invitation from the same dispatcher, carries no id of its own and gets one by the same rule.
    const sender = new URL(`mailto:${smtp.env.MAIL_FROM!.replace(/.*<|>.*/g, '')}`).pathname.split('@')[1];
    expect(sender).not.toBe(bounceDomain);
    const invitation = smtp.received.find((mail) => mail.to.includes('ada@guests.example'))!;
    expect(invitation.email.messageId).toMatch(new RegExp(`^<[0-9a-f-]{36}@${bounceDomain.replaceAll('.', '\\.')}>$`));
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/v2/events/${eventUuid}/administrators`,
      headers: owner,
      payload: { email: 'colleague@organisers.example', role: 'viewer' },
    });
    expect(response.statusCode, response.body).toBeLessThan(300);
    const teamMail = await smtp.waitFor((mail) => mail.to.includes('colleague@organisers.example'));
    expect(teamMail.email.messageId).toMatch(new RegExp(`^<[0-9a-f-]{36}@${bounceDomain.replaceAll('.', '\\.')}>$`));
  });

  it('of an event with its own SMTP server leaves through it, from its sender, at its pace', async () => {
    const own = await startTestSmtpServer();
    try {
      const gala = (await createEvent(t, owner, { name: 'Summer Gala' })).uuid;
      const saved = await t.app.inject({
        method: 'POST',
        url: `/api/v2/events/${gala}/smtp-configurations`,
        headers: owner,
        payload: {
          name: 'Our relay',
          host: '127.0.0.1',
          port: own.port,
          security: 'none',
          from_email: 'party@organiser.test',
          from_name: 'Party Team',
          max_per_minute: 60,
          use_for_event: true,
        },
      });
      expect(saved.statusCode, saved.body).toBe(201);
      const guests = await addGuests(t, owner, gala, [
        { first_name: 'Bea', email: 'bea@guests.example' },
        { first_name: 'Cy', email: 'cy@guests.example' },
      ]);
      await t.settle();
      const invited = await t.app.inject({
        method: 'PUT',
        url: `/api/v2/events/${gala}/attendees-bulk/invite`,
        headers: owner,
        payload: { attendees: guests.map((guest) => guest!.id) },
      });
      expect(invited.statusCode, invited.body).toBe(200);
      await own.waitFor(() => own.received.length >= 1);
      const firstArrived = performance.now();
      await own.waitFor(() => own.received.length >= 2);
      // 60 a minute is one a second: the second invitation waited its turn (sent together, they would arrive within milliseconds).
      expect(performance.now() - firstArrived).toBeGreaterThanOrEqual(500);
      expect(own.received.flatMap((mail) => mail.to).sort()).toEqual(['bea@guests.example', 'cy@guests.example']);
      expect(own.received[0]!.email.from).toMatchObject({ name: 'Party Team', address: 'party@organiser.test' });
      // Still an outbound message of its own: the VERP return address, the status recorded.
      expect(own.received[0]!.from).toMatch(/^bounce\+[0-9a-f]{52}@/);
      expect(await invitationWhen(guests[0]!.id, 'sent')).toMatchObject({ status: 'sent' });
      expect(smtp.received.filter((mail) => mail.to.includes('bea@guests.example') || mail.to.includes('cy@guests.example'))).toHaveLength(0);
    } finally {
      await own.close();
    }
  });
});
