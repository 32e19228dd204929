import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestApp, type TestApp } from '@usher/infra/testing/test-app';
import { addGuests, createEvent, getJson, type Auth } from '@usher/infra/testing/api-helpers';
import { parseCsv } from '@usher/domain/guest-import/parse-csv';
import type { Actor, EventMetadata } from '@usher/infra/eventstore/types';
import type { AuditLogRow as Row } from '../src/audit/audit-log-rows.ts';

let t: TestApp;
let owner: Auth;
let ownerId: string;
let auditor: Auth;
let doorStaff: Auth;
let stranger: Auth;
let eventUuid: string;
let otherEventUuid: string;
let john: string;
let mary: string;
let removed: string;

const auditUrl = (query = '', event = eventUuid) => `/api/v2/events/${event}/audit-log${query}`;
const list = async (query = '', auth: Auth = owner) =>
  (await getJson(t, auth, auditUrl(query))) as { data: Row[]; meta: { limit: number; next_cursor: string | null } };
const exportOf = (query: string, headers: Auth | Record<string, never> = owner) =>
  t.app.inject({ method: 'GET', url: `/api/v2/events/${eventUuid}/audit-log/export${query}`, headers });

/** Every row the filter matches, following `next_cursor` page by page. */
async function walk(query: string, limit: number): Promise<{ rows: Row[]; pages: number }> {
  const rows: Row[] = [];
  let cursor: string | null = null;
  let pages = 0;
  do {
    const page = await list(`?limit=${limit}${query}${cursor ? `&cursor=${cursor}` : ''}`);
    expect(page.data.length).toBeLessThanOrEqual(limit);
    rows.push(...page.data);
    cursor = page.meta.next_cursor;
    pages++;
  } while (cursor);
  return { rows, pages };
}

/** A change made through a guest's link or an API token, as those adapters record it. */
async function appendAs(actor: Actor, source: string, attendeeId: string, type: string, data: Record<string, unknown>) {
  const metadata: EventMetadata = {
    actor,
    event_uuid: eventUuid,
    organisation_id: null,
    correlation_id: crypto.randomUUID(),
    causation_id: null,
    socket_id: null,
    occurred_at: new Date().toISOString(),
    source,
  };
  const stream = `attendee-${attendeeId}`;
  const version = await t.context.store.streamVersion(stream);
  await t.context.store.append([{ streamId: stream, expectedVersion: version, events: [{ type, schemaVersion: 1, data, metadata }] }]);
}

beforeAll(async () => {
  t = await createTestApp(inject('pgAdminUrl'));
  const signedUp = await t.signUp({ first_name: 'Ana', last_name: 'Ruiz' });
  owner = signedUp.auth;
  ownerId = signedUp.user.id;
  stranger = (await t.signUp()).auth;
  eventUuid = (await createEvent(t, owner, { name: 'Winter Gala' })).uuid;
  otherEventUuid = (await createEvent(t, owner, { name: 'Other' })).uuid;
  for (const [email, role] of [
    ['auditor@example.org', 'viewer'],
    ['door@example.org', 'check_in'],
  ] as const) {
    const invited = await t.app.inject({ method: 'POST', url: `/api/v2/events/${eventUuid}/administrators`, headers: owner, payload: { email, role } });
    expect(invited.statusCode, invited.body).toBe(201);
  }
  await t.settle();
  auditor = (await t.signUp({ email: 'auditor@example.org', first_name: 'Audrey', last_name: 'Tor' }, { verifyEmail: true })).auth;
  doorStaff = (await t.signUp({ email: 'door@example.org' }, { verifyEmail: true })).auth;

  [john, mary] = (
    await addGuests(t, owner, eventUuid, [
      { first_name: 'John', last_name: 'Smith' },
      { first_name: '=HYPERLINK("http://evil")', last_name: 'Doe, Jr' },
    ])
  ).map((g) => g.id) as [string, string];
  removed = (await addGuests(t, owner, eventUuid, [{ first_name: 'Gone', last_name: 'Guest' }]))[0]!.id;
  await addGuests(t, owner, otherEventUuid, [{ first_name: 'Elsewhere' }]);
  // The same kind of change from different screens: each keeps where it came from.
  await t.app.inject({
    method: 'PUT',
    url: `/api/v2/events/attendees/${john}/rsvp`,
    headers: { ...owner, 'x-source': 'guest-management', 'x-socket-id': 'socket-1' },
    payload: { rsvp: true },
  });
  await t.app.inject({ method: 'POST', url: `/api/v2/events/attendees/${john}/check-in`, headers: { ...owner, 'x-source': 'door scanner' } });
  await t.app.inject({ method: 'PUT', url: `/api/v2/events/attendees/${mary}/approval`, headers: owner, payload: { approval: false } });
  await t.app.inject({ method: 'POST', url: `/api/v2/events/${eventUuid}/attendees/delete`, headers: owner, payload: { attendees: [removed] } });
  await appendAs({ type: 'guest_link', id: mary, name: 'Mary' }, 'rsvp link', mary, 'AttendeeRsvpSet', {
    event_uuid: eventUuid,
    is_attending: false,
    rsvped_at: new Date().toISOString(),
  });
  await appendAs({ type: 'api_token', id: '11111111-1111-4111-8111-111111111111', name: 'Zapier' }, 'api token Zapier', john, 'AttendeeCheckInUndone', {
    event_uuid: eventUuid,
  });
  await t.settle();
});
afterAll(async () => {
  await t.close();
});

