import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { sql } from 'kysely';
import { createTestApp, type TestApp } from '@usher/infra/testing/test-app';
import { addGuests, createEvent, type Auth } from '@usher/infra/testing/api-helpers';
import { appendSentMessage } from '@usher/infra/testing/sent-messages';
import { allProjections } from '@usher/projections/all-projections';
import { rebuildProjection } from '@usher/projections/rebuild';
import { suppressedAmong } from '@usher/projections/communications-engine/suppressions';

const organisationOf = async () =>
  (await t.context.db.selectFrom('rm_events').select('organisation_id').where('uuid', '=', eventUuid).executeTakeFirstOrThrow()).organisation_id as string;

// Issue 20: the organisation's suppression list, which later communications
// respect: read by those who may view an event, changed by its editors.
let t: TestApp;
let owner: Auth;
let viewer: Auth;
let stranger: Auth;
let eventUuid: string;

type Headers = Auth | Record<string, never>;
const list = (query = '', headers: Headers = owner, event = eventUuid) =>
  t.app.inject({ method: 'GET', url: `/api/v2/events/${event}/suppressions${query}`, headers });
const add = (email: unknown, headers: Headers = owner, event = eventUuid) =>
  t.app.inject({ method: 'POST', url: `/api/v2/events/${event}/suppressions`, headers, payload: { email } });
const remove = (email: unknown, headers: Headers = owner) =>
  t.app.inject({ method: 'POST', url: `/api/v2/events/${eventUuid}/suppressions/remove`, headers, payload: { email } });
const emails = (response: { json(): { data: { email: string }[] } }) => response.json().data.map((row) => row.email);
const logSize = async () => Number((await sql<{ count: string }>`select count(*) as count from es_events`.execute(t.context.db)).rows[0]!.count);

beforeAll(async () => {
  t = await createTestApp(inject('pgAdminUrl'));
  owner = (await t.signUp()).auth;
  stranger = (await t.signUp()).auth;
  eventUuid = (await createEvent(t, owner, { name: 'Spring Gala' })).uuid;
  const invited = await t.app.inject({
    method: 'POST',
    url: `/api/v2/events/${eventUuid}/administrators`,
    headers: owner,
    payload: { email: 'viewer@team.example', role: 'viewer' },
  });
  expect(invited.statusCode).toBe(201);
  await t.settle();
  viewer = (await t.signUp({ email: 'viewer@team.example' }, { verifyEmail: true })).auth;
});
afterAll(async () => {
  await t.close();
});

