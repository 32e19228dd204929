import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestApp, type TestApp } from '@usher/infra/testing/test-app';
import { addGuests, createEvent, type Auth } from '@usher/infra/testing/api-helpers';

let t: TestApp;
let owner: Auth;
let stranger: Auth;
let eventUuid: string;
let otherEventUuid: string;
let guestId: string;
let colleague: Auth;
let colleagueAdministratorId: string;

type Headers = Auth | Record<string, never>;
const call = (method: 'GET' | 'POST' | 'PUT', url: string, headers: Headers, payload?: object) =>
  t.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload }) });
const invite = (event: string, email: string, role: string, headers: Headers = owner) =>
  call('POST', `/api/v2/events/${event}/administrators`, headers, { email, role });
const setRole = (id: string, role: string, headers: Headers = owner) => call('POST', `/api/v2/events/administrators/${id}/set-role`, headers, { role });

beforeAll(async () => {
  t = await createTestApp(inject('pgAdminUrl'));
  owner = (await t.signUp()).auth;
  stranger = (await t.signUp()).auth;
  eventUuid = (await createEvent(t, owner)).uuid;
  otherEventUuid = (await createEvent(t, owner)).uuid;
  guestId = (await addGuests(t, owner, eventUuid, [{ first_name: 'Ana', email: 'ana@example.org' }]))[0]!.id;
  // Invited by address before they have an account: they join the owner's organisation on signing up.
  const invited = await invite(eventUuid, 'Colleague@Example.org', 'viewer');
  expect(invited.statusCode).toBe(201);
  expect(invited.json().data).toMatchObject({ email: 'colleague@example.org', role: 'viewer', is_pending: true });
  colleagueAdministratorId = invited.json().data.id;
  await t.settle();
  colleague = (await t.signUp({ email: 'colleague@example.org' }, { verifyEmail: true })).auth;
  await t.settle();
});
afterAll(async () => {
  await t.close();
});

/** What the colleague may do, as status codes: reads, then writes. */
async function colleagueCan() {
  const read = async (url: string) => (await call('GET', url, colleague)).statusCode;
  return {
    event: await read(`/api/v2/events/${eventUuid}`),
    guests: await read(`/api/v2/events/${eventUuid}/attendees`),
    guest: await read(`/api/v2/attendees/${guestId}`),
    export: await read(`/api/v2/events/${eventUuid}/attendees/export?format=csv`),
    history: await read(`/api/v2/events/attendees/${guestId}/history`),
    addGuest: (await call('POST', `/api/v2/events/${eventUuid}/attendees`, colleague, { members: [{ first_name: 'New' }] })).statusCode,
    editGuest: (await call('PUT', `/api/v2/events/attendees/${guestId}`, colleague, { first_name: 'Changed' })).statusCode,
    bulkRsvp: (await call('PUT', `/api/v2/events/${eventUuid}/attendees-bulk/set-rsvp`, colleague, { attendees: [guestId], rsvp: true })).statusCode,
    editEvent: (await call('PUT', `/api/v2/events/${eventUuid}`, colleague, { name: 'Renamed' })).statusCode,
    checkIn: (await call('POST', `/api/v2/events/attendees/${guestId}/check-in`, colleague)).statusCode,
    undoCheckIn: (await call('POST', `/api/v2/events/attendees/${guestId}/undo-check-in`, colleague)).statusCode,
  };
}

