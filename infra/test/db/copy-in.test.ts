import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { createTestDatabase } from '../../src/testing/test-database.ts';
import type { DatabaseHandle } from '../../src/db/database.ts';
import { copyIn } from '../../src/db/copy-in.ts';
import { copyText, type CopyColumn } from '../../src/db/copy-text.ts';

let database: DatabaseHandle;

beforeAll(async () => {
  database = await createTestDatabase(inject('pgAdminUrl'), { max: 4 });
  await sql`create table copied (id uuid primary key, name text, tags jsonb, labels text[], at timestamptz, flag boolean, n int)`.execute(database.db);
});

afterAll(async () => {
  await database.destroy();
});

const columns: CopyColumn[] = [
  { name: 'id', kind: 'plain' },
  { name: 'name', kind: 'text' },
  { name: 'tags', kind: 'json' },
  { name: 'labels', kind: 'array' },
  { name: 'at', kind: 'plain' },
  { name: 'flag', kind: 'plain' },
  { name: 'n', kind: 'plain' },
];

const target = 'copied (id, name, tags, labels, at, flag, n)';

describe('COPY … FROM STDIN through Kysely', () => {
  it('reads back every value as given, whatever characters it holds', async () => {
    const awkward = 'Tab\there, new\nline, back\\slash, CR\r, quote " and \\N, ünïcødé 🎉';
    const rows = [
      {
        id: '00000000-0000-4000-8000-000000000001',
        name: awkward,
        tags: { note: awkward, list: [1, 'two'] },
        labels: ['a,b', 'c"d', 'e\\f', 'g}'],
        at: new Date('2026-11-22T10:00:00.123Z'),
        flag: true,
        n: 7,
      },
      // A key the row lacks is null, as an insert from JSON makes it.
      { id: '00000000-0000-4000-8000-000000000002', name: null, tags: 'just a string', at: '2026-01-01T00:00:00Z', flag: false },
    ];
    await copyIn(database.db, target, copyText(columns, rows));
    const read = await sql<Record<string, unknown>>`select * from copied order by id`.execute(database.db);
    expect(read.rows).toEqual([
      { id: rows[0]!.id, name: awkward, tags: rows[0]!.tags, labels: rows[0]!.labels, at: new Date('2026-11-22T10:00:00.123Z'), flag: true, n: 7 },
      { id: rows[1]!.id, name: null, tags: 'just a string', labels: null, at: new Date('2026-01-01T00:00:00Z'), flag: false, n: null },
    ]);
  });

  it('is part of the transaction it runs in, and a bad row loads nothing', async () => {
    const id = '00000000-0000-4000-8000-000000000003';
    await database.db
      .transaction()
      .execute(async (trx) => {
        await copyIn(trx, target, copyText(columns, [{ id, name: 'rolled back' }]));
        throw new Error('stop');
      })
      .catch(() => undefined);
    await expect(copyIn(database.db, target, copyText(columns, [{ id: '00000000-0000-4000-8000-000000000004' }, { id: 'not a uuid' }]))).rejects.toThrow(
      /uuid/,
    );
    const left = await sql<{ n: number }>`select count(*)::int as n from copied where id in (${id}, '00000000-0000-4000-8000-000000000004')`.execute(
      database.db,
    );
    expect(left.rows[0]!.n).toBe(0);
    // The connection is usable afterwards.
    await expect(sql`select 1 as one`.execute(database.db)).resolves.toMatchObject({ rows: [{ one: 1 }] });
  });
});
