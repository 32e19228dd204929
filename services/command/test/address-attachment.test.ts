import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestApp, type TestApp } from '@usher/infra/testing/test-app';
import { addGuests, createEvent, type Auth } from '@usher/infra/testing/api-helpers';

/**
 * Issue 16, section 4: signing up with the address of someone invited to an
 * event's team joined the inviting organisation at once and read its guests'
 * emails; signing up with a PRO host's address opened that host's portal.
 * Each way an address opens something (a team invitation, a share link, a
 * PRO host group) now waits until the account proved the address.
 */
let t: TestApp;
let owner: Auth;
let eventUuid: string;
let secondEventUuid: string;

type Headers = Auth | Record<string, never>;
const call = (method: 'GET' | 'POST' | 'PUT', url: string, headers: Headers, payload?: object) =>
  t.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload }) });
const invite = (event: string, email: string, role: string) => call('POST', `/api/v2/events/${event}/administrators`, owner, { email, role });
const administratorRow = (event: string, email: string) =>
  t.context.db.selectFrom('rm_event_administrators').selectAll().where('event_uuid', '=', event).where('email', '=', email).executeTakeFirstOrThrow();

beforeAll(async () => {
  t = await createTestApp(inject('pgAdminUrl'));
  await t.signUp({ first_name: 'Ivy', last_name: 'Instance' });
  owner = (await t.signUp({ first_name: 'Olive', last_name: 'Owner' })).auth;
  eventUuid = (await createEvent(t, owner, { name: 'Gala' })).uuid;
  secondEventUuid = (await createEvent(t, owner, { name: 'Second' })).uuid;
  await addGuests(t, owner, eventUuid, [{ first_name: 'Gus', email: 'gus@guests.example' }]);
  await t.settle();
});
afterAll(async () => {
  await t.close();
});

describe('a team invitation attaches only to a proved address', () => {
  it('an account signed up with an invited address sees nothing of the organisation until it enters the code; then it joins as invited', async () => {
    expect((await invite(eventUuid, 'invited@team.example', 'viewer')).statusCode).toBe(201);
    await t.settle();
    const invited = await t.signUp({ email: 'invited@team.example' });
    const business = await call('GET', '/api/auth/business', invited.auth);
    expect(business.json().data).toMatchObject({ email_verified: false, email_verification_required: true });

    // The finding: the guests' emails were readable at once. Now every door answers 403 email_unverified.
    for (const [method, url] of [
      ['GET', `/api/v2/events/${eventUuid}/attendees`],
      ['GET', `/api/v2/events/${eventUuid}`],
      ['GET', '/api/v2/events'],
      ['GET', `/api/v2/events/${eventUuid}/attendees/export?format=csv`],
      ['POST', '/api/v2/events'],
    ] as const) {
      const response = await call(method, url, invited.auth, method === 'POST' ? { name: 'Mine', starts_date: '2099-01-01', starts_time: '19:00' } : undefined);
      expect(response.statusCode, `${method} ${url}`).toBe(403);
      expect(response.json().code).toBe('email_unverified');
    }
    await t.settle();
    expect((await administratorRow(eventUuid, 'invited@team.example')).user_id).toBeNull();
    // The organiser's team screen says so: still pending, not a member with the role.
    const teamBefore = (await call('GET', `/api/v2/events/${eventUuid}/administrators`, owner)).json().data as {
      email: string;
      is_pending: boolean;
      role: string;
    }[];
    expect(teamBefore.filter((member) => member.email === 'invited@team.example')).toEqual([
      expect.objectContaining({ is_pending: false, role: 'inactive' }),
      expect.objectContaining({ is_pending: true, role: 'viewer' }),
    ]);

    // A further invitation to the unproved colleague waits by address too.
    const second = await invite(secondEventUuid, 'invited@team.example', 'editor');
    expect(second.json().data).toMatchObject({ user_id: null, is_pending: true });

    await t.verifyEmail(invited);
    await t.settle();
    const guests = await call('GET', `/api/v2/events/${eventUuid}/attendees`, invited.auth);
    expect(guests.statusCode, guests.body).toBe(200);
    expect(JSON.stringify(guests.json())).toContain('gus@guests.example');
    expect((await call('GET', `/api/v2/events/${eventUuid}/permissions`, invited.auth)).json().data).toMatchObject({ role: 'viewer', edit: false });
    expect((await call('GET', `/api/v2/events/${secondEventUuid}/permissions`, invited.auth)).json().data).toMatchObject({ role: 'editor', edit: true });
    expect((await administratorRow(eventUuid, 'invited@team.example')).user_id).toBe(invited.user.id);
    expect((await administratorRow(secondEventUuid, 'invited@team.example')).user_id).toBe(invited.user.id);
    const teamAfter = (await call('GET', `/api/v2/events/${eventUuid}/administrators`, owner)).json().data as {
      email: string;
      is_pending: boolean;
      role: string;
    }[];
    expect(teamAfter.filter((member) => member.email === 'invited@team.example')).toEqual([
      expect.objectContaining({ is_pending: false, role: 'viewer', user_id: invited.user.id }),
    ]);
  });

  it('an account that joined by share link proves its address before it sees the event', async () => {
    const { code } = (await call('GET', `/api/v2/events/${eventUuid}/share/link?role=viewer`, owner)).json().data;
    const joiner = await t.signUp({ email: 'joiner@team.example', share: { event_uuid: eventUuid, code } });
    const refused = await call('GET', `/api/v2/events/${eventUuid}/attendees`, joiner.auth);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('email_unverified');
    await t.verifyEmail(joiner);
    await t.settle();
    expect((await call('GET', `/api/v2/events/${eventUuid}/attendees`, joiner.auth)).statusCode).toBe(200);
  });
});

