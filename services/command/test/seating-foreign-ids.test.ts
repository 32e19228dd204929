import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestApp, type TestApp } from '@usher/infra/testing/test-app';
import { addGuests, createEvent, getJson, type Auth } from '@usher/infra/testing/api-helpers';

// Issue 27, section 1: a floor plan's pieces carry ids the editor chooses, so
// organisation B could name A's pieces in its own saves. An id means
// something only within its event: B's save that creates a piece with A's id
// is refused on the field and appends nothing, and A's plan, seats and
// guests read as before.

let t: TestApp;
let a: Auth;
let b: Auth;

beforeAll(async () => {
  t = await createTestApp(inject('pgAdminUrl'));
  a = (await t.signUp({ first_name: 'Ada', last_name: 'Alpha' })).auth;
  b = (await t.signUp({ first_name: 'Bob', last_name: 'Beta' })).auth;
});
afterAll(async () => {
  await t.close();
});

const post = (auth: Auth, url: string, payload: object) => t.app.inject({ method: 'POST', url: `/api/v2${url}`, headers: auth, payload });

/** A's event: a legend, a table of 4 seats (one with the legend) and a guest in the first seat. */
async function planOfA() {
  const event = (await createEvent(t, a, { name: 'Alpha Gala' })).uuid;
  const legend = (await post(a, `/events/${event}/seating/legends/add`, { name: 'Sponsors', color: '#2D4CD7' })).json().data.id as string;
  const table = await post(a, `/events/${event}/seating/tables/add`, { name: 'Alpha table', shape: 'round', seat_count: 4 });
  expect(table.statusCode, table.body).toBe(201);
  const tableId = table.json().data.id as string;
  await t.settle();
  const seats = (await getJson(t, a, `/api/v2/events/seating/tables/${tableId}/seats`)).seats as { id: string }[];
  expect(seats).toHaveLength(4);
  const [guest] = await addGuests(t, a, event, [{ first_name: 'Alma', last_name: 'Alpha' }]);
  expect((await post(a, `/events/seating/seats/${seats[0]!.id}/update`, { seat_legend_id: legend })).statusCode).toBe(200);
  expect((await post(a, `/events/${event}/seating/assign`, { assignments: [{ attendee_id: guest!.id, seat_id: seats[0]!.id }] })).statusCode).toBe(200);
  await t.settle();
  return { event, legend, tableId, seats: seats.map((seat) => seat.id), guest: guest!.id };
}

const table = (id: string, name: string) => ({
  id,
  section_id: null,
  name,
  label: null,
  shape: 'round',
  diameter: null,
  seat_count: 1,
  numbering: 'clockwise',
  aisle_after: [],
  curve: 0,
  x: 0,
  y: 0,
  width: 60,
  height: 60,
  rotation: 0,
  color: null,
});
const seat = (id: string, tableId: string) => ({
  id,
  table_id: tableId,
  seat_legend_id: null,
  name: '1',
  position: 0,
  disabled: false,
  disabled_message: null,
});

/** Everything of A's event that B must not reach: its plan's lists, its guest's seat, and its streams. */
async function whatAHas(event: string) {
  await t.settle();
  const lists = await Promise.all(
    ['legends', 'tables', 'seats', 'sections', 'objects'].map((kind) => getJson(t, a, `/api/v2/events/${event}/seating/${kind}`)),
  );
  const guests = await getJson(t, a, `/api/v2/events/${event}/attendees?per_page=50`);
  const plan = await t.context.store.readStream(`seating-plan-${event}`);
  return { lists, guests, planVersion: plan.length };
}

const appendedBy = async (correlationId: string) =>
  (
    await t.context.db
      .selectFrom('es_events')
      .select('type')
      .where((eb) => eb(eb.ref('metadata', '->>').key('correlation_id'), '=', correlationId))
      .execute()
  ).length;

