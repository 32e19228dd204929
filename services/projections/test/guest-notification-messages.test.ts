import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestApp, type TestApp } from '@usher/infra/testing/test-app';
import { startTestSmtpServer, type ReceivedMail, type TestSmtpServer } from '@usher/infra/testing/test-smtp-server';
import { addGuests, createEvent, type Auth } from '@usher/infra/testing/api-helpers';
import { deliveryStatusNotification, sendToInbound } from '@usher/infra/testing/delivery-reports';
import { passTokenFor } from '@usher/read-models/passes/guest-links';
import { readConfig } from '@usher/infra/config';

// Issue 28, section 2: not only invitations, every mail a guest or a host reads
// (host access, a host group's tickets, a transfer's offer, pass and notice)
// is an outbound message: VERP return path, the bounce domain's Message-ID, a
// delivery report asked for, a status per recipient, and a bounce or an SMTP
// 5xx recorded on it and suppressing the address. Mail to the team stays apart.
let t: TestApp;
let smtp: TestSmtpServer;
let owner: Auth;
let eventUuid: string;
let bounceDomain: string;

beforeAll(async () => {
  smtp = await startTestSmtpServer();
  Object.assign(process.env, smtp.env, { APP_URL: 'http://usher.test', BOUNCE_DOMAIN: 'bounce.usher.test' });
  bounceDomain = readConfig().bounceDomain;
  t = await createTestApp(inject('pgAdminUrl'));
  owner = (await t.signUp()).auth;
  eventUuid = (await createEvent(t, owner, { name: 'Spring Gala', enabled_ticket_transfer_type: 'hard_transfer' })).uuid;
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const call = (method: 'POST' | 'PUT', url: string, payload: object, headers: Record<string, string> = owner) => t.app.inject({ method, url, headers, payload });

/** The message of this notification to this address once it has the status (recorded just after the server's answer or the report). */
async function messageWhen(email: string, notification: string, status: string) {
  const deadline = Date.now() + 15_000;
  for (;;) {
    await t.settle();
    const row = await t.context.db
      .selectFrom('rm_outbound_messages')
      .selectAll()
      .where('email', '=', email)
      .where('notification', '=', notification)
      .executeTakeFirst();
    if (row?.status === status || Date.now() > deadline) return row;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function suppressionWhenThere(email: string) {
  const deadline = Date.now() + 15_000;
  for (;;) {
    await t.settle();
    const row = await t.context.db.selectFrom('rm_suppressions').select(['reason', 'attendee_id']).where('email_lower', '=', email).executeTakeFirst();
    if (row || Date.now() > deadline) return row;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** What every guest's notification carries: the message's VERP return path, its Message-ID on the bounce domain, and a DSN request. */
function expectOutbound(mail: ReceivedMail, messageId: string) {
  expect(mail.from).toMatch(new RegExp(`^bounce\\+[0-9a-f]{52}@${bounceDomain.replaceAll('.', '\\.')}$`));
  expect(mail.email.messageId).toBe(`<${messageId}@${bounceDomain}>`);
}

async function bounce(mail: ReceivedMail, recipient: string) {
  const dsn = await deliveryStatusNotification({
    returnPath: mail.from,
    recipient,
    action: 'failed',
    status: '5.1.1',
    diagnostic: `550 5.1.1 <${recipient}>: Recipient address rejected: User unknown in local recipient table`,
  });
  expect((await sendToInbound((await t.inboundSmtpPort())!, { to: mail.from }, dsn)).response).toMatch(/^250/);
}

async function hostGroup(body: object) {
  const response = await call('POST', `/api/v2/events/${eventUuid}/host-group/add`, body);
  expect(response.statusCode, response.body).toBe(201);
  await t.settle();
  return response.json().data as { id: string; hosts: { attendee_id: string }[] };
}

describe("a host group's mails", () => {
  it("go as the hosts' and guests' outbound messages, and a delivery report for one makes it undelivered and suppresses the address", async () => {
    const group = await hostGroup({
      name: 'Acme',
      total_tickets: 2,
      hosts: { created: [{ first_name: 'Hal', last_name: 'Host', email: 'hal@hosts.example', attending_with_group: false }] },
    });
    const named = await call('PUT', `/api/v2/events/${eventUuid}/host-group/update-attendees`, {
      id: group.id,
      created: [{ first_name: 'Cy', last_name: 'Guest', email: 'cy@guests.example' }],
    });
    expect(named.statusCode, named.body).toBe(200);
    await t.settle();
    expect((await call('PUT', `/api/v2/events/${eventUuid}/host-group/share`, { id: group.id })).statusCode).toBe(200);
    expect((await call('POST', `/api/v2/events/${eventUuid}/host-group/send`, { id: group.id })).statusCode).toBe(200);

    const access = await smtp.waitFor((mail) => mail.to.includes('hal@hosts.example'));
    const ticket = await smtp.waitFor((mail) => mail.to.includes('cy@guests.example'));
    const accessMessage = (await messageWhen('hal@hosts.example', 'host_access', 'sent'))!;
    const ticketMessage = (await messageWhen('cy@guests.example', 'group_ticket', 'sent'))!;
    // Each on the row of the guest it is for (the host's, the named guest's), not the group's.
    expect(accessMessage).toMatchObject({ status: 'sent', alert_id: null, event_uuid: eventUuid, attendee_id: group.hosts[0]!.attendee_id });
    expect(ticketMessage).toMatchObject({ status: 'sent', alert_id: null, event_uuid: eventUuid });
    expect(ticketMessage.attendee_id).not.toBe(accessMessage.attendee_id);
    expectOutbound(access, accessMessage.id);
    expectOutbound(ticket, ticketMessage.id);

    await bounce(ticket, 'cy@guests.example');
    expect(await messageWhen('cy@guests.example', 'group_ticket', 'undelivered')).toMatchObject({ status: 'undelivered', code: '5.1.1' });
    expect(await suppressionWhenThere('cy@guests.example')).toEqual({ reason: 'bounced', attendee_id: ticketMessage.attendee_id });
    // The host's mail is untouched by the guest's bounce.
    expect((await messageWhen('hal@hosts.example', 'host_access', 'sent'))!.status).toBe('sent');
    // The guest's messages name what each one was, in words.
    const listed = await t.app.inject({
      method: 'GET',
      url: `/api/v2/events/${eventUuid}/alerts/list-for-attendee/${ticketMessage.attendee_id}`,
      headers: owner,
    });
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.json().data).toEqual([
      expect.objectContaining({ id: ticketMessage.id, alert_id: null, alert_name: 'Ticket from a host group', status: 'undelivered' }),
    ]);
  });
});

describe("a ticket transfer's mails", () => {
  it('the new pass and the notice to the former holder go as outbound messages; a 550 at RCPT is recorded and suppresses the address', async () => {
    smtp.recipientAnswers.set('nobody@guests.example', { code: 550, message: '5.1.1 <nobody@guests.example>: Recipient address rejected: User unknown' });
    const [ada] = await addGuests(t, owner, eventUuid, [{ first_name: 'Ada', last_name: 'Lovelace', email: 'ada@guests.example' }]);
    const passToken = await passTokenFor(t.context.db, ada!.id);
    const done = await call('POST', `/api/v2/public/pass/${passToken}/transfer`, { first_name: 'No', last_name: 'Body', email: 'nobody@guests.example' }, {});
    expect(done.statusCode, done.body).toBe(200);

    const notice = await smtp.waitFor((mail) => mail.to.includes('ada@guests.example'));
    const noticeMessage = (await messageWhen('ada@guests.example', 'ticket_transfer_notice', 'sent'))!;
    expect(noticeMessage).toMatchObject({ attendee_id: ada!.id, alert_id: null });
    expectOutbound(notice, noticeMessage.id);

    const refused = await messageWhen('nobody@guests.example', 'ticket_transfer_pass', 'failed');
    expect(refused).toMatchObject({ status: 'failed', code: '550', attendee_id: ada!.id });
    expect(await suppressionWhenThere('nobody@guests.example')).toMatchObject({ reason: 'bounced' });
  });
});

describe("the answer to a guest's question", () => {
  it("goes as the guest's outbound message, named in words on their messages", async () => {
    const concierge = (
      await createEvent(t, owner, {
        name: 'Desk Gala',
        is_organizer_concierge_support_enabled: true,
        organizer_concierge_support_email: 'desk@organisers.example',
      })
    ).uuid;
    const [bea] = await addGuests(t, owner, concierge, [{ first_name: 'Bea', last_name: 'Asker', email: 'bea@guests.example' }]);
    const asked = await call('POST', `/api/v2/public/pass/${await passTokenFor(t.context.db, bea!.id)}/questions`, { text: 'Is there parking?' }, {});
    expect(asked.statusCode, asked.body).toBeLessThan(300);
    await t.settle();
    const answered = await call('POST', `/api/v2/events/${concierge}/support-questions/${asked.json().data.id}/answer`, { answer: 'Yes, behind the hall.' });
    expect(answered.statusCode, answered.body).toBe(200);

    const mail = await smtp.waitFor((received) => received.to.includes('bea@guests.example'));
    const message = (await messageWhen('bea@guests.example', 'support_answer', 'sent'))!;
    expect(message).toMatchObject({ status: 'sent', alert_id: null, event_uuid: concierge, attendee_id: bea!.id });
    expectOutbound(mail, message.id);
    const listed = await t.app.inject({ method: 'GET', url: `/api/v2/events/${concierge}/alerts/list-for-attendee/${bea!.id}`, headers: owner });
    expect(listed.json().data).toEqual([expect.objectContaining({ id: message.id, alert_name: 'Answer to a question', status: 'sent' })]);
  });
});

describe("the team's mail", () => {
  it('stays as it is: no outbound message of its own', async () => {
    const response = await call('POST', `/api/v2/events/${eventUuid}/administrators`, { email: 'colleague@organisers.example', role: 'viewer' });
    expect(response.statusCode, response.body).toBeLessThan(300);
    await smtp.waitFor((mail) => mail.to.includes('colleague@organisers.example'));
    await t.settle();
    const rows = await t.context.db.selectFrom('rm_outbound_messages').select('id').where('email', '=', 'colleague@organisers.example').execute();
    expect(rows).toEqual([]);
  });
});
