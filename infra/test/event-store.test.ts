import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestDatabase } from '../src/testing/test-database.ts';
import type { DatabaseHandle } from '../src/db/database.ts';
import { PgListener } from '../src/db/pg-listener.ts';
import { PostgresEventStore } from '../src/eventstore/postgres-event-store.ts';
import { systemTestMetadata } from '../src/testing/test-metadata.ts';
import { LOG_START, WrongExpectedVersionError, DuplicateIdempotencyKeyError, type NewEvent, type StoredEvent } from '../src/eventstore/types.ts';

let database: DatabaseHandle;
let listener: PgListener;
let store: PostgresEventStore;

beforeAll(async () => {
  database = await createTestDatabase(inject('pgAdminUrl'), { max: 12 });
  listener = new PgListener(database.url);
  await listener.listen('usher_events');
  store = new PostgresEventStore(database.db, listener);
});

afterAll(async () => {
  await listener.close();
  await database.destroy();
});

function event(type: string, data: Record<string, unknown> = {}): NewEvent {
  return {
    type,
    schemaVersion: 1,
    data,
    metadata: systemTestMetadata(),
  };
}

describe('append', () => {
  it('answers an append that PostgreSQL aborted in a deadlock as a lost race, appending nothing', async () => {
    const a = `deadlock-a-${randomUUID()}`;
    const b = `deadlock-b-${randomUUID()}`;
    let holdingA!: () => void;
    const aHeld = new Promise<void>((resolve) => (holdingA = resolve));
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    // One transaction holds stream a's first row, then wants b's; the other append takes b first, then waits on a.
    const holder = database.db.transaction().execute(async (trx) => {
      await store.append([{ streamId: a, expectedVersion: 0, events: [event('First')] }], { trx });
      holdingA();
      await released;
      await store.append([{ streamId: b, expectedVersion: 0, events: [event('First')] }], { trx });
    });
    await aHeld;
    const crossing = store.append([
      { streamId: b, expectedVersion: 0, events: [event('Second')] },
      { streamId: a, expectedVersion: 0, events: [event('Second')] },
    ]);
    // Once the crossing append waits on a, the holder's insert into b closes the cycle.
    setTimeout(release, 300);
    const [crossed, held] = await Promise.allSettled([crossing, holder]);
    // PostgreSQL aborts whichever transaction finds the cycle: a plain append's loss is a lost race, never a raw deadlock.
    if (crossed.status === 'rejected') expect(crossed.reason).toBeInstanceOf(WrongExpectedVersionError);
    expect([crossed.status, held.status]).toContain('fulfilled');
    const written = [...(await store.readStream(a)), ...(await store.readStream(b))].map((e) => e.type);
    expect(written).toEqual(crossed.status === 'fulfilled' ? ['Second', 'Second'] : ['First', 'First']);
  });

  it('appends in order and reads the stream back', async () => {
    const streamId = `test-${randomUUID()}`;
    await store.append([{ streamId, expectedVersion: 0, events: [event('A'), event('B')] }]);
    await store.append([{ streamId, expectedVersion: 2, events: [event('C')] }]);
    const events = await store.readStream(streamId);
    expect(events.map((e) => [e.type, e.streamPosition])).toEqual([
      ['A', 1],
      ['B', 2],
      ['C', 3],
    ]);
  });

  it('lets exactly one of two appends racing at the same expected version win', async () => {
    const streamId = `race-${randomUUID()}`;
    await store.append([{ streamId, expectedVersion: 0, events: [event('Created')] }]);
    for (let round = 0; round < 20; round++) {
      const version = 1 + round;
      const results = await Promise.allSettled([
        store.append([{ streamId, expectedVersion: version, events: [event('Left')] }]),
        store.append([{ streamId, expectedVersion: version, events: [event('Right')] }]),
      ]);
      const won = results.filter((r) => r.status === 'fulfilled');
      const lost = results.filter((r) => r.status === 'rejected');
      expect(won).toHaveLength(1);
      expect(lost).toHaveLength(1);
      expect((lost[0] as PromiseRejectedResult).reason).toBeInstanceOf(WrongExpectedVersionError);
    }
    expect(await store.readStream(streamId)).toHaveLength(21);
  });

  it('rejects an expected version behind or ahead of the stream, appending nothing', async () => {
    const streamId = `stale-${randomUUID()}`;
    await store.append([{ streamId, expectedVersion: 0, events: [event('A'), event('B')] }]);
    await expect(store.append([{ streamId, expectedVersion: 1, events: [event('X')] }])).rejects.toBeInstanceOf(WrongExpectedVersionError);
    await expect(store.append([{ streamId, expectedVersion: 5, events: [event('X')] }])).rejects.toBeInstanceOf(WrongExpectedVersionError);
    expect(await store.readStream(streamId)).toHaveLength(2);
  });

  it('appends to several streams all or nothing', async () => {
    const fresh = `multi-${randomUUID()}`;
    const existing = `multi-${randomUUID()}`;
    await store.append([{ streamId: existing, expectedVersion: 0, events: [event('A')] }]);
    await expect(
      store.append([
        { streamId: fresh, expectedVersion: 0, events: [event('New')] },
        { streamId: existing, expectedVersion: 0, events: [event('Clash')] },
      ]),
    ).rejects.toBeInstanceOf(WrongExpectedVersionError);
    expect(await store.readStream(fresh)).toHaveLength(0);
  });

  it('remembers an idempotency key with the events and refuses it a second time', async () => {
    const streamId = `idem-${randomUUID()}`;
    const idempotency = { actorKey: 'user:1', key: randomUUID(), status: 200, response: { ok: true } };
    await store.append([{ streamId, expectedVersion: 0, events: [event('A')] }], { idempotency });
    await expect(store.append([{ streamId, expectedVersion: 1, events: [event('B')] }], { idempotency })).rejects.toBeInstanceOf(DuplicateIdempotencyKeyError);
    expect(await store.findIdempotent('user:1', idempotency.key)).toEqual({ status: 200, response: { ok: true } });
    expect(await store.readStream(streamId)).toHaveLength(1);
  });
});

