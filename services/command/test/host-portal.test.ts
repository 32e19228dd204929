import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestApp, type TestApp } from '@usher/infra/testing/test-app';
import { startTestSmtpServer, type TestSmtpServer } from '@usher/infra/testing/test-smtp-server';
import { createEvent, type Auth } from '@usher/infra/testing/api-helpers';
import { hostTokenFor } from '@usher/infra/http/host-links';

const APP_URL = 'http://usher.test';
let t: TestApp;
let smtp: TestSmtpServer;
let owner: Auth;
let eventUuid: string;

type Headers = Auth | Record<string, string>;
const call = (method: 'GET' | 'POST' | 'PUT', url: string, headers: Headers = {}, payload?: object) =>
  t.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload }) });

let mails = 0;
const uniqueEmail = (name: string) => `${name.toLowerCase()}-${++mails}-${Date.now()}@hosts.test`;

/** A group made by the organiser through the API, with one host; returns the group and its host. */
async function createGroup(body: Record<string, unknown>, host: { first_name: string; email: string }) {
  const response = await call('POST', `/api/v2/events/${eventUuid}/host-group/add`, owner, { total_tickets: 3, ...body, hosts: { created: [host] } });
  expect(response.statusCode, response.body).toBe(201);
  const data = response.json().data as { id: string; hosts: { attendee_id: string }[] };
  return { groupId: data.id, hostId: data.hosts[0]!.attendee_id };
}

const portal = (host: string, groupId: string) => `/api/v2/host-portal/${host}/groups/${groupId}`;

async function guestsOf(host: string, groupId: string, headers: Headers = {}, query = '') {
  const response = await call('GET', `${portal(host, groupId)}/guests${query}`, headers);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as {
    data: { id: string; full_name: string; is_placeholder: boolean; email: string | null; checked_in: boolean; is_invited: boolean }[];
    meta: { total: number };
  };
}

let go: { groupId: string; hostId: string; token: string; hostEmail: string };
let other: { groupId: string; hostId: string; token: string };

