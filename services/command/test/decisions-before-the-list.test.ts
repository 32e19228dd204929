import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestApp, type TestApp } from '@usher/infra/testing/test-app';
import { addGuests, createEvent, getJson, multipartFile, type Auth } from '@usher/infra/testing/api-helpers';
import { savePlan, venueTable } from '@usher/infra/testing/seating-fixtures';
import { rsvpTokenFor } from '@usher/read-models/passes/guest-links';
import { passTokenFor } from '@usher/read-models/passes/guest-links';

// Issue 29, section 2: commands decide from the event streams, never from the
// read models, which lag behind the log. This app runs no projections at all,
// so the guest list never catches up: every guest below was added a moment
// before the command that acts on them, and the command must still see them.

let t: TestApp;
let owner: Auth;

beforeAll(async () => {
  t = await createTestApp(inject('pgAdminUrl'), { projections: false });
  owner = (await t.signUp()).auth;
}, 120_000);
afterAll(async () => {
  await t?.close();
});

async function eventWith(settings: Record<string, unknown>) {
  const eventUuid = (await createEvent(t, owner, { name: 'Harbour Gala' })).uuid;
  const changed = await t.app.inject({ method: 'PUT', url: `/api/v2/events/${eventUuid}`, headers: owner, payload: settings });
  expect(changed.statusCode, changed.body).toBe(200);
  return eventUuid;
}

const guestListRows = async (eventUuid: string) =>
  (await t.context.db.selectFrom('rm_attendees').select('id').where('event_uuid', '=', eventUuid).execute()).length;

