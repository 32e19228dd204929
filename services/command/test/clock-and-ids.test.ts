import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestApp, type TestApp } from '@usher/infra/testing/test-app';
import { MovableClock } from '@usher/infra/testing/movable-clock';
import { createEvent, type Auth } from '@usher/infra/testing/api-helpers';
import { hostTokenFor } from '@usher/infra/http/host-links';

// The services' time and new ids come from their context: here a clock the test moves and
// ids it can predict, so a deadline passes without anyone waiting for it.
const clock = new MovableClock('2030-06-01T08:00:00Z');
let issued = 0;
const ids = {
  uuid: () => `00000000-0000-4000-8000-${String(++issued).padStart(12, '0')}`,
  timeOrderedUuid: () => `00000000-0000-7000-8000-${String(++issued).padStart(12, '0')}`,
};

let t: TestApp;
let owner: Auth;
let eventUuid: string;

beforeAll(async () => {
  t = await createTestApp(inject('pgAdminUrl'), { clock, ids });
  owner = (await t.signUp({ first_name: 'Olive', last_name: 'Organiser' })).auth;
  eventUuid = (await createEvent(t, owner, { name: 'Harbour Gala', timezone: 'Europe/Brussels' })).uuid;
});
afterAll(async () => {
  await t.close();
});

describe('the clock and the id generator of the service context', () => {
  it('give new aggregates the ids the context makes', async () => {
    expect(eventUuid).toMatch(/^00000000-0000-4000-8000-\d{12}$/);
    const tag = await t.app.inject({ method: 'POST', url: `/api/v2/events/${eventUuid}/attendee-tags/add`, headers: owner, payload: { name: 'VIP' } });
    expect(tag.statusCode, tag.body).toBe(201);
    expect(tag.json().data.id).toBe(`00000000-0000-4000-8000-${String(issued).padStart(12, '0')}`);
    const guests = await t.app.inject({
      method: 'POST',
      url: `/api/v2/events/${eventUuid}/attendees`,
      headers: owner,
      payload: { members: [{ first_name: 'Gus' }] },
    });
    expect(guests.statusCode, guests.body).toBe(201);
    expect(guests.json().data[0].id).toBe(`00000000-0000-7000-8000-${String(issued).padStart(12, '0')}`);
  });

  it("close a host's access when the context's clock passes host_access_till on the event's wall clock", async () => {
    // 12:00 in Brussels in June is 10:00 UTC; the clock stands at 08:00 UTC.
    const created = await t.app.inject({
      method: 'POST',
      url: `/api/v2/events/${eventUuid}/host-group/add`,
      headers: owner,
      payload: {
        name: 'Acme',
        experience_type: 'go',
        total_tickets: 2,
        host_access_till: '2030-06-01 12:00',
        hosts: { created: [{ first_name: 'Hal', email: 'hal@hosts.test' }] },
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const { id: groupId, hosts } = created.json().data as { id: string; hosts: { attendee_id: string }[] };
    expect(groupId).toMatch(/^00000000-0000-4000-8000-/);
    const portal = `/api/v2/host-portal/${await hostTokenFor(t.context.db, hosts[0]!.attendee_id)}/groups/${groupId}`;
    await t.settle();

    const before = await t.app.inject({ method: 'GET', url: portal });
    expect(before.statusCode, before.body).toBe(200);
    expect(before.json().data.access).toEqual({ open: true, message: null });
    const [first, second] = (await t.app.inject({ method: 'GET', url: `${portal}/guests` })).json().data as { id: string }[];
    const named = await t.app.inject({ method: 'POST', url: `${portal}/guests/${first!.id}/name`, payload: { first_name: 'Nina', email: 'nina@hosts.test' } });
    expect(named.statusCode, named.body).toBe(200);

    clock.advance(2.5 * 60 * 60 * 1000); // 10:30 UTC, 12:30 in Brussels

    const after = await t.app.inject({ method: 'GET', url: portal });
    expect(after.json().data.access).toEqual({
      open: false,
      message: 'Your access to this group ended on June 1, 2030 at 12:00 PM. You can still see your guests.',
    });
    const refused = await t.app.inject({
      method: 'POST',
      url: `${portal}/guests/${second!.id}/name`,
      payload: { first_name: 'Late', email: 'late@hosts.test' },
    });
    expect(refused.statusCode, refused.body).toBe(403);
    expect(refused.json().code).toBe('host_access_ended');
  });
});