describe("the organisation's suppression list", () => {
  it('takes an address once, newest first, and lets it go again once', async () => {
    for (const email of ['first@guests.example', ' Second@Guests.example ', 'third_50%@guests.example']) expect((await add(email)).statusCode).toBe(200);
    const again = await add('SECOND@guests.example');
    expect(again.json()).toEqual({ data: { email: 'second@guests.example', suppressed: true, reason: 'added_by_organiser' }, position: '0' });
    await t.settle();

    const all = await list();
    expect(all.statusCode).toBe(200);
    expect(emails(all)).toEqual(['third_50%@guests.example', 'second@guests.example', 'first@guests.example']);
    expect(all.json().data[0]).toEqual({
      email: 'third_50%@guests.example',
      reason: 'added_by_organiser',
      reason_label: 'Added by an organiser',
      event_uuid: eventUuid,
      attendee_id: null,
      message_id: null,
      created_at: expect.any(String),
    });
    expect(all.json().meta).toEqual({ total: 3, page: 1, per_page: 25, last_page: 1 });
    // A search finds the characters typed, wildcards included.
    expect(emails(await list('?search=_50%25'))).toEqual(['third_50%@guests.example']);
    expect(emails(await list('?search=GUESTS&per_page=2&page=2'))).toEqual(['first@guests.example']);

    const removed = await remove('Second@guests.example');
    expect(removed.json()).toMatchObject({ data: { email: 'second@guests.example', suppressed: false, reason: null } });
    expect((await remove('second@guests.example')).json().position).toBe('0');
    await t.settle();
    expect(emails(await list())).not.toContain('second@guests.example');
  });

  it("holds what the organisation's messages reported, from any of its events, and filters by reason", async () => {
    const otherEvent = (await createEvent(t, owner, { name: 'Autumn Ball' })).uuid;
    const [guest] = await addGuests(t, owner, otherEvent, [{ first_name: 'Bo', email: 'bo@guests.example' }]);
    const message = await appendSentMessage(t, { eventUuid: otherEvent, attendeeId: guest!.id, email: 'bo@guests.example' });
    // The unsubscribe reads the event's organisation from the events list: let it see the new event first.
    await t.settle();
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: `/m/${message.token}/unsubscribe`,
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          payload: 'List-Unsubscribe=One-Click',
        })
      ).statusCode,
    ).toBe(200);
    await t.settle();
    const unsubscribed = await list('?reason=unsubscribed');
    expect(unsubscribed.json().data).toEqual([
      expect.objectContaining({
        email: 'bo@guests.example',
        reason: 'unsubscribed',
        reason_label: 'Unsubscribed',
        event_uuid: otherEvent,
        attendee_id: guest!.id,
        message_id: message.messageId,
      }),
    ]);
  });

  it("keeps a forgotten guest's suppression by its address's key only: the address leaves the list and their messages, and a rebuild agrees", async () => {
    const address = `forget-${Date.now()}@guests.example`;
    const [guest] = await addGuests(t, owner, eventUuid, [{ first_name: 'Flo', email: address }]);
    const message = await appendSentMessage(t, { eventUuid, attendeeId: guest!.id, email: address });
    await t.settle();
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: `/m/${message.token}/unsubscribe`,
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          payload: 'List-Unsubscribe=One-Click',
        })
      ).statusCode,
    ).toBe(200);
    await t.settle();
    const stored = async () => {
      const rows = await sql<{ row: string }>`
        select t::text as row from rm_outbound_messages t where attendee_id = ${guest!.id}
        union all select s::text from rm_suppressions s where attendee_id = ${guest!.id}`.execute(t.context.db);
      return rows.rows.map((r) => r.row).join('\n');
    };
    expect(await stored()).toContain(address);

    expect((await t.app.inject({ method: 'POST', url: `/api/v2/events/attendees/${guest!.id}/forget`, headers: owner })).statusCode).toBe(200);
    await t.settle();
    expect(await stored()).not.toContain(address);
    // The suppression holds: checked by the address's key, a later message to the address is still refused.
    const checks = async () => {
      expect((await suppressedAmong(t.context.db, await organisationOf(), [address.toUpperCase()])).size).toBe(1);
      expect((await list('?reason=unsubscribed')).json().data).toContainEqual(expect.objectContaining({ email: '', attendee_id: guest!.id }));
    };
    await checks();
    for (const projection of allProjections.filter((p) => p.name === 'communications')) await rebuildProjection(t.context.db, t.context.store, projection);
    expect(await stored()).not.toContain(address);
    await checks();
  });

  it('refuses what is not an address with 422, changing nothing', async () => {
    const before = await logSize();
    expect((await add('not an address')).json()).toMatchObject({ errors: { email: ['Email must be a valid email address.'] } });
    expect((await add('')).json()).toMatchObject({ errors: { email: ['Email is required.'] } });
    expect((await add(42)).statusCode).toBe(422);
    expect((await list('?per_page=1000')).statusCode).toBe(422);
    expect((await list('?reason=whatever')).statusCode).toBe(422);
    expect(await logSize()).toBe(before);
  });

  it('is read by viewers and changed by editors only; another organisation sees no such event', async () => {
    expect((await list('', viewer)).statusCode).toBe(200);
    expect((await add('viewer-try@guests.example', viewer)).statusCode).toBe(403);
    expect((await remove('first@guests.example', viewer)).statusCode).toBe(403);
    expect((await list('', stranger)).statusCode).toBe(404);
    expect((await add('stranger-try@guests.example', stranger)).statusCode).toBe(404);
    expect((await list('', {})).statusCode).toBe(401);
    await t.settle();
    expect(emails(await list('?per_page=100'))).not.toContain('viewer-try@guests.example');
  });
});
