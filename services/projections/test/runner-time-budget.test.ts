import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestDatabase } from '@usher/infra/testing/test-database';
import type { DatabaseHandle } from '@usher/infra/db/database';
import { PgListener } from '@usher/infra/db/pg-listener';
import { PostgresEventStore } from '@usher/infra/eventstore/postgres-event-store';
import { positionOf } from '@usher/infra/eventstore/types';
import { systemTestMetadata } from '@usher/infra/testing/test-metadata';
import { ProjectionRunner } from '../src/runner/projection-runner.ts';
import { readCheckpoint, resetCheckpoint } from '../src/runner/checkpoints.ts';
import type { Projection } from '../src/runner/projection.ts';

// A transaction that writes holds back every reader of the log (they read
// only what committed before the oldest transaction still open). A slow
// projection must therefore apply a backlog in transactions that each fit its
// time budget, so the other projections see what comes meanwhile.
let database: DatabaseHandle;
let listener: PgListener;
let store: PostgresEventStore;

beforeAll(async () => {
  database = await createTestDatabase(inject('pgAdminUrl'), { max: 6 });
  listener = new PgListener(database.url);
  store = new PostgresEventStore(database.db, listener);
});
afterAll(async () => {
  await listener.close();
  await database.destroy();
});

const event = (type: string) => ({ type, schemaVersion: 1, data: {}, metadata: systemTestMetadata() });

async function until(condition: () => boolean | Promise<boolean>, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const BACKLOG = 300;
// Each event of the slow projection costs this much work (pg_sleep stands for it): the backlog is 6 s of it.
const WORK_SECONDS = 0.02;

describe('a slow projection', () => {
  it('applies its backlog in transactions within its budget, so another projection sees what comes meanwhile', async () => {
    const suffix = randomUUID().slice(0, 8);
    const slow = { applied: 0, transactions: 0 };
    const fast: string[] = [];
    const slowProjection: Projection = {
      name: `slow_${suffix}`,
      tables: [],
      handles: ['EventArchived'],
      async apply(trx) {
        await sql`select pg_sleep(${WORK_SECONDS})`.execute(trx);
        slow.applied += 1;
        return null;
      },
      async flush() {
        slow.transactions += 1;
      },
    };
    const fastProjection: Projection = {
      name: `fast_${suffix}`,
      tables: [],
      handles: ['EventRestored'],
      async apply(_trx, stored) {
        fast.push(stored.streamId);
        return null;
      },
    };
    const start = (await store.append([{ streamId: `event-${randomUUID()}`, expectedVersion: 0, events: [event('EventRestored')] }])).events[0]!;
    for (const projection of [slowProjection, fastProjection]) await resetCheckpoint(database.db, projection.name, positionOf(start));
    const backlog = await store.append(
      Array.from({ length: BACKLOG }, () => ({ streamId: `event-${randomUUID()}`, expectedVersion: 0, events: [event('EventArchived')] })),
    );
    const lastOfBacklog = backlog.events[backlog.events.length - 1]!;

    const runners = [new ProjectionRunner(database.db, store, slowProjection, { budgetMs: 200 }), new ProjectionRunner(database.db, store, fastProjection)];
    for (const runner of runners) runner.start();
    try {
      await until(() => slow.applied > 0);
      const meanwhile = (await store.append([{ streamId: `event-${randomUUID()}`, expectedVersion: 0, events: [event('EventRestored')] }])).events[0]!;
      await until(() => fast.includes(meanwhile.streamId));
      // The other projection did not wait for the whole backlog.
      const slowCheckpoint = await readCheckpoint(database.db, slowProjection.name);
      expect(BigInt(slowCheckpoint.globalPosition)).toBeLessThan(BigInt(lastOfBacklog.globalPosition));

      await until(async () => (await readCheckpoint(database.db, slowProjection.name)).globalPosition === lastOfBacklog.globalPosition);
      expect(slow.applied).toBe(BACKLOG);
      // Cut by its pace: a transaction holds about 100 ms of work (half the budget), not all 6 s of it.
      expect(slow.transactions).toBeGreaterThan(BACKLOG / 20);
    } finally {
      for (const runner of runners) await runner.stop();
    }
  }, 120_000);
});
