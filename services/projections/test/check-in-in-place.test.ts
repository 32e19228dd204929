import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestApp, type TestApp } from '@usher/infra/testing/test-app';
import { addGuests, createEvent, type Auth } from '@usher/infra/testing/api-helpers';

// PostgreSQL updates a row in place (a HOT update: no index touched, little WAL) only when no index reads a
// column the update changes. A door checks in thousands of guests an hour: an index on checked_in_at once
// made each check-in a new entry in every one of the guest list's indexes (issue 31, migration 080).

let t: TestApp;
let owner: Auth;

beforeAll(async () => {
  t = await createTestApp(inject('pgAdminUrl'), { communicationsEngine: false });
  owner = (await t.signUp()).auth;
});
afterAll(async () => {
  await t.close();
});

const rowOf = async (table: string, key: string, id: string) =>
  (await sql<{ row: Record<string, unknown> }>`select to_jsonb(t) as row from ${sql.table(table)} t where ${sql.ref(key)} = ${id}`.execute(t.context.db))
    .rows[0]!.row;

/** The columns any index of the table reads: its keys, its expressions and its predicate. */
async function indexedColumns(table: string): Promise<Set<string>> {
  const { rows } = await sql<{ column: string }>`
    select a.attname as column
    from pg_index i join pg_attribute a on a.attrelid = i.indrelid and a.attnum > 0 and not a.attisdropped
    where i.indrelid = to_regclass(${table})
      and (a.attnum = any(i.indkey) or pg_get_expr(i.indexprs, i.indrelid) ~ ('\\m' || a.attname || '\\M')
           or pg_get_expr(i.indpred, i.indrelid) ~ ('\\m' || a.attname || '\\M'))`.execute(t.context.db);
  return new Set(rows.map((row) => row.column));
}

describe('a check-in', () => {
  it("changes no column an index of the guest list's tables reads", async () => {
    const event = await createEvent(t, owner);
    const [guest] = await addGuests(t, owner, event.uuid, [{ first_name: 'Ada', email: 'ada@example.com' }]);
    await t.settle();
    const tables = [
      ['rm_attendees', 'id'],
      ['rm_report_guests', 'attendee_id'],
    ] as const;
    const before = await Promise.all(tables.map(([table, key]) => rowOf(table, key, guest!.id)));
    const checkIn = await t.app.inject({ method: 'POST', url: `/api/v2/events/attendees/${guest!.id}/check-in`, headers: owner });
    expect(checkIn.statusCode, checkIn.body).toBe(200);
    await t.settle();
    for (const [index, [table, key]] of tables.entries()) {
      const after = await rowOf(table, key, guest!.id);
      const changed = Object.keys(after).filter((column) => JSON.stringify(after[column]) !== JSON.stringify(before[index]![column]));
      expect(changed.length, `${table}: the check-in changed nothing`).toBeGreaterThan(0);
      const indexed = await indexedColumns(table);
      expect(
        changed.filter((column) => indexed.has(column)),
        table,
      ).toEqual([]);
    }
  });
});