describe('decisions taken before the guest list shows the guest', () => {
  it('auto-seat seats a guest added a moment ago', async () => {
    const eventUuid = await eventWith({ is_seating_enabled: true });
    const table = venueTable({ name: '1', x: 100, y: 100 }, 2);
    await savePlan(t.context.store, eventUuid, { created: { tables: [table.table], seats: table.seats } });
    const [ada] = await addGuests(t, owner, eventUuid, [{ first_name: 'Ada' }]);
    expect(await guestListRows(eventUuid)).toBe(0);
    const reply = await t.app.inject({ method: 'POST', url: `/api/v2/events/${eventUuid}/seating/auto-seat`, headers: owner, payload: { rules: [] } });
    expect(reply.statusCode, reply.body).toBe(200);
    expect(reply.json().data.seated).toEqual([{ attendee_id: ada!.id, seat_id: expect.any(String) }]);
  });

  it('a guest added a moment ago becomes a table owner and seats the plus-one added with them', async () => {
    const eventUuid = await eventWith({ is_seating_enabled: true });
    const table = venueTable({ name: '7', x: 100, y: 100 }, 4);
    await savePlan(t.context.store, eventUuid, { created: { tables: [table.table], seats: table.seats } });
    const [olga] = await addGuests(t, owner, eventUuid, [{ first_name: 'Olga', last_name: 'Owner' }]);
    const [pia] = await addGuests(t, owner, eventUuid, [{ first_name: 'Pia', last_name: 'Plus', parent_attendee_id: olga!.id }]);
    expect(await guestListRows(eventUuid)).toBe(0);
    const set = await t.app.inject({
      method: 'POST',
      url: `/api/v2/events/${eventUuid}/seating/tables/${table.table.id}/owner`,
      headers: owner,
      payload: { attendee_id: olga!.id, may_seat_guests: true, limit: 2 },
    });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json().data).toMatchObject({ attendee_id: olga!.id, full_name: 'Olga Owner' });
    const token = new URL(set.json().data.link).searchParams.get('token');
    const seated = await t.app.inject({
      method: 'POST',
      url: `/api/v2/public/events/${eventUuid}/table-owner/${token}/guests/${pia!.id}/seat`,
      payload: { seat_id: table.seats[0]!.id },
    });
    expect(seated.statusCode, seated.body).toBe(200);
    expect(seated.json().data).toEqual({ attendee_id: pia!.id, seat_id: table.seats[0]!.id });
  });

  it("the RSVP page counts the plus-ones added a moment ago against the guest's limit, under the organisation's new name", async () => {
    const named = await t.app.inject({
      method: 'POST',
      url: '/api/v2/organizations',
      headers: owner,
      payload: { name: 'Harbour Events', timezone: 'Europe/London' },
    });
    expect(named.statusCode, named.body).toBe(200);
    const eventUuid = await eventWith({ is_rsvp: true });
    const [nia] = await addGuests(t, owner, eventUuid, [{ first_name: 'Nia' }]);
    await addGuests(
      t,
      owner,
      eventUuid,
      [1, 2, 3].map((n) => ({ first_name: `Plus ${n}`, parent_attendee_id: nia!.id })),
    );
    expect(await guestListRows(eventUuid)).toBe(0);
    const token = await rsvpTokenFor(t.context.db, nia!.id);
    const page = await t.app.inject({ method: 'GET', url: `/api/v2/public/rsvp/${token}` });
    expect(page.statusCode, page.body).toBe(200);
    expect(page.json().data.plus_ones.map((p: { first_name: string }) => p.first_name)).toEqual(['Plus 1', 'Plus 2', 'Plus 3']);
    expect(page.json().data.organisation).toEqual({ name: 'Harbour Events', logo_src: null });
    const fourth = await t.app.inject({
      method: 'POST',
      url: `/api/v2/public/rsvp/${token}`,
      payload: { is_attending: true, plus_ones: [{ first_name: 'Plus 4' }] },
    });
    expect(fourth.statusCode, fourth.body).toBe(422);
    expect(fourth.json().errors).toEqual({ plus_ones: ['You can bring at most 3 guests.'] });
  });

  it('an import matches by email a guest added a moment ago, in its preview and when it runs', async () => {
    const eventUuid = await eventWith({});
    const [ada] = await addGuests(t, owner, eventUuid, [{ first_name: 'Ada', last_name: 'Byron', email: 'ada@example.com' }]);
    expect(await guestListRows(eventUuid)).toBe(0);
    const file = multipartFile('guests.csv', 'First Name,Last Name,Email\r\nAda,Lovelace,ada@example.com');
    const uploaded = await t.app.inject({
      method: 'POST',
      url: `/api/v2/events/${eventUuid}/attendees/upload`,
      headers: { ...owner, ...file.headers },
      payload: file.payload,
    });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const { id, mapping } = uploaded.json().data as { id: string; mapping: (string | null)[] };
    const preview = await t.app.inject({
      method: 'POST',
      url: `/api/v2/events/${eventUuid}/attendees/upload/${id}/preview`,
      headers: owner,
      payload: { mapping },
    });
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json().data).toMatchObject({
      new_guests: 0,
      changed_guests: 1,
      changes: [{ attendee_id: ada!.id, fields: [{ field: 'last_name', from: 'Byron', to: 'Lovelace' }] }],
    });
    const started = await t.app.inject({ method: 'POST', url: `/api/v2/events/${eventUuid}/attendees`, headers: owner, payload: { upload: { id, mapping } } });
    expect(started.statusCode, started.body).toBe(202);
    let status: { status: string; created: number; updated: number } | undefined;
    for (let i = 0; i < 200 && (!status || status.status === 'importing'); i++) {
      status = (await getJson(t, owner, `/api/v2/events/${eventUuid}/attendees/upload/${id}`)).data;
      if (status!.status === 'importing') await new Promise((resolve) => setTimeout(resolve, 25));
    }
    expect(status).toMatchObject({ status: 'done', created: 0, updated: 1 });
    const renamed = (await t.context.store.readStream(`attendee-${ada!.id}`)).filter((event) => event.type === 'AttendeeDetailsChanged');
    expect(renamed).toHaveLength(1);
  });

  it("the door scanner's card shows the tag and the plus-one a guest was given a moment ago", async () => {
    const eventUuid = await eventWith({});
    const [john] = await addGuests(t, owner, eventUuid, [{ first_name: 'John', last_name: 'Smith' }]);
    await addGuests(t, owner, eventUuid, [{ first_name: 'Plus', last_name: 'One', parent_attendee_id: john!.id }]);
    const tag = await t.app.inject({ method: 'POST', url: `/api/v2/events/${eventUuid}/attendee-tags/add`, headers: owner, payload: { name: 'VIP' } });
    expect(tag.statusCode, tag.body).toBe(201);
    const tagged = await t.app.inject({
      method: 'PUT',
      url: `/api/v2/events/${eventUuid}/attendees-bulk/add-tags`,
      headers: owner,
      payload: { attendees: [john!.id], tags: [tag.json().data.id] },
    });
    expect(tagged.statusCode, tagged.body).toBe(200);
    expect(await guestListRows(eventUuid)).toBe(0);
    const scanned = await t.app.inject({
      method: 'POST',
      url: `/api/v2/events/${eventUuid}/scans`,
      headers: owner,
      payload: { token: await passTokenFor(t.context.db, john!.id) },
    });
    expect(scanned.statusCode, scanned.body).toBe(200);
    expect(scanned.json().data).toMatchObject({ name: 'John Smith', plus_ones: 1, tickets: 2, tags: ['VIP'] });
    expect(scanned.json().data.party.map((member: { name: string }) => member.name)).toEqual(['John Smith', 'Plus One']);
  });

  it('the organiser answers a question asked a moment ago', async () => {
    const eventUuid = await eventWith({});
    const [ada] = await addGuests(t, owner, eventUuid, [{ first_name: 'Ada', email: 'ada@example.com' }]);
    const token = await passTokenFor(t.context.db, ada!.id);
    const asked = await t.app.inject({ method: 'POST', url: `/api/v2/public/pass/${token}/questions`, payload: { text: 'Is there parking?' } });
    expect(asked.statusCode, asked.body).toBe(201);
    const answered = await t.app.inject({
      method: 'POST',
      url: `/api/v2/events/${eventUuid}/support-questions/${asked.json().data.id}/answer`,
      headers: owner,
      payload: { answer: 'Yes, behind the hall.' },
    });
    expect(answered.statusCode, answered.body).toBe(200);
  });
});
