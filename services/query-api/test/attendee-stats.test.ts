import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestApp, type TestApp } from '@usher/infra/testing/test-app';
import { addGuests, createEvent, statsOf, type Auth } from '@usher/infra/testing/api-helpers';

let t: TestApp;
let owner: Auth;
let stranger: Auth;

beforeAll(async () => {
  t = await createTestApp(inject('pgAdminUrl'));
  owner = (await t.signUp()).auth;
  stranger = (await t.signUp()).auth;
});
afterAll(async () => {
  await t.close();
});

const ZERO = {
  total_individuals: 0,
  rsvp_pending: 0,
  rsvp_yes: 0,
  rsvp_no: 0,
  approval_pending: 0,
  approval_yes: 0,
  approval_no: 0,
  checked_in: 0,
  not_checked_in: 0,
  invited: 0,
  rsvped: 0,
  forfeited: 0,
  not_forfeited: 0,
  accounts: 0,
  no_accounts: 0,
  total_seats: 0,
  total_seated: 0,
  total_unseated: 0,
  invitation_bounced: 0,
  waitlisted: 0,
  offered: 0,
};
// The complements of a group of guests with no account, seat or refusal.
const plain = (n: number) => ({ total_individuals: n, not_forfeited: n, no_accounts: n, total_unseated: n, not_checked_in: n });
const stats = (eventUuid: string, headers: Auth | Record<string, never> = owner) =>
  t.app.inject({ method: 'GET', url: `/api/v2/events/${eventUuid}/attendees/stats`, headers });

