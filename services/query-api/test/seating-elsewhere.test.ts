import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestApp, type TestApp } from '@usher/infra/testing/test-app';
import { addGuests, createEvent, type Auth } from '@usher/infra/testing/api-helpers';
import { savePlan, seatGuest, venueTable } from '@usher/infra/testing/seating-fixtures';
import { hostTokenFor } from '@usher/infra/http/host-links';
import { passTokenFor } from '@usher/read-models/passes/guest-links';
import { rsvpTokenFor } from '@usher/read-models/passes/guest-links';

// Seats outside the editor (issue 19 section 3): the pass, the host portal
// and the door read the seat the floor plan gave, and each shows only what
// its reader may see.

let t: TestApp;
let owner: Auth;
let floorStaff: Auth;
let doorOnly: Auth;
let eventUuid: string;
let ana: string;
let anaPlusOne: string;
let stranger: string;
const twelve = venueTable({ name: '12', label: 'Sponsors', x: 100, y: 100 }, 4);
const three = venueTable({ name: '3', x: 300, y: 100 }, 2);

const get = (url: string, headers: Auth | Record<string, never> = {}) => t.app.inject({ method: 'GET', url, headers });

async function teamMember(role: string, name: string): Promise<Auth> {
  const email = `${name}-${Date.now()}@example.org`;
  const invited = await t.app.inject({ method: 'POST', url: `/api/v2/events/${eventUuid}/administrators`, headers: owner, payload: { email, role } });
  expect(invited.statusCode, invited.body).toBe(201);
  await t.settle();
  return (await t.signUp({ email, first_name: name, last_name: 'Door' }, { verifyEmail: true })).auth;
}

async function goGroup(name: string, flags: Record<string, boolean>, guests: number) {
  const created = await t.app.inject({
    method: 'POST',
    url: `/api/v2/events/${eventUuid}/host-group/add`,
    headers: owner,
    payload: {
      name,
      experience_type: 'go',
      total_tickets: guests,
      ...flags,
      hosts: { created: [{ first_name: 'Hal', email: `hal-${name}-${Date.now()}@example.org` }] },
    },
  });
  expect(created.statusCode, created.body).toBe(201);
  const data = created.json().data as { id: string; hosts: { attendee_id: string }[] };
  return { id: data.id, token: await hostTokenFor(t.context.db, data.hosts[0]!.attendee_id) };
}

beforeAll(async () => {
  t = await createTestApp(inject('pgAdminUrl'));
  owner = (await t.signUp()).auth;
  eventUuid = (await createEvent(t, owner, { name: 'Harbour Gala' })).uuid;
  const seating = await t.app.inject({
    method: 'PUT',
    url: `/api/v2/events/${eventUuid}`,
    headers: owner,
    payload: { is_seating_enabled: true, seating_type: 'venue' },
  });
  expect(seating.statusCode, seating.body).toBe(200);
  [ana, stranger] = (
    await addGuests(t, owner, eventUuid, [
      { first_name: 'Ana', last_name: 'Arrives' },
      { first_name: 'Sam', last_name: 'Stranger' },
    ])
  ).map((guest) => guest.id) as [string, string];
  [anaPlusOne] = (await addGuests(t, owner, eventUuid, [{ first_name: 'Pip', last_name: 'Plusone', parent_attendee_id: ana }])).map((guest) => guest.id) as [
    string,
  ];
  await savePlan(t.context.store, eventUuid, { created: { tables: [twelve.table, three.table], seats: [...twelve.seats, ...three.seats] } });
  await seatGuest(t.context.store, eventUuid, ana, twelve.seats[1]!);
  await seatGuest(t.context.store, eventUuid, anaPlusOne, twelve.seats[2]!);
  await seatGuest(t.context.store, eventUuid, stranger, three.seats[0]!);
  floorStaff = await teamMember('check_in_with_floorplan', 'Flo');
  doorOnly = await teamMember('check_in', 'Dora');
  await t.settle();
}, 120_000);
afterAll(async () => {
  await t?.close();
});