beforeAll(async () => {
  smtp = await startTestSmtpServer();
  Object.assign(process.env, smtp.env, { APP_URL });
  t = await createTestApp(inject('pgAdminUrl'));
  owner = (await t.signUp({ first_name: 'Olive', last_name: 'Organiser' })).auth;
  eventUuid = (await createEvent(t, owner, { name: 'Harbour Gala', timezone: 'Europe/Brussels' })).uuid;
  const hostEmail = uniqueEmail('Hal');
  const acme = await createGroup({ name: 'Acme', experience_type: 'go', is_email_required: true }, { first_name: 'Hal', email: hostEmail });
  go = { ...acme, token: await hostTokenFor(t.context.db, acme.hostId), hostEmail };
  const beta = await createGroup({ name: 'Beta', experience_type: 'go', total_tickets: 1 }, { first_name: 'Bea', email: uniqueEmail('Bea') });
  other = { ...beta, token: await hostTokenFor(t.context.db, beta.hostId) };
  await t.settle();
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

describe('GO host: the personal link is the credential', () => {
  it('sees only its own group, with the event, the deadline and the ticket counters', async () => {
    const list = await call('GET', `/api/v2/host-portal/${go.token}/groups`);
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().groups.map((g: { name: string }) => g.name)).toEqual(['Acme']);

    const group = await call('GET', portal(go.token, go.groupId));
    expect(group.statusCode, group.body).toBe(200);
    expect(group.json().data).toMatchObject({
      id: go.groupId,
      name: 'Acme',
      event: { uuid: eventUuid, name: 'Harbour Gala', timezone: 'Europe/Brussels' },
      host: { id: go.hostId, first_name: 'Hal' },
      host_access_till: null,
      access: { open: true, message: null },
      settings: { is_email_required: true },
      tickets: { allocated: 3, named: 0, placeholders: 3 },
    });

    const guests = await guestsOf(go.token, go.groupId);
    expect(guests.meta.total).toBe(3);
    expect(guests.data.every((g) => g.is_placeholder && g.full_name === 'Guest Of Acme')).toBe(true);
    // The host is not one of their own guests.
    expect(guests.data.map((g) => g.id)).not.toContain(go.hostId);
  });

  it("answers 404 for another host's group and for a bad or forged link, and 401 for 'me' without an account", async () => {
    expect((await call('GET', portal(go.token, other.groupId))).statusCode).toBe(404);
    expect((await call('GET', `${portal(go.token, other.groupId)}/guests`)).statusCode).toBe(404);
    const forged = `${go.hostId}_${'A'.repeat(43)}`;
    const bad = await call('GET', `/api/v2/host-portal/${forged}/groups`);
    expect(bad.statusCode).toBe(404);
    expect(bad.json().code).toBe('host_link_not_found');
    expect((await call('GET', portal('not-a-token', go.groupId))).statusCode).toBe(404);
    expect((await call('POST', `${portal(forged, go.groupId)}/guests/${go.hostId}/name`, {}, { first_name: 'X' })).statusCode).toBe(404);
    expect((await call('GET', '/api/v2/host-portal/me/groups')).statusCode).toBe(401);
  });

  it('refuses bad links from an address that keeps guessing (429 from the 21st), while good links from the same address still work', async () => {
    // Hosts at a venue share its Wi-Fi's address: one guesser there must not shut them all out.
    const guesser = '203.0.113.40';
    const forged = `${go.hostId}_${'B'.repeat(43)}`;
    const statuses: number[] = [];
    for (let i = 0; i < 22; i++) {
      const response = await t.app.inject({
        method: 'POST',
        url: `${portal(forged, go.groupId)}/guests/${go.hostId}/name`,
        remoteAddress: guesser,
        payload: { first_name: 'X' },
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, 20).every((status) => status === 404)).toBe(true);
    expect(statuses.slice(20)).toEqual([429, 429]);
    // The good link reaches its group: the empty name is what it is refused for (422), not the address.
    const placeholder = (await guestsOf(go.token, go.groupId)).data.find((guest) => guest.is_placeholder)!;
    const good = await t.app.inject({
      method: 'POST',
      url: `${portal(go.token, go.groupId)}/guests/${placeholder.id}/name`,
      remoteAddress: guesser,
      payload: { first_name: '' },
    });
    expect(good.statusCode, good.body).toBe(422);
  });

  it('names a placeholder: it becomes a real ticket, recorded with the host link as actor', async () => {
    const placeholder = (await guestsOf(go.token, go.groupId)).data[0]!;
    const email = uniqueEmail('Nina');
    const named = await call(
      'POST',
      `${portal(go.token, go.groupId)}/guests/${placeholder.id}/name`,
      {},
      { first_name: 'Nina', last_name: 'Named', email, phone_number: '' },
    );
    expect(named.statusCode, named.body).toBe(200);
    expect(named.json().data).toMatchObject({ id: placeholder.id, full_name: 'Nina Named', email, is_placeholder: false });

    const last = (await t.context.store.readStream(`attendee-${placeholder.id}`)).at(-1)!;
    expect(last.type).toBe('AttendeeDetailsChanged');
    expect(last.metadata.actor).toEqual({ type: 'guest_link', id: go.hostId, name: 'Hal' });
    expect(last.metadata.organisation_id).not.toBeNull();

    await t.settle();
    const group = (await call('GET', portal(go.token, go.groupId))).json().data;
    expect(group.tickets).toMatchObject({ allocated: 3, named: 1, placeholders: 2 });
    const found = await guestsOf(go.token, go.groupId, {}, '?search=nina');
    expect(found.data.map((g) => g.id)).toEqual([placeholder.id]);
    // The organiser's guest list shows the real ticket too.
    const row = (await call('GET', `/api/v2/attendees/${placeholder.id}`, owner)).json().data;
    expect(row).toMatchObject({ first_name: 'Nina', last_name: 'Named' });

    // Naming it again is refused: it is a real ticket now.
    const again = await call('POST', `${portal(go.token, go.groupId)}/guests/${placeholder.id}/name`, {}, { first_name: 'Other', email: uniqueEmail('Other') });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('ticket_named');
  });

  it('checks the name with the shared rules, and the email when the group requires one (422)', async () => {
    const placeholder = (await guestsOf(go.token, go.groupId)).data.find((g) => g.is_placeholder)!;
    const response = await call(
      'POST',
      `${portal(go.token, go.groupId)}/guests/${placeholder.id}/name`,
      {},
      { first_name: '', email: '', phone_number: 'not a phone' },
    );
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toMatchObject({
      first_name: ['First name is required.'],
      email: ['Email is required.'],
      phone_number: [expect.any(String)],
    });
    const badEmail = await call('POST', `${portal(go.token, go.groupId)}/guests/${placeholder.id}/name`, {}, { first_name: 'Zed', email: 'zed@' });
    expect(badEmail.statusCode).toBe(422);
    expect(Object.keys(badEmail.json().errors)).toEqual(['email']);
  });

  it("edits a named guest, invites them (the RSVP email goes out) and sends their pass; another group's guest is 404", async () => {
    const nina = (await guestsOf(go.token, go.groupId, {}, '?search=nina')).data[0]!;
    const edited = await call('PUT', `${portal(go.token, go.groupId)}/guests/${nina.id}`, {}, { phone_number: '+1 202 555 0143' });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().data.phone_number).toBe('+12025550143');

    const invited = await call('POST', `${portal(go.token, go.groupId)}/guests/${nina.id}/invite`);
    expect(invited.statusCode, invited.body).toBe(200);
    expect(invited.json().data.is_invited).toBe(true);
    const invitation = await smtp.waitFor((m) => m.to.includes(nina.email!) && m.email.subject === 'You are invited to Harbour Gala');
    expect(invitation.email.text).toMatch(/http:\/\/usher\.test\/rsvp\/\S+/);

    const sent = await call('POST', `${portal(go.token, go.groupId)}/guests/${nina.id}/send-pass`);
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().data.pass_public_link).toMatch(/^http:\/\/usher\.test\/pass\/P1/);
    const ticket = await smtp.waitFor((m) => m.to.includes(nina.email!) && m.email.subject === 'Your ticket to Harbour Gala');
    expect(ticket.email.text).toContain(sent.json().data.pass_public_link);

    // A placeholder can not be invited; another group's ticket does not exist for this host.
    const placeholder = (await guestsOf(go.token, go.groupId)).data.find((g) => g.is_placeholder)!;
    expect((await call('POST', `${portal(go.token, go.groupId)}/guests/${placeholder.id}/invite`)).statusCode).toBe(409);
    const betaTicket = (await guestsOf(other.token, other.groupId)).data[0]!;
    expect(
      (await call('POST', `${portal(go.token, go.groupId)}/guests/${betaTicket.id}/name`, {}, { first_name: 'Sneaky', email: uniqueEmail('Sneaky') }))
        .statusCode,
    ).toBe(404);
    expect((await call('PUT', `${portal(go.token, go.groupId)}/guests/${betaTicket.id}`, {}, { first_name: 'Sneaky' })).statusCode).toBe(404);
    expect((await call('POST', `${portal(go.token, other.groupId)}/guests/${betaTicket.id}/name`, {}, { first_name: 'Sneaky' })).statusCode).toBe(404);
    // The host themself is not a guest of the group either.
    expect((await call('PUT', `${portal(go.token, go.groupId)}/guests/${go.hostId}`, {}, { first_name: 'Hal2' })).statusCode).toBe(404);
  });

  it("refuses a host's invitation while the organiser has turned invitations off (409), and says who can", async () => {
    const nina = (await guestsOf(go.token, go.groupId, {}, '?search=nina')).data[0]!;
    expect((await call('PUT', `/api/v2/events/${eventUuid}`, owner, { invites_enabled: false })).statusCode).toBe(200);
    try {
      const refused = await call('POST', `${portal(go.token, go.groupId)}/guests/${nina.id}/invite`);
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({ code: 'invitations_off', message: 'The organiser has turned invitations off for this event.' });
      // The portal knows it before the host tries: it offers no Invite and says why.
      await t.settle();
      expect((await call('GET', portal(go.token, go.groupId))).json().data.settings.is_invitations_enabled).toBe(false);
    } finally {
      expect((await call('PUT', `/api/v2/events/${eventUuid}`, owner, { invites_enabled: true })).statusCode).toBe(200);
    }
  });

  it('refuses to send passes when the organiser has not enabled it (403)', async () => {
    await call('PUT', `/api/v2/events/${eventUuid}/host-group/update`, owner, { id: other.groupId, is_sending_tickets_enabled: false });
    const ticket = (await guestsOf(other.token, other.groupId)).data[0]!;
    const named = await call('POST', `${portal(other.token, other.groupId)}/guests/${ticket.id}/name`, {}, { first_name: 'Pia', email: uniqueEmail('Pia') });
    expect(named.statusCode, named.body).toBe(200);
    const refused = await call('POST', `${portal(other.token, other.groupId)}/guests/${ticket.id}/send-pass`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('sending_tickets_disabled');
  });

  it("after host_access_till (the event's time) writes answer 403 host_access_ended and reads still answer", async () => {
    const updated = await call('PUT', `/api/v2/events/${eventUuid}/host-group/update`, owner, { id: go.groupId, host_access_till: '2020-01-01 10:00' });
    expect(updated.statusCode, updated.body).toBe(200);
    const message = 'Your access to this group ended on January 1, 2020 at 10:00 AM. You can still see your guests.';
    const placeholder = (await guestsOf(go.token, go.groupId)).data.find((g) => g.is_placeholder)!;
    const write = await call('POST', `${portal(go.token, go.groupId)}/guests/${placeholder.id}/name`, {}, { first_name: 'Late', email: uniqueEmail('Late') });
    expect(write.statusCode).toBe(403);
    expect(write.json()).toMatchObject({ code: 'host_access_ended', message });

    await t.settle();
    const read = await call('GET', portal(go.token, go.groupId));
    expect(read.statusCode).toBe(200);
    expect(read.json().data).toMatchObject({ host_access_till: '2020-01-01 10:00:00', access: { open: false, message } });
    expect((await guestsOf(go.token, go.groupId)).meta.total).toBe(3);

    // A deadline still ahead on the event's clock reopens it.
    await call('PUT', `/api/v2/events/${eventUuid}/host-group/update`, owner, { id: go.groupId, host_access_till: '2099-01-01 10:00' });
    const reopened = await call(
      'POST',
      `${portal(go.token, go.groupId)}/guests/${placeholder.id}/name`,
      {},
      { first_name: 'Early', email: uniqueEmail('Early') },
    );
    expect(reopened.statusCode, reopened.body).toBe(200);
  });
});

describe('PRO host: signs in with an Usher account', () => {
  let pro: { groupId: string; hostId: string; token: string; email: string };

  beforeAll(async () => {
    const email = uniqueEmail('Pat');
    const group = await createGroup({ name: 'Partners', experience_type: 'pro', total_tickets: 2 }, { first_name: 'Pat', email });
    pro = { ...group, token: await hostTokenFor(t.context.db, group.hostId), email };
    await t.settle();
  });

  it('the sign-in link names the host and the address their account must use', async () => {
    const response = await call('GET', `/api/v2/host-portal/links/${pro.token}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toEqual({ first_name: 'Pat', last_name: '', email: pro.email, event_name: 'Harbour Gala', experience_type: 'pro' });
    expect((await call('GET', `/api/v2/host-portal/links/${pro.hostId}_${'B'.repeat(43)}`)).statusCode).toBe(404);
    // The link alone does not open a PRO group: the account does.
    expect((await call('GET', portal(pro.token, pro.groupId))).statusCode).toBe(404);
  });

  it('an account with the host’s email sees its groups (all-by-user), names a ticket as itself, and sees nothing else of the organiser', async () => {
    const { auth, user } = await t.signUp({ first_name: 'Pat', last_name: 'Pro', email: pro.email }, { verifyEmail: true });
    const all = await call('GET', '/api/v2/events/host-group/all-by-user', auth);
    expect(all.statusCode, all.body).toBe(200);
    expect(all.json().groups.map((g: { id: string }) => g.id)).toEqual([pro.groupId]);

    const placeholder = (await guestsOf('me', pro.groupId, auth)).data[0]!;
    const named = await call('POST', `${portal('me', pro.groupId)}/guests/${placeholder.id}/name`, auth, { first_name: 'Quinn' });
    expect(named.statusCode, named.body).toBe(200);
    const last = (await t.context.store.readStream(`attendee-${placeholder.id}`)).at(-1)!;
    expect(last.metadata.actor).toMatchObject({ type: 'user', id: user.id });
    expect(last.metadata.event_uuid).toBe(eventUuid);
    // The tenant is the organiser's organisation, not the host's own.
    const organiser = (await t.context.store.readStream(`event-${eventUuid}`))[0]!.metadata.organisation_id;
    expect(last.metadata.organisation_id).toBe(organiser);

    // Their own organisation: the organiser's event and guests stay out of reach.
    expect((await call('GET', `/api/v2/events/${eventUuid}/attendees`, auth)).statusCode).toBe(404);
    const events = (await call('GET', '/api/v2/events', auth)).json();
    expect(JSON.stringify(events)).not.toContain(eventUuid);
    // Nor does the account open a GO group, or another host's group.
    expect((await call('GET', portal('me', go.groupId), auth)).statusCode).toBe(404);
  });

  it('an account hosting several groups sees each with its own ticket counters, as the single group answers them', async () => {
    const email = uniqueEmail('Max');
    const big = await createGroup({ name: 'Many Tickets', experience_type: 'pro', total_tickets: 4 }, { first_name: 'Max', email });
    const empty = await createGroup({ name: 'No Tickets', experience_type: 'pro', total_tickets: 0 }, { first_name: 'Max', email });
    await t.settle();
    const { auth } = await t.signUp({ first_name: 'Max', last_name: 'Multi', email }, { verifyEmail: true });
    const all = await call('GET', '/api/v2/events/host-group/all-by-user', auth);
    expect(all.statusCode, all.body).toBe(200);
    const groups = all.json().groups as { id: string; tickets: Record<string, number> }[];
    expect(groups.map((g) => g.id).sort()).toEqual([big.groupId, empty.groupId].sort());
    expect(groups.find((g) => g.id === big.groupId)!.tickets).toEqual({ allocated: 4, named: 0, placeholders: 4, attending: 0, checked_in: 0 });
    expect(groups.find((g) => g.id === empty.groupId)!.tickets).toEqual({ allocated: 0, named: 0, placeholders: 0, attending: 0, checked_in: 0 });
    for (const group of groups) expect((await call('GET', portal('me', group.id), auth)).json().data).toEqual(group);
  });

  it('any other account sees no group', async () => {
    const { auth } = await t.signUp({}, { verifyEmail: true });
    expect((await call('GET', '/api/v2/events/host-group/all-by-user', auth)).json().groups).toEqual([]);
    expect((await call('GET', portal('me', pro.groupId), auth)).statusCode).toBe(404);
    expect((await call('POST', `${portal('me', pro.groupId)}/guests/${pro.hostId}/name`, auth, { first_name: 'X' })).statusCode).toBe(404);
    expect((await call('GET', '/api/v2/events/host-group/all-by-user')).statusCode).toBe(401);
  });
});

describe('API documentation', () => {
  it('describes the portal routes in the OpenAPI document', async () => {
    const paths = (await call('GET', '/api/docs/json')).json().paths as Record<string, Record<string, unknown>>;
    expect(Object.keys(paths['/api/v2/host-portal/{host}/groups/{groupId}/guests'] ?? {})).toContain('get');
    expect(Object.keys(paths['/api/v2/host-portal/{host}/groups/{groupId}/guests/{id}/name'] ?? {})).toContain('post');
    expect(Object.keys(paths['/api/v2/host-portal/{host}/groups/{groupId}/guests/{id}/send-pass'] ?? {})).toContain('post');
    expect(Object.keys(paths['/api/v2/events/host-group/all-by-user'] ?? {})).toContain('get');
  });
});