describe("another event's piece ids", () => {
  it("refuse, on the field, a save that creates a legend, a table or a seat with A's id, and append nothing", async () => {
    const alpha = await planOfA();
    const before = await whatAHas(alpha.event);
    const beta = (await createEvent(t, b, { name: 'Beta Gala' })).uuid;
    const newTable = randomUUID();
    const cases = [
      { body: { created: { seat_legends: [{ id: alpha.legend, name: 'Mine', color: '#000000' }] } }, field: 'created.seat_legends.0.id' },
      { body: { created: { tables: [table(alpha.tableId, 'Mine')], seats: [seat(randomUUID(), alpha.tableId)] } }, field: 'created.tables.0.id' },
      { body: { created: { tables: [table(newTable, 'Mine')], seats: [seat(alpha.seats[0]!, newTable)] } }, field: 'created.seats.0.id' },
    ];
    for (const { body, field } of cases) {
      const correlationId = randomUUID();
      const saved = await t.app.inject({
        method: 'POST',
        url: `/api/v2/events/${beta}/seating/save`,
        headers: { ...b, 'x-correlation-id': correlationId },
        payload: body,
      });
      expect(saved.statusCode, saved.body).toBe(422);
      expect(saved.json().errors).toEqual({ [field]: ['The id has already been taken.'] });
      expect(await appendedBy(correlationId)).toBe(0);
    }
    // The one-piece routes say the same, on their own field.
    const added = await post(b, `/events/${beta}/seating/legends/add`, { id: alpha.legend, name: 'Mine', color: '#000000' });
    expect(added.statusCode, added.body).toBe(422);
    expect(added.json().errors).toEqual({ id: ['The id has already been taken.'] });

    // What the attack went on to do: rename A's legend, delete A's table, take A's seat.
    expect((await post(b, `/events/${beta}/seating/save`, { updated: { seat_legends: [{ id: alpha.legend, name: 'Renamed by B' }] } })).statusCode).toBe(404);
    expect((await post(b, `/events/${beta}/seating/save`, { deleted: { tables: [alpha.tableId] } })).statusCode).toBe(404);
    const [betaGuest] = await addGuests(t, b, beta, [{ first_name: 'Bert', last_name: 'Beta' }]);
    expect((await post(b, `/events/${beta}/seating/assign`, { assignments: [{ attendee_id: betaGuest!.id, seat_id: alpha.seats[1] }] })).statusCode).toBe(404);

    expect(await whatAHas(alpha.event)).toEqual(before);
    // B's own plan shows nothing of A's.
    await t.settle();
    for (const kind of ['legends', 'tables', 'seats'])
      expect(JSON.stringify(await getJson(t, b, `/api/v2/events/${beta}/seating/${kind}`))).not.toMatch(/Alpha|Sponsors/);
    // A still seats its own guests in its own seats.
    const [second] = await addGuests(t, a, alpha.event, [{ first_name: 'Arno', last_name: 'Alpha' }]);
    const seated = await post(a, `/events/${alpha.event}/seating/assign`, { assignments: [{ attendee_id: second!.id, seat_id: alpha.seats[1] }] });
    expect(seated.statusCode, seated.body).toBe(200);
  });

  it('lets an event reuse the ids of its own pieces, and gives a new id raced by two events to one of them', async () => {
    const mine = (await createEvent(t, a, { name: 'Reuse' })).uuid;
    const id = randomUUID();
    expect((await post(a, `/events/${mine}/seating/legends/add`, { id, name: 'First', color: '#2D4CD7' })).statusCode).toBe(201);
    expect((await post(a, `/events/seating/legends/${id}/delete`, {})).statusCode).toBe(200);
    expect((await post(a, `/events/${mine}/seating/legends/add`, { id, name: 'Again', color: '#2D4CD7' })).statusCode).toBe(201);

    const [one, two] = [(await createEvent(t, a, { name: 'One' })).uuid, (await createEvent(t, b, { name: 'Two' })).uuid];
    const raced = randomUUID();
    const answers = await Promise.all([
      post(a, `/events/${one}/seating/legends/add`, { id: raced, name: 'One', color: '#2D4CD7' }),
      post(b, `/events/${two}/seating/legends/add`, { id: raced, name: 'Two', color: '#2D4CD7' }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 422]);
  });

  it("keeps a deleted piece's id with its event: seen on a host's page, it is no use to another", async () => {
    const alpha = await planOfA();
    const beta = (await createEvent(t, b, { name: 'Beta' })).uuid;
    expect((await post(a, `/events/seating/legends/${alpha.legend}/delete`, {})).statusCode).toBe(200);
    const taken = await post(b, `/events/${beta}/seating/legends/add`, { id: alpha.legend, name: 'Mine', color: '#000000' });
    expect(taken.statusCode).toBe(422);
  });
});
