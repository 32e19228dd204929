import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { DateTime } from 'luxon';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { streamIds } from '@usher/events';
import { STATUS_EXPLANATIONS } from '@usher/domain/communications/message-status';
import { suppressionAddressKey } from '@usher/infra/mail/message-tokens';
import { createTestApp, type TestApp } from '@usher/infra/testing/test-app';
import { addGuests, createEvent, getJson, type Auth } from '@usher/infra/testing/api-helpers';
import { dispatchAlert, messageFor, reportStatus } from '@usher/infra/testing/communication-fixtures';
import { systemTestMetadata } from '@usher/infra/testing/test-metadata';

// Communications' reads (spec section 7 Alerts): the list with its counts by
// the spec's rules, one alert, its recipients, a guest's messages, the size
// of an audience, and a message's timeline read from its stream.

let t: TestApp;
let owner: Auth;
let viewer: Auth;
let door: Auth;
let stranger: Auth;
let eventUuid: string;
let guests: Record<'ana' | 'ben' | 'cy' | 'dee', string>;
let sent: { id: string; messages: Record<'ana' | 'ben' | 'cy' | 'dee', string> };

async function teamMember(role: string): Promise<Auth> {
  const email = `${role.replaceAll('_', '-')}-${randomUUID().slice(0, 8)}@team.example`;
  const invited = await t.app.inject({ method: 'POST', url: `/api/v2/events/${eventUuid}/administrators`, headers: owner, payload: { email, role } });
  expect(invited.statusCode, invited.body).toBeLessThan(300);
  await t.settle();
  return (await t.signUp({ email }, { verifyEmail: true })).auth;
}

async function newAlert(name: string, changes: object = {}) {
  const created = await t.app.inject({ method: 'POST', url: `/api/v2/events/${eventUuid}/alerts`, headers: owner, payload: { name } });
  expect(created.statusCode, created.body).toBe(201);
  const id = created.json().data.id as string;
  if (Object.keys(changes).length > 0) {
    const changed = await t.app.inject({ method: 'PUT', url: `/api/v2/events/${eventUuid}/alerts/${id}`, headers: owner, payload: changes });
    expect(changed.statusCode, changed.body).toBe(200);
  }
  return id;
}

/**
 * Four guests sent "Doors open": Ana clicked, Ben opened then unsubscribed,
 * Cy's bounced, Dee's is still queued.
 */
beforeAll(async () => {
  t = await createTestApp(inject('pgAdminUrl'), { communicationsEngine: false });
  owner = (await t.signUp()).auth;
  stranger = (await t.signUp()).auth;
  eventUuid = (await createEvent(t, owner, { name: 'Gala' })).uuid;
  viewer = await teamMember('viewer');
  door = await teamMember('check_in');
  const [ana, ben, cy, dee] = await addGuests(t, owner, eventUuid, [
    { first_name: 'Ana', last_name: 'Ames', email: 'ana@example.org' },
    { first_name: 'Ben', last_name: 'Bell', email: 'ben@example.org' },
    { first_name: 'Cy', last_name: 'Cole', email: 'cy@example.org' },
    { first_name: 'Dee', last_name: 'Dunn', email: 'dee@example.org' },
  ]);
  guests = { ana: ana!.id, ben: ben!.id, cy: cy!.id, dee: dee!.id };
  const id = await newAlert('Doors open', { subject: 'Doors open', body: '<p>At 7.</p>', send: true });
  const store = t.context.store;
  const [a, b, c] = await dispatchAlert(store, eventUuid, id, [
    { attendee_id: guests.ana, email: 'ana@example.org' },
    { attendee_id: guests.ben, email: 'ben@example.org' },
    { attendee_id: guests.cy, email: 'cy@example.org' },
  ]);
  const d = await messageFor(store, eventUuid, id, { attendee_id: guests.dee, email: 'dee@example.org' });
  const message = (messageId: string, attendee: string) => ({ id: messageId, alert_id: id, attendee_id: attendee });
  await reportStatus(store, eventUuid, message(a!, guests.ana), 'delivered');
  await reportStatus(store, eventUuid, message(a!, guests.ana), 'opened');
  await reportStatus(store, eventUuid, message(a!, guests.ana), 'clicked', { url: 'https://example.org/map' });
  await reportStatus(store, eventUuid, message(b!, guests.ben), 'opened');
  await reportStatus(store, eventUuid, message(b!, guests.ben), 'unsubscribed');
  await reportStatus(store, eventUuid, message(c!, guests.cy), 'undelivered', { code: '5.1.1', detail: '550 5.1.1 No such user' });
  await reportStatus(store, eventUuid, message(d, guests.dee), 'queued', {
    retry_at: new Date(Date.now() + 60_000).toISOString(),
    detail: '451 Try later',
    code: '451',
  });
  // Cy is sent it again (a resend round): counted once, by the latest message.
  const again = await messageFor(store, eventUuid, id, { attendee_id: guests.cy, email: 'cy@example.org' }, 1);
  await reportStatus(store, eventUuid, message(again, guests.cy), 'sent', { code: '250' });
  await t.settle();
  sent = { id, messages: { ana: a!, ben: b!, cy: again, dee: d } };
});
afterAll(async () => {
  await t.close();
});

