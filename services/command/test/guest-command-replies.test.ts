import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestApp, type TestApp } from '@usher/infra/testing/test-app';
import { createEvent, getJson, type Auth } from '@usher/infra/testing/api-helpers';

// A command answers in the read's shape (issue 28 §4): what a command on a guest replies is what
// GET /api/v2/attendees/{id} answers right after, field for field, timestamps included.

let t: TestApp;
let owner: Auth;

beforeAll(async () => {
  t = await createTestApp(inject('pgAdminUrl'));
  owner = (await t.signUp()).auth;
});
afterAll(async () => {
  await t.close();
});

async function send(method: 'POST' | 'PUT', url: string, payload?: object) {
  const response = await t.app.inject({ method, url, headers: owner, ...(payload ? { payload } : {}) });
  expect(response.statusCode, response.body).toBeLessThan(300);
  return response.json().data;
}

/** The guest as the query side reads it once the projections have caught up. */
async function read(id: string) {
  await t.settle();
  return (await getJson(t, owner, `/api/v2/attendees/${id}`)).data;
}

/** An event with two ticket variations, a custom field and a tag. */
async function furnishedEvent() {
  const event = await createEvent(t, owner);
  const [general, vip] = await send('PUT', `/api/v2/events/${event.uuid}/ticket-variations`, {
    ticket_variations: [
      { name: 'General', type: 'ticket', is_default: true },
      { name: 'VIP', type: 'access_pass', is_default: false },
    ],
  });
  const field = await send('POST', `/api/v2/events/${event.uuid}/custom-fields`, { label: 'Diet', type: 'single_choice', options: ['None', 'Vegan'] });
  const tag = await send('POST', `/api/v2/events/${event.uuid}/attendee-tags/add`, { name: 'Press', color: '' });
  return { event, general, vip, field, tag };
}

