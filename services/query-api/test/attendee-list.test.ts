import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestApp, type TestApp } from '@usher/infra/testing/test-app';
import { addGuests, createEvent, getJson, type Auth, type Member } from '@usher/infra/testing/api-helpers';
import { guestListStatement } from '../src/attendees/attendee-queries.ts';
import { rebuildProjection } from '@usher/projections/rebuild';
import { guestListProjection } from '@usher/projections/guest-list/guest-list-projection';

let t: TestApp;
let owner: Auth;
let stranger: Auth;
let eventUuid: string;

// Added one request at a time, so each has its own created_at, in this order.
const GUESTS: Member[] = [
  { first_name: 'charlie', last_name: 'Brown' },
  { first_name: 'Alice', last_name: 'Zed' },
  { first_name: 'bob', last_name: 'Young', email: 'Bob@Example.com', phone_number: '(202) 555-0143' },
  { first_name: 'Dana', last_name: 'White' },
];

beforeAll(async () => {
  t = await createTestApp(inject('pgAdminUrl'));
  owner = (await t.signUp()).auth;
  stranger = (await t.signUp()).auth;
  eventUuid = (await createEvent(t, owner)).uuid;
  const ids: Record<string, string> = {};
  for (const member of GUESTS) ids[member.first_name!] = (await addGuests(t, owner, eventUuid, [member]))[0]!.id;
  const put = (url: string, payload: Record<string, unknown>) => t.app.inject({ method: 'PUT', url, headers: owner, payload });
  await t.app.inject({ method: 'POST', url: `/api/v2/events/attendees/${ids.charlie}/check-in`, headers: owner });
  await put(`/api/v2/events/attendees/${ids.charlie}/rsvp`, { rsvp: true });
  await put(`/api/v2/events/attendees/${ids.Alice}/rsvp`, { rsvp: false });
  await put(`/api/v2/events/attendees/${ids.Alice}/approval`, { approval: false });
  await put(`/api/v2/events/attendees/${ids.bob}/approval`, { approval: null });
  // A guest of another event of the same organisation never shows here.
  const other = await createEvent(t, owner, { name: 'Other' });
  await addGuests(t, owner, other.uuid, [{ first_name: 'Alice', last_name: 'Elsewhere' }]);
  await t.settle();
});
afterAll(async () => {
  await t.close();
});

async function list(query = '') {
  return getJson(t, owner, `/api/v2/events/${eventUuid}/attendees${query}`);
}
const firstNames = (body: { data: { first_name: string }[] }) => body.data.map((guest) => guest.first_name);

