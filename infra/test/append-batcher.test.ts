import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestDatabase } from '../src/testing/test-database.ts';
import type { DatabaseHandle } from '../src/db/database.ts';
import { PgListener } from '../src/db/pg-listener.ts';
import { PostgresEventStore } from '../src/eventstore/postgres-event-store.ts';
import { DuplicateIdempotencyKeyError, WrongExpectedVersionError, type NewEvent } from '../src/eventstore/types.ts';

let database: DatabaseHandle;
let listener: PgListener;
let store: PostgresEventStore;

beforeAll(async () => {
  database = await createTestDatabase(inject('pgAdminUrl'), { max: 12 });
  listener = new PgListener(database.url);
  store = new PostgresEventStore(database.db, listener);
});

afterAll(async () => {
  await listener.close();
  await database.destroy();
});

const event = (type: string): NewEvent => ({
  type,
  schemaVersion: 1,
  data: {},
  metadata: {
    actor: { type: 'system', id: null, name: null },
    event_uuid: null,
    organisation_id: null,
    correlation_id: randomUUID(),
    causation_id: null,
    socket_id: null,
    occurred_at: new Date().toISOString(),
    source: 'test',
  },
});

describe('appends grouped into one commit', () => {
  it('gives each of many concurrent appends its own events, and only the loser of a race its conflict', async () => {
    const contested = `contested-${randomUUID()}`;
    await store.append([{ streamId: contested, expectedVersion: 0, events: [event('Created')] }]);
    const streams = Array.from({ length: 60 }, () => `many-${randomUUID()}`);
    const independent = streams.map((streamId) => store.append([{ streamId, expectedVersion: 0, events: [event('A'), event('B')] }]));
    // Settled at once: the loser may be refused before the others finish.
    const rivals = Promise.allSettled([
      store.append([{ streamId: contested, expectedVersion: 1, events: [event('Left')] }]),
      store.append([{ streamId: contested, expectedVersion: 1, events: [event('Right')] }]),
    ]);
    const results = await Promise.all(independent);
    const rivalOutcomes = await rivals;

    results.forEach((result, index) => {
      expect(result.events.map((e) => [e.streamId, e.streamPosition, e.type])).toEqual([
        [streams[index], 1, 'A'],
        [streams[index], 2, 'B'],
      ]);
      expect(result.position).toBe(result.events[1]!.globalPosition);
    });
    expect(rivalOutcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
    const lost = rivalOutcomes.find((o) => o.status === 'rejected') as PromiseRejectedResult;
    expect(lost.reason).toBeInstanceOf(WrongExpectedVersionError);
    expect(await store.readStream(contested)).toHaveLength(2);
  });

  it('keeps the other commands of a batch when one of them is refused', async () => {
    const stale = `stale-${randomUUID()}`;
    await store.append([{ streamId: stale, expectedVersion: 0, events: [event('Created'), event('Changed')] }]);
    const fresh = Array.from({ length: 20 }, () => `fresh-${randomUUID()}`);
    const outcomes = await Promise.allSettled([
      ...fresh.map((streamId) => store.append([{ streamId, expectedVersion: 0, events: [event('A')] }])),
      store.append([{ streamId: stale, expectedVersion: 1, events: [event('Late')] }]),
    ]);
    expect(outcomes.slice(0, 20).every((o) => o.status === 'fulfilled')).toBe(true);
    expect((outcomes[20] as PromiseRejectedResult).reason).toBeInstanceOf(WrongExpectedVersionError);
    for (const streamId of fresh) expect(await store.readStream(streamId)).toHaveLength(1);
  });

  it('groups keyed appends too, each record stored with its own events', async () => {
    const streams = Array.from({ length: 40 }, () => `keyed-${randomUUID()}`);
    const keys = streams.map(() => randomUUID());
    const results = await Promise.all(
      streams.map((streamId, index) =>
        store.append([{ streamId, expectedVersion: 0, events: [event('Scanned')] }], {
          idempotency: { actorKey: 'user:door', key: keys[index]!, status: 200, response: { stream: streamId } },
        }),
      ),
    );
    results.forEach((result, index) => expect(result.events.map((e) => e.streamId)).toEqual([streams[index]]));
    // Forty at once, four statements in flight at most: some commits held several of them.
    expect(new Set(results.map((result) => result.events[0]!.transactionId)).size).toBeLessThan(streams.length);
    for (const [index, streamId] of streams.entries()) {
      expect(await store.findIdempotent('user:door', keys[index]!)).toEqual({ status: 200, response: { stream: streamId } });
    }
  });

  it('refuses only the command of a batch whose key was used before, and appends the others with their records', async () => {
    const used = randomUUID();
    await store.append([{ streamId: `first-${randomUUID()}`, expectedVersion: 0, events: [event('Scanned')] }], {
      idempotency: { actorKey: 'user:door', key: used, status: 200, response: { first: true } },
    });
    const streams = Array.from({ length: 20 }, () => `after-${randomUUID()}`);
    const replay = `replay-${randomUUID()}`;
    const outcomes = await Promise.allSettled([
      ...streams.map((streamId) =>
        store.append([{ streamId, expectedVersion: 0, events: [event('Scanned')] }], {
          idempotency: { actorKey: 'user:door', key: streamId, status: 200, response: { stream: streamId } },
        }),
      ),
      store.append([{ streamId: replay, expectedVersion: 0, events: [event('Scanned')] }], {
        idempotency: { actorKey: 'user:door', key: used, status: 200, response: { first: false } },
      }),
    ]);
    expect(outcomes.slice(0, 20).every((o) => o.status === 'fulfilled')).toBe(true);
    expect((outcomes[20] as PromiseRejectedResult).reason).toBeInstanceOf(DuplicateIdempotencyKeyError);
    expect(await store.readStream(replay)).toHaveLength(0);
    expect(await store.findIdempotent('user:door', used)).toEqual({ status: 200, response: { first: true } });
    for (const streamId of streams) {
      expect(await store.readStream(streamId)).toHaveLength(1);
      expect(await store.findIdempotent('user:door', streamId)).toEqual({ status: 200, response: { stream: streamId } });
    }
  });

  it('never puts two commands with one key in one statement: the second is refused, the first kept', async () => {
    const key = randomUUID();
    const [a, b] = [`twin-${randomUUID()}`, `twin-${randomUUID()}`];
    const outcomes = await Promise.allSettled(
      [a, b].map((streamId) =>
        store.append([{ streamId, expectedVersion: 0, events: [event('Scanned')] }], {
          idempotency: { actorKey: 'user:twin', key, status: 200, response: { stream: streamId } },
        }),
      ),
    );
    expect(outcomes.map((o) => o.status).sort()).toEqual(['fulfilled', 'rejected']);
    const kept = outcomes.findIndex((o) => o.status === 'fulfilled');
    expect(await store.findIdempotent('user:twin', key)).toEqual({ status: 200, response: { stream: [a, b][kept] } });
    expect((await store.readStream([a, b][1 - kept]!)).length).toBe(0);
  });
});
