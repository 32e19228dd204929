import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '@usher/infra/testing/test-app';
import { addGuests, createEvent, type Auth } from '@usher/infra/testing/api-helpers';
import { passTokenFor } from '@usher/read-models/passes/guest-links';
import { scopeRequiredFor } from '@usher/infra/http/api-token-scopes';

let t: TestApp;
let owner: Auth;
let ownerName: string;
let doorStaff: Auth;
let viewer: Auth;
let stranger: Auth;
let eventUuid: string;
let otherEventUuid: string;

const scan = (body: object, headers: Auth & Record<string, string> = doorStaff, event = eventUuid) =>
  t.app.inject({ method: 'POST', url: `/api/v2/events/${event}/scans`, headers, payload: body });

const checkInEventsOf = async (guestId: string) =>
  (await t.context.store.readStream(`attendee-${guestId}`)).filter((event) => event.type === 'AttendeeCheckedIn');

/** A colleague in the owner's organisation with this role on the event. */
async function colleagueWithRole(role: string, first_name: string): Promise<Auth> {
  const email = `${role}-${Date.now()}@example.org`;
  const invited = await t.app.inject({ method: 'POST', url: `/api/v2/events/${eventUuid}/administrators`, headers: owner, payload: { email, role } });
  expect(invited.statusCode, invited.body).toBe(201);
  await t.settle();
  const { auth } = await t.signUp({ email, first_name, last_name: 'Door' }, { verifyEmail: true });
  await t.settle();
  return auth;
}

beforeAll(async () => {
  t = await createTestApp(inject('pgAdminUrl'));
  const signedUp = await t.signUp({ first_name: 'Olga', last_name: 'Owner' });
  owner = signedUp.auth;
  ownerName = 'Olga Owner';
  stranger = (await t.signUp()).auth;
  eventUuid = (await createEvent(t, owner)).uuid;
  otherEventUuid = (await createEvent(t, owner)).uuid;
  doorStaff = await colleagueWithRole('check_in', 'Ana');
  viewer = await colleagueWithRole('viewer', 'Vic');
});
afterAll(async () => {
  await t.close();
});

