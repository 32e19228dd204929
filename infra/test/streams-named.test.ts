import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestDatabase } from '../src/testing/test-database.ts';
import type { DatabaseHandle } from '../src/db/database.ts';
import { PgListener } from '../src/db/pg-listener.ts';
import { PostgresEventStore } from '../src/eventstore/postgres-event-store.ts';
import { systemTestMetadata } from '../src/testing/test-metadata.ts';

let database: DatabaseHandle;
let listener: PgListener;
let store: PostgresEventStore;
// Six streams of two events each: reads of a few (ids as parameters) and of more (one array) meet the same rows.
const streams = Array.from({ length: 6 }, (_, i) => `named-${i}-${randomUUID()}`);

beforeAll(async () => {
  // One connection: every read below meets the same session's prepared statements.
  database = await createTestDatabase(inject('pgAdminUrl'), { max: 1 });
  listener = new PgListener(database.url);
  store = new PostgresEventStore(database.db, listener);
  const event = (type: string) => ({ type, schemaVersion: 1, data: {}, metadata: systemTestMetadata() });
  await store.append(streams.map((streamId) => ({ streamId, expectedVersion: 0, events: [event('First'), event('Second')] })));
});

afterAll(async () => {
  await listener.close();
  await database.destroy();
});

const asRead = (read: Map<string, { type: string }[]>) => [...read].map(([id, events]) => [id, events.map((e) => e.type)]);
const expected = (ids: string[]) => ids.map((id) => [id, ['First', 'Second']]);

describe('reading a few streams', () => {
  it('reads each stream whole, in its order, however many are asked for', async () => {
    for (const count of [1, 2, 4, 5, 6]) {
      const ids = streams.slice(0, count);
      expect(asRead(await store.readStreams(ids))).toEqual(expected(ids));
      expect(asRead(await store.readStreamsForDecision(ids))).toEqual(expected(ids));
      expect(asRead(await store.readStreamsForDecision(ids, { personalData: false }))).toEqual(expected(ids));
    }
    expect(asRead(await store.readStreams([`missing-${randomUUID()}`, streams[0]!]))).toEqual([
      [expect.stringMatching(/^missing-/), []],
      [streams[0], ['First', 'Second']],
    ]);
  });

  it('is planned once and kept, where a list of ids in one array was planned on every call', async () => {
    for (let call = 0; call < 8; call++) await store.readStreams([streams[call % 6]!, streams[(call + 1) % 6]!]);
    const { rows } = await sql<{ statement: string; generic_plans: string; custom_plans: string }>`
      select statement, generic_plans, custom_plans from pg_prepared_statements`.execute(database.db);
    const twoStreams = rows.find((row) => row.statement.includes('from es_events e where "e"."stream_id" in ($1::text, $2::text)'));
    // PostgreSQL makes a plan for each of the first five calls' values, then keeps its generic plan.
    expect(Number(twoStreams?.generic_plans)).toBeGreaterThan(0);
  });
});