describe('GET /api/v2/events/{e}/attendees/stats', () => {
  it('answers zeros for an event without guests', async () => {
    const event = await createEvent(t, owner);
    await t.settle();
    const response = await stats(event.uuid);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: ZERO });
  });

  it('counts every status of the guests, plus-ones included, and follows each change', async () => {
    const event = await createEvent(t, owner);
    const [ana, bob, cy] = await addGuests(t, owner, event.uuid, [{ first_name: 'Ana' }, { first_name: 'Bob' }, { first_name: 'Cy' }]);
    await addGuests(t, owner, event.uuid, [{ first_name: 'Plus', parent_attendee_id: ana!.id }]);
    await t.settle();
    expect(await statsOf(t, owner, event.uuid)).toEqual({ ...ZERO, ...plain(4), rsvp_pending: 4, approval_yes: 4 });

    const put = (id: string, route: string, payload: Record<string, unknown>) =>
      t.app.inject({ method: 'PUT', url: `/api/v2/events/attendees/${id}/${route}`, headers: owner, payload });
    await put(ana!.id, 'rsvp', { rsvp: true });
    await put(bob!.id, 'rsvp', { rsvp: false });
    await put(bob!.id, 'approval', { approval: false });
    await put(cy!.id, 'approval', { approval: null });
    await t.app.inject({ method: 'POST', url: `/api/v2/events/attendees/${ana!.id}/check-in`, headers: owner });
    await t.settle();
    expect(await statsOf(t, owner, event.uuid)).toEqual({
      ...ZERO,
      ...plain(4),
      rsvped: 2,
      forfeited: 1,
      not_forfeited: 3,
      total_individuals: 4,
      rsvp_pending: 2,
      rsvp_yes: 1,
      rsvp_no: 1,
      approval_pending: 1,
      approval_yes: 2,
      approval_no: 1,
      checked_in: 1,
      not_checked_in: 3,
    });
  });

  it("speaks one vocabulary: each counter's key, and the spec's filter names, filter the guests that counter counts", async () => {
    const event = await createEvent(t, owner);
    const [ana, bob, cy] = await addGuests(t, owner, event.uuid, [
      { first_name: 'Ana', email: 'ana@example.org' },
      { first_name: 'Bob' },
      { first_name: 'Cy' },
    ]);
    await addGuests(t, owner, event.uuid, [{ first_name: 'Plus', parent_attendee_id: ana!.id }]);
    const put = (id: string, route: string, payload: Record<string, unknown>) =>
      t.app.inject({ method: 'PUT', url: `/api/v2/events/attendees/${id}/${route}`, headers: owner, payload });
    await put(ana!.id, 'rsvp', { rsvp: true });
    await put(bob!.id, 'approval', { approval: false });
    await put(cy!.id, 'approval', { approval: null });
    await put(ana!.id, 'resend-invitation', {});
    await t.app.inject({ method: 'POST', url: `/api/v2/events/attendees/${ana!.id}/check-in`, headers: owner });
    await t.settle();
    const counters = await statsOf(t, owner, event.uuid);
    const listed = async (filter: string) => {
      const response = await t.app.inject({ method: 'GET', url: `/api/v2/events/${event.uuid}/attendees?filter=${filter}`, headers: owner });
      expect(response.statusCode, `${filter}: ${response.body}`).toBe(200);
      return response.json().meta.total as number;
    };
    // total_seats counts seats of the plan, not guests.
    for (const key of Object.keys(counters).filter((name) => name !== 'total_seats')) expect([key, await listed(key)]).toEqual([key, counters[key]]);
    expect(counters.invited).toBe(1);
    expect(await listed('is_invited')).toBe(1);
    expect(await listed('has_account')).toBe(counters.accounts);
    expect(await listed('approval_approved')).toBe(counters.approval_yes);
    expect((await t.app.inject({ method: 'GET', url: `/api/v2/events/${event.uuid}/attendees?filter=is_nonsense`, headers: owner })).statusCode).toBe(422);
  });

  it("counts a guest whose latest invitation bounced, as the list's filter finds them", async () => {
    const event = await createEvent(t, owner);
    const other = await createEvent(t, owner);
    const [bounced, resent, refused, neverInvited] = await addGuests(t, owner, event.uuid, [
      { first_name: 'Bounced' },
      { first_name: 'Resent' },
      { first_name: 'Refused' },
      { first_name: 'Never' },
    ]);
    const [elsewhere] = await addGuests(t, owner, other.uuid, [{ first_name: 'Elsewhere' }]);
    await t.settle();
    // Invitation messages as the engine records them: a guest's latest decides, communications' messages do not count.
    const message = (attendeeId: string, eventUuid: string, status: string, minute: number, notification: string | null = 'invitation') =>
      sql`insert into rm_outbound_messages (id, event_uuid, attendee_id, email, round, status, status_at, due_at, version, created_at, updated_at, notification)
          values (gen_random_uuid(), ${eventUuid}, ${attendeeId}, 'guest@example.com', 1, ${status}, now(), now(), 1,
                  ${`2026-06-01T10:${String(minute).padStart(2, '0')}:00Z`}, now(), ${notification})`.execute(t.context.db);
    await message(bounced!.id, event.uuid, 'undelivered', 1);
    await message(resent!.id, event.uuid, 'failed', 1);
    await message(resent!.id, event.uuid, 'delivered', 2);
    await message(refused!.id, event.uuid, 'sent', 1);
    await message(refused!.id, event.uuid, 'error', 3);
    await message(neverInvited!.id, event.uuid, 'failed', 4, null);
    await message(elsewhere!.id, other.uuid, 'failed', 1);
    const listed = await t.app.inject({ method: 'GET', url: `/api/v2/events/${event.uuid}/attendees?filter=invitation_bounced`, headers: owner });
    expect(listed.json().meta.total).toBe(2);
    expect((await statsOf(t, owner, event.uuid)).invitation_bounced).toBe(2);
    expect((await statsOf(t, owner, other.uuid)).invitation_bounced).toBe(1);
  });

  it('answers 401 without credentials', async () => {
    const event = await createEvent(t, owner);
    await t.settle();
    expect((await stats(event.uuid, {})).statusCode).toBe(401);
  });

  it("answers 404 for another organisation's event and for an unknown one", async () => {
    const event = await createEvent(t, owner);
    await t.settle();
    expect((await stats(event.uuid, stranger)).statusCode).toBe(404);
    expect((await stats('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
  });
});
