import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestApp, type TestApp } from '@usher/infra/testing/test-app';
import { addGuests, createEvent, getJson, type Auth } from '@usher/infra/testing/api-helpers';
import { passTokenFor } from '@usher/read-models/passes/guest-links';
import { savePlan, seatGuest, venueTable } from '@usher/infra/testing/seating-fixtures';

// Issue 28, section 5: a guest who answered No got a green "CHECKED IN · Welcome" with no word about the No.
let t: TestApp;
let owner: Auth;
let eventUuid: string;

beforeAll(async () => {
  t = await createTestApp(inject('pgAdminUrl'));
  owner = (await t.signUp()).auth;
  eventUuid = (await createEvent(t, owner)).uuid;
});
afterAll(async () => {
  await t.close();
});

const rsvp = (id: string, answer: boolean | null) =>
  t.app.inject({ method: 'PUT', url: `/api/v2/events/attendees/${id}/rsvp`, headers: owner, payload: { rsvp: answer } });

describe('a guest who declined, at the door', () => {
  it('is checked in, and the scan and the roster say they declined', async () => {
    const [no, yes] = await addGuests(t, owner, eventUuid, [
      { first_name: 'Nora', last_name: 'No' },
      { first_name: 'Yan', last_name: 'Yes' },
    ]);
    expect((await rsvp(no!.id, false)).statusCode).toBe(200);
    expect((await rsvp(yes!.id, true)).statusCode).toBe(200);
    await t.settle();
    const scanned = await t.app.inject({
      method: 'POST',
      url: `/api/v2/events/${eventUuid}/scans`,
      headers: owner,
      payload: { token: await passTokenFor(t.context.db, no!.id) },
    });
    expect(scanned.statusCode, scanned.body).toBe(200);
    expect(scanned.json()).toMatchObject({ outcome: 'checked_in', data: { name: 'Nora No', declined: true } });
    const welcome = await t.app.inject({
      method: 'POST',
      url: `/api/v2/events/${eventUuid}/scans`,
      headers: owner,
      payload: { token: await passTokenFor(t.context.db, yes!.id) },
    });
    expect(welcome.json().data.declined).toBe(false);
    await t.settle();
    const roster = await getJson(t, owner, `/api/v2/events/${eventUuid}/scanner/roster`);
    const byName = new Map((roster.data as { name: string; declined: boolean }[]).map((guest) => [guest.name, guest.declined]));
    expect(Object.fromEntries(byName)).toEqual({ 'Nora No': true, 'Yan Yes': false });
  });

  it('gives up their seat when they answer No: the seat is free again and the history says why', async () => {
    const table = venueTable({ name: '4', x: 100, y: 100 }, 2);
    await savePlan(t.context.store, eventUuid, { created: { tables: [table.table], seats: table.seats } });
    const [guest] = await addGuests(t, owner, eventUuid, [{ first_name: 'Sam', last_name: 'Seated' }]);
    await seatGuest(t.context.store, eventUuid, guest!.id, table.seats[0]!);
    const answered = await rsvp(guest!.id, false);
    expect(answered.statusCode, answered.body).toBe(200);
    expect(answered.json().data.seat_id).toBeNull();
    const events = (await t.context.store.readStream(`attendee-${guest!.id}`)).map((event) => [event.type, (event.data as { reason?: string }).reason]);
    expect(events.slice(-2)).toEqual([
      ['AttendeeRsvpSet', undefined],
      ['AttendeeUnseated', 'declined'],
    ]);
    expect((await t.context.store.readStream(`seat-${table.seats[0]!.id}`)).at(-1)?.type).toBe('SeatFreed');
    await t.settle();
    const history = await getJson(t, owner, `/api/v2/events/attendees/${guest!.id}/history`);
    expect(history.data.slice(0, 2).map((entry: { type: string; source: string }) => [entry.type, entry.source])).toEqual([
      ['AttendeeUnseated', 'PUT /api/v2/events/attendees/:id/rsvp'],
      ['AttendeeRsvpSet', 'PUT /api/v2/events/attendees/:id/rsvp'],
    ]);
  });

  it('a bulk No frees the seats of the seated in the same decision, one appended with the answer', async () => {
    const table = venueTable({ name: '5', x: 300, y: 100 }, 2);
    await savePlan(t.context.store, eventUuid, { created: { tables: [table.table], seats: table.seats } });
    const [seated, unseated] = await addGuests(t, owner, eventUuid, [
      { first_name: 'Bea', last_name: 'Bulk' },
      { first_name: 'Ned', last_name: 'Nowhere' },
    ]);
    await seatGuest(t.context.store, eventUuid, seated!.id, table.seats[0]!);
    await t.settle();
    const bulk = await t.app.inject({
      method: 'PUT',
      url: `/api/v2/events/${eventUuid}/attendees-bulk/set-rsvp`,
      headers: owner,
      payload: { attendees: [seated!.id, unseated!.id], rsvp: false },
    });
    expect(bulk.statusCode, bulk.body).toBe(200);
    expect(bulk.json().data).toEqual({ updated: 2, attendees: [seated!.id, unseated!.id] });
    const guestEvents = await t.context.store.readStream(`attendee-${seated!.id}`);
    const [answer, unseat] = guestEvents.slice(-2);
    expect([answer!.type, unseat!.type, (unseat!.data as { reason?: string }).reason]).toEqual(['AttendeeRsvpSet', 'AttendeeUnseated', 'declined']);
    const freed = (await t.context.store.readStream(`seat-${table.seats[0]!.id}`)).at(-1)!;
    expect(freed.type).toBe('SeatFreed');
    // One decision: the answer, the unseating and the freed seat commit in one transaction.
    expect(new Set([answer!, unseat!, freed].map((event) => String(event.transactionId)))).toHaveLength(1);
    expect((await t.context.store.readStream(`attendee-${unseated!.id}`)).map((event) => event.type)).not.toContain('AttendeeUnseated');
    await t.settle();
    const row = (await getJson(t, owner, `/api/v2/attendees/${seated!.id}`)).data;
    expect(row).toMatchObject({ is_attending: false, seat_id: null, table_no: null });
  });

  it('a bulk No frees a seat the guest list does not show yet', async () => {
    const table = venueTable({ name: '6', x: 500, y: 100 }, 2);
    await savePlan(t.context.store, eventUuid, { created: { tables: [table.table], seats: table.seats } });
    const [guest] = await addGuests(t, owner, eventUuid, [{ first_name: 'Lea', last_name: 'Lagging' }]);
    await seatGuest(t.context.store, eventUuid, guest!.id, table.seats[0]!);
    // No settle: the list may still show her without a seat.
    const bulk = await t.app.inject({
      method: 'PUT',
      url: `/api/v2/events/${eventUuid}/attendees-bulk/set-rsvp`,
      headers: owner,
      payload: { attendees: [guest!.id], rsvp: false },
    });
    expect(bulk.statusCode, bulk.body).toBe(200);
    expect((await t.context.store.readStream(`seat-${table.seats[0]!.id}`)).at(-1)?.type).toBe('SeatFreed');
  });
});
