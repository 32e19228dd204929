import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestApp, type TestApp } from '@usher/infra/testing/test-app';
import { startTestSmtpServer, type TestSmtpServer } from '@usher/infra/testing/test-smtp-server';
import { createEvent, getJson, type Auth } from '@usher/infra/testing/api-helpers';
import { hostTokenFor } from '@usher/infra/http/host-links';

// A GO host link (no account) once sent 30 emails to one guest in seconds, after setting the
// guest's address to anything (issue 27, section 5). Sends from the portal are limited per guest,
// per address and per group, refused with 429, and the organiser sees it in the event's activity.

let t: TestApp;
let smtp: TestSmtpServer;
let owner: Auth;
let eventUuid: string;
let host: { groupId: string; token: string };

const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) => t.app.inject({ method, url, ...(payload === undefined ? {} : { payload }) });
const portal = () => `/api/v2/host-portal/${host.token}/groups/${host.groupId}`;
let mails = 0;
const uniqueEmail = (name: string) => `${name}-${++mails}-${Date.now()}@limits.test`;

/** Names one of the group's placeholder tickets with this address; returns the guest's id. */
async function namedGuest(email: string): Promise<string> {
  const list = await call('GET', `${portal()}/guests?per_page=100`);
  const placeholder = (list.json().data as { id: string; is_placeholder: boolean }[]).find((guest) => guest.is_placeholder)!;
  const named = await call('POST', `${portal()}/guests/${placeholder.id}/name`, { first_name: 'Vic', last_name: 'Tim', email });
  expect(named.statusCode, named.body).toBe(200);
  await t.settle();
  return placeholder.id;
}

const send = (guestId: string, what: 'invite' | 'send-pass') => call('POST', `${portal()}/guests/${guestId}/${what}`);

async function activity(): Promise<string[]> {
  await t.settle();
  const log = await getJson(t, owner, `/api/v2/activity-log?event_uuid=${eventUuid}&per_page=100`);
  return (log.activity_logs as { description: string }[]).map((entry) => entry.description);
}

beforeAll(async () => {
  smtp = await startTestSmtpServer();
  Object.assign(process.env, smtp.env);
  t = await createTestApp(inject('pgAdminUrl'));
  owner = (await t.signUp({ first_name: 'Olive', last_name: 'Organiser' })).auth;
  eventUuid = (await createEvent(t, owner, { name: 'Harbour Gala', timezone: 'Europe/Brussels' })).uuid;
  const created = await t.app.inject({
    method: 'POST',
    url: `/api/v2/events/${eventUuid}/host-group/add`,
    headers: owner,
    payload: {
      name: 'Acme',
      experience_type: 'go',
      total_tickets: 10,
      is_sending_tickets_enabled: true,
      hosts: { created: [{ first_name: 'Hal', email: uniqueEmail('hal') }] },
    },
  });
  expect(created.statusCode, created.body).toBe(201);
  const group = created.json().data as { id: string; hosts: { attendee_id: string }[] };
  host = { groupId: group.id, token: await hostTokenFor(t.context.db, group.hosts[0]!.attendee_id) };
  await t.settle();
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

describe('emails sent from a host link', () => {
  it('are limited per guest, even when ten are sent at once: 429 with a clear message, and the organiser is told', async () => {
    const victim = await namedGuest(uniqueEmail('victim'));
    const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => send(victim, i % 2 === 0 ? 'invite' : 'send-pass')));
    const codes = answers.map((answer) => answer.statusCode);
    expect(codes.filter((code) => code === 200)).toHaveLength(3);
    expect(codes.filter((code) => code === 429)).toHaveLength(7);
    const refused = answers.find((answer) => answer.statusCode === 429)!;
    expect(refused.json()).toMatchObject({ code: 'host_send_limited', message: expect.stringContaining('organiser has been told') });
    expect(refused.headers['retry-after']).toBe('3600');

    const types = (await t.context.store.readStream(`hostgroup-${host.groupId}`)).map((event) => event.type);
    // Told once, however many sends were refused.
    expect(types.filter((type) => type === 'HostGroupSendsLimited')).toHaveLength(1);
    expect(await activity()).toContain('Hal was stopped sending emails from the host portal: more than 3 to Vic Tim in 60 minutes');
  });

  it('count per address: a second ticket given the same address gets no more', async () => {
    const address = uniqueEmail('target');
    const first = await namedGuest(address);
    for (let i = 0; i < 3; i += 1) expect((await send(first, 'invite')).statusCode).toBe(200);
    const second = await namedGuest(address.toUpperCase());
    const refused = await send(second, 'invite');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe('host_send_limited');
  });

  it("count for the whole group: once the group has sent its hour's emails, a fresh guest gets none", async () => {
    const fresh = await namedGuest(uniqueEmail('fresh'));
    // The group's window filled as forty earlier sends would have filled it.
    await t.context.db
      .insertInto('rate_limit_hits')
      .values(Array.from({ length: 40 }, () => ({ bucket: `host-send:group:${host.groupId}` })))
      .execute();
    const refused = await send(fresh, 'send-pass');
    expect(refused.statusCode).toBe(429);
    const stream = (await t.context.store.readStream(`attendee-${fresh}`)).map((event) => event.type);
    expect(stream).not.toContain('AttendeeInvited');
  });
});