describe('command replies on a guest carry what the read carries', () => {
  it('add, edit with tags and fields, RSVP, approval, check-in and undo answer what GET /attendees/{id} reads', async () => {
    const { event, general, vip, field, tag } = await furnishedEvent();

    const [added] = await send('POST', `/api/v2/events/${event.uuid}/attendees`, {
      members: [{ first_name: 'Ada', last_name: 'Lovelace', email: 'ada@example.com', custom_fields: { [field.id]: 'Vegan' } }],
    });
    // The event's default variation, as the guest list shows it (the reply said null before).
    expect(added.ticket_variation).toEqual({ id: general.id, name: 'General', type: 'ticket' });
    expect(added).toEqual(await read(added.id));

    const [plusOne] = await send('POST', `/api/v2/events/${event.uuid}/attendees`, {
      members: [{ first_name: 'Bob', last_name: 'Byron', parent_attendee_id: added.id }],
    });
    expect(plusOne.guest_of).toBe('Ada Lovelace');
    expect(plusOne).toEqual(await read(plusOne.id));

    await send('PUT', `/api/v2/events/${event.uuid}/attendees-bulk/set-ticket-variation`, { attendees: [added.id], ticket_variation_id: vip.id });
    const edited = await send('PUT', `/api/v2/events/attendees/${added.id}`, {
      first_name: 'Ada',
      last_name: 'King',
      tags: [tag.id],
      custom_fields: { [field.id]: 'None' },
    });
    expect(edited).toMatchObject({
      ticket_variation: { id: vip.id, name: 'VIP', type: 'access_pass' },
      tags: ['Press'],
      total_tickets: 2,
      custom_fields: { [field.id]: 'None' },
    });
    expect(edited).toEqual(await read(added.id));

    const plain = await send('PUT', `/api/v2/events/attendees/${added.id}`, { first_name: 'Ada', last_name: 'Lovelace' });
    expect(plain.tags).toEqual(['Press']);
    expect(plain).toEqual(await read(added.id));

    expect(await send('PUT', `/api/v2/events/attendees/${added.id}/rsvp`, { rsvp: true })).toEqual(await read(added.id));
    expect(await send('PUT', `/api/v2/events/attendees/${added.id}/approval`, { approval: true })).toEqual(await read(added.id));

    const checkedIn = await send('POST', `/api/v2/events/attendees/${added.id}/check-in`);
    expect(checkedIn).toMatchObject({ checked_in: true, ticket_variation: { id: vip.id }, tags: ['Press'] });
    expect(checkedIn).toEqual(await read(added.id));
    expect(await send('POST', `/api/v2/events/attendees/${added.id}/undo-check-in`)).toEqual(await read(added.id));
  });

  it('a check-in retried with the same Idempotency-Key answers the first reply, in the read shape too', async () => {
    const { event, vip, tag } = await furnishedEvent();
    const [guest] = await send('POST', `/api/v2/events/${event.uuid}/attendees`, { members: [{ first_name: 'Cy', last_name: 'Young' }] });
    await send('PUT', `/api/v2/events/${event.uuid}/attendees-bulk/set-ticket-variation`, { attendees: [guest.id], ticket_variation_id: vip.id });
    await send('PUT', `/api/v2/events/${event.uuid}/attendees-bulk/add-tags`, { attendees: [guest.id], tags: [tag.id] });
    const checkIn = () =>
      t.app.inject({ method: 'POST', url: `/api/v2/events/attendees/${guest.id}/check-in`, headers: { ...owner, 'idempotency-key': 'door-1' } });
    const first = (await checkIn()).json().data;
    // The reply made once for the key's record, with the append's times: what the read shows.
    expect(first).toEqual(await read(guest.id));
    const again = (await checkIn()).json().data;
    expect(again).toMatchObject({ checked_in: true, ticket_variation: { id: vip.id, name: 'VIP' }, tags: ['Press'] });
  });

  it("a guest whose email has an account, with plus-ones, checks in with the account's time and every ticket counted, as the read does", async () => {
    const event = await createEvent(t, owner);
    await t.signUp({ email: 'account.holder@example.com' });
    const [holder] = await send('POST', `/api/v2/events/${event.uuid}/attendees`, {
      members: [{ first_name: 'Acc', last_name: 'Holder', email: 'Account.Holder@example.com' }],
    });
    await send('POST', `/api/v2/events/${event.uuid}/attendees`, { members: [{ first_name: 'Plus', last_name: 'One', parent_attendee_id: holder.id }] });
    await send('POST', `/api/v2/events/${event.uuid}/attendees`, { members: [{ first_name: 'Plus', last_name: 'Two', parent_attendee_id: holder.id }] });
    const checkedIn = await send('POST', `/api/v2/events/attendees/${holder.id}/check-in`);
    expect(checkedIn).toMatchObject({ checked_in: true, total_tickets: 3, account_created_at: expect.any(String) });
    expect(checkedIn).toEqual(await read(holder.id));
  });

  it("a seated guest's reply names their table, section and seat as the read does", async () => {
    const event = await createEvent(t, owner);
    const table = await send('POST', `/api/v2/events/${event.uuid}/seating/tables/add`, { name: '12', label: 'Sponsors', shape: 'round', diameter: 60 });
    const [guest] = await send('POST', `/api/v2/events/${event.uuid}/attendees`, { members: [{ first_name: 'Di', last_name: 'Seated' }] });
    const planEvents = await t.context.store.readStream(`seating-plan-${event.uuid}`);
    const seats = planEvents.flatMap((e) => (e.data.created as { seats?: { id: string; table_id: string; position: number }[] }).seats ?? []);
    const seat = seats.filter((s) => s.table_id === table.id).sort((a, b) => a.position - b.position)[0]!;
    await send('POST', `/api/v2/events/${event.uuid}/seating/assign`, { assignments: [{ attendee_id: guest.id, seat_id: seat.id }] });

    const edited = await send('PUT', `/api/v2/events/attendees/${guest.id}`, { first_name: 'Di', last_name: 'Seated-Again' });
    expect(edited).toMatchObject({ seat_id: seat.id, table_id: table.id, table_no: '12', table_label: 'Sponsors', seat_no: expect.any(String) });
    expect(edited).toEqual(await read(guest.id));
    expect(await send('POST', `/api/v2/events/attendees/${guest.id}/check-in`)).toEqual(await read(guest.id));
  });

  it('check-ins answered at once in two events each carry their own plus-ones, account and event fields (lookups read together)', async () => {
    const furnished = [await furnishedEvent(), await furnishedEvent()];
    await t.signUp({ email: 'together.one@example.com' });
    const guests: string[] = [];
    for (const [index, { event, vip }] of furnished.entries()) {
      const members = Array.from({ length: 4 }, (_, n) => ({
        first_name: `Crowd${n}`,
        last_name: `Event${index}`,
        email: n === 0 ? 'together.one@example.com' : null,
      }));
      const added = await send('POST', `/api/v2/events/${event.uuid}/attendees`, { members });
      // The first two guests of each event bring one and two plus-ones, so every reply counts other tickets.
      await send('POST', `/api/v2/events/${event.uuid}/attendees`, {
        members: [
          { first_name: 'Plus', last_name: 'A', parent_attendee_id: added[0].id },
          { first_name: 'Plus', last_name: 'B', parent_attendee_id: added[1].id },
          { first_name: 'Plus', last_name: 'C', parent_attendee_id: added[1].id },
        ],
      });
      if (index === 1)
        await send('PUT', `/api/v2/events/${event.uuid}/attendees-bulk/set-ticket-variation`, { attendees: [added[2].id], ticket_variation_id: vip.id });
      guests.push(...added.map((guest: { id: string }) => guest.id));
    }
    const replies = await Promise.all(
      guests.map(async (id) => {
        const response = await t.app.inject({ method: 'POST', url: `/api/v2/events/attendees/${id}/check-in`, headers: owner });
        expect(response.statusCode, response.body).toBe(200);
        return response.json().data;
      }),
    );
    expect(replies.map((reply) => reply.total_tickets)).toEqual([2, 3, 1, 1, 2, 3, 1, 1]);
    expect(replies.map((reply) => reply.account_created_at !== null)).toEqual([true, false, false, false, true, false, false, false]);
    expect(replies[6].ticket_variation).toMatchObject({ id: furnished[1]!.vip.id });
    for (const [index, id] of guests.entries()) expect(replies[index]).toEqual(await read(id));
  });
});
