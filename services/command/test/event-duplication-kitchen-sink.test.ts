import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { sql } from 'kysely';
import { createTestApp, type TestApp } from '@usher/infra/testing/test-app';
import { getJson, type Auth } from '@usher/infra/testing/api-helpers';
import { streamIds } from '@usher/events';
import { runDuplication } from '../src/events/duplication/duplication-runner.ts';
import { DUPLICATION_PARTS } from '../src/events/duplication/duplication-parts.ts';
import { buildKitchenSink, COPIED_TABLES, PART_CHECKS, TABLES_LEFT_BEHIND, type KitchenSink } from './duplication/kitchen-sink-event.ts';

// Issue 28: a duplication of an event with ticket variations stopped at the
// custom fields, and nothing after them was copied; the tests' event had no
// ticket variations. The kitchen sink has something of every part, and the
// guard below fails when a part or a read model is added without it.

let t: TestApp;
let owner: Auth;
let source: KitchenSink;
let copyUuid: string;

beforeAll(async () => {
  t = await createTestApp(inject('pgAdminUrl'));
  owner = (await t.signUp()).auth;
  source = await buildKitchenSink(t, owner);
  const response = await t.app.inject({ method: 'POST', url: `/api/v2/events/${source.uuid}/duplicate`, headers: owner, payload: { include_guests: true } });
  expect(response.statusCode, response.body).toBe(201);
  copyUuid = response.json().data.uuid;
  await runDuplication(t.context, copyUuid);
  await t.settle();
});
afterAll(async () => {
  await t.close();
});

/** Read-model tables with an `event_uuid` column (the read models an event owns). */
async function eventTables(): Promise<string[]> {
  const { rows } = await sql<{ table_name: string }>`
    select table_name from information_schema.columns
    where table_schema = current_schema() and column_name = 'event_uuid' and table_name like 'rm\\_%'
    order by table_name`.execute(t.context.db);
  return rows.map((row) => row.table_name);
}

const rowsOf = async (table: string, eventUuid: string) =>
  Number((await sql<{ n: string }>`select count(*) as n from ${sql.table(table)} where event_uuid = ${eventUuid}`.execute(t.context.db)).rows[0]!.n);

describe('duplicating the kitchen-sink event with its guests', () => {
  it('completes, with every part copied', async () => {
    const timeline = (await getJson(t, owner, `/api/v2/events/${copyUuid}/duplication-timeline`)).data;
    expect(timeline.failures).toEqual([]);
    expect(timeline.status).toBe('completed');
    expect(timeline.steps.map((step: { key: string; status: string }) => [step.key, step.status])).toEqual(
      DUPLICATION_PARTS.map((part) => [part.key, 'copied']),
    );
  });

  for (const part of DUPLICATION_PARTS) {
    it(`brings over ${part.key}`, async () => {
      const check = PART_CHECKS[part.key];
      expect(check, `the kitchen sink has no check for the part ${part.key}`).toBeDefined();
      await check!(t, owner, source, copyUuid);
    });
  }

  it('copies nothing twice when every part runs again (a resumed run)', async () => {
    const history = await t.context.store.readStream(streamIds.event(copyUuid));
    const started = history.find((event) => event.type === 'EventDuplicationStarted')!;
    const job = {
      source_uuid: source.uuid,
      target_uuid: copyUuid,
      user: { id: started.metadata.actor.id } as never,
      metadata: started.metadata,
      include_guests: true,
    };
    for (const part of DUPLICATION_PARTS) {
      if (part.key === 'floor_plan') continue; // Reports what the copy holds, and appends nothing either.
      expect(await part.copy(t.context, job), part.key).toEqual({ copied: 0 });
    }
    await t.settle();
    expect((await getJson(t, owner, `/api/v2/events/${copyUuid}/journeys/list`)).data).toHaveLength(1);
  });

  it('fills every copied read model the source fills', async () => {
    for (const table of COPIED_TABLES) {
      expect(await rowsOf(table, source.uuid), `the kitchen sink has nothing in ${table}`).toBeGreaterThan(0);
      expect(await rowsOf(table, copyUuid), `the copy has nothing in ${table}`).toBeGreaterThan(0);
    }
  });
});

describe('the kitchen sink stays complete', () => {
  it('checks every duplication part, and no part that is gone', () => {
    expect(Object.keys(PART_CHECKS).sort()).toEqual(DUPLICATION_PARTS.map((part) => part.key).sort());
  });

  it('names every read-model table keyed by event: copied (and filled by the fixture) or left behind with a reason', async () => {
    const named = new Set<string>([...COPIED_TABLES, ...Object.keys(TABLES_LEFT_BEHIND)]);
    const unnamed = (await eventTables()).filter((table) => !named.has(table));
    expect(
      unnamed,
      'add these tables to kitchen-sink-event.ts: fill them in the fixture and COPIED_TABLES, or say in TABLES_LEFT_BEHIND why a copy leaves them',
    ).toEqual([]);
    const tables = new Set(await eventTables());
    expect(
      [...named].filter((table) => !tables.has(table)),
      'tables the fixture names that no longer exist',
    ).toEqual([]);
  });
});
