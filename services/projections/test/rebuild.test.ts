import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestApp, type TestApp } from '@usher/infra/testing/test-app';
import { allProjections } from '../src/all-projections.ts';
import { rebuildAll, rebuildProjection } from '../src/rebuild.ts';
import { HISTORY_TABLES } from '../src/guest-history/guest-history-projection.ts';
import { activityFeedProjection } from '../src/activity-feed/activity-feed-projection.ts';
import { guestListProjection } from '../src/guest-list/guest-list-projection.ts';
import { KeyIds } from '../src/runner/key-ids.ts';
import type { BatchState, RebuildMemory } from '../src/runner/projection.ts';
import { LOG_START } from '@usher/infra/eventstore/types';
import { savePlan, seatGuest, section, unseatGuest, venueTable } from '@usher/infra/testing/seating-fixtures';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp(inject('pgAdminUrl'));
});
afterAll(async () => {
  await t.close();
});

async function snapshot(): Promise<Record<string, unknown[]>> {
  const tables: Record<string, unknown[]> = {};
  for (const projection of allProjections) {
    // The guest list's history is stamped with batch ends, which a rebuild draws differently: what it
    // must give back is every past view, which time-travel-history.test.ts compares with a replay.
    for (const table of projection.tables.filter((name) => !HISTORY_TABLES.includes(name))) {
      const result = await sql<{ row: string }>`select to_jsonb(t)::text as row from ${sql.table(table)} t order by 1`.execute(t.context.db);
      tables[table] = result.rows.map((r) => r.row);
    }
  }
  return tables;
}

/** A little of everything the read models show, made through the API. */
async function makeHistory() {
  const { auth } = await t.signUp();
  const call = (method: 'POST' | 'PUT' | 'GET' | 'DELETE', url: string, payload?: object) => t.app.inject({ method, url, headers: auth, payload });
  const events: string[] = [];
  for (const name of ['Gala', 'Summit']) {
    const created = await call('POST', '/api/v2/events', { name, starts_date: '2099-05-01', starts_time: '18:00' });
    events.push(created.json().data.uuid);
  }
  const [gala, summit] = events as [string, string];
  await call('PUT', `/api/v2/events/${gala}`, { name: 'Winter Gala', is_rsvp: true });
  await call('POST', `/api/v2/events/${gala}/location`, { location: { city: 'Boston', state_region_code: 'MA', country_code: 'US' } });
  await call('DELETE', `/api/v2/events/${summit}/archive`);
  const members = Array.from({ length: 30 }, (_, i) => ({ first_name: `Guest${i}`, last_name: 'Test', email: `g${i}@example.com` }));
  const added = (await call('POST', `/api/v2/events/${gala}/attendees`, { members })).json().data as { id: string }[];
  const ids = added.map((a) => a.id);
  await call('POST', `/api/v2/events/${gala}/attendees`, { members: [{ first_name: 'Plus', last_name: 'One', parent_attendee_id: ids[0] }] });
  for (const id of ids.slice(0, 10)) await call('POST', `/api/v2/events/attendees/${id}/check-in`);
  await call('POST', `/api/v2/events/attendees/${ids[3]}/undo-check-in`);
  await call('PUT', `/api/v2/events/${gala}/attendees-bulk/set-rsvp`, { attendees: ids.slice(5, 15), rsvp: true });
  await call('PUT', `/api/v2/events/${gala}/attendees-bulk/set-approval`, { attendees: ids.slice(12, 20), approval: false });
  await call('PUT', `/api/v2/events/attendees/${ids[20]}`, { first_name: 'Renamed' });
  await call('POST', `/api/v2/events/${gala}/attendees/delete`, { attendees: [ids[25], ids[26]] });
  // Guest fields: custom fields and their values, ticket variations, default fields.
  const meal = (await call('POST', `/api/v2/events/${gala}/custom-fields`, { label: 'Meal', type: 'single_choice', options: ['Fish', 'Vegan'] })).json().data
    .id as string;
  const seats = (await call('POST', `/api/v2/events/${gala}/custom-fields`, { label: 'Seats', type: 'number' })).json().data.id as string;
  await call('PUT', `/api/v2/events/attendees/${ids[1]}`, { custom_fields: { [meal]: 'Fish', [seats]: 2 } });
  await call('PUT', `/api/v2/events/${gala}/custom-fields/${meal}`, { label: 'Dinner', options: ['Fish', 'Vegan', 'Beef'] });
  await call('DELETE', `/api/v2/events/${gala}/custom-fields/${seats}`);
  await call('PUT', `/api/v2/events/${gala}/default-fields`, { default_fields: { email: { is_visible: true, is_required: true } } });
  const variations = (
    await call('PUT', `/api/v2/events/${gala}/ticket-variations`, {
      ticket_variations: [
        { name: 'General', type: 'ticket', is_default: true },
        { name: 'VIP', type: 'ticket' },
      ],
    })
  ).json().data as { id: string }[];
  await call('PUT', `/api/v2/events/${gala}/attendees-bulk/set-ticket-variation`, { attendees: ids.slice(0, 5), ticket_variation_id: variations[1]!.id });
  // A floor plan: tables and a theatre row, guests seated, moved and unseated, a table renamed and one deleted.
  const store = t.context.store;
  const [one, two] = [venueTable({ name: '1', label: 'Family' }, 4), venueTable({ name: 'Table 2' }, 6)];
  const stalls = section('Stalls');
  const row = venueTable({ name: 'A', shape: 'row', section_id: stalls.id }, 3);
  await savePlan(store, gala, {
    created: { sections: [stalls], tables: [one.table, two.table, row.table], seats: [...one.seats, ...two.seats, ...row.seats] },
    settings: { background_opacity: 0.3 },
  });
  for (const [index, seat] of [one.seats[0]!, one.seats[1]!, two.seats[0]!, row.seats[2]!].entries()) await seatGuest(store, gala, ids[index]!, seat);
  await seatGuest(store, gala, ids[2]!, two.seats[3]!, two.seats[0]!.id);
  await unseatGuest(store, gala, ids[1]!, one.seats[1]!.id);
  await savePlan(store, gala, { updated: { tables: [{ id: one.table.id, name: '11' }], sections: [{ id: stalls.id, name: 'Orchestra' }] } });
  await unseatGuest(store, gala, ids[2]!, two.seats[3]!.id, 'seat_deleted');
  await savePlan(store, gala, { deleted: { tables: [two.table.id], seats: two.seats.map((seat) => seat.id) } });
  await t.settle();
  const log = await call('GET', `/api/v2/activity-log?event_uuid=${gala}`);
  await call('PUT', `/api/v2/activity-log/${log.json().activity_logs[0].id}/read`);
  await t.settle();
  return { call, gala, ids };
}

