import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestApp, type TestApp } from '@usher/infra/testing/test-app';
import { guestListProjection } from '../src/guest-list/guest-list-projection.ts';
import { rebuildProjection } from '../src/rebuild.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp(inject('pgAdminUrl'));
});
afterAll(async () => {
  await t.close();
});

/** Whether some transaction waits for a lock on the live table. */
async function someoneWaitsFor(table: string): Promise<boolean> {
  const { rows } = await sql<{ waiting: boolean }>`
    select exists (select 1 from pg_locks where relation = ${`public.${table}`}::regclass and not granted) as waiting`.execute(t.context.db);
  return rows[0]!.waiting;
}

// The swap takes the live tables one after another; a reader may hold one of them and then ask for
// another the swap already holds. PostgreSQL breaks that deadlock by aborting one side (here the swap,
// which waited first): the swap takes its turn again once the reader is done, and the reader is not harmed.
describe('a rebuild swapping its tables in', () => {
  it('tries again when PostgreSQL aborts it to break a deadlock with a reader, and both end well', async () => {
    const [first, second] = guestListProjection.tables as [string, string];
    let readerCounted: number | null = null;
    const reader = t.context.db.transaction().execute(async (trx) => {
      await sql`select count(*) from ${sql.table(second)}`.execute(trx);
      // The swap has taken the first table and waits for the second, which this reader holds…
      while (!(await someoneWaitsFor(second))) await new Promise((resolve) => setTimeout(resolve, 20));
      // …and now the reader wants the first: a cycle, which PostgreSQL notices after deadlock_timeout.
      const { rows } = await sql<{ count: string }>`select count(*) from ${sql.table(first)}`.execute(trx);
      readerCounted = Number(rows[0]!.count);
    });
    const rebuilt = rebuildProjection(t.context.db, t.context.store, guestListProjection);
    await expect(reader).resolves.toBeUndefined();
    await expect(rebuilt).resolves.toMatchObject({ projection: 'guest_list' });
    expect(readerCounted).not.toBeNull();
    // The fresh tables are the live ones: no schema of the rebuild is left behind.
    const { rows } = await sql<{ name: string }>`
      select nspname as name from pg_namespace where nspname in ('rebuild_guest_list', 'retired_guest_list')`.execute(t.context.db);
    expect(rows).toEqual([]);
  });
});
