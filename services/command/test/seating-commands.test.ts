import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestApp, type TestApp } from '@usher/infra/testing/test-app';
import { addGuests, createEvent, type Auth } from '@usher/infra/testing/api-helpers';

// The seating write routes through real HTTP injects against a real database.
// The read model is another part's job: these tests read the log and the replies.

let t: TestApp;
let owner: Auth;
let stranger: Auth;

beforeAll(async () => {
  t = await createTestApp(inject('pgAdminUrl'));
  owner = (await t.signUp()).auth;
  stranger = (await t.signUp()).auth;
});
afterAll(async () => {
  await t.close();
});

const post = (url: string, payload: object, headers: Auth = owner) => t.app.inject({ method: 'POST', url: `/api/v2${url}`, headers, payload });

/** An event with `tables` round tables of 60 inches (10 seats each) and `guests` guests. */
async function seatedEvent(tables: number, guests: number) {
  const event = await createEvent(t, owner);
  const tableIds: string[] = [];
  for (let n = 1; n <= tables; n++) {
    const added = await post(`/events/${event.uuid}/seating/tables/add`, { name: `Table ${n}`, shape: 'round', diameter: 60 });
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json().data).toMatchObject({ name: `Table ${n}`, seat_count: 10, seated: 0 });
    tableIds.push(added.json().data.id);
  }
  const people =
    guests === 0
      ? []
      : await addGuests(
          t,
          owner,
          event.uuid,
          Array.from({ length: guests }, (_, i) => ({ first_name: 'Guest', last_name: String(i + 1) })),
        );
  const planEvents = await t.context.store.readStream(`seating-plan-${event.uuid}`);
  const seats = planEvents.flatMap((e) => (e.data.created as { seats?: { id: string; table_id: string; position: number }[] }).seats ?? []);
  const seatsOf = (tableId: string) =>
    seats
      .filter((s) => s.table_id === tableId)
      .sort((a, b) => a.position - b.position)
      .map((s) => s.id);
  return { eventUuid: event.uuid, tableIds, guestIds: people.map((p) => p.id), seatsOf };
}

const occupantOf = async (seatId: string) => {
  let occupant: string | null = null;
  for (const event of await t.context.store.readStream(`seat-${seatId}`)) occupant = event.type === 'SeatTaken' ? String(event.data.attendee_id) : null;
  return occupant;
};