/** Each read-model table's persistence, indexes and constraints, by name. */
async function tableShapes() {
  const tables = allProjections.flatMap((projection) => projection.tables);
  const result = await sql<{ table: string; persistence: string; options: string[] | null; indexes: string[]; constraints: string[] }>`
    select c.relname as table, c.relpersistence as persistence, c.reloptions as options,
      array(select pg_get_indexdef(i.indexrelid) from pg_index i where i.indrelid = c.oid order by 1) as indexes,
      array(select conname || ' ' || pg_get_constraintdef(k.oid) from pg_constraint k where k.conrelid = c.oid order by 1) as constraints
    from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = 'public' and c.relname = any(${tables}::text[])
    order by c.relname`.execute(t.context.db);
  return result.rows;
}

describe('projections:rebuild', () => {
  it('rebuilds every read model from the stream alone into tables identical to the live ones', async () => {
    const { call, gala, ids } = await makeHistory();
    const live = await snapshot();
    expect(live.rm_attendees!.length).toBeGreaterThan(20);
    expect(live.rm_seating_seats!.filter((seat) => String(seat).includes('"attendee_id": "')).length).toBe(2);
    expect(live.rm_attendees!.filter((guest) => String(guest).includes('"section": "Orchestra"')).length).toBe(1);

    const liveShape = await tableShapes();
    // Storage parameters too: the guest list keeps room on its pages for updates in place.
    expect(liveShape.find((shape) => shape.table === 'rm_attendees')!.options).toEqual(['fillfactor=50']);
    for (const projection of allProjections) await rebuildProjection(t.context.db, t.context.store, projection);
    expect(await snapshot()).toEqual(live);
    // Loaded with keys only, the tables come back logged, with every index, constraint and storage parameter.
    expect(await tableShapes()).toEqual(liveShape);

    // The live runners carry on from the swapped-in tables: no event twice, none lost.
    await call('POST', `/api/v2/events/attendees/${ids[29]}/check-in`);
    await t.settle();
    const stats = await call('GET', `/api/v2/events/${gala}/attendees/stats`);
    const rows = await t.context.db
      .selectFrom('rm_attendees')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('event_uuid', '=', gala)
      .where('checked_in', '=', true)
      .executeTakeFirstOrThrow();
    expect(stats.json().data.checked_in).toBe(Number(rows.n));
    expect(stats.json().data.checked_in).toBe(10);
  });

  it('rebuilds them all in one pass over the log, small batches splitting bulk changes, into the same tables', async () => {
    await makeHistory();
    const live = await snapshot();
    // Batches of 7 split the bulk RSVP and approval entries of the feed across batches.
    const reports = await rebuildAll(t.context.db, t.context.store, allProjections, { batchSize: 7 });
    expect(reports.map((report) => report.projection).sort()).toEqual(allProjections.map((projection) => projection.name).sort());
    expect(await snapshot()).toEqual(live);
    const bulk = await sql<{ n: number }>`select count(*)::int as n from rm_activity_logs where item_count = 10`.execute(t.context.db);
    expect(bulk.rows[0]!.n).toBeGreaterThan(0);
  });

  it("carries guests' rows from batch to batch, but not past an account's mark or a deleted tag, which reach rows no batch held", async () => {
    const { auth } = await t.signUp();
    const call = (method: 'POST' | 'PUT', url: string, payload?: object) => t.app.inject({ method, url, headers: auth, payload });
    const gala = (await call('POST', '/api/v2/events', { name: 'Gala', starts_date: '2099-05-01', starts_time: '18:00' })).json().data.uuid as string;
    const members = ['ann', 'bea', 'cal', 'dee'].map((name) => ({ first_name: name, last_name: 'Carried', email: `${name}.carried@example.com` }));
    const ids = ((await call('POST', `/api/v2/events/${gala}/attendees`, { members })).json().data as { id: string }[]).map((guest) => guest.id);
    const vip = (await call('POST', `/api/v2/events/${gala}/attendee-tags/add`, { name: 'VIP' })).json().data.id as string;
    await call('PUT', `/api/v2/events/${gala}/attendees-bulk/add-tags`, { attendees: ids, tags: [vip] });
    // Changed again after each statement, so a later batch would write back a stale carried row.
    await call('PUT', `/api/v2/events/${gala}/attendees-bulk/set-rsvp`, { attendees: ids, rsvp: true });
    await t.signUp({ email: 'bea.carried@example.com' });
    await call('PUT', `/api/v2/events/${gala}/attendees-bulk/set-approval`, { attendees: ids, approval: true });
    await call('POST', `/api/v2/events/attendee-tags/${vip}/delete`);
    await call('PUT', `/api/v2/events/${gala}/attendees-bulk/set-rsvp`, { attendees: ids, rsvp: false });
    await t.settle();
    const live = await snapshot();
    const guests = live.rm_attendees!.filter((guest) => String(guest).includes('.carried@example.com'));
    expect(guests.filter((guest) => String(guest).includes('"account_created_at": null'))).toHaveLength(3);
    expect(guests.filter((guest) => String(guest).includes(vip))).toHaveLength(0);
    // Batches of 3 events: each bulk change spans batches that take the rows earlier ones carried.
    await rebuildAll(t.context.db, t.context.store, allProjections, { batchSize: 3 });
    // The guest list's tables: the reports' live counters keep rows a change and its undoing summed to 0, which a rebuild never writes.
    const guestList = (tables: Record<string, unknown[]>) => Object.fromEntries(guestListProjection.tables.map((table) => [table, tables[table]]));
    expect(guestList(await snapshot())).toEqual(guestList(live));
  });

  it("carries a feed group on by the entry id it remembers, and begins it anew when that id's batch was rolled back", async () => {
    await makeHistory();
    const bulk = await sql<{ id: string; group_key: string; global_position: string }>`
      select id, group_key, global_position::text as global_position from rm_activity_logs where item_count = 10 limit 1`.execute(t.context.db);
    const entry = bulk.rows[0]!;
    const { events } = await t.context.store.readAll(LOG_START, 10_000);
    const first = events.find((event) => event.globalPosition === entry.global_position)!;
    const startedBy = async (id: string) => {
      const memory: RebuildMemory = new Map();
      const begun = new KeyIds();
      begun.set(entry.group_key, id);
      memory.set('activity_feed.begun_groups', begun);
      const batch: BatchState = new Map();
      await t.context.db.transaction().execute((trx) => activityFeedProjection.prepare!(trx, [first, first], batch, memory));
      return [...((batch.get('activity_feed.entries') as Map<string, { id: string; stored?: boolean }> | undefined)?.values() ?? [])];
    };
    expect(await startedBy(entry.id)).toEqual([expect.objectContaining({ id: entry.id, item_count: 10, stored: true })]);
    // An id no row has (its batch rolled back): nothing to carry on, the next event begins the group.
    expect(await startedBy(randomUUID())).toEqual([]);
  });
});