const get = (url: string, headers: Record<string, string> = owner) => t.app.inject({ method: 'GET', url, headers });
const alertsUrl = () => `/api/v2/events/${eventUuid}/alerts`;

/** 401 without credentials, 403 at the door, 404 for another organisation. */
async function expectRefusals(url: string, method: 'GET' | 'POST' = 'GET', payload?: object) {
  const ask = (headers: Record<string, string>) => t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  expect((await ask({})).statusCode).toBe(401);
  expect((await ask(door)).statusCode).toBe(403);
  expect((await ask(stranger)).statusCode).toBe(404);
}

describe('GET /api/v2/events/{e}/alerts', () => {
  it('lists the communications newest first, with counts by the spec rules, to viewers too', async () => {
    const draft = await newAlert('Thank-you note');
    await t.settle();
    const list = await getJson(t, viewer, alertsUrl());
    expect(list.data.map((alert: { id: string }) => alert.id)).toEqual([draft, sent.id]);
    expect(list.meta).toEqual({ total: 2, page: 1, per_page: 25, last_page: 1 });
    expect(list.data[1].counts).toEqual({
      recipients: 4,
      pending: 1,
      sent: 3,
      delivered: 1,
      opened: 1,
      clicked: 1,
      failed: 0,
      unsubscribed: 1,
      complained: 0,
      canceled: 0,
      by_status: { clicked: 1, unsubscribed: 1, sent: 1, queued: 1 },
    });
    expect(list.data[0]).toMatchObject({ name: 'Thank-you note', status: 'draft', counts: { recipients: 0, by_status: {} } });
  });

  it('searches by name and pages', async () => {
    const found = await getJson(t, owner, `${alertsUrl()}?search=DOORS`);
    expect(found.data.map((alert: { name: string }) => alert.name)).toEqual(['Doors open']);
    const second = await getJson(t, owner, `${alertsUrl()}?per_page=1&page=2`);
    expect(second.data).toHaveLength(1);
    expect(second.meta.last_page).toBeGreaterThanOrEqual(2);
    expect((await get(`${alertsUrl()}?per_page=0`)).statusCode).toBe(422);
  });

  it('filters by state and by a date range on the day it was sent, else created, in the event time zone', async () => {
    const draft = await newAlert('Seating reminder');
    await t.settle();
    const names = async (query: string) =>
      ((await getJson(t, owner, `${alertsUrl()}?per_page=100&${query}`)).data as { name: string }[]).map((alert) => alert.name);
    expect(await names('status=sent')).toEqual(['Doors open']);
    expect(await names('status=draft')).toContain('Seating reminder');
    expect(await names('status=draft')).not.toContain('Doors open');
    expect(await names('status=draft&search=seating')).toEqual(['Seating reminder']);

    const zone =
      (
        await sql<{ zone: string | null }>`select nullif(body->'settings'->>'timezone', '') as zone from rm_events where uuid = ${eventUuid}`.execute(
          t.context.db,
        )
      ).rows[0]?.zone ?? 'UTC';
    const sentRow = (await getJson(t, owner, `${alertsUrl()}/${sent.id}`)).data as { dispatched_at: string };
    const sentDay = DateTime.fromISO(sentRow.dispatched_at).setZone(zone);
    const dayOf = (at: DateTime) => at.toISODate()!;
    expect(await names(`from=${dayOf(sentDay)}&to=${dayOf(sentDay)}&status=sent`)).toEqual(['Doors open']);
    expect(await names(`from=${dayOf(sentDay.plus({ days: 1 }))}&status=sent`)).toEqual([]);
    expect(await names(`to=${dayOf(sentDay.minus({ days: 1 }))}`)).toEqual([]);
    // A draft counts by the day it was created.
    const created = dayOf(DateTime.fromISO((await getJson(t, owner, `${alertsUrl()}/${draft}`)).data.created_at).setZone(zone));
    expect(await names(`from=${created}&to=${created}&status=draft`)).toContain('Seating reminder');
    expect(await names(`to=${dayOf(DateTime.fromISO(created).minus({ days: 1 }))}&status=draft`)).not.toContain('Seating reminder');

    const refused = async (query: string) => {
      const response = await get(`${alertsUrl()}?${query}`);
      expect(response.statusCode, query).toBe(422);
      return response.json().errors;
    };
    expect(await refused('status=archived')).toHaveProperty('status');
    expect(await refused('from=2026-02-30')).toEqual({ from: ['From must be a date in the form YYYY-MM-DD.'] });
    expect(await refused('to=yesterday')).toEqual({ to: ['To must be a date in the form YYYY-MM-DD.'] });
    expect(await refused('from=2026-05-02&to=2026-05-01')).toEqual({ to: ['To must be a date on or after From.'] });
  });

  it('leaves deleted ones out, and refuses others', async () => {
    const gone = await newAlert('Gone');
    expect((await t.app.inject({ method: 'DELETE', url: `${alertsUrl()}/${gone}`, headers: owner })).statusCode).toBe(200);
    await t.settle();
    const list = await getJson(t, owner, `${alertsUrl()}?per_page=100`);
    expect(list.data.map((alert: { id: string }) => alert.id)).not.toContain(gone);
    expect((await get(`${alertsUrl()}/${gone}`)).statusCode).toBe(404);
    await expectRefusals(alertsUrl());
  });
});

