import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestApp, type TestApp } from '@usher/infra/testing/test-app';
import { addGuests, createEvent, type Auth } from '@usher/infra/testing/api-helpers';
import { savePlan, seatGuest, section, unseatGuest, venueTable } from '@usher/infra/testing/seating-fixtures';
import { seatSortKey } from '@usher/domain/seating/natural-order';
import { rebuildProjection } from '../src/rebuild.ts';
import { guestListProjection } from '../src/guest-list/guest-list-projection.ts';
import { seatingProjection } from '../src/seating/seating-projection.ts';
import { SEAT_PIECES_TABLE } from '../src/guest-list/seat-pieces.ts';
import { SEATING_TABLES } from '../src/seating/seating-rows.ts';

let t: TestApp;
let owner: Auth;
let eventUuid: string;
let ana: string;
let bob: string;
let cy: string;
const twelve = venueTable({ name: '12', label: 'Sponsors' }, 4);
const three = venueTable({ name: 'Table 3' }, 2);
const orchestra = section('Orchestra');
const balcony = section('Balcony');
const rowA = venueTable({ name: 'A', shape: 'row', section_id: orchestra.id, numbering: 'left_to_right' }, 3);

const guestRow = async (id: string) =>
  (
    await sql<Record<string, unknown>>`
      select seat_id, table_id, section_id, section, row_no, table_no, table_label, seat_no, seat_sort_key, updated_at from rm_attendees where id = ${id}::uuid`.execute(
      t.context.db,
    )
  ).rows[0]!;
const occupantOf = async (seatId: string) =>
  (await sql<{ attendee_id: string | null }>`select attendee_id from rm_seating_seats where id = ${seatId}::uuid`.execute(t.context.db)).rows[0]?.attendee_id;
const seated = async () =>
  (await sql<{ seated: number }>`select seated from rm_attendee_stats where event_uuid = ${eventUuid}::uuid`.execute(t.context.db)).rows[0]!.seated;

async function contents(): Promise<Record<string, string[]>> {
  const all: Record<string, string[]> = {};
  for (const table of [...SEATING_TABLES, 'rm_attendees', 'rm_attendee_stats', SEAT_PIECES_TABLE]) {
    const result = await sql<{ row: string }>`select to_jsonb(t)::text as row from ${sql.table(table)} t order by 1`.execute(t.context.db);
    all[table] = result.rows.map((row) => row.row);
  }
  return all;
}

beforeAll(async () => {
  t = await createTestApp(inject('pgAdminUrl'));
  owner = (await t.signUp()).auth;
  eventUuid = (await createEvent(t, owner)).uuid;
  [ana, bob, cy] = (await addGuests(t, owner, eventUuid, [{ first_name: 'Ana' }, { first_name: 'Bob' }, { first_name: 'Cy' }])).map((guest) => guest.id) as [
    string,
    string,
    string,
  ];
  await savePlan(t.context.store, eventUuid, {
    created: { sections: [orchestra, balcony], tables: [twelve.table, three.table, rowA.table], seats: [...twelve.seats, ...three.seats, ...rowA.seats] },
    settings: { background_opacity: 0.5 },
  });
  await t.settle();
}, 60_000);
afterAll(async () => {
  await t?.close();
});

