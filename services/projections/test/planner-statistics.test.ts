import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestApp, type TestApp } from '@usher/infra/testing/test-app';
import { createEvent } from '@usher/infra/testing/api-helpers';
import { PlannerStatistics } from '../src/runner/planner-statistics.ts';

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

  it('analyses a burst that ended too soon after the last analysis once the interval has passed, with no more events coming', async () => {
    await sql`create table planner_probe (id int primary key)`.execute(t.context.db);
    await sql`insert into planner_probe select generate_series(1, 1000)`.execute(t.context.db);
    const analyses = async () => {
      const { rows } = await sql<{ count: string }>`select analyze_count::text as count from pg_stat_user_tables where relname = 'planner_probe'`.execute(
        t.context.db,
      );
      return Number(rows[0]?.count ?? 0);
    };
    const statistics = new PlannerStatistics(t.context.db, ['planner_probe'], undefined, 300);
    // The first burst of 12,000 events is analysed at once; the second, right after it, only once rested.
    await statistics.afterBatch(12_000, true);
    await statistics.afterBatch(12_000, true);
    const deadline = Date.now() + 20_000;
    // Table statistics reach other sessions within a second or so of the analysis.
    while ((await analyses()) < 2 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await analyses()).toBe(2);
  }, 30_000);
});