describe('the seat on the pass', () => {
  it('shows the table and seat the plan gave, and none once the event stops showing seats on passes', async () => {
    const token = await passTokenFor(t.context.db, ana);
    const pass = await get(`/api/v2/public/pass/${token}`);
    expect(pass.statusCode, pass.body).toBe(200);
    expect(pass.json().data.seat).toEqual([
      { key: 'table_no', label: 'Table', value: '12' },
      { key: 'seat_no', label: 'Seat', value: '2' },
    ]);
    const hidden = await t.app.inject({
      method: 'PUT',
      url: `/api/v2/events/${eventUuid}/event-data`,
      headers: owner,
      payload: { seating_assignment_pass_display_enabled: false },
    });
    expect(hidden.statusCode, hidden.body).toBe(200);
    await t.settle();
    expect((await get(`/api/v2/public/pass/${token}`)).json().data.seat).toEqual([]);
    await t.app.inject({
      method: 'PUT',
      url: `/api/v2/events/${eventUuid}/event-data`,
      headers: owner,
      payload: { seating_assignment_pass_display_enabled: true },
    });
    await t.settle();
  });
});

describe('the RSVP confirmation', () => {
  it('tells a guest who says Yes where they sit, as their pass does', async () => {
    const token = await rsvpTokenFor(t.context.db, ana);
    const answered = await t.app.inject({ method: 'POST', url: `/api/v2/public/rsvp/${token}`, payload: { is_attending: true, plus_ones: [] } });
    expect(answered.statusCode, answered.body).toBe(200);
    expect(answered.json().data.seat).toEqual([
      { key: 'table_no', label: 'Table', value: '12' },
      { key: 'seat_no', label: 'Seat', value: '2' },
    ]);
    // A No gives the seat back (issue 28): the confirmation names none, and the seat is free for someone else.
    const declined = await t.app.inject({ method: 'POST', url: `/api/v2/public/rsvp/${token}`, payload: { is_attending: false, plus_ones: [] } });
    expect(declined.json().data.seat).toEqual([]);
    // Seated again for the screens below.
    await t.app.inject({ method: 'POST', url: `/api/v2/public/rsvp/${token}`, payload: { is_attending: true, plus_ones: [] } });
    await seatGuest(t.context.store, eventUuid, ana, twelve.seats[1]!);
    await t.settle();
  });
});

describe('the guest list', () => {
  it("carries each guest's table name, row and seat id beside the seat columns", async () => {
    const list = await get(`/api/v2/events/${eventUuid}/attendees?per_page=10`, owner);
    expect(list.statusCode, list.body).toBe(200);
    const row = (list.json().data as { id: string }[]).find((guest) => guest.id === ana);
    expect(row).toMatchObject({ table_no: '12', table_label: 'Sponsors', seat_no: '2', row_no: null, seat_id: twelve.seats[1]!.id });
  });
});

