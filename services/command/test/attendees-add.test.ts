import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestApp, type TestApp } from '@usher/infra/testing/test-app';
import { addGuests, createEvent, getJson, statsOf, type Auth, type Member } from '@usher/infra/testing/api-helpers';

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

const PHONE_MESSAGE = 'Phone number must be a valid phone number. For non US numbers please add country prefix.';
const post = (eventUuid: string, members: Member[], headers: Auth | Record<string, never> = owner) =>
  t.app.inject({ method: 'POST', url: `/api/v2/events/${eventUuid}/attendees`, headers, payload: { members } });

async function listed(eventUuid: string) {
  return (await getJson(t, owner, `/api/v2/events/${eventUuid}/attendees?per_page=100`)).data as Record<string, unknown>[];
}

describe('POST /api/v2/events/{e}/attendees', () => {
  it('answers 201 with every guest added, in the documented shape, normalised', async () => {
    const event = await createEvent(t, owner);
    const response = await post(event.uuid, [
      { first_name: ' John ', last_name: 'Smith', email: 'John.Smith@Example.com', phone_number: '(202) 555-0143' },
      { first_name: 'Ana', last_name: 'Ruiz' },
    ]);
    expect(response.statusCode).toBe(201);
    const { data, position } = response.json();
    expect(position).toMatch(/^\d+$/);
    expect(data).toHaveLength(2);
    expect(data[0]).toEqual({
      id: expect.any(String),
      event_uuid: event.uuid,
      first_name: 'John',
      last_name: 'Smith',
      full_name: 'John Smith',
      email: 'john.smith@example.com',
      phone_number: '+12025550143',
      reference: null,
      profile_image_src: null,
      parent_attendee_id: null,
      guest_of: null,
      checked_in: false,
      checked_in_at: null,
      is_approved: true,
      is_attending: null,
      rsvped_at: null,
      tags: [],
      tag_ids: [],
      tag_objects: [],
      custom_fields: {},
      ticket_variation: null,
      // The guest's own language for their pages and mail (issue 32 §5); none was given.
      language: null,
      total_tickets: 1,
      is_invited: false,
      invitation_sent_at: null,
      link_clicked_at: null,
      last_invitation_message: null,
      account_created_at: null,
      is_real_ticket: true,
      is_name_modified: false,
      is_draft: false,
      is_forgotten: false,
      ordering: null,
      section: null,
      row_no: null,
      table_no: null,
      table_label: null,
      seat_no: null,
      seat_id: null,
      table_id: null,
      host_group_id: null,
      has_checkin_alert: false,
      checkin_alert_users: [],
      created_at: expect.any(String),
      updated_at: expect.any(String),
      // As GET /attendees/{id} reads the guest (a command answers in the read's shape).
      pass_public_link: expect.stringContaining('/pass/'),
      pass_whitelabel_public_link: expect.stringContaining('/p/'),
    });
    expect(data[1]).toMatchObject({ first_name: 'Ana', full_name: 'Ana Ruiz', email: null, phone_number: null });
  });

  it('shows the new guests in the list and the stats', async () => {
    const event = await createEvent(t, owner);
    const guests = await addGuests(t, owner, event.uuid, [
      { first_name: 'John', last_name: 'Smith' },
      { first_name: 'Ana', last_name: 'Ruiz' },
    ]);
    await t.settle();
    const rows = await listed(event.uuid);
    expect(rows.map((row) => row.id).sort()).toEqual(guests.map((guest) => guest.id).sort());
    expect(await statsOf(t, owner, event.uuid)).toMatchObject({ total_individuals: 2, rsvp_pending: 2, approval_yes: 2, not_checked_in: 2 });
  });

  it('keys each error by the member it belongs to, and adds nobody', async () => {
    const event = await createEvent(t, owner);
    const response = await post(event.uuid, [
      { first_name: 'John', last_name: 'Smith' },
      { first_name: '', last_name: 'Nobody', email: 'nope' },
      { first_name: 'Ana', phone_number: '12345' },
    ]);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      message: 'First name is required.',
      errors: {
        'members.1.first_name': ['First name is required.'],
        'members.1.email': ['Email must be a valid email address.'],
        'members.2.phone_number': [PHONE_MESSAGE],
      },
    });
    await t.settle();
    expect(await listed(event.uuid)).toEqual([]);
  });

  it('requires at least one member', async () => {
    const event = await createEvent(t, owner);
    const response = await post(event.uuid, []);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ members: ['Members is required.'] });
  });

  it("answers 401 without credentials and 404 for another organisation's event", async () => {
    const event = await createEvent(t, owner);
    expect((await post(event.uuid, [{ first_name: 'John' }], {})).statusCode).toBe(401);
    expect((await post(event.uuid, [{ first_name: 'John' }], stranger)).statusCode).toBe(404);
    expect((await post('00000000-0000-4000-8000-000000000000', [{ first_name: 'John' }])).statusCode).toBe(404);
  });
});

