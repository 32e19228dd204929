import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestDatabase } from '@usher/infra/testing/test-database';
import type { DatabaseHandle } from '@usher/infra/db/database';
import { PgListener } from '@usher/infra/db/pg-listener';
import { PostgresEventStore } from '@usher/infra/eventstore/postgres-event-store';
import { systemTestMetadata } from '@usher/infra/testing/test-metadata';
import { positionOf } from '@usher/infra/eventstore/types';
import { ProjectionRunner } from '../src/runner/projection-runner.ts';
import { readCheckpoint, resetCheckpoint } from '../src/runner/checkpoints.ts';
import type { Projection } from '../src/runner/projection.ts';

// Projections that follow the same events share one reading of the log,
// each keeping its own checkpoint; one that fails leaves the others be.
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

const archived = () => ({ type: 'EventArchived', schemaVersion: 1, data: {}, metadata: systemTestMetadata() });
const restored = () => ({ type: 'EventRestored', schemaVersion: 1, data: {}, metadata: systemTestMetadata() });
const appendOne = (event: ReturnType<typeof archived>) => store.append([{ streamId: `event-${randomUUID()}`, expectedVersion: 0, events: [event] }]);

/**
 * A projection recording the streams it applied; on a stream `failOn` names it
 * fails as in a deadlock (a transient failure of its own,
 * tried again; an event a projection cannot apply is set aside instead: see
 * tests/integration/hardening/poisoned-projection.test.ts).
 */
function recorder(name: string, handles: Projection['handles'], seen: string[], failOn = new Set<string>()): Projection {
  return {
    name,
    tables: [],
    handles,
    async apply(_trx, event) {
      if (failOn.has(event.streamId)) throw Object.assign(new Error(`${name} met a deadlock applying ${event.streamId}`), { code: '40P01' });
      seen.push(event.streamId);
      return null;
    },
  };
}

async function until(condition: () => boolean, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('a runner of several projections', () => {
  it('gives each its own events, from its own checkpoint, with one reading', async () => {
    const suffix = randomUUID().slice(0, 8);
    const [both, archivedOnly] = [[] as string[], [] as string[]];
    const first = await appendOne(archived());
    // The second projection has applied the first event already (it stands further on).
    const second = recorder(`group_b_${suffix}`, ['EventArchived'], archivedOnly);
    await resetCheckpoint(database.db, second.name, { transactionId: first.events[0]!.transactionId, globalPosition: first.events[0]!.globalPosition });
    const runner = new ProjectionRunner(database.db, store, [recorder(`group_a_${suffix}`, ['EventArchived', 'EventRestored'], both), second]);
    runner.start();
    const later = await appendOne(restored());
    const last = await appendOne(archived());
    await until(() => both.length === 3 && archivedOnly.length === 1).finally(() => runner.stop());
    expect(both).toEqual([first, later, last].map((result) => result.events[0]!.streamId));
    expect(archivedOnly).toEqual([last.events[0]!.streamId]);
  });

  it('applies the parts of a batch in one transaction once their paces are known, each checkpoint moved', async () => {
    const suffix = randomUUID().slice(0, 8);
    // The transaction each projection applied each stream in.
    const transactions = { a: new Map<string, string>(), b: new Map<string, string>() };
    const noting = (name: string, into: Map<string, string>): Projection => ({
      name,
      tables: [],
      handles: ['EventArchived'],
      async apply(trx, event) {
        const { rows } = await sql<{ id: string }>`select pg_current_xact_id()::text as id`.execute(trx);
        into.set(event.streamId, rows[0]!.id);
        return null;
      },
    });
    const start = (await appendOne(restored())).events[0]!;
    for (const name of [`merged_a_${suffix}`, `merged_b_${suffix}`]) await resetCheckpoint(database.db, name, positionOf(start));
    const runner = new ProjectionRunner(database.db, store, [noting(`merged_a_${suffix}`, transactions.a), noting(`merged_b_${suffix}`, transactions.b)]);
    runner.start();
    try {
      // The first batch times each projection's pace, in a transaction of its own.
      const first = (await appendOne(archived())).events[0]!;
      await until(() => transactions.a.has(first.streamId) && transactions.b.has(first.streamId));
      expect(transactions.a.get(first.streamId)).not.toBe(transactions.b.get(first.streamId));
      const second = (await appendOne(archived())).events[0]!;
      await until(() => transactions.a.has(second.streamId) && transactions.b.has(second.streamId));
      expect(transactions.a.get(second.streamId)).toBe(transactions.b.get(second.streamId));
      for (const name of [`merged_a_${suffix}`, `merged_b_${suffix}`])
        expect((await readCheckpoint(database.db, name)).globalPosition).toBe(second.globalPosition);
    } finally {
      await runner.stop();
    }
  });

  it('lets a projection that fails carry on alone while the others keep up', async () => {
    const suffix = randomUUID().slice(0, 8);
    const [healthy, broken] = [[] as string[], [] as string[]];
    const poisonStream = `event-${randomUUID()}`;
    const failOn = new Set([poisonStream]);
    // Both start after everything the test before appended.
    const start = (await appendOne(restored())).events[0]!;
    for (const name of [`healthy_${suffix}`, `broken_${suffix}`])
      await resetCheckpoint(database.db, name, { transactionId: start.transactionId, globalPosition: start.globalPosition });
    const runner = new ProjectionRunner(database.db, store, [
      recorder(`healthy_${suffix}`, ['EventArchived'], healthy),
      recorder(`broken_${suffix}`, ['EventArchived'], broken, failOn),
    ]);
    runner.start();
    try {
      await store.append([{ streamId: poisonStream, expectedVersion: 0, events: [archived()] }]);
      const after = await appendOne(archived());
      await until(() => healthy.includes(after.events[0]!.streamId));
      expect(healthy).toEqual([poisonStream, after.events[0]!.streamId]);
      expect(broken).toEqual([]);
      // Once it can, the one that failed catches up by itself, from its own checkpoint.
      failOn.clear();
      await until(() => broken.length === 2);
      expect(broken).toEqual([poisonStream, after.events[0]!.streamId]);
      const checkpoint = await readCheckpoint(database.db, `broken_${suffix}`);
      expect(BigInt(checkpoint.globalPosition)).toBeGreaterThanOrEqual(BigInt(after.events[0]!.globalPosition));
    } finally {
      await runner.stop();
    }
  });
});