describe('GET /api/v2/events/{e}/alerts/{alertId}', () => {
  it('shows one, sent, with its counts', async () => {
    const shown = await getJson(t, viewer, `${alertsUrl()}/${sent.id}`);
    expect(shown.data).toMatchObject({ id: sent.id, name: 'Doors open', status: 'sent', counts: { recipients: 4, clicked: 1 } });
    expect(shown.data.dispatched_at).toEqual(expect.any(String));
    expect((await get(`${alertsUrl()}/${randomUUID()}`)).statusCode).toBe(404);
    expect((await get(`${alertsUrl()}/not-an-id`)).statusCode).toBe(404);
    await expectRefusals(`${alertsUrl()}/${sent.id}`);
  });
});

describe('GET /api/v2/events/{e}/alerts/{alertId}/messages', () => {
  const messagesUrl = () => `${alertsUrl()}/${sent.id}/messages`;
  const namesOf = (list: { data: { full_name: string }[] }) => list.data.map((message) => message.full_name);

  it("lists each recipient's latest message, by name, with the status's words", async () => {
    const list = await getJson(t, viewer, messagesUrl());
    expect(namesOf(list)).toEqual(['Ana Ames', 'Ben Bell', 'Cy Cole', 'Dee Dunn']);
    expect(list.data[2]).toMatchObject({
      id: sent.messages.cy,
      round: 1,
      status: 'sent',
      status_label: 'Sent',
      email: 'cy@example.org',
      alert_name: 'Doors open',
    });
    expect(list.data[0]).toMatchObject({
      status: 'clicked',
      status_explanation: STATUS_EXPLANATIONS.clicked,
      opened_at: expect.any(String),
      clicked_at: expect.any(String),
    });
  });

  it('filters by a counting group or a raw status, and searches by name or address', async () => {
    expect(namesOf(await getJson(t, owner, `${messagesUrl()}?status=opened`))).toEqual(['Ana Ames']);
    expect(namesOf(await getJson(t, owner, `${messagesUrl()}?status=pending`))).toEqual(['Dee Dunn']);
    expect(namesOf(await getJson(t, owner, `${messagesUrl()}?status=unsubscribed`))).toEqual(['Ben Bell']);
    expect(namesOf(await getJson(t, owner, `${messagesUrl()}?status=queued`))).toEqual(['Dee Dunn']);
    expect(namesOf(await getJson(t, owner, `${messagesUrl()}?status=failed`))).toEqual([]);
    expect(namesOf(await getJson(t, owner, `${messagesUrl()}?search=bell`))).toEqual(['Ben Bell']);
    expect(namesOf(await getJson(t, owner, `${messagesUrl()}?search=cy@example`))).toEqual(['Cy Cole']);
    const bad = await get(`${messagesUrl()}?status=lost`);
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors)).toEqual(['status']);
    await expectRefusals(messagesUrl());
  });
});

