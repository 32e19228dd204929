import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { createTestDatabase } from '../../src/testing/test-database.ts';
import type { DatabaseHandle } from '../../src/db/database.ts';
import { PREPARED, preparedName } from '../../src/db/prepared-statements.ts';

let database: DatabaseHandle;

beforeAll(async () => {
  // One connection: the statements below all meet the same session's prepared statements.
  database = await createTestDatabase(inject('pgAdminUrl'), { max: 1 });
  await sql`create table prepared_probe (id int primary key, name text)`.execute(database.db);
  await sql`insert into prepared_probe values (1, 'one'), (2, 'two')`.execute(database.db);
});

afterAll(async () => {
  await database.destroy();
});

const preparedOfSession = async () =>
  (await sql<{ statement: string }>`select statement from pg_prepared_statements order by prepare_time`.execute(database.db)).rows.map((row) => row.statement);

describe('statements marked PREPARED', () => {
  it('are prepared once by the connection and answer as an unnamed statement would', async () => {
    const byId = (id: number) => sql<{ name: string }>`${PREPARED} select name from prepared_probe where id = ${id}`.execute(database.db);
    expect((await byId(1)).rows).toEqual([{ name: 'one' }]);
    expect((await byId(2)).rows).toEqual([{ name: 'two' }]);
    const prepared = (await preparedOfSession()).filter((statement) => statement.includes('prepared_probe'));
    expect(prepared).toHaveLength(1);
    expect(prepared[0]).toMatch(/^\/\*prepared\*\/ select name from prepared_probe where id = \$1$/);
  });

  it("are marked on a query builder's SELECT with modifyFront", async () => {
    const row = await database.db
      .selectFrom('prepared_probe' as never)
      .select(sql<string>`name`.as('name'))
      .where(sql<boolean>`id = ${2}`)
      .modifyFront(PREPARED)
      .executeTakeFirst();
    expect(row).toEqual({ name: 'two' });
    expect((await preparedOfSession()).some((statement) => statement.startsWith('select /*prepared*/ name as "name" from "prepared_probe"'))).toBe(true);
  });

  it('leave unmarked statements unnamed', async () => {
    await sql`select name from prepared_probe where id = ${1} and name is not null`.execute(database.db);
    expect((await preparedOfSession()).some((statement) => statement.includes('name is not null'))).toBe(false);
    expect(preparedName('select 1')).toBeNull();
  });

  it('give one text one name, whatever the connection', () => {
    const text = '/*prepared*/ select 2';
    expect(preparedName(text)).toBe(preparedName(text));
    expect(preparedName(text)).not.toBe(preparedName('/*prepared*/ select 3'));
  });

  it('still answer after the table they read changed shape, run unnamed from then on', async () => {
    const all = () => sql<Record<string, unknown>>`${PREPARED} select * from prepared_probe order by id`.execute(database.db);
    expect((await all()).rows[0]).toEqual({ id: 1, name: 'one' });
    await sql`alter table prepared_probe add column note text default 'added'`.execute(database.db);
    // PostgreSQL refuses the prepared statement (its result would change type): the same call runs unnamed.
    expect((await all()).rows[0]).toEqual({ id: 1, name: 'one', note: 'added' });
    expect((await all()).rows).toHaveLength(2);
  });

  it('fail as any statement does when the statement itself is wrong', async () => {
    await expect(sql`${PREPARED} select missing_column from prepared_probe`.execute(database.db)).rejects.toThrow(/missing_column/);
    await expect(sql`select 1 as one`.execute(database.db)).resolves.toMatchObject({ rows: [{ one: 1 }] });
  });
});