describe('a PRO host group opens only to a proved address', () => {
  it("an account with the host's address sees no group and cannot act until it enters the code", async () => {
    const added = await call('POST', `/api/v2/events/${eventUuid}/host-group/add`, owner, {
      name: 'Partners',
      experience_type: 'pro',
      total_tickets: 2,
      hosts: { created: [{ first_name: 'Pat', email: 'pat@hosts.example' }] },
    });
    expect(added.statusCode, added.body).toBe(201);
    const groupId = added.json().data.id as string;
    await t.settle();
    const pro = await t.signUp({ first_name: 'Pat', last_name: 'Pro', email: 'pat@hosts.example' });
    // A founder of their own organisation: it works at once, but the host's address opens nothing yet.
    expect((await call('GET', '/api/auth/business', pro.auth)).json().data).toMatchObject({ email_verified: false, email_verification_required: false });
    for (const url of [
      '/api/v2/events/host-group/all-by-user',
      '/api/v2/host-portal/me/groups',
      `/api/v2/host-portal/me/groups/${groupId}`,
      `/api/v2/host-portal/me/groups/${groupId}/guests`,
    ]) {
      const response = await call('GET', url, pro.auth);
      expect(response.statusCode, url).toBe(403);
      expect(response.json().code).toBe('email_unverified');
    }
    const tickets = await t.context.db.selectFrom('rm_attendees').select('id').where('host_group_id', '=', groupId).execute();
    const naming = await call('POST', `/api/v2/host-portal/me/groups/${groupId}/guests/${tickets[0]!.id}/name`, pro.auth, { first_name: 'Quinn' });
    expect(naming.statusCode).toBe(403);
    expect(naming.json().code).toBe('email_unverified');
    expect((await call('GET', `/api/v2/events/host-group/${groupId}/redirect`, pro.auth)).statusCode).toBe(404);

    await t.verifyEmail(pro);
    const groups = await call('GET', '/api/v2/events/host-group/all-by-user', pro.auth);
    expect(groups.statusCode, groups.body).toBe(200);
    expect(groups.json().groups.map((group: { id: string }) => group.id)).toEqual([groupId]);
    const named = await call('POST', `/api/v2/host-portal/me/groups/${groupId}/guests/${tickets[0]!.id}/name`, pro.auth, { first_name: 'Quinn' });
    expect(named.statusCode, named.body).toBe(200);
    // Still their own organisation: the organiser's event stays out of reach.
    expect((await call('GET', `/api/v2/events/${eventUuid}/attendees`, pro.auth)).statusCode).toBe(404);
  });
});

describe('inviting an address answers the same whether or not it has an account elsewhere', () => {
  it('gives the same status and body shape for an account of another organisation as for an unknown address', async () => {
    await t.signUp({ first_name: 'Elsa', last_name: 'Elsewhere', email: 'elsewhere@other.example' });
    const known = await invite(eventUuid, 'elsewhere@other.example', 'viewer');
    const unknown = await invite(eventUuid, 'nobody@other.example', 'viewer');
    expect(known.statusCode).toBe(unknown.statusCode);
    expect(known.statusCode).toBe(201);
    const shape = (body: { data: Record<string, unknown> }) => ({ ...body.data, id: 'id', email: 'email' });
    expect(shape(known.json())).toEqual(shape(unknown.json()));
    expect(known.json().data).toMatchObject({ user_id: null, is_pending: true });
    expect(Object.keys(known.headers).sort()).toEqual(Object.keys(unknown.headers).sort());
  });
});