describe('GET /api/v2/events/{e}/attendees', () => {
  it("lists the event's guests in the spec's order (by name, case-insensitively), with meta", async () => {
    const body = await list();
    expect(firstNames(body)).toEqual(['Alice', 'bob', 'charlie', 'Dana']);
    expect(body.meta).toEqual({ total: 4, page: 1, per_page: 50, last_page: 1 });
    expect(body.data[1]).toMatchObject({
      event_uuid: eventUuid,
      full_name: 'bob Young',
      email: 'bob@example.com',
      phone_number: '+12025550143',
      guest_of: null,
      total_tickets: 1,
    });
  });

  it.each([
    ['all', ['Alice', 'bob', 'charlie', 'Dana']],
    ['rsvp_pending', ['bob', 'Dana']],
    ['rsvp_yes', ['charlie']],
    ['rsvp_no', ['Alice']],
    ['approval_pending', ['bob']],
    ['approval_approved', ['charlie', 'Dana']],
    ['approval_rejected', ['Alice']],
    ['approval_not_pending', ['Alice', 'charlie', 'Dana']],
    ['checked_in', ['charlie']],
    ['not_checked_in', ['Alice', 'bob', 'Dana']],
  ])('filter=%s lists %j, and meta.total counts them', async (filter, expected) => {
    const body = await list(`?filter=${filter}`);
    expect(firstNames(body)).toEqual(expected);
    expect(body.meta.total).toBe(expected.length);
  });

  it('combines filters: every one listed must hold', async () => {
    expect(firstNames(await list('?filter=rsvp_pending,approval_approved'))).toEqual(['Dana']);
    expect(firstNames(await list('?filter=not_checked_in,approval_not_pending'))).toEqual(['Alice', 'Dana']);
    expect(firstNames(await list('?filter=not_invited'))).toEqual(['Alice', 'bob', 'charlie', 'Dana']);
    expect(firstNames(await list('?filter=invited'))).toEqual([]);
  });

  it('lists Selected Individuals by id, still filtered and counted', async () => {
    const everyone = (await list()).data as { id: string; first_name: string }[];
    const chosen = everyone.filter((guest) => ['Alice', 'charlie'].includes(guest.first_name)).map((guest) => guest.id);
    const body = await list(`?ids=${chosen.join(',')}`);
    expect(firstNames(body)).toEqual(['Alice', 'charlie']);
    expect(body.meta.total).toBe(2);
    expect(firstNames(await list(`?ids=${chosen.join(',')}&filter=checked_in`))).toEqual(['charlie']);
    const bad = await t.app.inject({ method: 'GET', url: `/api/v2/events/${eventUuid}/attendees?ids=1,2`, headers: owner });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({ ids: ['Ids is invalid.'] });
  });

  it('searches names, email and phone, case-insensitively', async () => {
    expect(firstNames(await list('?search=YOUNG'))).toEqual(['bob']);
    expect(firstNames(await list('?search=bob young'))).toEqual(['bob']);
    expect(firstNames(await list('?search=bob@example.com'))).toEqual(['bob']);
    expect(firstNames(await list('?search=2025550143'))).toEqual(['bob']);
    expect(firstNames(await list('?search=nobody'))).toEqual([]);
    expect(firstNames(await list('?search=%25'))).toEqual([]);
  });

  it('combines search with a filter', async () => {
    expect(firstNames(await list('?search=o'))).toEqual(['bob', 'charlie']);
    const body = await list('?search=o&filter=rsvp_pending');
    expect(firstNames(body)).toEqual(['bob']);
    expect(body.meta.total).toBe(1);
  });

  it('sorts by created_at and -created_at', async () => {
    expect(firstNames(await list('?sort=created_at'))).toEqual(['charlie', 'Alice', 'bob', 'Dana']);
    expect(firstNames(await list('?sort=-created_at'))).toEqual(['Dana', 'bob', 'Alice', 'charlie']);
  });

  it('pages with page and per_page, meta.total counting every page', async () => {
    const second = await list('?per_page=3&page=2');
    expect(firstNames(second)).toEqual(['Dana']);
    expect(second.meta).toEqual({ total: 4, page: 2, per_page: 3, last_page: 2 });
    const filtered = await list('?filter=not_checked_in&per_page=2&page=2');
    expect(firstNames(filtered)).toEqual(['Dana']);
    expect(filtered.meta).toEqual({ total: 3, page: 2, per_page: 2, last_page: 2 });
  });

  it('counts the whole list as its rows, as guests come with plus-ones, leave and are forgotten', async () => {
    const { uuid } = await createEvent(t, owner, { name: 'Counted' });
    const whole = () => getJson(t, owner, `/api/v2/events/${uuid}/attendees?per_page=100`);
    // A view that names no filter is counted from the stat bar's total; a narrowed one counts its rows.
    const expectCounted = async (rows: number) => {
      const body = await whole();
      expect(body.data).toHaveLength(rows);
      expect(body.meta.total).toBe(rows);
      const counted = await t.context.db
        .selectFrom('rm_attendees')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('event_uuid', '=', uuid)
        .executeTakeFirstOrThrow();
      expect(Number(counted.n)).toBe(rows);
    };
    await t.settle();
    await expectCounted(0);
    const [ann, ben] = await addGuests(t, owner, uuid, [
      { first_name: 'Ann', last_name: 'Host' },
      { first_name: 'Ben', last_name: 'Host' },
    ]);
    await addGuests(t, owner, uuid, [{ first_name: 'Cat', last_name: 'Plus', parent_attendee_id: ann!.id }]);
    await t.settle();
    await expectCounted(3);
    const forget = await t.app.inject({ method: 'POST', url: `/api/v2/events/attendees/${ben!.id}/forget`, headers: owner });
    expect(forget.statusCode, forget.body).toBeLessThan(300);
    await t.settle();
    await expectCounted(3);
    const removed = await t.app.inject({ method: 'POST', url: `/api/v2/events/${uuid}/attendees/delete`, headers: owner, payload: { attendees: [ann!.id] } });
    expect(removed.statusCode, removed.body).toBe(200);
    await t.settle();
    // Ann goes with her plus-one: Ben, forgotten, is left.
    await expectCounted(1);
    expect((await getJson(t, owner, `/api/v2/events/${uuid}/attendees?search=Cat`)).meta.total).toBe(0);
  });

  it('answers 422 on the query parameter that is malformed', async () => {
    const filter = await t.app.inject({ method: 'GET', url: `/api/v2/events/${eventUuid}/attendees?filter=vip`, headers: owner });
    expect(filter.statusCode).toBe(422);
    expect(filter.json().errors).toEqual({ filter: ['Filter is invalid.'] });
    const sort = await t.app.inject({ method: 'GET', url: `/api/v2/events/${eventUuid}/attendees?sort=name`, headers: owner });
    expect(sort.json().errors).toEqual({ sort: ['Sort is invalid.'] });
  });

  it("answers 401 without credentials and 404 for another organisation's event", async () => {
    expect((await t.app.inject({ method: 'GET', url: `/api/v2/events/${eventUuid}/attendees` })).statusCode).toBe(401);
    const foreign = await t.app.inject({ method: 'GET', url: `/api/v2/events/${eventUuid}/attendees`, headers: stranger });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().code).toBe('event_not_found');
  });
});