describe('the plan', () => {
  it('adds a round table with the seats its diameter sets, and saves changes in one event', async () => {
    const { eventUuid, tableIds, seatsOf } = await seatedEvent(1, 0);
    expect(seatsOf(tableIds[0]!)).toHaveLength(10);
    const saved = await post(`/events/${eventUuid}/seating/save`, {
      updated: { tables: [{ id: tableIds[0], label: 'Sponsors' }] },
      settings: { background_opacity: 0.3 },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data).toEqual({ created: 0, updated: 1, deleted: 0, unseated: [] });
    const types = (await t.context.store.readStream(`seating-plan-${eventUuid}`)).map((e) => e.type);
    expect(types).toEqual(['SeatingPlanSaved', 'SeatingPlanSaved']);
  });

  it('answers 422 by field for a nameless table and 404 for another organiser', async () => {
    const { eventUuid, tableIds } = await seatedEvent(1, 0);
    const nameless = await post(`/events/${eventUuid}/seating/tables/add`, { name: '' });
    expect(nameless.statusCode).toBe(422);
    expect(nameless.json().errors).toEqual({ name: ['The name field is required.'] });
    expect((await post(`/events/seating/tables/${tableIds[0]}/update`, { name: 'Mine' }, stranger)).statusCode).toBe(404);
    expect((await post(`/events/${eventUuid}/seating/tables/add`, { name: 'Mine' }, stranger)).statusCode).toBe(404);
  });

  it('asks before deleting an occupied table (409 seated_guests), and with confirm_unseat unseats in the same decision', async () => {
    const { eventUuid, tableIds, guestIds, seatsOf } = await seatedEvent(1, 1);
    const seatId = seatsOf(tableIds[0]!)[0]!;
    expect((await post(`/events/${eventUuid}/seating/assign`, { assignments: [{ attendee_id: guestIds[0], seat_id: seatId }] })).statusCode).toBe(200);
    const asked = await post(`/events/seating/tables/${tableIds[0]}/delete`, {});
    expect(asked.statusCode).toBe(409);
    expect(asked.json()).toMatchObject({ code: 'seated_guests', guests: [{ attendee_id: guestIds[0], seat_id: seatId, full_name: 'Guest 1' }] });
    const deleted = await post(`/events/seating/tables/${tableIds[0]}/delete`, { confirm_unseat: true });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(deleted.json().data).toEqual({ id: tableIds[0], deleted: true, unseated: [guestIds[0]] });
    const guestEvents = await t.context.store.readStream(`attendee-${guestIds[0]}`);
    expect(guestEvents.map((e) => e.type).slice(-2)).toEqual(['AttendeeSeated', 'AttendeeUnseated']);
    expect(guestEvents[guestEvents.length - 1]!.data).toMatchObject({ reason: 'seat_deleted' });
    expect(await occupantOf(seatId)).toBeNull();
  });

  it('disabled seats take no guest (409 seat_disabled) until enabled again', async () => {
    const { eventUuid, tableIds, guestIds, seatsOf } = await seatedEvent(1, 1);
    const seatId = seatsOf(tableIds[0]!)[0]!;
    expect((await post(`/events/${eventUuid}/seating/seats/disable`, { seat_ids: [seatId], message: 'Pillar' })).statusCode).toBe(200);
    const refused = await post(`/events/${eventUuid}/seating/assign`, { assignments: [{ attendee_id: guestIds[0], seat_id: seatId }] });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('seat_disabled');
    expect((await post(`/events/${eventUuid}/seating/seats/enable`, { seat_ids: [seatId] })).statusCode).toBe(200);
    expect((await post(`/events/${eventUuid}/seating/assign`, { assignments: [{ attendee_id: guestIds[0], seat_id: seatId }] })).statusCode).toBe(200);
  });
});

describe('who sits where', () => {
  it('seats a party in one decision, swaps two guests with PUT swap, and unseats', async () => {
    const { eventUuid, tableIds, guestIds, seatsOf } = await seatedEvent(1, 2);
    const [s1, s2] = seatsOf(tableIds[0]!);
    const party = await post(`/events/${eventUuid}/seating/assign`, {
      assignments: [
        { attendee_id: guestIds[0], seat_id: s1 },
        { attendee_id: guestIds[1], seat_id: s2 },
      ],
    });
    expect(party.statusCode, party.body).toBe(200);
    expect(party.json().data.seated).toHaveLength(2);
    const swap = await t.app.inject({ method: 'PUT', url: `/api/v2/events/seating/seats/${s1}/swap`, headers: owner, payload: { with_seat_id: s2 } });
    expect(swap.statusCode, swap.body).toBe(200);
    expect(await occupantOf(s1!)).toBe(guestIds[1]);
    expect(await occupantOf(s2!)).toBe(guestIds[0]);
    const out = await post(`/events/${eventUuid}/seating/unassign`, { attendee_ids: [guestIds[0]] });
    expect(out.json().data.unseated).toEqual([guestIds[0]]);
    expect(await occupantOf(s2!)).toBeNull();
  });

  it('assign with swap onto an occupied seat trades seats with its guest', async () => {
    const { eventUuid, tableIds, guestIds, seatsOf } = await seatedEvent(1, 2);
    const [s1, s2] = seatsOf(tableIds[0]!);
    await post(`/events/${eventUuid}/seating/assign`, {
      assignments: [
        { attendee_id: guestIds[0], seat_id: s1 },
        { attendee_id: guestIds[1], seat_id: s2 },
      ],
    });
    const taken = await post(`/events/${eventUuid}/seating/assign`, { assignments: [{ attendee_id: guestIds[0], seat_id: s2 }] });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().code).toBe('seat_taken');
    const swapped = await post(`/events/${eventUuid}/seating/assign`, { assignments: [{ attendee_id: guestIds[0], seat_id: s2 }], swap: true });
    expect(swapped.statusCode, swapped.body).toBe(200);
    expect([await occupantOf(s1!), await occupantOf(s2!)]).toEqual([guestIds[1], guestIds[0]]);
  });

  it('50 organisers assigning overlapping seats at once: exactly one guest per seat, every loser a 409 seat_taken', async () => {
    const { eventUuid, tableIds, guestIds, seatsOf } = await seatedEvent(1, 50);
    const seats = seatsOf(tableIds[0]!).slice(0, 5);
    const replies = await Promise.all(
      guestIds.map((attendee_id, i) => post(`/events/${eventUuid}/seating/assign`, { assignments: [{ attendee_id, seat_id: seats[i % seats.length] }] })),
    );
    const won = replies.filter((r) => r.statusCode === 200);
    const lost = replies.filter((r) => r.statusCode !== 200);
    expect(won).toHaveLength(seats.length);
    for (const reply of lost) expect([reply.statusCode, reply.json().code]).toEqual([409, 'seat_taken']);
    const winners = won.map((r) => r.json().data.seated[0] as { attendee_id: string; seat_id: string });
    expect(new Set(winners.map((w) => w.seat_id))).toEqual(new Set(seats));
    for (const w of winners) expect(await occupantOf(w.seat_id)).toBe(w.attendee_id);
    const histories = await t.context.store.readStreams(guestIds.map((id) => `attendee-${id}`));
    const seatedEvents = [...histories.values()].flat().filter((e) => e.type === 'AttendeeSeated');
    expect(seatedEvents).toHaveLength(seats.length);
  });

  it('auto-seat fills free seats keeping parties together', async () => {
    const { eventUuid } = await seatedEvent(2, 0);
    const [head] = await addGuests(t, owner, eventUuid, [{ first_name: 'Host' }]);
    await addGuests(t, owner, eventUuid, [
      { first_name: 'Plus', parent_attendee_id: head!.id },
      { first_name: 'Plus', parent_attendee_id: head!.id },
    ]);
    await t.settle();
    const reply = await post(`/events/${eventUuid}/seating/auto-seat`, {});
    expect(reply.statusCode, reply.body).toBe(200);
    expect(reply.json().data.seated).toHaveLength(3);
    expect(reply.json().data.unplaced).toBe(0);
  });

  it('removing a seated guest unseats them in the same decision and frees the seat', async () => {
    const { eventUuid, tableIds, guestIds, seatsOf } = await seatedEvent(1, 1);
    const seatId = seatsOf(tableIds[0]!)[0]!;
    await post(`/events/${eventUuid}/seating/assign`, { assignments: [{ attendee_id: guestIds[0], seat_id: seatId }] });
    const removed = await post(`/events/${eventUuid}/attendees/delete`, { attendees: [guestIds[0]] });
    expect(removed.statusCode, removed.body).toBe(200);
    const types = (await t.context.store.readStream(`attendee-${guestIds[0]}`)).map((e) => e.type);
    expect(types.slice(-2)).toEqual(['AttendeeUnseated', 'AttendeeRemoved']);
    expect(await occupantOf(seatId)).toBeNull();
  });
});

