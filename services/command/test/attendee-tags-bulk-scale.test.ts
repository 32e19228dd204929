import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestApp, type TestApp } from '@usher/infra/testing/test-app';
import { addGuests, createEvent, type Auth } from '@usher/infra/testing/api-helpers';

// A file of its own: the 100,000 events it appends would hold up other tests' projections.
let t: TestApp;
let owner: Auth;

beforeAll(async () => {
  t = await createTestApp(inject('pgAdminUrl'), { projections: false });
  owner = (await t.signUp()).auth;
});
afterAll(async () => {
  await t.close();
});

const put = (url: string, payload: object) => t.app.inject({ method: 'PUT', url, headers: owner, payload });

describe('PUT /api/v2/events/{e}/attendees-bulk/add-tags at scale', () => {
  // Timings depend on the machine: the figure is printed beside bulk RSVP's on the same guests, not asserted.
  it('tags 50,000 guests in one transaction, one event each, through the same path as bulk RSVP', async () => {
    const event = await createEvent(t, owner);
    const tag = await t.app.inject({ method: 'POST', url: `/api/v2/events/${event.uuid}/attendee-tags/add`, headers: owner, payload: { name: 'VIP' } });
    const vip = tag.json().data.id as string;
    const ids: string[] = [];
    for (let batch = 0; batch < 50; batch++) {
      const guests = await addGuests(t, owner, event.uuid, Array.from({ length: 1000 }, (_, index) => ({ first_name: `G${batch}-${index}` })));
      ids.push(...guests.map((guest) => guest.id));
    }
    const timed = async (url: string, payload: object) => {
      const started = performance.now();
      const response = await put(url, payload);
      expect(response.statusCode, response.body).toBe(200);
      return { body: response.json(), ms: Math.round(performance.now() - started) };
    };
    const tagging = await timed(`/api/v2/events/${event.uuid}/attendees-bulk/add-tags`, { attendees: ids, tags: [vip] });
    expect(tagging.body.data.updated).toBe(50_000);
    const rsvp = await timed(`/api/v2/events/${event.uuid}/attendees-bulk/set-rsvp`, { attendees: ids, rsvp: true });
    console.info(`bulk add-tags on 50,000 guests: ${tagging.ms} ms; bulk set-rsvp on the same guests: ${rsvp.ms} ms`);

    const appended = await sql<{ events: number; transactions: number }>`
      select count(*)::int as events, count(distinct transaction_id)::int as transactions
      from es_events where type = 'AttendeeTagsAdded' and data->>'event_uuid' = ${event.uuid}`.execute(t.context.db);
    expect(appended.rows[0]).toEqual({ events: 50_000, transactions: 1 });
  }, 300_000);
});
