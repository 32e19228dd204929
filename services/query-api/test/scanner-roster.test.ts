import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestApp, type TestApp } from '@usher/infra/testing/test-app';
import { addGuests, createEvent, type Auth } from '@usher/infra/testing/api-helpers';
import { passTokenFor } from '@usher/read-models/passes/guest-links';

let t: TestApp;
let owner: Auth;
let doorStaff: Auth;
let stranger: Auth;
let eventUuid: string;

const roster = (query: string, headers: Auth = doorStaff) =>
  t.app.inject({ method: 'GET', url: `/api/v2/events/${eventUuid}/scanner/roster${query}`, headers });

beforeAll(async () => {
  t = await createTestApp(inject('pgAdminUrl'));
  owner = (await t.signUp()).auth;
  stranger = (await t.signUp()).auth;
  eventUuid = (await createEvent(t, owner)).uuid;
  const email = `door-${Date.now()}@example.org`;
  expect(
    (await t.app.inject({ method: 'POST', url: `/api/v2/events/${eventUuid}/administrators`, headers: owner, payload: { email, role: 'check_in' } }))
      .statusCode,
  ).toBe(201);
  await t.settle();
  doorStaff = (await t.signUp({ email, first_name: 'Ana', last_name: 'Door' }, { verifyEmail: true })).auth;
});
afterAll(async () => {
  await t.close();
});

describe('GET /api/v2/events/{e}/scanner/roster', () => {
  it('pages through every guest in id order, with who checked in whom and the counts', async () => {
    const guests = await addGuests(
      t,
      owner,
      eventUuid,
      Array.from({ length: 5 }, (_, i) => ({ first_name: 'Guest', last_name: `${i}` })),
    );
    const scanned = await t.app.inject({
      method: 'POST',
      url: `/api/v2/events/${eventUuid}/scans`,
      headers: doorStaff,
      payload: { token: await passTokenFor(t.context.db, guests[2]!.id) },
    });
    expect(scanned.statusCode).toBe(200);
    await t.settle();

    const seen: Record<string, unknown>[] = [];
    let after = '';
    for (let pages = 0; pages < 10; pages++) {
      const response = await roster(`?limit=2${after ? `&after=${after}` : ''}`);
      expect(response.statusCode, response.body).toBe(200);
      const body = response.json();
      expect(body.meta).toMatchObject({ total: 5, checked_in: 1 });
      seen.push(...body.data);
      if (!body.meta.next_after) break;
      after = body.meta.next_after;
    }
    expect(seen.map((guest) => guest.id)).toEqual(guests.map((guest) => guest.id).sort());
    expect(seen.find((guest) => guest.id === guests[2]!.id)).toMatchObject({
      name: 'Guest 2',
      checked_in_by: 'Ana Door',
      checked_in_at: expect.any(String),
      plus_ones: 0,
      tags: [],
      seat: null,
      checkin_alert: null,
    });
    expect(seen.find((guest) => guest.id === guests[0]!.id)).toMatchObject({ checked_in_at: null, checked_in_by: null });
  });

  it("answers 404 for another organisation's event and 422 for a bad cursor", async () => {
    expect((await roster('', stranger)).statusCode).toBe(404);
    expect((await roster('?after=nope')).statusCode).toBe(422);
    expect((await roster('?limit=100000')).statusCode).toBe(422);
  });
});