describe('GET /api/v2/events/{e}/audit-log', () => {
  it('lists every change of the event, newest first, with who, what, when, which guest and from where', async () => {
    const { data, meta } = await list();
    expect(meta).toEqual({ limit: 50, next_cursor: null });
    expect(data.map((row) => row.type).slice(0, 6)).toEqual([
      'AttendeeCheckInUndone',
      'AttendeeRsvpSet',
      'AttendeeRemoved',
      'AttendeeApprovalSet',
      'AttendeeCheckedIn',
      'AttendeeRsvpSet',
    ]);
    expect(data.at(-1)).toMatchObject({
      type: 'EventCreated',
      summary: 'Created the event “Winter Gala”',
      actor: { type: 'user', id: ownerId, name: 'Ana Ruiz' },
      attendee: null,
    });
    const invitations = data.filter((row) => row.type === 'EventAdministratorInvited').map((row) => row.summary);
    expect(invitations).toContain('Invited auditor@example.org to the team as Viewer');
    expect(invitations).toContain('Invited door@example.org to the team as Check-in Only');
    // Commit order is newest first, and so is time.
    const times = data.map((row) => new Date(row.occurred_at).getTime());
    expect(times).toEqual([...times].sort((a, b) => b - a));
    // Nothing of another event of the same organisation.
    expect(data.some((row) => row.attendee?.name === 'Elsewhere')).toBe(false);

    const [byToken, byLink, deletion, approval, checkIn, rsvp] = data as [Row, Row, Row, Row, Row, Row];
    expect(byToken).toMatchObject({
      summary: 'Check-in undone',
      actor: { type: 'api_token', name: 'Zapier' },
      source: 'api token Zapier',
      attendee: { id: john, name: 'John Smith' },
    });
    expect(byLink).toMatchObject({ summary: 'RSVP set to No', actor: { type: 'guest_link', id: mary }, source: 'rsvp link', data: { is_attending: false } });
    // A removed guest keeps the name they had.
    expect(deletion).toMatchObject({ summary: 'Removed from the guest list', attendee: { id: removed, name: 'Gone Guest' } });
    expect(approval).toMatchObject({ summary: 'Approval set to Rejected', source: 'PUT /api/v2/events/attendees/:id/approval', stream_id: `attendee-${mary}` });
    expect(checkIn).toMatchObject({ summary: 'Checked in', source: 'door scanner', actor: { name: 'Ana Ruiz' } });
    expect(rsvp).toMatchObject({ summary: 'RSVP set to Yes', source: 'guest-management', socket_id: 'socket-1', data: { is_attending: true } });
  });

  it('filters by actor: a user, or every guest link, or every API token', async () => {
    const byOwner = (await list(`?actor=${ownerId}`)).data;
    expect(byOwner.length).toBeGreaterThan(5);
    expect(byOwner.every((row) => row.actor.id === ownerId)).toBe(true);
    expect((await list('?actor=guest_link')).data.map((row) => row.summary)).toEqual(['RSVP set to No']);
    expect((await list('?actor=api_token')).data.map((row) => row.summary)).toEqual(['Check-in undone']);
    expect((await list('?actor=11111111-1111-4111-8111-111111111111')).data).toHaveLength(1);
    expect((await list('?actor=00000000-0000-4000-8000-000000000000')).data).toEqual([]);
  });

  it("filters by guest: that guest's stream only", async () => {
    const rows = (await list(`?attendee=${john}`)).data;
    expect(rows.map((row) => row.type)).toEqual(['AttendeeCheckInUndone', 'AttendeeCheckedIn', 'AttendeeRsvpSet', 'AttendeeAdded']);
    expect(rows.every((row) => row.attendee?.id === john)).toBe(true);
  });

  it('filters by several types, and combines filters', async () => {
    const rows = (await list('?types=AttendeeRsvpSet,AttendeeCheckedIn')).data;
    expect(rows.map((row) => row.type)).toEqual(['AttendeeRsvpSet', 'AttendeeCheckedIn', 'AttendeeRsvpSet']);
    const combined = (await list(`?types=AttendeeRsvpSet&attendee=${mary}&actor=guest_link`)).data;
    expect(combined.map((row) => row.summary)).toEqual(['RSVP set to No']);
  });

  it('leaves out the types named in except_types', async () => {
    const all = (await list()).data;
    const rows = (await list('?except_types=AttendeeRsvpSet,AttendeeCheckedIn')).data;
    expect(rows.length).toBe(all.filter((row) => row.type !== 'AttendeeRsvpSet' && row.type !== 'AttendeeCheckedIn').length);
    expect(rows.some((row) => row.type === 'AttendeeRsvpSet' || row.type === 'AttendeeCheckedIn')).toBe(false);
    expect(rows.length).toBeGreaterThan(0);
  });

  it('filters by time, both ends included', async () => {
    const all = (await list()).data;
    const checkIn = all.find((row) => row.type === 'AttendeeCheckedIn')!;
    const from = (await list(`?from=${encodeURIComponent(checkIn.occurred_at)}`)).data;
    expect(from.at(-1)!.occurred_at >= checkIn.occurred_at).toBe(true);
    expect(from.map((row) => row.id)).toContain(checkIn.id);
    expect(from.map((row) => row.id)).not.toContain(all.at(-1)!.id);
    const to = (await list(`?to=${encodeURIComponent(checkIn.occurred_at)}`)).data;
    expect(to.map((row) => row.id)).toContain(checkIn.id);
    expect(to.map((row) => row.id)).not.toContain(all[0]!.id);
    const exactly = (await list(`?from=${encodeURIComponent(checkIn.occurred_at)}&to=${encodeURIComponent(checkIn.occurred_at)}&types=AttendeeCheckedIn`)).data;
    expect(exactly.map((row) => row.id)).toEqual([checkIn.id]);
    // An offset is read as the instant it names.
    const later = new Date(new Date(all[0]!.occurred_at).getTime() + 3_600_000);
    const inBrussels = later.toISOString().replace('Z', '+00:00');
    expect((await list(`?from=${encodeURIComponent(inBrussels)}`)).data).toEqual([]);
  });

  it('pages with a cursor, without gaps or duplicates, also with filters', async () => {
    const all = (await list('?limit=200')).data;
    const walked = await walk('', 3);
    expect(walked.pages).toBe(Math.ceil(all.length / 3));
    expect(walked.rows.map((row) => row.id)).toEqual(all.map((row) => row.id));
    const filtered = await walk(`&actor=${ownerId}`, 2);
    expect(filtered.rows.map((row) => row.id)).toEqual((await list(`?actor=${ownerId}&limit=200`)).data.map((row) => row.id));
  });

  it('shows changes made after the first page above it, never inside the pages already read', async () => {
    const first = await list('?limit=2');
    await t.app.inject({ method: 'PUT', url: `/api/v2/events/attendees/${john}/rsvp`, headers: owner, payload: { rsvp: false } });
    const second = await list(`?limit=2&cursor=${first.meta.next_cursor}`);
    expect(second.data.map((row) => row.type)).toEqual(['AttendeeRemoved', 'AttendeeApprovalSet']);
    // The log shows only what no running transaction (in any database of the cluster) can still precede: wait for it.
    await expect
      .poll(async () => (await list('?limit=1')).data[0], { timeout: 10_000 })
      .toMatchObject({ type: 'AttendeeRsvpSet', summary: 'RSVP set to No', actor: { type: 'user' } });
  });

  it("lists changes to the event's tags and tabs, whose streams start like a guest's, without taking them for a guest", async () => {
    const tag = await t.app.inject({
      method: 'POST',
      url: `/api/v2/events/${eventUuid}/attendee-tags/add`,
      headers: owner,
      payload: { name: 'Press', color: '#2D4CD7' },
    });
    const tab = await t.app.inject({ method: 'POST', url: `/api/v2/events/${eventUuid}/attendee-tabs`, headers: owner, payload: { name: 'Press desk' } });
    expect([tag.statusCode, tab.statusCode]).toEqual([201, 201]);
    await t.settle();
    const rows = (await list('?limit=2')).data;
    expect(rows.map((row) => [row.type, row.attendee])).toEqual([
      ['AttendeeTabCreated', null],
      ['AttendeeTagAdded', null],
    ]);
  });

  it('lets viewers (auditors) read, and answers 401, 403 for door staff, 404 for another organisation', async () => {
    expect((await list('', auditor)).data.length).toBeGreaterThan(0);
    expect((await t.app.inject({ method: 'GET', url: auditUrl() })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: auditUrl(), headers: doorStaff })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: auditUrl(), headers: stranger })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: auditUrl('', '00000000-0000-4000-8000-000000000000'), headers: owner })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: auditUrl('', 'not-a-uuid'), headers: owner })).statusCode).toBe(404);
  });

  it('answers 422 with the field for bad filters', async () => {
    const errorsOf = async (query: string) => {
      const response = await t.app.inject({ method: 'GET', url: auditUrl(query), headers: owner });
      expect(response.statusCode, response.body).toBe(422);
      return response.json().errors;
    };
    expect(await errorsOf('?types=AttendeeCheckedIn,NoSuchThing')).toEqual({ types: ['Types is invalid.'] });
    expect(await errorsOf('?except_types=NoSuchThing')).toEqual({ except_types: ['Except types is invalid.'] });
    expect(await errorsOf('?actor=someone')).toEqual({ actor: ['Actor is invalid.'] });
    expect(await errorsOf('?attendee=42')).toEqual({ attendee: ['Attendee is invalid.'] });
    expect(await errorsOf('?from=yesterday')).toEqual({ from: ['From is invalid.'] });
    expect(await errorsOf('?from=2026-01-02T00:00:00Z&to=2026-01-01T00:00:00Z')).toEqual({ to: ['To can not be earlier than From.'] });
    expect(await errorsOf('?cursor=abc')).toEqual({ cursor: ['Cursor is invalid.'] });
    expect(await errorsOf('?limit=1000')).toEqual({ limit: ['Limit is invalid.'] });
  });
});