describe('plus-ones (parent_attendee_id)', () => {
  it("lists a plus-one with guest_of set to the parent's full name, and counts it in the parent's total_tickets", async () => {
    const event = await createEvent(t, owner);
    const [parent, loner] = await addGuests(t, owner, event.uuid, [
      { first_name: 'John', last_name: 'Smith' },
      { first_name: 'Ana', last_name: 'Ruiz' },
    ]);
    const plusOnes = await addGuests(t, owner, event.uuid, [
      { first_name: 'Jane', last_name: 'Smith', parent_attendee_id: parent!.id },
      { first_name: 'Jim', last_name: 'Smith', parent_attendee_id: parent!.id },
    ]);
    expect(plusOnes.map((guest) => guest.parent_attendee_id)).toEqual([parent!.id, parent!.id]);
    await t.settle();
    const rows = new Map((await listed(event.uuid)).map((row) => [row.id, row]));
    expect(rows.get(plusOnes[0]!.id)).toMatchObject({ parent_attendee_id: parent!.id, guest_of: 'John Smith' });
    expect(rows.get(parent!.id)).toMatchObject({ guest_of: null, total_tickets: 3 });
    expect(rows.get(loner!.id)).toMatchObject({ total_tickets: 1 });
    expect((await statsOf(t, owner, event.uuid)).total_individuals).toBe(4);
  });

  it('refuses a parent from another event on members.N.parent_attendee_id', async () => {
    const event = await createEvent(t, owner);
    const elsewhere = await createEvent(t, owner, { name: 'Other' });
    const [foreignParent] = await addGuests(t, owner, elsewhere.uuid, [{ first_name: 'John' }]);
    const response = await post(event.uuid, [{ first_name: 'Jane', parent_attendee_id: foreignParent!.id }]);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ 'members.0.parent_attendee_id': ['The selected guest could not be found in this event.'] });
  });

  it('refuses an unknown or removed parent the same way', async () => {
    const event = await createEvent(t, owner);
    const [removed] = await addGuests(t, owner, event.uuid, [{ first_name: 'Gone' }]);
    await t.app.inject({ method: 'POST', url: `/api/v2/events/${event.uuid}/attendees/delete`, headers: owner, payload: { attendees: [removed!.id] } });
    const response = await post(event.uuid, [
      { first_name: 'Jane', parent_attendee_id: '00000000-0000-4000-8000-000000000000' },
      { first_name: 'Jim', parent_attendee_id: removed!.id },
    ]);
    expect(response.json().errors).toEqual({
      'members.0.parent_attendee_id': ['The selected guest could not be found in this event.'],
      'members.1.parent_attendee_id': ['The selected guest could not be found in this event.'],
    });
  });

  it('refuses a plus-one of a plus-one', async () => {
    const event = await createEvent(t, owner);
    const [parent] = await addGuests(t, owner, event.uuid, [{ first_name: 'John' }]);
    const [plusOne] = await addGuests(t, owner, event.uuid, [{ first_name: 'Jane', parent_attendee_id: parent!.id }]);
    const response = await post(event.uuid, [{ first_name: 'Baby', parent_attendee_id: plusOne!.id }]);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ 'members.0.parent_attendee_id': ['A plus-one can not bring a plus-one.'] });
  });
});
