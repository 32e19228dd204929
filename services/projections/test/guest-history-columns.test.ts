// The guest list's history tables (migration 055) were made `like` the live
// tables at that moment, and the projection copies rows into them column for
// column. A column a later migration adds to a live table must be added to its
// history table too, in the same order: this test says so before a copy fails.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestApp, type TestApp } from '@usher/infra/testing/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp(inject('pgAdminUrl'));
});
afterAll(async () => {
  await t.close();
});

const columnsOf = async (table: string) =>
  (
    await sql<{ column_name: string; data_type: string }>`
      select column_name, data_type from information_schema.columns
      where table_schema = current_schema() and table_name = ${table} order by ordinal_position`.execute(t.context.db)
  ).rows;

const VERSION_COLUMNS = ['version_transaction_id', 'version_global_position'];

describe('the guest list history keeps every column of the live rows', () => {
  for (const [live, history] of [
    ['rm_attendees', 'rm_attendee_versions'],
    ['rm_attendee_stats', 'rm_attendee_stats_versions'],
  ] as const) {
    it(`${history} has the columns of ${live}, in the same order, then its version stamp`, async () => {
      const liveColumns = await columnsOf(live);
      const historyColumns = await columnsOf(history);
      expect(historyColumns.slice(0, liveColumns.length)).toEqual(liveColumns);
      expect(historyColumns.slice(liveColumns.length).map((column) => column.column_name)).toEqual(VERSION_COLUMNS);
    });
  }
});