describe('host groups and seats', () => {
  it("a move to another group keeps the seat; the group's unseat unseats its guests; dropping a seated ticket frees its seat", async () => {
    const { eventUuid, tableIds, seatsOf } = await seatedEvent(1, 0);
    const group = `/api/v2/events/${eventUuid}/host-group`;
    const alpha = (await t.app.inject({ method: 'POST', url: `${group}/add`, headers: owner, payload: { name: 'Alpha', total_tickets: 2 } })).json().data
      .id as string;
    const beta = (await t.app.inject({ method: 'POST', url: `${group}/add`, headers: owner, payload: { name: 'Beta', total_tickets: 0 } })).json().data
      .id as string;
    await t.settle();
    const list = await t.app.inject({ method: 'GET', url: `/api/v2/events/${eventUuid}/attendees?per_page=50`, headers: owner });
    const [p1, p2] = (list.json().data as { id: string; host_group_id: string | null }[]).filter((g) => g.host_group_id === alpha).map((g) => g.id);
    const [s1, s2] = seatsOf(tableIds[0]!);
    expect(
      (
        await post(`/events/${eventUuid}/seating/assign`, {
          assignments: [
            { attendee_id: p1, seat_id: s1 },
            { attendee_id: p2, seat_id: s2 },
          ],
        })
      ).statusCode,
    ).toBe(200);

    const moved = await t.app.inject({ method: 'POST', url: `${group}/attendee/${p1}/move`, headers: owner, payload: { host_group_id: beta } });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(await occupantOf(s1!)).toBe(p1);

    const unseat = await t.app.inject({ method: 'POST', url: `${group}/unseat`, headers: owner, payload: { id: alpha } });
    expect(unseat.statusCode, unseat.body).toBe(200);
    expect(unseat.json().data).toEqual({ id: alpha, unseated: 1 });
    expect([await occupantOf(s1!), await occupantOf(s2!)]).toEqual([p1, null]);

    // Alpha's remaining ticket, seated again, goes when the group drops to no tickets: its seat is freed with it.
    expect((await post(`/events/${eventUuid}/seating/assign`, { assignments: [{ attendee_id: p2, seat_id: s2 }] })).statusCode).toBe(200);
    const lowered = await t.app.inject({ method: 'PUT', url: `${group}/update`, headers: owner, payload: { id: alpha, total_tickets: 0 } });
    expect(lowered.statusCode, lowered.body).toBe(200);
    const types = (await t.context.store.readStream(`attendee-${p2}`)).map((e) => e.type);
    expect(types.slice(-2)).toEqual(['AttendeeUnseated', 'AttendeeRemoved']);
    expect(await occupantOf(s2!)).toBeNull();
  });
});
