import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestDatabase } from '@usher/infra/testing/test-database';
import type { DatabaseHandle } from '@usher/infra/db/database';
import { PgListener } from '@usher/infra/db/pg-listener';
import { PostgresEventStore } from '@usher/infra/eventstore/postgres-event-store';
import { LOG_START, type LogPosition, type StoredEvent } from '@usher/infra/eventstore/types';
import { Reactor, type LogConsumer } from '../src/reactor/reactor.ts';

let database: DatabaseHandle;
let listener: PgListener;
let store: PostgresEventStore;

beforeAll(async () => {
  database = await createTestDatabase(inject('pgAdminUrl'), { max: 3 });
  listener = new PgListener(database.url);
  store = new PostgresEventStore(database.db, listener);
});
afterAll(async () => {
  await listener.close();
  await database.destroy();
});

const archived = () => ({ type: 'EventArchived', schemaVersion: 1, data: {}, metadata: { actor: { type: 'system' as const, id: null, name: null }, event_uuid: null, organisation_id: null, correlation_id: randomUUID(), causation_id: null, socket_id: null, occurred_at: new Date().toISOString(), source: 'test' } });
const appendArchived = (count: number) => store.append(Array.from({ length: count }, () => ({ streamId: `event-${randomUUID()}`, expectedVersion: 0, events: [archived()] })));

async function until(condition: () => boolean, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** A consumer with its checkpoint in memory, whose first batches fail as told. */
class CountingReactor extends Reactor implements LogConsumer {
  checkpoint: LogPosition = LOG_START;
  readonly handled: string[] = [];
  readonly failures: unknown[] = [];
  resumes = 0;

  constructor(private failFirst: number) {
    super(database.db, store, `usher:test-reactor:${randomUUID()}`);
  }

  protected lead(): Promise<void> {
    return this.follow(this, { batchSize: 2, idleWaitMs: 600_000, pendingWaitMs: 15, retryMs: 10 });
  }

  async resume(): Promise<LogPosition> {
    this.resumes += 1;
    return this.checkpoint;
  }

  reading() {
    return { types: ['EventArchived'] };
  }

  async handle(events: StoredEvent[], _from: LogPosition, next: LogPosition): Promise<LogPosition> {
    if (this.failFirst > 0) {
      this.failFirst -= 1;
      throw new Error('a batch that fails');
    }
    this.handled.push(...events.map((event) => event.streamId));
    this.checkpoint = next;
    return next;
  }

  failed(error: unknown): void {
    this.failures.push(error);
  }
}

describe('the reactor: one loop that follows the log from a checkpoint', () => {
  it('hands every event over once, in batches, across a failure, and wakes on an append', async () => {
    await appendArchived(5);
    const reactor = new CountingReactor(1);
    reactor.start();
    // The first batch fails: said once, then read again from the checkpoint.
    await until(() => reactor.handled.length === 5);
    expect(reactor.failures).toHaveLength(1);
    expect(reactor.resumes).toBe(2);
    expect(new Set(reactor.handled).size).toBe(5);

    // Caught up, it sleeps until an append wakes it (its idle wait is ten minutes).
    await appendArchived(1);
    await until(() => reactor.handled.length === 6);
    await reactor.stop();
  });

  it('stops at once while waiting for the next append', async () => {
    const reactor = new CountingReactor(0);
    reactor.start();
    await until(() => reactor.resumes === 1);
    await reactor.stop();
    const handledAtStop = reactor.handled.length;
    await appendArchived(1);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(reactor.handled).toHaveLength(handledAtStop);
  });
});