describe('reading the whole log', () => {
  it('gives a follower every event exactly once, in commit order, while a transaction is held open', async () => {
    const start = await store.readAll(LOG_START, 100_000);
    let position = start.next;
    const seen: StoredEvent[] = [];
    const expectedTotal = 2 * 5000 + 1;
    const runId = randomUUID();
    // Events of earlier tests that were not yet safe to read at the start come
    // through the follower too (correctly); this test counts its own.
    const mine = () => seen.filter((e) => e.streamId.endsWith(runId));
    // Follows like a projection runner does, until it has everything or time runs out.
    const follower = (async () => {
      const deadline = Date.now() + 30_000;
      while (mine().length < expectedTotal && Date.now() < deadline) {
        const signal = store.appendSignal();
        const batch = await store.readAll(position, 500);
        seen.push(...batch.events);
        position = batch.next;
        if (batch.events.length === 0) await store.waitForAppend(batch.pendingBeyond ? 20 : 200, signal);
      }
    })();

    let committedBatches = 0;
    const writer = async (name: string) => {
      for (let batch = 0; batch < 100; batch++) {
        const events = Array.from({ length: 50 }, (_, i) => event('Written', { writer: name, n: batch * 50 + i }));
        await store.append([{ streamId: `${name}-${batch}-${runId}`, expectedVersion: 0, events }]);
        committedBatches++;
      }
    };

    // A slow transaction takes its position early and commits only after
    // thousands of later events have committed.
    const slowStream = `slow-${runId}`;
    const slow = database.db.transaction().execute(async (trx) => {
      await store.append([{ streamId: slowStream, expectedVersion: 0, events: [event('Slow')] }], { trx });
      while (committedBatches < 60) await new Promise((resolve) => setTimeout(resolve, 10));
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    await Promise.all([writer(`w1-${randomUUID()}`), writer(`w2-${randomUUID()}`), slow]);
    store.notifyAppended();
    await follower;

    const ids = seen.map((e) => e.eventId);
    expect(new Set(ids).size).toBe(ids.length);
    expect(mine()).toHaveLength(expectedTotal);
    expect(seen.some((e) => e.streamId === slowStream)).toBe(true);
    for (let i = 1; i < seen.length; i++) {
      const before = seen[i - 1]!;
      const after = seen[i]!;
      const ordered =
        BigInt(before.transactionId) < BigInt(after.transactionId) ||
        (before.transactionId === after.transactionId && BigInt(before.globalPosition) < BigInt(after.globalPosition));
      expect(ordered).toBe(true);
    }
    // The slow event took its position before thousands of events that committed
    // while it was open; a reader ordered by position alone would have skipped it.
    const slowEvent = seen.find((e) => e.streamId === slowStream)!;
    const committedMeanwhile = seen.filter((e) => BigInt(e.globalPosition) > BigInt(slowEvent.globalPosition));
    expect(committedMeanwhile.length).toBeGreaterThanOrEqual(3000);
  });

  it('gives a reader of several types each of its events once, in commit order across them, a batch at a time', async () => {
    const runId = randomUUID().replaceAll('-', '');
    const [first, second, skipped] = [`First${runId}`, `Second${runId}`, `Skipped${runId}`];
    const start = await store.readAll(LOG_START, 100_000);
    // Interleaved, in several transactions: the first type's events come in bursts, the second's one at a time.
    for (let round = 0; round < 4; round++) {
      await store.append([{ streamId: `first-${round}-${runId}`, expectedVersion: 0, events: [event(first), event(skipped), event(first), event(first)] }]);
      await store.append([{ streamId: `second-${round}-${runId}`, expectedVersion: 0, events: [event(second)] }]);
    }
    // Readers see the log up to the oldest transaction still open, which another file's test may be holding for a moment.
    let written: StoredEvent[] = [];
    for (const deadline = Date.now() + 20_000; written.length < 20 && Date.now() < deadline;) {
      written = (await store.readAll(start.next, 100_000)).events.filter((e) => e.streamId.endsWith(runId));
      if (written.length < 20) await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const expected = written.filter((e) => e.type !== skipped).map((e) => e.eventId);
    expect(expected).toHaveLength(16);
    // A batch of 3, and the first type named twice: neither may repeat or drop an event, whether the
    // reader is behind (walking the log) or not (matching the types in their index).
    for (const behind of [false, true]) {
      const seen: StoredEvent[] = [];
      let position = start.next;
      for (const deadline = Date.now() + 20_000; seen.length < expected.length && Date.now() < deadline;) {
        const batch = await store.readAll(position, 3, { types: [first, second, first], behind });
        expect(batch.events.length).toBeLessThanOrEqual(3);
        seen.push(...batch.events);
        position = batch.next;
        if (batch.events.length === 0) await new Promise((resolve) => setTimeout(resolve, 20));
      }
      expect(seen.map((e) => e.eventId)).toEqual(expected);
    }
    // Read up to a position, as time travel reads: nothing after it.
    const until = written[5]!;
    const upTo = await store.readAll(start.next, 100, {
      types: [first, second],
      until: { transactionId: until.transactionId, globalPosition: until.globalPosition },
    });
    expect(upTo.events.map((e) => e.eventId)).toEqual(
      written
        .slice(0, 6)
        .filter((e) => e.type !== skipped)
        .map((e) => e.eventId),
    );
  });

  it('gives a reader of a few keys only those keys of each event, at the same positions as a whole read', async () => {
    const runId = randomUUID().replaceAll('-', '');
    const [routed, other] = [`Routed${runId}`, `RoutedNot${runId}`];
    const start = await store.readAll(LOG_START, 100_000);
    const eventUuid = randomUUID();
    await store.append([
      {
        streamId: `routed-${runId}`,
        expectedVersion: 0,
        events: [event(routed, { event_uuid: eventUuid, note: 'x'.repeat(500) }), event(other, { event_uuid: eventUuid }), event(routed, { note: 'no event' })],
      },
    ]);
    let whole: StoredEvent[] = [];
    for (const deadline = Date.now() + 20_000; whole.length < 2 && Date.now() < deadline;) {
      whole = (await store.readAll(start.next, 100_000, { types: [routed] })).events.filter((e) => e.streamId === `routed-${runId}`);
      if (whole.length < 2) await new Promise((resolve) => setTimeout(resolve, 20));
    }
    for (const behind of [false, true]) {
      const cut = (
        await store.readAll(start.next, 100_000, { types: [routed], behind, only: { data: ['event_uuid'], metadata: ['actor', 'organisation_id'] } })
      ).events.filter((e) => e.streamId === `routed-${runId}`);
      expect(
        cut.map(({ eventId, globalPosition, transactionId, streamPosition, type }) => ({ eventId, globalPosition, transactionId, streamPosition, type })),
      ).toEqual(
        whole.map(({ eventId, globalPosition, transactionId, streamPosition, type }) => ({ eventId, globalPosition, transactionId, streamPosition, type })),
      );
      // Only the keys asked for; one the event lacks reads as null.
      expect(cut.map((e) => e.data)).toEqual([{ event_uuid: eventUuid }, { event_uuid: null }]);
      expect(cut.map((e) => e.metadata)).toEqual(whole.map((e) => ({ actor: e.metadata.actor, organisation_id: e.metadata.organisation_id ?? null })));
    }
  });

  it("says events are pending beyond the horizon only when they are of the reader's types", async () => {
    const runId = randomUUID().replaceAll('-', '');
    const [mine, other, neither] = [`PendingMine${runId}`, `PendingOther${runId}`, `PendingNeither${runId}`];
    const start = await store.readAll(LOG_START, 100_000);
    let holding!: () => void;
    const held = new Promise<void>((resolve) => (holding = resolve));
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    // An open transaction that has written holds the horizon: what commits after it is beyond.
    const holder = database.db.transaction().execute(async (trx) => {
      await store.append([{ streamId: `holder-${runId}`, expectedVersion: 0, events: [event(`Holder${runId}`)] }], { trx });
      holding();
      await released;
    });
    await held;
    await store.append([{ streamId: `other-${runId}`, expectedVersion: 0, events: [event(other)] }]);
    expect((await store.readAll(start.next, 100, { types: [mine] })).pendingBeyond).toBe(false);
    expect((await store.readAll(start.next, 100, { types: [other] })).pendingBeyond).toBe(true);
    await store.append([{ streamId: `mine-${runId}`, expectedVersion: 0, events: [event(mine)] }]);
    const whileHeld = await store.readAll(start.next, 100, { types: [mine] });
    expect(whileHeld).toMatchObject({ events: [], pendingBeyond: true });
    expect((await store.readAll(start.next, 100, { types: [neither] })).pendingBeyond).toBe(false);
    release();
    await holder;
    // The horizon is the whole server's: another test file's open transaction may hold it a moment longer.
    let afterwards = await store.readAll(whileHeld.next, 100, { types: [mine] });
    for (const deadline = Date.now() + 20_000; afterwards.events.length === 0 && Date.now() < deadline;) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      afterwards = await store.readAll(whileHeld.next, 100, { types: [mine] });
    }
    expect(afterwards.events.map((e) => e.type)).toEqual([mine]);
    expect(afterwards.pendingBeyond).toBe(false);
  });
});