describe('GET /api/v2/events/{e}/audit-log/export', () => {
  it('exports the filtered log as CSV that parses back, with formulas guarded and commas kept', async () => {
    const response = await exportOf(`?format=csv&attendee=${mary}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="winter-gala-audit-log-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(response.body.startsWith('\uFEFF')).toBe(true);
    const sheet = parseCsv(response.body);
    expect(sheet.headers).toEqual([
      'occurred_at',
      'local_time',
      'what',
      'type',
      'summary',
      'actor_type',
      'actor_id',
      'actor_name',
      'acting_administrator',
      'attendee_id',
      'attendee_name',
      'from_where',
      'source',
      'socket_id',
      'event_id',
      'stream_id',
      'position',
      'data',
    ]);
    const rows = sheet.rows.filter((row) => row.some(Boolean)).map((row) => Object.fromEntries(sheet.headers.map((header, index) => [header, row[index]!])));
    const listed = (await list(`?attendee=${mary}`)).data;
    expect(rows.map((row) => row.event_id)).toEqual(listed.map((row) => row.id));
    const added = rows.at(-1)!;
    expect(added).toMatchObject({ type: 'AttendeeAdded', actor_name: 'Ana Ruiz', attendee_name: `'=HYPERLINK("http://evil") Doe, Jr` });
    expect(JSON.parse(added.data!)).toEqual(listed.at(-1)!.data);
    expect(rows[0]).toMatchObject({ actor_type: 'guest_link', source: 'rsvp link', from_where: 'RSVP link', socket_id: '' });
    // Beside the machine's names, the words a person reads: the time on the event's clock with its zone, the type's title.
    expect(added).toMatchObject({ what: 'Guest added', from_where: 'Guest list · Add guest' });
    expect(added.local_time).toMatch(/^[A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2}:\d{2} [AP]M [A-Z]/);
  });

  it('exports JSON Lines: one JSON object per line, the rows the list shows', async () => {
    await appendAs({ type: 'api_token', id: '11111111-1111-4111-8111-111111111111', name: 'Line\nbreak' }, 'api\r\ntoken', john, 'AttendeeCheckedIn', {
      event_uuid: eventUuid,
      checked_in_at: new Date().toISOString(),
    });
    // The log lists a change once no older transaction is still running (a busy machine's projections may be).
    await expect.poll(async () => (await list('?actor=api_token')).data.length, { timeout: 10_000 }).toBe(2);
    const response = await exportOf('?format=jsonl&actor=api_token');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/jsonl; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(/audit-log-\d{4}-\d{2}-\d{2}\.jsonl"$/);
    const lines = response.body.split('\n');
    expect(lines.pop()).toBe('');
    const rows = lines.map((line) => JSON.parse(line) as Row);
    expect(rows.map((row) => row.summary)).toEqual(['Checked in', 'Check-in undone']);
    expect(rows[0]).toMatchObject({ actor: { name: 'Line\nbreak' }, source: 'api\r\ntoken' });
    expect(rows).toEqual((await list('?actor=api_token')).data);
  });

  it('exports every page of a long log, and an empty file with just the header when nothing matches', async () => {
    // More than one page of the export (1,000), added in two requests (at most 1,000 each).
    const many = Array.from({ length: 1100 }, (_, index) => ({ first_name: `Guest ${index}` }));
    await addGuests(t, owner, eventUuid, many.slice(0, 1000));
    await addGuests(t, owner, eventUuid, many.slice(1000));
    const exported = async () =>
      (await exportOf('?format=jsonl&types=AttendeeAdded')).body
        .trim()
        .split('\n')
        .map((line) => (JSON.parse(line) as Row).id);
    // As above: the newest changes are listed once no older transaction is still running.
    await expect.poll(async () => (await exported()).length, { timeout: 10_000 }).toBe(1103);
    const ids = await exported();
    expect(new Set(ids).size).toBe(ids.length);
    const empty = await exportOf('?format=csv&actor=00000000-0000-4000-8000-000000000000');
    expect(empty.body).toBe(
      '\uFEFFoccurred_at,local_time,what,type,summary,actor_type,actor_id,actor_name,acting_administrator,attendee_id,attendee_name,from_where,source,socket_id,event_id,stream_id,position,data\r\n',
    );
    expect((await exportOf('?format=jsonl&actor=00000000-0000-4000-8000-000000000000')).body).toBe('');
  });

  it('answers 401, 403, 404 and 422 before writing anything', async () => {
    expect((await exportOf('', {})).statusCode).toBe(401);
    expect((await exportOf('', doorStaff)).statusCode).toBe(403);
    expect((await exportOf('', stranger)).statusCode).toBe(404);
    expect((await exportOf('', auditor)).statusCode).toBe(200);
    const bad = await exportOf('?format=pdf');
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({ format: ['Format is invalid.'] });
    expect((await exportOf('?types=Nope')).statusCode).toBe(422);
  });
});
