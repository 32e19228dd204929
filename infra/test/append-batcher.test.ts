import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestDatabase } from '../src/testing/test-database.ts';
import type { DatabaseHandle } from '../src/db/database.ts';
import { PgListener } from '../src/db/pg-listener.ts';
import { PostgresEventStore } from '../src/eventstore/postgres-event-store.ts';
import { WrongExpectedVersionError, type NewEvent } from '../src/eventstore/types.ts';

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
});
