import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestApp, type TestApp } from '@usher/infra/testing/test-app';
import { createEvent } from '@usher/infra/testing/api-helpers';
import { LOG_START } from '@usher/infra/eventstore/types';
import { CATALOGUE_TYPES } from '../src/time-travel/replay-event-until.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp(inject('pgAdminUrl'));
});
afterAll(async () => {
  await t.close();
});

async function catalogueIndexScans(): Promise<number> {
  const { rows } = await sql<{ scans: string }>`
    select idx_scan::text as scans from pg_stat_user_indexes where indexrelname = 'es_events_event_catalogue'`.execute(t.context.db);
  return Number(rows[0]?.scans ?? 0);
}

describe("a past view's catalogue read", () => {
  it('has an index holding every type the past view reads as its catalogue', async () => {
    const { rows } = await sql<{ predicate: string }>`
      select pg_get_expr(i.indpred, i.indrelid) as predicate
      from pg_index i join pg_class c on c.oid = i.indexrelid
      where c.relname = 'es_events_event_catalogue'`.execute(t.context.db);
    const indexed = new Set([...(rows[0]?.predicate ?? '').matchAll(/'([A-Za-z]+)'::text/g)].map((match) => match[1]));
    // A type the replay reads but the index lacks makes the planner pass the index by: every event of the event is fetched again.
    expect(CATALOGUE_TYPES.filter((type) => !indexed.has(type))).toEqual([]);
  });

  it('walks that index, not the whole event, when the statistics predate a large import', async () => {
    const { auth } = await t.signUp();
    const event = await createEvent(t, auth);
    // The statistics of a log that held little more than the event's catalogue.
    await sql`analyze es_events`.execute(t.context.db);
    await sql`alter table es_events set (autovacuum_enabled = false)`.execute(t.context.db);
    try {
      for (let i = 0; i < 5000; i += 1000) {
        const members = Array.from({ length: 1000 }, (_, k) => ({ first_name: `Guest ${i + k}` }));
        const added = await t.app.inject({ method: 'POST', url: `/api/v2/events/${event.uuid}/attendees`, headers: auth, payload: { members } });
        expect(added.statusCode).toBe(201);
      }
      const before = await catalogueIndexScans();
      const { events } = await t.context.store.readAll(LOG_START, 10_000, { types: CATALOGUE_TYPES, eventUuid: event.uuid });
      expect(events.length).toBeGreaterThan(0);
      expect(events.every((stored) => CATALOGUE_TYPES.includes(stored.type))).toBe(true);
      // A backend reports its index scans within a second or so of its statement.
      const deadline = Date.now() + 15_000;
      while ((await catalogueIndexScans()) === before && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
      expect(await catalogueIndexScans()).toBeGreaterThan(before);
    } finally {
      await sql`alter table es_events reset (autovacuum_enabled)`.execute(t.context.db);
    }
  }, 120_000);
});
