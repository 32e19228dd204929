import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestApp, type TestApp } from '@usher/infra/testing/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp(inject('pgAdminUrl'));
});
afterAll(async () => {
  await t.close();
});

async function eventWithGuest(auth: { authorization: string }) {
  const event = await t.app.inject({
    method: 'POST',
    url: '/api/v2/events',
    headers: auth,
    payload: { name: 'Gala', starts_date: '2099-01-01', starts_time: '19:00' },
  });
  const uuid = event.json().data.uuid as string;
  const added = await t.app.inject({
    method: 'POST',
    url: `/api/v2/events/${uuid}/attendees`,
    headers: auth,
    payload: { members: [{ first_name: 'John', last_name: 'Smith' }] },
  });
  return { uuid, guestId: added.json().data[0].id as string };
}

describe('check-in', () => {
  it('checks a guest in once; a second check-in is a 409 that appends nothing', async () => {
    const { auth } = await t.signUp();
    const { uuid, guestId } = await eventWithGuest(auth);
    const first = await t.app.inject({ method: 'GET', url: `/api/v2/events/attendees/${guestId}/check-in`, headers: auth });
    expect(first.statusCode).toBe(200);
    expect(first.json().data.checked_in).toBe(true);
    const before = await t.context.store.readStream(`attendee-${guestId}`);
    const second = await t.app.inject({ method: 'POST', url: `/api/v2/events/attendees/${guestId}/check-in`, headers: auth });
    expect(second.statusCode).toBe(409);
    expect(second.json().code).toBe('already_checked_in');
    expect(await t.context.store.readStream(`attendee-${guestId}`)).toHaveLength(before.length);
    await t.settle();
    const stats = await t.app.inject({ method: 'GET', url: `/api/v2/events/${uuid}/attendees/stats`, headers: auth });
    expect(stats.json().data).toMatchObject({ total_individuals: 1, checked_in: 1, not_checked_in: 0 });
  });

  it("answers with the guest's tags as they are now, though the tag catalogue changed since the last answer", async () => {
    const { auth } = await t.signUp();
    const { uuid, guestId } = await eventWithGuest(auth);
    const other = (
      await t.app.inject({
        method: 'POST',
        url: `/api/v2/events/${uuid}/attendees`,
        headers: auth,
        payload: { members: [{ first_name: 'Jane', last_name: 'Doe' }] },
      })
    ).json().data[0].id as string;
    const tag = (
      await t.app.inject({ method: 'POST', url: `/api/v2/events/${uuid}/attendee-tags/add`, headers: auth, payload: { name: 'VIP', color: '#2D4CD7' } })
    ).json().data.id as string;
    await t.app.inject({
      method: 'PUT',
      url: `/api/v2/events/${uuid}/attendees-bulk/add-tags`,
      headers: auth,
      payload: { attendees: [guestId, other], tags: [tag] },
    });
    const first = await t.app.inject({ method: 'POST', url: `/api/v2/events/attendees/${guestId}/check-in`, headers: auth });
    expect(first.json().data.tags).toEqual(['VIP']);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: `/api/v2/events/attendee-tags/${tag}/update`,
          headers: auth,
          payload: { name: 'Very Important', color: '#2D4CD7' },
        })
      ).statusCode,
    ).toBe(200);
    const second = await t.app.inject({ method: 'POST', url: `/api/v2/events/attendees/${other}/check-in`, headers: auth });
    expect(second.json().data.tags).toEqual(['Very Important']);
  });

  it('answers a repeated Idempotency-Key with the first result', async () => {
    const { auth } = await t.signUp();
    const { guestId } = await eventWithGuest(auth);
    const headers = { ...auth, 'idempotency-key': 'scan-1' };
    const first = await t.app.inject({ method: 'POST', url: `/api/v2/events/attendees/${guestId}/check-in`, headers });
    const again = await t.app.inject({ method: 'POST', url: `/api/v2/events/attendees/${guestId}/check-in`, headers });
    expect(first.statusCode).toBe(200);
    expect(again.statusCode).toBe(200);
    expect(again.json().data.checked_in).toBe(true);
    expect(await t.context.store.readStream(`attendee-${guestId}`)).toHaveLength(2);
  });

  it('ten identical check-ins at once, keyed or not, answer 200 or 409 and append one check-in (grouped appends and reads)', async () => {
    const { auth } = await t.signUp();
    for (const key of [null, 'scan-at-once']) {
      const { guestId } = await eventWithGuest(auth);
      const headers = key ? { ...auth, 'idempotency-key': key } : auth;
      const answers = await Promise.all(
        Array.from({ length: 10 }, () => t.app.inject({ method: 'POST', url: `/api/v2/events/attendees/${guestId}/check-in`, headers })),
      );
      const statuses = answers.map((answer) => answer.statusCode);
      expect(
        statuses.every((status) => status === 200 || status === 409),
        statuses.join(','),
      ).toBe(true);
      expect(statuses).toContain(200);
      const stream = await t.context.store.readStream(`attendee-${guestId}`);
      expect(stream.filter((event) => event.type === 'AttendeeCheckedIn')).toHaveLength(1);
    }
  });

  it("answers 404 for another organisation's guest", async () => {
    const owner = await t.signUp();
    const stranger = await t.signUp();
    const { guestId } = await eventWithGuest(owner.auth);
    const response = await t.app.inject({ method: 'POST', url: `/api/v2/events/attendees/${guestId}/check-in`, headers: stranger.auth });
    expect(response.statusCode).toBe(404);
  });

  it('needs the CSRF header when the session cookie authenticates, even on the GET route', async () => {
    const { token } = await t.signUp();
    const owner = { authorization: `Bearer ${token}` };
    const { guestId } = await eventWithGuest(owner);
    const cookie = `usher_session=${token}`;
    const refused = await t.app.inject({ method: 'GET', url: `/api/v2/events/attendees/${guestId}/check-in`, headers: { cookie } });
    expect(refused.statusCode).toBe(403);
    const csrf = await t.app.inject({ method: 'GET', url: '/api/csrf-cookie', headers: { cookie } });
    const xsrf = csrf.cookies.find((c) => c.name === 'XSRF-TOKEN')!.value;
    const allowed = await t.app.inject({ method: 'GET', url: `/api/v2/events/attendees/${guestId}/check-in`, headers: { cookie, 'x-xsrf-token': xsrf } });
    expect(allowed.statusCode).toBe(200);
  });
});
