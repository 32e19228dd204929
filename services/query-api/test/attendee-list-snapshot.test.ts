import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestApp, type TestApp } from '@usher/infra/testing/test-app';
import { addGuests, createEvent, type Auth } from '@usher/infra/testing/api-helpers';

// Issue 16, section 8: the page and its total ran side by side on two
// connections and could see two moments: three rows with `meta.total: 0`.
let t: TestApp;
let owner: Auth;

beforeAll(async () => {
  t = await createTestApp(inject('pgAdminUrl'));
  owner = (await t.signUp()).auth;
});
afterAll(async () => {
  await t.close();
});

describe('one page of the guest list', () => {
  it('answers its rows and its total from the same moment, while guests are being added', async () => {
    const event = await createEvent(t, owner);
    await t.settle();
    const inconsistent: string[] = [];
    let adding = true;
    const reader = (async () => {
      let reads = 0;
      while (adding || reads < 20) {
        reads += 1;
        const response = await t.app.inject({ method: 'GET', url: `/api/v2/events/${event.uuid}/attendees?per_page=500`, headers: owner });
        // Until the projections have the new event, it is not found yet.
        if (response.statusCode === 404) continue;
        expect(response.statusCode).toBe(200);
        const body = response.json() as { data: unknown[]; meta: { total: number } };
        // A page that holds every guest (fewer than a page) must count exactly its rows.
        if (body.data.length !== body.meta.total) inconsistent.push(`${body.data.length} rows, total ${body.meta.total}`);
      }
      return reads;
    })();
    for (let round = 0; round < 40; round++) await addGuests(t, owner, event.uuid, [{ first_name: 'A' }, { first_name: 'B' }, { first_name: 'C' }]);
    await t.settle();
    adding = false;
    const reads = await reader;
    expect(reads).toBeGreaterThan(20);
    expect(inconsistent).toEqual([]);
    const last = (await t.app.inject({ method: 'GET', url: `/api/v2/events/${event.uuid}/attendees?per_page=500`, headers: owner })).json();
    expect(last.meta.total).toBe(120);
    // A page past the end: no rows, the total still counted.
    const beyond = (await t.app.inject({ method: 'GET', url: `/api/v2/events/${event.uuid}/attendees?page=9&per_page=50`, headers: owner })).json();
    expect(beyond).toMatchObject({ data: [], meta: { total: 120, page: 9, last_page: 3 } });
  });
});