describe('POST /api/v2/events/{e}/scans', () => {
  it('checks a pass holder in and answers their card: name, plus-ones, tags, check-in alert', async () => {
    const [guest] = await addGuests(t, owner, eventUuid, [{ first_name: 'John', last_name: 'Smith' }]);
    await addGuests(t, owner, eventUuid, [{ first_name: 'Plus', last_name: 'One', parent_attendee_id: guest!.id }]);
    const tag = await t.app.inject({ method: 'POST', url: `/api/v2/events/${eventUuid}/attendee-tags/add`, headers: owner, payload: { name: 'VIP' } });
    expect(tag.statusCode, tag.body).toBe(201);
    const tagged = await t.app.inject({
      method: 'PUT',
      url: `/api/v2/events/${eventUuid}/attendees-bulk/add-tags`,
      headers: owner,
      payload: { attendees: [guest!.id], tags: [tag.json().data.id] },
    });
    expect(tagged.statusCode, tagged.body).toBe(200);
    const ownerId = (await t.app.inject({ method: 'GET', url: '/api/auth/business', headers: owner })).json();
    const alertUserId = (ownerId.data ?? ownerId).id as string;
    const alert = await t.app.inject({
      method: 'POST',
      url: `/api/v2/events/${eventUuid}/attendees/checkin-alert`,
      headers: owner,
      payload: { attendees: [guest!.id], users: [alertUserId] },
    });
    expect(alert.statusCode, alert.body).toBe(200);
    await t.settle();

    const response = await scan({ token: await passTokenFor(t.context.db, guest!.id) });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({
      id: guest!.id,
      name: 'John Smith',
      plus_ones: 1,
      tickets: 2,
      tags: ['VIP'],
      checkin_alert: `Check-in alert: let ${ownerName} know this guest has arrived.`,
      seat: null,
      checked_in_by: 'Ana Door',
    });
    expect(response.json().data.checked_in_at).toEqual(expect.any(String));
    expect(await checkInEventsOf(guest!.id)).toHaveLength(1);
    // The pass is a party's: its main guest (in now) and the plus-one, whom the door may admit next.
    const party = response.json().data.party as { id: string; name: string; is_main_guest: boolean; checked_in_at: string | null }[];
    expect(party.map((member) => [member.name, member.is_main_guest, member.checked_in_at !== null])).toEqual([
      ['John Smith', true, true],
      ['Plus One', false, false],
    ]);
    const plusOne = party[1]!.id;
    // The party's other members come from the guest list, which follows the log a moment later.
    await t.settle();
    const admitted = await scan({ attendee_id: plusOne });
    expect(admitted.statusCode, admitted.body).toBe(200);
    expect(admitted.json().data).toMatchObject({ id: plusOne, name: 'Plus One', party_of: guest!.id });
    expect(admitted.json().data.party.map((member: { name: string; checked_in_at: string | null }) => [member.name, member.checked_in_at !== null])).toEqual([
      ['John Smith', true],
      ['Plus One', true],
    ]);
    expect(await checkInEventsOf(plusOne)).toHaveLength(1);
  });

  it('answers already_checked_in (a 200, not an error at the door) with when and by whom, and appends nothing', async () => {
    const [guest] = await addGuests(t, owner, eventUuid, [{ first_name: 'Mary', last_name: 'Jones' }]);
    const first = await scan({ token: await passTokenFor(t.context.db, guest!.id) }, owner);
    expect(first.statusCode).toBe(200);
    const second = await scan({ token: await passTokenFor(t.context.db, guest!.id) });
    expect(second.statusCode).toBe(200);
    expect(second.json()).toMatchObject({
      outcome: 'already_checked_in',
      position: null,
      data: { name: 'Mary Jones', checked_in_by: ownerName, checked_in_at: first.json().data.checked_in_at },
    });
    expect(await checkInEventsOf(guest!.id)).toHaveLength(1);
  });

  it('answers already_checked_in with the current check-in once the read model holds it, and after an undo and a new check-in by someone else', async () => {
    const [guest] = await addGuests(t, owner, eventUuid, [{ first_name: 'Rita', last_name: 'Rescan' }]);
    const token = await passTokenFor(t.context.db, guest!.id);
    const first = await scan({ token }, owner);
    expect(first.statusCode).toBe(200);
    await t.settle();
    const second = await scan({ token });
    expect(second.statusCode).toBe(200);
    expect(second.json()).toMatchObject({
      outcome: 'already_checked_in',
      data: { name: 'Rita Rescan', checked_in_by: ownerName, checked_in_at: first.json().data.checked_in_at },
    });
    expect((await t.app.inject({ method: 'POST', url: `/api/v2/events/attendees/${guest!.id}/undo-check-in`, headers: owner })).statusCode).toBe(200);
    const again = await scan({ token });
    expect(again.json().outcome).toBe('checked_in');
    const third = await scan({ token }, owner);
    expect(third.json()).toMatchObject({ outcome: 'already_checked_in', data: { checked_in_by: 'Ana Door', checked_in_at: again.json().data.checked_in_at } });
    await t.settle();
    // The read model holds this check-in now: the answer comes without reading the stream a second time.
    const reads = vi.spyOn(t.context.store, 'readStream');
    const fourth = await scan({ token }, owner);
    expect(reads).not.toHaveBeenCalled();
    reads.mockRestore();
    expect(fourth.json()).toMatchObject({ data: { checked_in_by: 'Ana Door', checked_in_at: again.json().data.checked_in_at } });
  });

  it('replays the first answer for a repeated Idempotency-Key and appends nothing', async () => {
    const [guest] = await addGuests(t, owner, eventUuid, [{ first_name: 'Ida', last_name: 'Empotent' }]);
    const headers = { ...doorStaff, 'idempotency-key': 'scan-key-1' };
    const token = await passTokenFor(t.context.db, guest!.id);
    const first = await scan({ token }, headers);
    const again = await scan({ token }, headers);
    expect(first.statusCode).toBe(200);
    expect(again.statusCode).toBe(200);
    expect(again.json().data).toEqual(first.json().data);
    expect(await checkInEventsOf(guest!.id)).toHaveLength(1);
    // Another key for the same guest is a new scan: the guest is in already.
    expect((await scan({ token }, { ...doorStaff, 'idempotency-key': 'scan-key-2' })).json().outcome).toBe('already_checked_in');
    // Even once the check-in is undone, the first key replays its answer and checks no one in again.
    expect((await t.app.inject({ method: 'POST', url: `/api/v2/events/attendees/${guest!.id}/undo-check-in`, headers: owner })).statusCode).toBe(200);
    const replay = await scan({ token }, headers);
    expect(replay.statusCode).toBe(200);
    expect(replay.json().data).toEqual(first.json().data);
    expect(await checkInEventsOf(guest!.id)).toHaveLength(1);
  });

  it('checks in a guest picked by the search fallback (attendee_id)', async () => {
    const [guest] = await addGuests(t, owner, eventUuid, [{ first_name: 'Sam', last_name: 'Search' }]);
    const search = await t.app.inject({ method: 'GET', url: `/api/v2/events/${eventUuid}/attendees?search=sam%20search`, headers: doorStaff });
    await t.settle();
    expect(search.statusCode, search.body).toBe(200);
    const response = await scan({ attendee_id: guest!.id });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data.name).toBe('Sam Search');
  });

  it('answers 404 not_on_this_event for a forged or unknown token and for a pass of another event', async () => {
    const [guest] = await addGuests(t, owner, eventUuid, [{ first_name: 'Real', last_name: 'Guest' }]);
    const [elsewhere] = await addGuests(t, owner, otherEventUuid, [{ first_name: 'Other', last_name: 'Event' }]);
    const token = await passTokenFor(t.context.db, guest!.id);
    const forged = `${token.slice(0, -4)}${token.endsWith('AAAA') ? 'BBBB' : 'AAAA'}`;
    for (const body of [
      { token: forged },
      { token: 'not a pass' },
      { token: await passTokenFor(t.context.db, elsewhere!.id) },
      { attendee_id: elsewhere!.id },
      { attendee_id: 'nope' },
    ]) {
      const response = await scan(body);
      expect(response.statusCode, JSON.stringify(body)).toBe(404);
      expect(response.json().code).toBe('not_on_this_event');
    }
    expect(await checkInEventsOf(guest!.id)).toHaveLength(0);
    expect(await checkInEventsOf(elsewhere!.id)).toHaveLength(0);
  });

  it('answers 422 when neither a token nor a guest is given', async () => {
    const response = await scan({});
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ message: 'Token is required.', errors: { token: ['Token is required.'] } });
  });

  it('lets check-in roles scan; a viewer is 403, another organisation 404, nobody 401', async () => {
    const [guest] = await addGuests(t, owner, eventUuid, [{ first_name: 'Role', last_name: 'Matrix' }]);
    const token = await passTokenFor(t.context.db, guest!.id);
    expect((await scan({ token }, viewer)).statusCode).toBe(403);
    expect((await scan({ token }, stranger)).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'POST', url: `/api/v2/events/${eventUuid}/scans`, payload: { token } })).statusCode).toBe(401);
    expect(await checkInEventsOf(guest!.id)).toHaveLength(0);
    const floorplanStaff = await colleagueWithRole('check_in_with_floorplan', 'Flo');
    expect((await scan({ token }, floorplanStaff)).statusCode).toBe(200);
  });

  it('is a guest write for API tokens (a turnstile integration), and the roster a guest read', () => {
    expect(scopeRequiredFor('/api/v2/events/:e/scans', true)).toBe('guests:write');
    expect(scopeRequiredFor('/api/v2/events/:e/scanner/roster', false)).toBe('guests:read');
  });

  it('undo from the result card works for door staff', async () => {
    const [guest] = await addGuests(t, owner, eventUuid, [{ first_name: 'Undo', last_name: 'Me' }]);
    const token = await passTokenFor(t.context.db, guest!.id);
    expect((await scan({ token })).statusCode).toBe(200);
    const undo = await t.app.inject({
      method: 'POST',
      url: `/api/v2/events/attendees/${guest!.id}/undo-check-in`,
      headers: { ...doorStaff, 'idempotency-key': 'undo-1' },
    });
    expect(undo.statusCode, undo.body).toBe(200);
    expect((await scan({ token })).json().outcome).toBe('checked_in');
    expect(await checkInEventsOf(guest!.id)).toHaveLength(2);
  });
});

