import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestApp, type TestApp } from '@usher/infra/testing/test-app';
import { addGuests, createEvent, type Auth } from '@usher/infra/testing/api-helpers';
import { savePlan, seatGuest, venueTable } from '@usher/infra/testing/seating-fixtures';

// Table owners (issue 19 section 3): the organiser gives a table an owner;
// the owner's signed link shows the table and lets them seat their own
// guests, within the organiser's limit, through the seat-assignment decision.

let t: TestApp;
let owner: Auth;
let eventUuid: string;
let olga: string;
let plusOne: string;
let secondPlusOne: string;
let stranger: string;
const table = venueTable({ name: '7', label: 'Friends', x: 100, y: 100 }, 4);
const other = venueTable({ name: '8', x: 300, y: 100 }, 2);
const racedTable = venueTable({ name: '9', x: 500, y: 100 }, 6);

const call = (method: 'GET' | 'POST', url: string, headers: Auth | Record<string, never> = {}, payload?: object) =>
  t.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload }) });
const ownerUrl = (link: string) => `/api/v2/public/events/${eventUuid}/table-owner/${new URL(link).searchParams.get('token')}`;

beforeAll(async () => {
  t = await createTestApp(inject('pgAdminUrl'));
  owner = (await t.signUp()).auth;
  eventUuid = (await createEvent(t, owner, { name: 'Harbour Gala' })).uuid;
  expect((await t.app.inject({ method: 'PUT', url: `/api/v2/events/${eventUuid}`, headers: owner, payload: { is_seating_enabled: true } })).statusCode).toBe(
    200,
  );
  [olga, stranger] = (
    await addGuests(t, owner, eventUuid, [
      { first_name: 'Olga', last_name: 'Owner' },
      { first_name: 'Sam', last_name: 'Stranger' },
    ])
  ).map((g) => g.id) as [string, string];
  [plusOne, secondPlusOne] = (
    await addGuests(t, owner, eventUuid, [
      { first_name: 'Pia', last_name: 'Plus', parent_attendee_id: olga },
      { first_name: 'Quin', last_name: 'Plus', parent_attendee_id: olga },
    ])
  ).map((g) => g.id) as [string, string];
  await savePlan(t.context.store, eventUuid, {
    created: { tables: [table.table, other.table, racedTable.table], seats: [...table.seats, ...other.seats, ...racedTable.seats] },
  });
  await seatGuest(t.context.store, eventUuid, stranger, table.seats[0]!);
  await t.settle();
}, 120_000);
afterAll(async () => {
  await t?.close();
});

