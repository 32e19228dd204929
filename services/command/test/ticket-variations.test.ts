import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestApp, type TestApp } from '@usher/infra/testing/test-app';
import { addGuests, createEvent, getJson, type Auth } from '@usher/infra/testing/api-helpers';

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

type Variation = { id: string; name: string; type: 'access_pass' | 'ticket'; is_default: boolean };
const put = (url: string, payload: Record<string, unknown>, headers: Auth | Record<string, never> = owner) =>
  t.app.inject({ method: 'PUT', url, headers, payload });
const setVariations = (eventUuid: string, ticket_variations: Record<string, unknown>[], headers?: Auth | Record<string, never>) =>
  put(`/api/v2/events/${eventUuid}/ticket-variations`, { ticket_variations }, headers);

async function eventWithVariations() {
  const event = await createEvent(t, owner);
  const response = await setVariations(event.uuid, [
    { name: 'General', type: 'ticket', is_default: true },
    { name: 'VIP', type: 'access_pass', is_default: false },
  ]);
  expect(response.statusCode, response.body).toBe(200);
  const [general, vip] = response.json().data as Variation[];
  return { event, general: general!, vip: vip! };
}

describe('PUT /api/v2/events/{e}/ticket-variations', () => {
  it('sets the list with new ids, keeps ids sent back, and the wording follows the first type', async () => {
    const { event, general, vip } = await eventWithVariations();
    expect(general).toMatchObject({ name: 'General', type: 'ticket', is_default: true });
    await t.settle();
    const shown = (await getJson(t, owner, `/api/v2/events/${event.uuid}`)).data;
    expect(shown.ticket_variations).toEqual([general, vip]);
    expect(shown.ticket_wording).toBe('Ticket(s)');
    const reordered = await setVariations(event.uuid, [
      { ...vip, is_default: true },
      { ...general, is_default: false },
    ]);
    expect(reordered.json().data.map((v: Variation) => v.id)).toEqual([vip.id, general.id]);
    await t.settle();
    expect((await getJson(t, owner, `/api/v2/events/${event.uuid}/ticket-variations`)).meta.wording).toBe('Access Pass(es)');
  });

  it('answers 422 without exactly one default, without a name, with an unknown id, or with none', async () => {
    const { event } = await eventWithVariations();
    const cases: [Record<string, unknown>[], Record<string, string[]>][] = [
      [[{ name: 'A', type: 'ticket', is_default: false }], { ticket_variations: ['Exactly one ticket variation must be the default.'] }],
      [
        [
          { name: 'A', type: 'ticket', is_default: true },
          { name: 'B', type: 'ticket', is_default: true },
        ],
        { ticket_variations: ['Exactly one ticket variation must be the default.'] },
      ],
      [[{ name: ' ', type: 'ticket', is_default: true }], { 'ticket_variations.0.name': ['The name field is required.'] }],
      [
        [{ id: '00000000-0000-4000-8000-000000000000', name: 'A', type: 'ticket', is_default: true }],
        { 'ticket_variations.0.id': ['The selected id is invalid.'] },
      ],
      [[], { ticket_variations: ['The ticket variations field is required.'] }],
    ];
    for (const [variations, errors] of cases) {
      const response = await setVariations(event.uuid, variations);
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toEqual(errors);
    }
    expect(await t.context.store.readStream(`event-${event.uuid}`)).toHaveLength(2);
  });

  it("answers 401 without credentials and 404 for another organisation's event", async () => {
    const event = await createEvent(t, owner);
    const variations = [{ name: 'A', type: 'ticket', is_default: true }];
    expect((await setVariations(event.uuid, variations, {})).statusCode).toBe(401);
    expect((await setVariations(event.uuid, variations, stranger)).statusCode).toBe(404);
  });
});

describe('PUT /api/v2/events/{e}/attendees-bulk/set-ticket-variation', () => {
  it("sets each guest's variation in one transaction; the others hold the default; plus-ones show whose guest they are", async () => {
    const { event, general, vip } = await eventWithVariations();
    const [ada, bob] = await addGuests(t, owner, event.uuid, [{ first_name: 'Ada', last_name: 'Lovelace' }, { first_name: 'Bob' }]);
    const [plusOne] = await addGuests(t, owner, event.uuid, [{ first_name: 'Cy', parent_attendee_id: ada!.id }]);
    const response = await put(`/api/v2/events/${event.uuid}/attendees-bulk/set-ticket-variation`, {
      attendees: [ada!.id, plusOne!.id],
      ticket_variation_id: vip.id,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data.updated).toBe(2);
    const appended = await t.context.db.selectFrom('es_events').select(['type', 'transaction_id']).where('type', '=', 'AttendeeTicketVariationSet').execute();
    expect(new Set(appended.map((row) => row.transaction_id)).size).toBe(1);
    await t.settle();
    const guests = (await getJson(t, owner, `/api/v2/events/${event.uuid}/attendees?sort=created_at`)).data as Record<string, unknown>[];
    const vipShape = { id: vip.id, name: 'VIP', type: 'access_pass' };
    // Ada and Bob were added in one request and share their created_at: compare in name order.
    const rows = guests.map((g) => [g.first_name, g.ticket_variation, g.total_tickets, g.guest_of]).sort((a, b) => String(a[0]).localeCompare(String(b[0])));
    expect(rows).toEqual([
      ['Ada', vipShape, 2, null],
      ['Bob', { id: general.id, name: 'General', type: 'ticket' }, 1, null],
      ['Cy', vipShape, 1, 'Ada Lovelace'],
    ]);
    expect(bob).toBeDefined();
  });

  it('answers 422 for an unknown variation or no guests, 404 for a foreign event or guest, 401 without credentials', async () => {
    const { event, vip } = await eventWithVariations();
    const other = await eventWithVariations();
    const [guest] = await addGuests(t, owner, event.uuid, [{ first_name: 'Ada' }]);
    const [foreignGuest] = await addGuests(t, owner, other.event.uuid, [{ first_name: 'Zed' }]);
    const url = `/api/v2/events/${event.uuid}/attendees-bulk/set-ticket-variation`;
    const unknown = await put(url, { attendees: [guest!.id], ticket_variation_id: other.vip.id });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors).toEqual({ ticket_variation_id: ['The selected ticket variation is invalid.'] });
    expect((await put(url, { attendees: [], ticket_variation_id: vip.id })).statusCode).toBe(422);
    expect((await put(url, { attendees: [guest!.id, foreignGuest!.id], ticket_variation_id: vip.id })).statusCode).toBe(404);
    expect((await put(url, { attendees: [guest!.id], ticket_variation_id: vip.id }, stranger)).statusCode).toBe(404);
    expect((await put(url, { attendees: [guest!.id], ticket_variation_id: vip.id }, {})).statusCode).toBe(401);
    expect(await t.context.store.readStream(`attendee-${guest!.id}`)).toHaveLength(1);
  });
});