describe('event roles', () => {
  it('lets a viewer read everything and change nothing (403), and says so in the event permissions', async () => {
    const event = await call('GET', `/api/v2/events/${eventUuid}`, colleague);
    expect(event.json().data).toMatchObject({ role: 'viewer', permissions: { view: true, edit: false } });
    expect(await colleagueCan()).toEqual({
      event: 200,
      guests: 200,
      guest: 200,
      export: 200,
      history: 200,
      addGuest: 403,
      editGuest: 403,
      bulkRsvp: 403,
      editEvent: 403,
      checkIn: 403,
      undoCheckIn: 403,
    });
    const permissions = await call('GET', `/api/v2/events/${eventUuid}/permissions`, colleague);
    expect(permissions.json().data).toEqual({ role: 'viewer', role_label: 'Viewer', view: true, edit: false, check_in: false });
  });

  it('gives someone invited to one event no access to the organisation’s other events', async () => {
    expect((await call('GET', `/api/v2/events/${otherEventUuid}`, colleague)).statusCode).toBe(403);
    expect((await call('GET', `/api/v2/events/${otherEventUuid}/attendees`, colleague)).statusCode).toBe(403);
    const list = await call('GET', '/api/v2/events', colleague);
    expect(list.json().data.map((e: { uuid: string }) => e.uuid)).toEqual([eventUuid]);
  });

  it('lets door staff find guests and check them in, and nothing else', async () => {
    expect((await setRole(colleagueAdministratorId, 'check_in')).statusCode).toBe(200);
    await t.settle();
    expect(await colleagueCan()).toEqual({
      event: 200,
      guests: 200,
      guest: 200,
      export: 403,
      history: 403,
      addGuest: 403,
      editGuest: 403,
      bulkRsvp: 403,
      editEvent: 403,
      checkIn: 200,
      undoCheckIn: 200,
    });
  });

  it('lets an editor change the event, and takes everything away from an inactive member', async () => {
    await setRole(colleagueAdministratorId, 'editor');
    await t.settle();
    const editor = await colleagueCan();
    expect(editor).toMatchObject({ addGuest: 201, editGuest: 200, bulkRsvp: 200, editEvent: 200, checkIn: 200, export: 200 });

    await setRole(colleagueAdministratorId, 'inactive');
    await t.settle();
    expect(await colleagueCan()).toEqual({
      event: 403,
      guests: 403,
      guest: 403,
      export: 403,
      history: 403,
      addGuest: 403,
      editGuest: 403,
      bulkRsvp: 403,
      editEvent: 403,
      checkIn: 403,
      undoCheckIn: 403,
    });
    expect((await call('GET', '/api/v2/events', colleague)).json().data).toEqual([]);
  });

  it('lists the organisation’s people with their role on the event, pending invitations included', async () => {
    await invite(eventUuid, 'later@example.org', 'check_in_with_floorplan');
    await t.settle();
    const list = await call('GET', `/api/v2/events/${eventUuid}/administrators`, owner);
    expect(list.statusCode).toBe(200);
    const rows = list.json().data as { email: string; role: string; role_label: string; is_pending: boolean }[];
    expect(rows.map(({ email, role, role_label, is_pending }) => ({ email, role, role_label, is_pending }))).toEqual([
      { email: expect.stringContaining('@example.com'), role: 'editor', role_label: 'Editor', is_pending: false },
      { email: 'colleague@example.org', role: 'inactive', role_label: "Don't have access", is_pending: false },
      { email: 'later@example.org', role: 'check_in_with_floorplan', role_label: 'Check-in with Floorplan', is_pending: true },
    ]);
  });

  it('lets only editors of the organisation create events: a viewer gets 403 and a clear reason, the creator edits their event', async () => {
    const refused = await call('POST', '/api/v2/events', colleague, { name: 'My own', starts_date: '2099-02-01', starts_time: '18:00' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('Your role does not allow you to create events in this organisation.');
    expect((await call('GET', '/api/auth/business', colleague)).json().data.may_create_events).toBe(false);
    const created = await call('POST', '/api/v2/events', owner, { name: 'My own', starts_date: '2099-02-01', starts_time: '18:00' });
    expect(created.statusCode).toBe(201);
    await t.settle();
    const own = await call('GET', `/api/v2/events/${created.json().data.uuid}`, owner);
    expect(own.json().data.permissions).toEqual({ view: true, edit: true, check_in: true });
  });

  it('refuses bad input with 422 and changes nothing, and hides whether an address has an account elsewhere', async () => {
    expect((await invite(eventUuid, 'not-an-email', 'viewer')).json().errors).toHaveProperty('email');
    expect((await invite(eventUuid, 'someone@example.org', 'owner')).statusCode).toBe(422);
    expect((await invite(eventUuid, 'later@example.org', 'viewer')).json().errors.email).toEqual(['This person is on the event team already.']);
    const strangerEmail = (await call('GET', '/api/auth/business', stranger)).json().data.email;
    // An account of another organisation is not revealed: it is invited like any unknown address (address-attachment tests).
    expect((await invite(eventUuid, strangerEmail, 'viewer')).json().data).toMatchObject({ user_id: null, is_pending: true });
    expect((await setRole(colleagueAdministratorId, 'boss')).statusCode).toBe(422);
  });

  it('answers 401 without credentials and 404 for another organisation', async () => {
    expect((await invite(eventUuid, 'x@example.org', 'viewer', {})).statusCode).toBe(401);
    expect((await setRole(colleagueAdministratorId, 'viewer', {})).statusCode).toBe(401);
    expect((await call('GET', `/api/v2/events/${eventUuid}/administrators`, {})).statusCode).toBe(401);
    expect((await invite(eventUuid, 'x@example.org', 'viewer', stranger)).statusCode).toBe(404);
    expect((await setRole(colleagueAdministratorId, 'editor', stranger)).statusCode).toBe(404);
    expect((await setRole('00000000-0000-4000-8000-000000000000', 'editor')).statusCode).toBe(404);
    expect((await call('GET', `/api/v2/events/${eventUuid}/administrators`, stranger)).statusCode).toBe(404);
    expect((await call('GET', `/api/v2/events/${eventUuid}/permissions`, stranger)).statusCode).toBe(404);
  });
});