describe('table owners', () => {
  let link: string;

  it("the organiser gives a table an owner and gets their link; bad input is 422 and another event's table 404", async () => {
    const set = await call('POST', `/api/v2/events/${eventUuid}/seating/tables/${table.table.id}/owner`, owner, {
      attendee_id: olga,
      may_seat_guests: true,
      limit: 1,
    });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json().data).toMatchObject({ table_id: table.table.id, attendee_id: olga, full_name: 'Olga Owner', may_seat_guests: true, limit: 1 });
    link = set.json().data.link;
    expect(link).toMatch(new RegExp(`/events/${eventUuid}/table-owner\\?token=`));
    expect(
      (
        await call('POST', `/api/v2/events/${eventUuid}/seating/tables/${table.table.id}/owner`, owner, {
          attendee_id: olga,
          may_seat_guests: true,
          limit: 999,
        })
      ).statusCode,
    ).toBe(422);
    const otherEvent = (await createEvent(t, owner, { name: 'Other' })).uuid;
    expect((await call('POST', `/api/v2/events/${otherEvent}/seating/tables/${table.table.id}/owner`, owner, { attendee_id: null })).statusCode).toBe(404);
    const read = await call('GET', `/api/v2/events/${eventUuid}/seating/tables/${table.table.id}/owner`, owner);
    expect(read.json().data.link).toBe(link);
    // No account is 401; another organisation's organiser finds no such event (404).
    expect((await call('GET', `/api/v2/events/${eventUuid}/seating/tables/${table.table.id}/owner`)).statusCode).toBe(401);
    const outsider = (await t.signUp()).auth;
    expect((await call('POST', `/api/v2/events/${eventUuid}/seating/tables/${table.table.id}/owner`, outsider, { attendee_id: null })).statusCode).toBe(404);
    await t.settle();
  });

  it("the owner's page shows their table alone, who sits there, and their own guests", async () => {
    const page = await call('GET', ownerUrl(link));
    expect(page.statusCode, page.body).toBe(200);
    const data = page.json().data;
    expect(data.table).toEqual({ id: table.table.id, name: '7', label: 'Friends' });
    expect(data.guests.map((g: { full_name: string }) => g.full_name)).toEqual(['Olga Owner', 'Pia Plus', 'Quin Plus']);
    expect(data.plan.tables.map((row: { id: string }) => row.id)).toEqual([table.table.id]);
    expect(data.plan.seats).toHaveLength(4);
    expect(data.plan.seats[0]).toMatchObject({ occupied: true, guest_name: 'Sam Stranger' });
    expect(page.body).not.toContain(other.table.id);
    expect((await call('GET', `/api/v2/public/events/${eventUuid}/table-owner/${'x'.repeat(80)}`)).statusCode).toBe(404);
  });

  it('the owner seats a plus-one at a free seat, within the limit, never a stranger nor a taken seat', async () => {
    const seatUrl = (guest: string) => `${ownerUrl(link)}/guests/${guest}/seat`;
    const taken = await call('POST', seatUrl(plusOne), {}, { seat_id: table.seats[0]!.id });
    expect(taken.statusCode, taken.body).toBe(409);
    expect(taken.json().code).toBe('seat_taken');
    expect((await call('POST', seatUrl(stranger), {}, { seat_id: table.seats[1]!.id })).statusCode).toBe(404);
    expect((await call('POST', seatUrl(plusOne), {}, { seat_id: other.seats[0]!.id })).statusCode).toBe(404);

    const seated = await call('POST', seatUrl(plusOne), {}, { seat_id: table.seats[1]!.id });
    expect(seated.statusCode, seated.body).toBe(200);
    await t.settle();
    const row = await t.context.db.selectFrom('rm_attendees').select(['seat_id', 'table_no', 'seat_no']).where('id', '=', plusOne).executeTakeFirstOrThrow();
    expect(row).toEqual({ seat_id: table.seats[1]!.id, table_no: '7', seat_no: '2' });

    const overLimit = await call('POST', seatUrl(secondPlusOne), {}, { seat_id: table.seats[2]!.id });
    expect(overLimit.statusCode, overLimit.body).toBe(409);
    expect(overLimit.json().code).toBe('owner_limit_reached');
    expect((await call('GET', ownerUrl(link))).json().data.seated_by_owner).toBe(1);
  });

  it("a replaced owner's link stops working", async () => {
    await call('POST', `/api/v2/events/${eventUuid}/seating/tables/${table.table.id}/owner`, owner, {
      attendee_id: stranger,
      may_seat_guests: false,
      limit: 0,
    });
    await t.settle();
    expect((await call('GET', ownerUrl(link))).statusCode).toBe(404);
    expect((await call('POST', `${ownerUrl(link)}/guests/${secondPlusOne}/seat`, {}, { seat_id: table.seats[2]!.id })).statusCode).toBe(404);
  });
});

describe('a table owner racing their own limit (issue 27)', () => {
  it('four parallel requests with one slot left seat one guest, and the others are refused', async () => {
    const [rita] = (await addGuests(t, owner, eventUuid, [{ first_name: 'Rita', last_name: 'Racer' }])).map((g) => g.id) as [string];
    const party = (
      await addGuests(
        t,
        owner,
        eventUuid,
        ['A', 'B', 'C', 'D', 'E'].map((name) => ({ first_name: name, last_name: 'Plus', parent_attendee_id: rita })),
      )
    ).map((g) => g.id);
    await t.settle();
    const set = await call('POST', `/api/v2/events/${eventUuid}/seating/tables/${racedTable.table.id}/owner`, owner, {
      attendee_id: rita,
      may_seat_guests: true,
      limit: 2,
    });
    expect(set.statusCode, set.body).toBe(200);
    await t.settle();
    const seatUrl = (guest: string) => `${ownerUrl(set.json().data.link)}/guests/${guest}/seat`;
    expect((await call('POST', seatUrl(party[0]!), {}, { seat_id: racedTable.seats[0]!.id })).statusCode).toBe(200);
    await t.settle();

    const answers = await Promise.all([1, 2, 3, 4].map((i) => call('POST', seatUrl(party[i]!), {}, { seat_id: racedTable.seats[i]!.id })));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409, 409, 409]);
    expect(answers.filter((answer) => answer.statusCode === 409).map((answer) => answer.json().code)).toEqual([
      'owner_limit_reached',
      'owner_limit_reached',
      'owner_limit_reached',
    ]);
    // The seats' own streams: two of Rita's guests at her table, as the limit says.
    const occupied = await t.context.store.readStreams(racedTable.seats.map((seat) => `seat-${seat.id}`));
    const seated = [...occupied.values()].filter((events) => events.at(-1)?.type === 'SeatTaken').length;
    expect(seated).toBe(2);
    await t.settle();
    expect((await call('GET', ownerUrl(set.json().data.link))).json().data.seated_by_owner).toBe(2);
  });
});