describe('the host portal', () => {
  it("shows each guest's seat, and the plan with the group's guests lit and no one else named", async () => {
    const group = await goGroup('Acme', { is_view_floorplan_enabled: true }, 1);
    await t.settle();
    // The group's ticket is its guest, named or not.
    const [groupGuest] = (await get(`/api/v2/host-portal/${group.token}/groups/${group.id}/guests`)).json().data as { id: string }[];
    if (!groupGuest) throw new Error('the group has no ticket');
    await seatGuest(t.context.store, eventUuid, groupGuest.id, three.seats[1]!);
    await t.settle();

    const guests = await get(`/api/v2/host-portal/${group.token}/groups/${group.id}/guests`);
    expect(guests.statusCode, guests.body).toBe(200);
    expect((guests.json().data as { id: string; seat: string | null }[]).find((row) => row.id === groupGuest.id)!.seat).toBe('Table 3 · Seat 2');
    const summary = (await get(`/api/v2/host-portal/${group.token}/groups/${group.id}`)).json().data;
    expect(summary.settings).toMatchObject({ shows_seats: true, shows_floor_plan: true });

    const plan = await get(`/api/v2/host-portal/${group.token}/groups/${group.id}/floor-plan`);
    expect(plan.statusCode, plan.body).toBe(200);
    const data = plan.json().data as { lit_seat_ids: string[]; seats: { id: string; occupied: boolean; guest_name: string | null }[]; tables: unknown[] };
    expect(data.tables).toHaveLength(2);
    expect(data.lit_seat_ids).toEqual([three.seats[1]!.id]);
    const byId = new Map(data.seats.map((seat) => [seat.id, seat]));
    // Another guest's seat says taken, without their name.
    expect(byId.get(three.seats[0]!.id)).toMatchObject({ occupied: true, guest_name: null });
    expect(byId.get(twelve.seats[1]!.id)).toMatchObject({ occupied: true, guest_name: null });
    expect(typeof byId.get(three.seats[1]!.id)!.guest_name).toBe('string');
    expect(plan.body).not.toContain('Stranger');
    expect(plan.body).not.toContain('Arrives');
  });

  it('a group that hides seating sees no seats and no plan', async () => {
    const group = await goGroup('Quiet', { is_seating_hidden: true, is_view_floorplan_enabled: true }, 1);
    await t.settle();
    const tickets = (await get(`/api/v2/host-portal/${group.token}/groups/${group.id}/guests`)).json().data as { id: string }[];
    await seatGuest(t.context.store, eventUuid, tickets[0]!.id, twelve.seats[3]!);
    await t.settle();
    const guests = (await get(`/api/v2/host-portal/${group.token}/groups/${group.id}/guests`)).json().data as { seat: string | null }[];
    expect(guests.map((row) => row.seat)).toEqual([null]);
    expect((await get(`/api/v2/host-portal/${group.token}/groups/${group.id}`)).json().data.settings).toMatchObject({
      shows_seats: false,
      shows_floor_plan: false,
    });
    const plan = await get(`/api/v2/host-portal/${group.token}/groups/${group.id}/floor-plan`);
    expect(plan.statusCode, plan.body).toBe(200);
    expect(plan.json().data).toBeNull();
  });
});

describe('the door', () => {
  const doorPlan = (guest: string, headers: Auth) => get(`/api/v2/events/${eventUuid}/scanner/guests/${guest}/seat-plan`, headers);

  it("shows the 'Check-in with Floorplan' role the arriving guest's seat lit and where the party sits, naming only the party", async () => {
    const response = await doorPlan(anaPlusOne, floorStaff);
    expect(response.statusCode, response.body).toBe(200);
    const { guest, party, plan } = response.json().data;
    expect(guest).toMatchObject({ id: anaPlusOne, full_name: 'Pip Plusone', seat_id: twelve.seats[2]!.id, seat: 'Table 12 (Sponsors) · Seat 3' });
    expect(party).toEqual([{ id: ana, full_name: 'Ana Arrives', seat_id: twelve.seats[1]!.id, seat: 'Table 12 (Sponsors) · Seat 2' }]);
    expect(plan.lit_seat_ids).toEqual([twelve.seats[2]!.id]);
    const named = (plan.seats as { guest_name: string | null }[])
      .map((seat) => seat.guest_name)
      .filter(Boolean)
      .sort();
    expect(named).toEqual(['Ana Arrives', 'Pip Plusone']);
    expect(response.body).not.toContain('Stranger');
  });

  it("refuses the plan to 'Check-in Only', and answers 404 for a guest of another event", async () => {
    expect((await doorPlan(ana, doorOnly)).statusCode).toBe(403);
    const other = (await createEvent(t, owner, { name: 'Other' })).uuid;
    const [elsewhere] = await addGuests(t, owner, other, [{ first_name: 'Else' }]);
    await t.settle();
    expect((await doorPlan(elsewhere!.id, owner)).statusCode).toBe(404);
  });
});
