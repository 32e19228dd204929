import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestApp, type TestApp } from '@usher/infra/testing/test-app';
import { newGuestRow } from '../src/guest-list/guest-row.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(inject('pgAdminUrl'));
});
afterAll(async () => {
  await t.close();
});

describe("a new guest's row", () => {
  // A rebuild carries rows made in memory into later batches (guest-list/carried-guests.ts), whose updates
  // set the columns of the first row they write: a row made here must have every column the table has.
  it('has every column of the guest list, and no other', async () => {
    const { rows } = await sql<{ name: string }>`
      select column_name as name from information_schema.columns where table_schema = 'public' and table_name = 'rm_attendees'`.execute(t.context.db);
    const row = newGuestRow(
      '00000000-0000-4000-8000-000000000001',
      {
        event_uuid: '00000000-0000-4000-8000-000000000002',
        first_name: 'Ada',
        last_name: 'Lovelace',
        email: null,
        phone_number: null,
        parent_attendee_id: null,
        is_approved: null,
        is_attending: null,
      } as Parameters<typeof newGuestRow>[1],
      '2026-12-07T10:00:00.000Z',
    );
    expect(Object.keys(row).sort()).toEqual(rows.map((column) => column.name).sort());
  });
});