describe('the guest list projection and the floor plan', () => {
  it("writes the plan's rows: tables with their sort key, seats, sections and settings", async () => {
    const tables = await sql<{
      name: string;
      sort_key: string;
      data: Record<string, unknown>;
    }>`select name, sort_key, data from rm_seating_tables where event_uuid = ${eventUuid}::uuid order by sort_key`.execute(t.context.db);
    expect(tables.rows.map((row) => row.name)).toEqual(['Table 3', '12', 'A']);
    expect(tables.rows[0]!.data.shape).toBe('round');
    const seats = await sql<{ n: number }>`select count(*)::int as n from rm_seating_seats where event_uuid = ${eventUuid}::uuid`.execute(t.context.db);
    expect(seats.rows[0]!.n).toBe(9);
    const plan = await sql<{ settings: Record<string, unknown> }>`select settings from rm_seating_plans where event_uuid = ${eventUuid}::uuid`.execute(
      t.context.db,
    );
    expect(plan.rows[0]!.settings).toMatchObject({ background_opacity: 0.5, background_media_id: null, background_scale: 1 });
  });

  it('seats guests: a venue table fills table number and name, a theatre row section and row; the seat holds the guest', async () => {
    await seatGuest(t.context.store, eventUuid, ana, twelve.seats[2]!);
    await seatGuest(t.context.store, eventUuid, bob, rowA.seats[0]!);
    await t.settle();
    expect(await guestRow(ana)).toMatchObject({
      seat_id: twelve.seats[2]!.id,
      table_id: twelve.table.id,
      section: null,
      row_no: null,
      table_no: '12',
      table_label: 'Sponsors',
      seat_no: '3',
      seat_sort_key: seatSortKey(null, '12', '3'),
    });
    expect(await guestRow(bob)).toMatchObject({
      section_id: orchestra.id,
      section: 'Orchestra',
      row_no: 'A',
      table_no: null,
      table_label: null,
      seat_no: '1',
      seat_sort_key: seatSortKey('Orchestra', 'A', '1'),
    });
    expect(await occupantOf(twelve.seats[2]!.id)).toBe(ana);
    expect(await seated()).toBe(2);
  });

  it('moves a guest: the old seat is free, the new one theirs', async () => {
    await seatGuest(t.context.store, eventUuid, ana, three.seats[0]!, twelve.seats[2]!.id);
    await t.settle();
    expect(await occupantOf(twelve.seats[2]!.id)).toBeNull();
    expect(await occupantOf(three.seats[0]!.id)).toBe(ana);
    expect(await guestRow(ana)).toMatchObject({ table_no: 'Table 3', table_label: null, seat_no: '1' });
    expect(await seated()).toBe(2);
  });

  it('rewrites seated guests when their table, section or seat is renamed or a row moves section, leaving their updated_at', async () => {
    const before = await guestRow(bob);
    await savePlan(t.context.store, eventUuid, {
      updated: {
        tables: [
          { id: three.table.id, name: '3', label: 'Family', x: 10 },
          { id: rowA.table.id, section_id: balcony.id },
        ],
        sections: [{ id: balcony.id, name: 'Upper Balcony' }],
        seats: [{ id: three.seats[0]!.id, name: '1A' }],
      },
    });
    await t.settle();
    expect(await guestRow(ana)).toMatchObject({ table_no: '3', table_label: 'Family', seat_no: '1A', seat_sort_key: seatSortKey(null, '3', '1A') });
    const bobNow = await guestRow(bob);
    expect(bobNow).toMatchObject({ section_id: balcony.id, section: 'Upper Balcony', row_no: 'A', seat_sort_key: seatSortKey('Upper Balcony', 'A', '1') });
    expect(bobNow.updated_at).toEqual(before.updated_at);
    const table = await sql<{
      sort_key: string;
      data: Record<string, unknown>;
    }>`select sort_key, data from rm_seating_tables where id = ${three.table.id}::uuid`.execute(t.context.db);
    expect(table.rows[0]!.data.x).toBe(10);
  });

  it('unseats a guest, and frees the seat of a removed guest', async () => {
    await seatGuest(t.context.store, eventUuid, cy, twelve.seats[0]!);
    await t.settle();
    expect(await seated()).toBe(3);
    await unseatGuest(t.context.store, eventUuid, ana, three.seats[0]!.id);
    await t.settle();
    expect(await guestRow(ana)).toMatchObject({ seat_id: null, table_id: null, table_no: null, seat_no: null, seat_sort_key: null });
    expect(await occupantOf(three.seats[0]!.id)).toBeNull();
    const removed = await t.app.inject({ method: 'POST', url: `/api/v2/events/${eventUuid}/attendees/delete`, headers: owner, payload: { attendees: [cy] } });
    expect(removed.statusCode, removed.body).toBeLessThan(300);
    await t.settle();
    expect(await occupantOf(twelve.seats[0]!.id)).toBeNull();
    expect(await seated()).toBe(1);
  });

  it('deletes pieces: their rows go, and a guest whose seat went holds none', async () => {
    const lamp = {
      id: crypto.randomUUID(),
      type: 'Square',
      x: 0,
      y: 0,
      width: 10,
      height: 10,
      rotation: 0,
      points: [],
      text: 'Stage',
      fill: null,
      stroke: null,
      font_size: null,
    };
    const legend = { id: crypto.randomUUID(), name: 'Accessible', color: '#2D4CD7' };
    await savePlan(t.context.store, eventUuid, {
      created: { canvas_objects: [lamp], seat_legends: [legend] },
      updated: { seats: [{ id: twelve.seats[1]!.id, seat_legend_id: legend.id }] },
    });
    await t.settle();
    await savePlan(t.context.store, eventUuid, {
      deleted: {
        tables: [rowA.table.id],
        seats: rowA.seats.map((seat) => seat.id),
        sections: [orchestra.id],
        seat_legends: [legend.id],
        canvas_objects: [lamp.id],
      },
    });
    await t.settle();
    expect(await guestRow(bob)).toMatchObject({ seat_id: null, section: null, row_no: null });
    expect(await seated()).toBe(0);
    const left = await sql<{ tables: number; seats: number; sections: number; objects: number; legends: number; marked: number }>`
      select (select count(*)::int from rm_seating_tables where event_uuid = ${eventUuid}::uuid) as tables,
        (select count(*)::int from rm_seating_seats where event_uuid = ${eventUuid}::uuid) as seats,
        (select count(*)::int from rm_seating_sections where event_uuid = ${eventUuid}::uuid) as sections,
        (select count(*)::int from rm_seating_canvas_objects where event_uuid = ${eventUuid}::uuid) as objects,
        (select count(*)::int from rm_seating_legends where event_uuid = ${eventUuid}::uuid) as legends,
        (select count(*)::int from rm_seating_seats where seat_legend_id is not null) as marked`.execute(t.context.db);
    expect(left.rows[0]).toEqual({ tables: 2, seats: 6, sections: 1, objects: 0, legends: 0, marked: 0 });
  });

  it("keeps each event's pieces to itself where the log holds one id in two plans (saved before ids were reserved)", async () => {
    const other = (await createEvent(t, owner, { name: 'Other' })).uuid;
    const [olly] = (await addGuests(t, owner, other, [{ first_name: 'Olly' }])).map((guest) => guest.id);
    const legend = { id: crypto.randomUUID(), name: 'Family', color: '#2D4CD7' };
    await savePlan(t.context.store, eventUuid, { created: { seat_legends: [legend] } });
    // The other plan makes pieces with this plan's ids, changes them, seats a guest in one, and deletes them.
    await savePlan(t.context.store, other, {
      created: { seat_legends: [{ ...legend, name: 'Theirs' }], tables: [{ ...three.table, name: 'Theirs' }], seats: three.seats },
    });
    await savePlan(t.context.store, other, { updated: { seat_legends: [{ id: legend.id, name: 'Renamed' }], seats: [{ id: three.seats[1]!.id, name: 'X' }] } });
    await seatGuest(t.context.store, other, olly!, three.seats[1]!);
    await t.settle();
    await savePlan(t.context.store, other, { deleted: { tables: [three.table.id], seats: three.seats.map((seat) => seat.id), seat_legends: [legend.id] } });
    await t.settle();
    const of = async (event: string) =>
      (
        await sql<{ legends: string[] | null; tables: string[] | null; seats: string[] | null }>`
          select (select array_agg(name order by name) from rm_seating_legends where event_uuid = ${event}::uuid) as legends,
            (select array_agg(name order by name) from rm_seating_tables where event_uuid = ${event}::uuid) as tables,
            (select array_agg(name || ':' || coalesce(attendee_id::text, '-') order by name) from rm_seating_seats where event_uuid = ${event}::uuid and table_id = ${three.table.id}::uuid) as seats`.execute(
          t.context.db,
        )
      ).rows[0];
    expect(await of(eventUuid)).toEqual({ legends: ['Family'], tables: ['12', '3'], seats: ['1A:-', '2:-'] });
    expect(await of(other)).toEqual({ legends: null, tables: null, seats: null });
  });

  it('rebuilds the same plan rows, occupants and guest seat columns from the log alone', async () => {
    await seatGuest(t.context.store, eventUuid, ana, twelve.seats[3]!);
    await t.settle();
    const live = await contents();
    expect(live.rm_seating_seats!.some((row) => row.includes(ana))).toBe(true);
    // Each alone: the floor plan and the guest list own their tables (the guest list the names its rows copy).
    await rebuildProjection(t.context.db, t.context.store, guestListProjection);
    expect(await contents()).toEqual(live);
    await rebuildProjection(t.context.db, t.context.store, seatingProjection);
    expect(await contents()).toEqual(live);
  });
});
