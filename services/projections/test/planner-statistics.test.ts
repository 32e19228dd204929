import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestApp, type TestApp } from '@usher/infra/testing/test-app';
import { createEvent } from '@usher/infra/testing/api-helpers';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp(inject('pgAdminUrl'));
});
afterAll(async () => {
  await t.close();
});

async function analysedAt(): Promise<Date | null> {
  const { rows } = await sql<{ last_analyze: Date | null }>`select last_analyze from pg_stat_user_tables where relname = 'rm_attendees'`.execute(t.context.db);
  return rows[0]?.last_analyze ?? null;
}

describe('planner statistics after a bulk load', () => {
  it('analyses the guest list once a burst of more than 10,000 guests has been projected', async () => {
    const { auth } = await t.signUp();
    const event = await createEvent(t, auth);
    expect(await analysedAt()).toBeNull();
    // Bursts whose batches are all full: the runner must still notice the burst is over.
    for (let i = 0; i < 11_000; i += 1000) {
      const members = Array.from({ length: 1000 }, (_, k) => ({ first_name: `Guest ${i + k}` }));
      const added = await t.app.inject({ method: 'POST', url: `/api/v2/events/${event.uuid}/attendees`, headers: auth, payload: { members } });
      expect(added.statusCode).toBe(201);
    }
    await t.settle();
    // The analysis runs after the burst, beside the runner: on a loaded machine it can take a while.
    const deadline = Date.now() + 60_000;
    while (!(await analysedAt()) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await analysedAt()).not.toBeNull();
  }, 120_000);
});
