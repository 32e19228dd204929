import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestDatabase } from '@usher/infra/testing/test-database';
import { connectDatabase, type DatabaseHandle } from '@usher/infra/db/database';
import { PgListener } from '@usher/infra/db/pg-listener';
import { PostgresEventStore } from '@usher/infra/eventstore/postgres-event-store';
import { ProjectionRunner } from '../src/runner/projection-runner.ts';
import type { Projection } from '../src/runner/projection.ts';

// Two "processes": each its own pool, listener and store over one database.
let database: DatabaseHandle;
let second: DatabaseHandle;
const listeners: PgListener[] = [];

beforeAll(async () => {
  database = await createTestDatabase(inject('pgAdminUrl'), { max: 3 });
  second = connectDatabase(database.url, { max: 3 });
});
afterAll(async () => {
  for (const listener of listeners) await listener.close();
  await second.destroy();
  await database.destroy();
});

function startProcess(handle: DatabaseHandle, applied: string[], name: string) {
  const listener = new PgListener(database.url);
  listeners.push(listener);
  const store = new PostgresEventStore(handle.db, listener);
  const projection: Projection = {
    name,
    tables: [],
    handles: ['EventArchived'],
    async apply(_trx, event) {
      applied.push(event.streamId);
      return null;
    },
  };
  return { store, runner: new ProjectionRunner(handle.db, store, projection) };
}

const archived = () => ({
  type: 'EventArchived',
  schemaVersion: 1,
  data: {},
  metadata: {
    actor: { type: 'system' as const, id: null, name: null },
    event_uuid: null,
    organisation_id: null,
    correlation_id: randomUUID(),
    causation_id: null,
    socket_id: null,
    occurred_at: new Date().toISOString(),
    source: 'test',
  },
});

const until = (condition: () => boolean, timeoutMs?: number) => untilAsync(async () => condition(), timeoutMs);

async function untilAsync(condition: () => Promise<boolean>, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('projection runners across processes', () => {
  it('lets one process work while the other stands by, and hands over when it stops', async () => {
    const name = `standby_${randomUUID().slice(0, 8)}`;
    const byFirst: string[] = [];
    const bySecond: string[] = [];
    const first = startProcess(database, byFirst, name);
    const other = startProcess(second, bySecond, name);
    first.runner.start();
    // The other starts only once the first holds the lock (a fixed pause lost that race on a busy machine).
    await untilAsync(
      async () =>
        (
          await sql<{
            held: number;
          }>`select count(*)::int as held from pg_locks where locktype = 'advisory' and granted and database = (select oid from pg_database where datname = current_database())`.execute(
            database.db,
          )
        ).rows[0]!.held === 1,
    );
    other.runner.start();

    await first.store.append([{ streamId: `event-${randomUUID()}`, expectedVersion: 0, events: [archived()] }]);
    await until(() => byFirst.length === 1);
    expect(bySecond).toEqual([]);

    await first.runner.stop();
    const later = `event-${randomUUID()}`;
    await other.store.append([{ streamId: later, expectedVersion: 0, events: [archived()] }]);
    // The standby retries its lock every 2 s, then carries on from the shared checkpoint.
    await until(() => bySecond.length === 1);
    expect(bySecond).toEqual([later]);
    expect(byFirst).toHaveLength(1);
    await other.runner.stop();
  });
});