describe('twenty scanners at once', () => {
  it('append exactly one AttendeeCheckedIn per guest; every other answer is already_checked_in', async () => {
    const guests = await addGuests(
      t,
      owner,
      eventUuid,
      Array.from({ length: 30 }, (_, i) => ({ first_name: 'Crowd', last_name: `${i}` })),
    );
    const tokens = await Promise.all(guests.map((guest) => passTokenFor(t.context.db, guest.id)));
    // Each scanner walks the same 30 guests from its own starting point, so every guest is scanned 20 times, all at once.
    const scans = Array.from({ length: 20 }, (_, scanner) => tokens.map((_, i) => tokens[(i + scanner) % tokens.length]!)).flat();
    const responses = await Promise.all(scans.map((token, i) => scan({ token }, { ...doorStaff, 'idempotency-key': `crowd-${i}` })));
    expect(responses.every((response) => response.statusCode === 200)).toBe(true);
    const outcomes = responses.map((response) => response.json().outcome);
    expect(outcomes.filter((outcome) => outcome === 'checked_in')).toHaveLength(guests.length);
    expect(outcomes.filter((outcome) => outcome === 'already_checked_in')).toHaveLength(scans.length - guests.length);
    for (const guest of guests) expect(await checkInEventsOf(guest.id)).toHaveLength(1);
    // Every scanner sends its scans again with the same keys, all at once (the keys stored and looked up in groups):
    // a scan that checked someone in replays its first answer, the others are still already_checked_in.
    const replays = await Promise.all(scans.map((token, i) => scan({ token }, { ...doorStaff, 'idempotency-key': `crowd-${i}` })));
    replays.forEach((replay, i) => {
      expect(replay.statusCode).toBe(200);
      if (outcomes[i] === 'checked_in') expect(replay.json()).toMatchObject({ outcome: 'checked_in', data: responses[i]!.json().data });
      else expect(replay.json().outcome).toBe('already_checked_in');
    });
    for (const guest of guests) expect(await checkInEventsOf(guest.id)).toHaveLength(1);
  });
});