describe('GET /api/v2/events/{e}/alerts/list-for-attendee/{attendeeId}', () => {
  it("lists the guest's messages across communications, newest first", async () => {
    const list = await getJson(t, viewer, `${alertsUrl()}/list-for-attendee/${guests.cy}`);
    expect(list.data.map((message: { id: string; round: number }) => message.round)).toEqual([1, 0]);
    expect(list.data[1]).toMatchObject({ status: 'undelivered', code: '5.1.1', detail: '550 5.1.1 No such user', alert_name: 'Doors open' });
    expect(list.meta.total).toBe(2);
    expect((await getJson(t, owner, `${alertsUrl()}/list-for-attendee/${randomUUID()}`)).data).toEqual([]);
    expect((await get(`${alertsUrl()}/list-for-attendee/nope`)).statusCode).toBe(404);
    await expectRefusals(`${alertsUrl()}/list-for-attendee/${guests.cy}`);
  });
});

describe('the audience count', () => {
  it('counts the saved audience now, leaving out suppressed addresses; and an audience being edited, by POST', async () => {
    const alert = await newAlert('Everyone');
    await t.settle();
    const url = `${alertsUrl()}/${alert}/audience-count`;
    expect((await getJson(t, viewer, url)).data).toEqual({ count: 4, suppressed: 0 });
    const organisationId = (await t.context.db.selectFrom('rm_events').select('organisation_id').where('uuid', '=', eventUuid).executeTakeFirstOrThrow())
      .organisation_id;
    await t.context.store.append([
      {
        streamId: streamIds.suppression(organisationId, suppressionAddressKey('ben@example.org')),
        expectedVersion: 0,
        events: [
          {
            type: 'AddressSuppressed',
            schemaVersion: 1,
            data: {
              organisation_id: organisationId,
              email: 'ben@example.org',
              reason: 'unsubscribed',
              attendee_id: guests.ben,
              message_id: null,
              event_uuid: eventUuid,
            },
            metadata: systemTestMetadata(eventUuid),
          },
        ],
      },
    ]);
    await t.settle();
    expect((await getJson(t, owner, url)).data).toEqual({ count: 3, suppressed: 1 });
    const picked = await t.app.inject({ method: 'POST', url, headers: viewer, payload: { audience: { attendee_ids: [guests.ana, guests.ben] } } });
    expect(picked.statusCode, picked.body).toBe(200);
    expect(picked.json().data).toEqual({ count: 1, suppressed: 1 });
    const bad = await t.app.inject({ method: 'POST', url, headers: owner, payload: { audience: { filters: ['nope'], tab_id: 'x' } } });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['audience.filters', 'audience.tab_id']);
    expect((await get(`${alertsUrl()}/${randomUUID()}/audience-count`)).statusCode).toBe(404);
    await expectRefusals(url);
    await expectRefusals(url, 'POST', { audience: {} });
  });
});

describe('GET /api/v2/outbound-messages/{id}', () => {
  it('shows a message with its timeline from its stream, each step with its label and explanation', async () => {
    const shown = await getJson(t, viewer, `/api/v2/outbound-messages/${sent.messages.ana}`);
    expect(shown.data).toMatchObject({ id: sent.messages.ana, status: 'clicked', full_name: 'Ana Ames', subject: 'Doors open', alert_id: sent.id });
    expect(shown.data.timeline.map((step: { status: string }) => step.status)).toEqual(['accepted', 'sending', 'sent', 'delivered', 'opened', 'clicked']);
    expect(shown.data.timeline[5]).toEqual({
      status: 'clicked',
      label: 'Clicked',
      explanation: STATUS_EXPLANATIONS.clicked,
      description: 'Clicked',
      at: expect.any(String),
      detail: null,
      code: null,
      url: 'https://example.org/map',
      retry_at: null,
    });
    const queued = await getJson(t, owner, `/api/v2/outbound-messages/${sent.messages.dee}`);
    expect(queued.data.timeline[1]).toMatchObject({ status: 'queued', detail: '451 Try later', code: '451', retry_at: expect.any(String) });
  });

  it("answers 404 for an unknown message and another organisation's, 403 at the door, 401 without credentials", async () => {
    expect((await get(`/api/v2/outbound-messages/${randomUUID()}`)).statusCode).toBe(404);
    expect((await get('/api/v2/outbound-messages/nope')).statusCode).toBe(404);
    await expectRefusals(`/api/v2/outbound-messages/${sent.messages.ana}`);
  });
});
