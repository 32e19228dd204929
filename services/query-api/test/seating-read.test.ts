import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestApp, type TestApp } from '@usher/infra/testing/test-app';
import { addGuests, createEvent, getJson, multipartFile, type Auth } from '@usher/infra/testing/api-helpers';
import { savePlan, seatGuest, section, venueTable } from '@usher/infra/testing/seating-fixtures';
import { compareTableNames } from '@usher/domain/seating/natural-order';

let t: TestApp;
let owner: Auth;
let floorplanDoor: Auth;
let plainDoor: Auth;
let stranger: Auth;
let eventUuid: string;
let ana: string;
let bob: string;
let cy: string;
const ten = venueTable({ name: '10', label: 'Sponsors' }, 4);
const two = venueTable({ name: 'Table 2' }, 2);
const bar = venueTable({ name: 'Bar' }, 2);
const stalls = section('Stalls');
const rowB = venueTable({ name: 'B', shape: 'row', section_id: stalls.id }, 3);
const stage = {
  id: crypto.randomUUID(),
  type: 'Square',
  x: 0,
  y: -200,
  width: 300,
  height: 80,
  rotation: 0,
  points: [],
  text: 'Stage',
  fill: '#1F2937',
  stroke: null,
  font_size: 18,
};
const vip = { id: crypto.randomUUID(), name: 'VIP', color: '#2D4CD7' };

const get = (url: string, auth: Auth = owner) => t.app.inject({ method: 'GET', url, headers: auth });
const seatingUrl = (path: string) => `/api/v2/events/${eventUuid}/seating/${path}`;

async function teamMember(role: string, email: string): Promise<Auth> {
  const invited = await t.app.inject({ method: 'POST', url: `/api/v2/events/${eventUuid}/administrators`, headers: owner, payload: { email, role } });
  expect(invited.statusCode, invited.body).toBe(201);
  await t.settle();
  return (await t.signUp({ email }, { verifyEmail: true })).auth;
}

beforeAll(async () => {
  t = await createTestApp(inject('pgAdminUrl'));
  owner = (await t.signUp()).auth;
  stranger = (await t.signUp()).auth;
  eventUuid = (await createEvent(t, owner, { name: 'Winter Gala' })).uuid;
  floorplanDoor = await teamMember('check_in_with_floorplan', 'floor@example.org');
  plainDoor = await teamMember('check_in', 'door@example.org');
  [ana, bob, cy] = (
    await addGuests(t, owner, eventUuid, [
      { first_name: 'Ana', last_name: 'Arden' },
      { first_name: 'Bob', last_name: 'Boyd' },
      { first_name: 'Cy', last_name: 'Cole' },
    ])
  ).map((guest) => guest.id) as [string, string, string];
  const image = multipartFile(
    'venue.png',
    Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64'),
    'image/png',
  );
  const media = await t.app.inject({
    method: 'POST',
    url: `/api/v2/pass/file-upload?event_uuid=${eventUuid}`,
    headers: { ...owner, ...image.headers },
    payload: image.payload,
  });
  expect(media.statusCode, media.body).toBeLessThan(300);
  const seats = [...ten.seats, ...two.seats, ...bar.seats, ...rowB.seats];
  // One seat of table 10 is kept for the crew: disabled.
  seats[1] = { ...seats[1]!, disabled: true, disabled_message: 'Crew' };
  seats[0] = { ...seats[0]!, seat_legend_id: vip.id };
  await savePlan(t.context.store, eventUuid, {
    created: { sections: [stalls], tables: [bar.table, ten.table, rowB.table, two.table], seats, canvas_objects: [stage], seat_legends: [vip] },
    settings: { background_media_id: media.json().data.id, background_opacity: 0.4 },
  });
  await seatGuest(t.context.store, eventUuid, ana, ten.seats[2]!);
  await seatGuest(t.context.store, eventUuid, bob, rowB.seats[1]!);
  await t.settle();
}, 60_000);
afterAll(async () => {
  await t?.close();
});

