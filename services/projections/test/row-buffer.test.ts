import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestDatabase } from '@usher/infra/testing/test-database';
import type { DatabaseHandle } from '@usher/infra/db/database';
import { RowBuffer } from '../src/runner/row-buffer.ts';

// A read-model table of the buffer's kind: a uuid key, text, JSON and a time.
type Row = { id: string; name: string; tags: string[]; seen_at: Date | null };

let database: DatabaseHandle;

beforeAll(async () => {
  database = await createTestDatabase(inject('pgAdminUrl'), { max: 4 });
  await sql`create table buffered (id uuid primary key, name text not null, tags jsonb not null default '[]', seen_at timestamptz)`.execute(database.db);
});
afterAll(async () => {
  await database.destroy();
});

const rowsNamed = (count: number, name: string): Row[] => Array.from({ length: count }, () => ({ id: randomUUID(), name, tags: [], seen_at: null }));

async function namesOf(ids: string[]) {
  const result = await sql<{
    name: string;
    count: number;
  }>`select name, count(*)::int as count from buffered where id = any(${ids}::uuid[]) group by name order by name`.execute(database.db);
  return result.rows;
}

/** Inserts the rows, then updates each through a fresh buffer in one transaction, as a projection's batch does. */
async function insertThenUpdate(rows: Row[], change: (row: Row) => Partial<Row>) {
  await database.db.transaction().execute(async (trx) => {
    const buffer = new RowBuffer<Row>('buffered', 'id');
    for (const row of rows) buffer.insert({ ...row });
    await buffer.flush(trx);
  });
  await database.db.transaction().execute(async (trx) => {
    const buffer = new RowBuffer<Row>('buffered', 'id');
    await buffer.load(
      trx,
      rows.map((row) => row.id),
    );
    for (const row of rows) buffer.update(row.id, change(row));
    await buffer.flush(trx);
  });
}

describe('a row buffer writing back what its batch changed', () => {
  it('updates a few rows in place', async () => {
    const rows = rowsNamed(5, 'Few');
    await insertThenUpdate(rows, () => ({ name: 'Few, changed', tags: ['vip'] }));
    expect(await namesOf(rows.map((r) => r.id))).toEqual([{ name: 'Few, changed', count: 5 }]);
  });

  it('updates many rows through its staging table, every column as changed', async () => {
    const rows = rowsNamed(450, 'Many');
    const at = new Date('2026-11-25T10:00:00.123Z');
    await insertThenUpdate(rows, (row) => ({ name: `Many ${row.id.slice(0, 4)}\ttab`, tags: ['a,b', 'c"d'], seen_at: at }));
    const result = await sql<Row>`select * from buffered where id = any(${rows.map((r) => r.id)}::uuid[])`.execute(database.db);
    expect(result.rows).toHaveLength(450);
    for (const row of result.rows) {
      expect(row.name).toBe(`Many ${row.id.slice(0, 4)}\ttab`);
      expect(row.tags).toEqual(['a,b', 'c"d']);
      expect(row.seen_at).toEqual(at);
    }
  });

  it('stages each flush of one transaction alone: a second flush never writes the first one’s rows again', async () => {
    const first = rowsNamed(300, 'First');
    const second = rowsNamed(300, 'Second');
    await insertThenUpdate([...first, ...second], () => ({}));
    await database.db.transaction().execute(async (trx) => {
      const buffer = new RowBuffer<Row>('buffered', 'id');
      await buffer.load(
        trx,
        [...first, ...second].map((row) => row.id),
      );
      for (const row of first) buffer.update(row.id, { name: 'First, once' });
      await buffer.flush(trx);
      // Changed again after the flush, by a statement beside the buffer.
      await sql`update buffered set name = 'First, later' where id = any(${first.map((r) => r.id)}::uuid[])`.execute(trx);
      for (const row of second) buffer.update(row.id, { name: 'Second, once' });
      await buffer.flush(trx);
    });
    expect(await namesOf(first.map((r) => r.id))).toEqual([{ name: 'First, later', count: 300 }]);
    expect(await namesOf(second.map((r) => r.id))).toEqual([{ name: 'Second, once', count: 300 }]);
  });

  it('leaves nothing staged for the next transaction on the same connection', async () => {
    const rows = rowsNamed(250, 'Staged');
    await insertThenUpdate(rows, () => ({ name: 'Staged, changed' }));
    await database.db.connection().execute(async (connection) => {
      const staged = await sql<{ n: number }>`select count(*)::int as n from pg_temp.staged_buffered`.execute(connection).catch(() => ({ rows: [{ n: 0 }] }));
      expect(staged.rows[0]!.n).toBe(0);
    });
  });
});