describe('GET /api/v2/events/{e}/attendees/ids', () => {
  const ids = (query = '') => getJson(t, owner, `/api/v2/events/${eventUuid}/attendees/ids${query}`);

  it("answers every guest a view shows, as ids in the list's order, whatever its length", async () => {
    const listed = await list();
    const all = await ids();
    expect(all.data).toEqual(listed.data.map((guest: { id: string }) => guest.id));
    expect(all.meta).toEqual({ total: 4 });

    // The list's own filters, search and sort apply: here beyond one page of it.
    const pending = await list('?filter=not_checked_in&sort=-created_at');
    expect((await ids('?filter=not_checked_in&sort=-created_at')).data).toEqual(pending.data.map((guest: { id: string }) => guest.id));
    expect((await ids('?search=bob')).data).toEqual([listed.data[1].id]);
  });

  it('answers 422 for a malformed view, 401 without credentials and 404 for another organisation', async () => {
    const bad = await t.app.inject({ method: 'GET', url: `/api/v2/events/${eventUuid}/attendees/ids?filter=vip`, headers: owner });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({ filter: ['Filter is invalid.'] });
    expect((await t.app.inject({ method: 'GET', url: `/api/v2/events/${eventUuid}/attendees/ids` })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: `/api/v2/events/${eventUuid}/attendees/ids`, headers: stranger })).statusCode).toBe(404);
  });
});

describe("the guest list's statement", () => {
  const statementOf = (selection: Partial<Parameters<typeof guestListStatement>[2]>) =>
    guestListStatement(t.context, eventUuid, { filters: [], page: 1, per_page: 50, ...selection }).compile().sql;

  it('is prepared for the whole list, whatever its page or sort, and answers the same on every call', async () => {
    expect(statementOf({})).toMatch(/^select \/\*prepared\*\/ /);
    expect(statementOf({ page: 3, sort: '-created_at' })).toMatch(/^select \/\*prepared\*\/ /);
    // Enough calls for PostgreSQL to consider a generic plan on the connections that prepared it.
    const answers = await Promise.all(Array.from({ length: 12 }, () => list()));
    for (const body of answers) expect(firstNames(body)).toEqual(['Alice', 'bob', 'charlie', 'Dana']);
    // A rebuild swaps fresh tables in under the same names: the prepared statement reads those.
    await rebuildProjection(t.context.db, t.context.store, guestListProjection);
    const afterRebuild = await Promise.all(Array.from({ length: 12 }, () => list()));
    for (const body of afterRebuild) expect(firstNames(body)).toEqual(['Alice', 'bob', 'charlie', 'Dana']);
  });

  it('runs unnamed when a filter, a search or chosen ids narrow it: their texts vary without end', () => {
    expect(statementOf({ filters: ['checked_in'] })).not.toContain('/*prepared*/');
    expect(statementOf({ search: 'bob' })).not.toContain('/*prepared*/');
    expect(statementOf({ ids: [eventUuid] })).not.toContain('/*prepared*/');
  });
});