describe('the seating read routes', () => {
  it("answers the whole plan: pieces in table and seat order, occupants, settings and the background's address", async () => {
    const { data } = await getJson(t, owner, seatingUrl('plan'));
    expect(data.event_uuid).toBe(eventUuid);
    expect(data.seating_type).toBe('venue');
    expect(data.tables.map((table: { name: string }) => table.name)).toEqual(['Table 2', '10', 'B', 'Bar']);
    expect(data.tables.find((table: { name: string }) => table.name === '10')).toMatchObject({ label: 'Sponsors', shape: 'round', seat_count: 4, seated: 1 });
    // Seats by their table's place in the order, then position.
    const expectedSeats = [...two.seats, ...ten.seats, ...rowB.seats, ...bar.seats].map((seat) => seat.id);
    expect(data.seats.map((seat: { id: string }) => seat.id)).toEqual(expectedSeats);
    expect(data.seats.find((seat: { id: string }) => seat.id === ten.seats[1]!.id)).toMatchObject({
      disabled: true,
      disabled_message: 'Crew',
      attendee_id: null,
    });
    expect(data.seats.find((seat: { id: string }) => seat.id === ten.seats[0]!.id).seat_legend_id).toBe(vip.id);
    expect(data.sections).toEqual([{ ...stalls }]);
    expect(data.canvas_objects).toEqual([stage]);
    expect(data.seat_legends).toEqual([vip]);
    expect(data.occupants).toHaveLength(2);
    expect(data.occupants.find((occupant: { attendee_id: string }) => occupant.attendee_id === ana)).toMatchObject({
      seat_id: ten.seats[2]!.id,
      full_name: 'Ana Arden',
      checked_in: false,
      tags: [],
    });
    expect(data.settings).toMatchObject({ background_opacity: 0.4, background_locked: false });
    expect(data.background_url).toBe(`/media/${data.settings.background_media_id}`);
    expect(Number(data.position)).toBeGreaterThan(0);
  });

  it("lists each kind under the spec's key, and only the ids asked for", async () => {
    expect((await getJson(t, owner, seatingUrl('tables'))).tables.map((table: { name: string }) => table.name)).toEqual(['Table 2', '10', 'B', 'Bar']);
    expect((await getJson(t, owner, seatingUrl('seats'))).seats).toHaveLength(11);
    expect((await getJson(t, owner, seatingUrl('objects'))).canvas_objects).toEqual([stage]);
    expect((await getJson(t, owner, seatingUrl('sections'))).sections).toHaveLength(1);
    expect((await getJson(t, owner, seatingUrl('legends'))).seat_legends).toEqual([vip]);
    const some = await t.app.inject({
      method: 'POST',
      url: seatingUrl('seats/list-by-ids'),
      headers: owner,
      payload: { ids: [rowB.seats[2]!.id, ten.seats[3]!.id, crypto.randomUUID()] },
    });
    expect(some.statusCode, some.body).toBe(200);
    expect(some.json().seats.map((seat: { id: string }) => seat.id)).toEqual([ten.seats[3]!.id, rowB.seats[2]!.id]);
    const tooMany = await t.app.inject({
      method: 'POST',
      url: seatingUrl('tables/list-by-ids'),
      headers: owner,
      payload: { ids: Array.from({ length: 20_001 }, () => crypto.randomUUID()) },
    });
    expect(tooMany.statusCode).toBe(422);
  });

  it("answers a table's seats and section, and a section's tables", async () => {
    const seats = await getJson(t, owner, `/api/v2/events/seating/tables/${rowB.table.id}/seats`);
    expect(seats.seats.map((seat: { name: string; attendee_id: string | null }) => [seat.name, seat.attendee_id])).toEqual([
      ['1', null],
      ['2', bob],
      ['3', null],
    ]);
    expect((await getJson(t, owner, `/api/v2/events/seating/tables/${rowB.table.id}/section`)).data).toEqual({ ...stalls });
    expect((await getJson(t, owner, `/api/v2/events/seating/tables/${ten.table.id}/section`)).data).toBeNull();
    expect((await getJson(t, owner, `/api/v2/events/seating/sections/${stalls.id}/tables`)).tables.map((table: { id: string }) => table.id)).toEqual([
      rowB.table.id,
    ]);
    expect((await get(`/api/v2/events/seating/tables/${crypto.randomUUID()}/seats`)).statusCode).toBe(404);
  });

  it("lets the door's floorplan role read the plan and nothing else of it; another organisation gets 404", async () => {
    expect((await get(seatingUrl('plan'), floorplanDoor)).statusCode).toBe(200);
    expect((await get(seatingUrl('tables'), floorplanDoor)).statusCode).toBe(403);
    expect((await get(seatingUrl('plan'), plainDoor)).statusCode).toBe(403);
    expect((await get(seatingUrl('plan'), stranger)).statusCode).toBe(404);
    expect((await get(`/api/v2/events/seating/tables/${ten.table.id}/seats`, stranger)).statusCode).toBe(404);
  });

  it('gives the guest list its seat columns, floorplan link, seat order, stats and seated filters', async () => {
    const list = await getJson(t, owner, `/api/v2/events/${eventUuid}/attendees`);
    // Seated guests first, by section then table then seat: '' (no section) before 'Stalls'.
    expect(list.data.map((guest: { id: string }) => guest.id)).toEqual([ana, bob, cy]);
    const [first, second, third] = list.data;
    expect(first).toMatchObject({ section: null, row_no: null, table_no: '10', table_label: 'Sponsors', seat_no: '3', seat_id: ten.seats[2]!.id });
    expect(first.floorplan_link).toMatch(new RegExp(`/events/${eventUuid}/floor-plan\\?seat=${ten.seats[2]!.id}$`));
    expect(second).toMatchObject({ section: 'Stalls', row_no: 'B', table_no: null, seat_no: '2' });
    expect(third).toMatchObject({ seat_id: null, floorplan_link: null });
    const stats = (await getJson(t, owner, `/api/v2/events/${eventUuid}/attendees/stats`)).data;
    // Eleven seats, one disabled.
    expect(stats).toMatchObject({ total_seats: 10, total_seated: 2, total_unseated: 1 });
    const seated = await getJson(t, owner, `/api/v2/events/${eventUuid}/attendees?filter=seated`);
    expect(seated.data.map((guest: { id: string }) => guest.id)).toEqual([ana, bob]);
    const unseated = await getJson(t, owner, `/api/v2/events/${eventUuid}/attendees?filter=unseated`);
    expect(unseated.data.map((guest: { id: string }) => guest.id)).toEqual([cy]);
  });

  it("words the plan's changes in the audit log, seats by where they are", async () => {
    const rows: { type: string; summary: string; attendee: { id: string } | null }[] = (
      await getJson(t, owner, `/api/v2/events/${eventUuid}/audit-log?limit=20`)
    ).data;
    const summaries = rows.map((row) => row.summary);
    expect(summaries).toContain('Floor plan edited: 4 tables added; 1 section added; 1 shape added; 1 legend added; background changed');
    expect(rows.find((row) => row.type === 'AttendeeSeated' && row.attendee?.id === ana)?.summary).toBe('Seated at table 10, seat 3');
    expect(rows.find((row) => row.type === 'AttendeeSeated' && row.attendee?.id === bob)?.summary).toBe('Seated in Stalls, row B, seat 2');
    expect(summaries).toContain('Seat taken: table 10, seat 3');
  });

  it('orders any tables by the first number in their name, then alphabetically, names without numbers last', async () => {
    const name = fc.oneof(
      fc
        .tuple(fc.constantFrom('', 'Table ', 'T', 'table '), fc.nat({ max: 120 }), fc.constantFrom('', ' VIP', 'b', 'A'))
        .map(([prefix, n, suffix]) => `${prefix}${n}${suffix}`),
      fc.constantFrom('Bar', 'bar', 'Stage side', 'Lounge', 'Z', 'a'),
    );
    const names = fc.sample(fc.uniqueArray(name, { minLength: 5, maxLength: 25 }), 1)[0]!;
    const other = (await createEvent(t, owner, { name: 'Orders' })).uuid;
    const tables = names.map((tableName) => venueTable({ name: tableName }, 1));
    await savePlan(t.context.store, other, { created: { tables: tables.map((table) => table.table), seats: tables.flatMap((table) => table.seats) } });
    await t.settle();
    const listed: string[] = (await getJson(t, owner, `/api/v2/events/${other}/seating/tables`)).tables.map((table: { name: string }) => table.name);
    expect(listed).toEqual([...names].sort(compareTableNames));
    const firstNumber = (tableName: string) => (/\d+/.exec(tableName) ? Number(/\d+/.exec(tableName)![0]) : null);
    for (let i = 1; i < listed.length; i++) {
      const [a, b] = [firstNumber(listed[i - 1]!), firstNumber(listed[i]!)];
      if (a === null) expect(b).toBeNull();
      else if (b !== null) expect(a).toBeLessThanOrEqual(b);
    }
    const seats: { table_id: string }[] = (await getJson(t, owner, `/api/v2/events/${other}/seating/seats`)).seats;
    const tableOf = new Map(tables.map((table) => [table.table.id, String(table.table.name)]));
    expect(seats.map((seat) => tableOf.get(seat.table_id))).toEqual(listed);
  });
});

describe('compareTableNames, the order the routes sort by', () => {
  it('puts numbered names first by their first number, then alphabetically, and names without a number last', () => {
    const anyName = fc.string({ maxLength: 12 });
    fc.assert(
      fc.property(fc.array(anyName, { maxLength: 30 }), (names) => {
        const sorted = [...names].sort(compareTableNames);
        const numberOf = (value: string) => (/\d+/.exec(value) ? Number(/\d+/.exec(value)![0]) : null);
        for (let i = 1; i < sorted.length; i++) {
          const [a, b] = [sorted[i - 1]!, sorted[i]!];
          const [na, nb] = [numberOf(a), numberOf(b)];
          if (na === null) expect(nb).toBeNull();
          else if (nb !== null && na === nb) expect(a.localeCompare(b, 'en', { sensitivity: 'base' })).toBeLessThanOrEqual(0);
          else if (nb !== null) expect(na).toBeLessThan(nb);
          if (na === null && nb === null) expect(a.localeCompare(b, 'en', { sensitivity: 'base' })).toBeLessThanOrEqual(0);
        }
      }),
    );
  });
});
