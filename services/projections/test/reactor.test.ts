import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { sql } from 'kysely';
import { createTestDatabase } from '@usher/infra/testing/test-database';
import type { DatabaseHandle } from '@usher/infra/db/database';
import { PgListener } from '@usher/infra/db/pg-listener';
import { PostgresEventStore } from '@usher/infra/eventstore/postgres-event-store';
import type { Db } from '@usher/infra/db/database';
import { LOG_START, positionOf, type LogPosition, type StoredEvent } from '@usher/infra/eventstore/types';
import { Reactor, type FollowOptions, type LogConsumer } from '../src/reactor/reactor.ts';

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
const appendArchived = (count: number) =>
  store.append(Array.from({ length: count }, () => ({ streamId: `event-${randomUUID()}`, expectedVersion: 0, events: [archived()] })));

async function until(condition: () => boolean, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/**
 * A consumer with its checkpoint in memory, whose first batches fail as told
 * (as the database's own failures do: tried again), and which cannot handle
 * the events of the streams `cannotHandle` names (a failure of its own).
 */
class CountingReactor extends Reactor implements LogConsumer {
  readonly name = `test_reactor_${randomUUID().slice(0, 8)}`;
  checkpoint: LogPosition = LOG_START;
  readonly handled: string[] = [];
  readonly batches: number[] = [];
  readonly failures: unknown[] = [];
  readonly setAside: string[] = [];
  resumes = 0;

  constructor(
    private failFirst: number,
    private readonly cannotHandle = new Set<string>(),
    private readonly options: Partial<FollowOptions> = {},
  ) {
    super(database.db, store, `usher:test-reactor:${randomUUID()}`);
  }

  protected lead(): Promise<void> {
    return this.follow(this, { batchSize: 2, idleWaitMs: 600_000, pendingWaitMs: 15, retryMs: 10, ...this.options });
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
      throw Object.assign(new Error('a batch that fails as in a deadlock'), { code: '40P01' });
    }
    const poison = events.find((event) => this.cannotHandle.has(event.streamId));
    if (poison) throw new Error(`cannot handle ${poison.streamId}`);
    this.handled.push(...events.map((event) => event.streamId));
    this.batches.push(events.length);
    this.checkpoint = next;
    return next;
  }

  failed(error: unknown): void {
    this.failures.push(error);
  }

  async passOver(event: StoredEvent, alongside: (trx: Db) => Promise<void>): Promise<boolean> {
    await database.db.transaction().execute(alongside);
    this.setAside.push(event.streamId);
    this.checkpoint = positionOf(event);
    return true;
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

  it('sets aside the one event it cannot handle, records it once under its name, and hands over every other', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const poisonStream = `event-${randomUUID()}`;
    const reactor = new CountingReactor(0, new Set([poisonStream]));
    // It starts after everything the tests before appended.
    const start = (await appendArchived(1)).events[0]!;
    reactor.checkpoint = positionOf(start);
    try {
      await appendArchived(1);
      await store.append([{ streamId: poisonStream, expectedVersion: 0, events: [archived()] }]);
      await appendArchived(2);
      reactor.start();
      await until(() => reactor.handled.length === 3);
      expect(reactor.setAside).toEqual([poisonStream]);
      expect(reactor.handled).not.toContain(poisonStream);
      // A failure of its own is no retry: nothing said to `failed`, nothing waited for.
      expect(reactor.failures).toEqual([]);
      const { rows } = await sql<{
        stream_id: string;
        error: string;
        attempts: number;
      }>`select stream_id, error, attempts from projection_failures where projection = ${reactor.name}`.execute(database.db);
      expect(rows).toEqual([{ stream_id: poisonStream, error: `Error: cannot handle ${poisonStream}`, attempts: 1 }]);
      expect(errors.mock.calls.filter((call) => String(call[0]).startsWith(`${reactor.name} could not handle event`))).toHaveLength(1);
    } finally {
      await reactor.stop();
      errors.mockRestore();
    }
  });

  it('under steady appends, reads again only after its gathering wait: what came meanwhile is one batch', async () => {
    const reactor = new CountingReactor(0, new Set(), { batchSize: 100, gather: { after: 2, ms: 2000 } });
    // It starts after everything the tests before appended.
    reactor.checkpoint = positionOf((await appendArchived(1)).events[0]!);
    reactor.start();
    try {
      await until(() => reactor.resumes === 1);
      // Two events in one append: a batch as large as `after`, so the next read waits.
      await appendArchived(2);
      await until(() => reactor.handled.length === 2);
      // Three appends of their own, each of which would otherwise wake a read.
      for (let i = 0; i < 3; i++) await appendArchived(1);
      await until(() => reactor.handled.length === 5);
      expect(reactor.batches).toEqual([2, 3]);
    } finally {
      await reactor.stop();
    }
  });

  it('reads as behind after a full batch, and no longer once a batch comes back short', async () => {
    const reactor = new CountingReactor(0);
    // It starts after everything the tests before appended: five events make batches of 2, 2 and 1.
    reactor.checkpoint = positionOf((await appendArchived(1)).events[0]!);
    await appendArchived(5);
    const readAll = store.readAll.bind(store);
    const reads: { behind: boolean | undefined; events: number }[] = [];
    const spy = vi.spyOn(store, 'readAll').mockImplementation(async (after, limit, options) => {
      const result = await readAll(after, limit, options);
      reads.push({ behind: options?.behind, events: result.events.length });
      return result;
    });
    reactor.start();
    try {
      await until(() => reactor.handled.length === 5);
      // The store walks the log for a reader that is behind (postgres-event-store.ts, walkingTypeFilter). A read
      // may also come back empty while another file's transaction holds the horizon: it is then not behind.
      expect(reads[0]!.behind).toBe(false);
      for (let i = 1; i < reads.length; i++) expect(reads[i]!.behind).toBe(reads[i - 1]!.events === 2);
      expect(reads.filter((read) => read.behind)).toHaveLength(2);
    } finally {
      await reactor.stop();
      spy.mockRestore();
    }
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
