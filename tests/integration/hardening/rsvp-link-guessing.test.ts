import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestApp, type TestApp } from '@usher/infra/testing/test-app';
import { addGuests, createEvent, getJson, type Auth } from '@usher/infra/testing/api-helpers';

// Guests at one venue share its Wi-Fi's address: their own good RSVP links must
// never be refused, however many of them open; only bad links are counted.
let t: TestApp;
let owner: Auth;

beforeAll(async () => {
  t = await createTestApp(inject('pgAdminUrl'));
  owner = (await t.signUp()).auth;
});
afterAll(async () => {
  await t.close();
});

describe('the public RSVP link from one address', () => {
  it('opens every good link however often, and refuses only bad links past twenty a minute', async () => {
    const event = await createEvent(t, owner, { is_rsvp: true });
    const [guest] = await addGuests(t, owner, event.uuid, [{ first_name: 'Ada', email: 'ada@example.com' }]);
    const links = await getJson(t, owner, `/api/v2/events/${event.uuid}/attendees/${guest!.id}/invitation-links`);
    const token = String(links.data.rsvp_link).split('/rsvp/')[1]!;
    const statuses = new Set<number>();
    // More than the old limit of 60 a minute for every request.
    for (let i = 0; i < 70; i++) statuses.add((await t.app.inject({ method: 'GET', url: `/api/v2/public/rsvp/${token}` })).statusCode);
    expect([...statuses]).toEqual([200]);

    const bad: number[] = [];
    for (let i = 0; i < 21; i++) bad.push((await t.app.inject({ method: 'GET', url: `/api/v2/public/rsvp/not-a-link-${i}` })).statusCode);
    expect(bad.slice(0, 20).every((status) => status === 404)).toBe(true);
    expect(bad[20]).toBe(429);
    // The good link still opens, and answers, from the same address.
    expect((await t.app.inject({ method: 'GET', url: `/api/v2/public/rsvp/${token}` })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'POST', url: `/api/v2/public/rsvp/${token}`, payload: { is_attending: true } })).statusCode).toBe(200);
  });
});
