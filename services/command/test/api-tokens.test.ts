import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { sql } from 'kysely';
import { createTestApp, type TestApp } from '@usher/infra/testing/test-app';
import { addGuests, createEvent, type Auth } from '@usher/infra/testing/api-helpers';

let t: TestApp;
let owner: Auth;
let ownerId: string;
let stranger: Auth;

beforeAll(async () => {
  t = await createTestApp(inject('pgAdminUrl'));
  const signedUp = await t.signUp({ first_name: 'Tess', last_name: 'Token' });
  owner = signedUp.auth;
  ownerId = signedUp.user.id;
  stranger = (await t.signUp()).auth;
});
afterAll(async () => {
  await t.close();
});

const URL = '/api/v2/account/api-tokens';
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

async function mint(scopes: string[], name = 'Integration', auth: Auth = owner) {
  const response = await t.app.inject({ method: 'POST', url: URL, headers: auth, payload: { name, scopes } });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as { id: string; token: string; prefix: string; name: string; scopes: string[] };
}

describe('POST /api/v2/account/api-tokens', () => {
  it('creates a token shown once, with a recognisable prefix; only its hash is stored', async () => {
    const created = await mint(['stream:read', 'guests:read'], '  CRM sync  ');
    expect(created).toMatchObject({ name: 'CRM sync', scopes: ['stream:read', 'guests:read'], last_used_at: null, revoked_at: null });
    expect(created.token).toMatch(/^usher_[A-Za-z0-9_-]{43}$/);
    expect(created.token.startsWith(created.prefix)).toBe(true);
    expect(created.prefix.length).toBeLessThan(16);

    const row = await t.context.db.selectFrom('api_tokens').selectAll().where('id', '=', created.id).executeTakeFirstOrThrow();
    expect(row.token_hash).toBe(createHash('sha256').update(created.token).digest('hex'));
    expect(JSON.stringify(row)).not.toContain(created.token);
    expect(row).toMatchObject({ user_id: ownerId, scopes: ['stream:read', 'guests:read'] });

    // The audit event names the token, never the token or its hash.
    const logged = await sql<{ type: string; data: Record<string, unknown>; raw: string }>`
      select type, data, (data::text || metadata::text) as raw from es_events where data->>'token_id' = ${created.id}`.execute(t.context.db);
    expect(logged.rows.map((r) => r.type)).toEqual(['ApiTokenCreated']);
    expect(logged.rows[0]!.data).toMatchObject({ name: 'CRM sync', scopes: ['stream:read', 'guests:read'], user_id: ownerId });
    expect(logged.rows[0]!.raw).not.toContain(created.token);
    expect(logged.rows[0]!.raw).not.toContain(row.token_hash);
  });

  it('answers 422 for an empty name, no scope or an unknown scope', async () => {
    const post = (payload: object) => t.app.inject({ method: 'POST', url: URL, headers: owner, payload });
    const empty = await post({ name: '   ', scopes: ['stream:read'] });
    expect(empty.statusCode).toBe(422);
    expect(empty.json()).toEqual({ message: 'Name is required.', errors: { name: ['Name is required.'] } });
    const none = await post({ name: 'x', scopes: [] });
    expect(none.statusCode).toBe(422);
    expect(none.json().errors).toEqual({ scopes: ['Scopes is required.'] });
    const unknown = await post({ name: 'x', scopes: ['stream:read', 'admin:everything'] });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors).toEqual({ scopes: ['Scopes is invalid.'] });
    const tooLong = await post({ name: 'x'.repeat(101), scopes: ['guests:read'] });
    expect(tooLong.json().errors).toEqual({ name: ['Name may not be greater than 100 characters.'] });
  });

  it('answers 401 without credentials', async () => {
    expect((await t.app.inject({ method: 'POST', url: URL, payload: { name: 'x', scopes: ['guests:read'] } })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: URL })).statusCode).toBe(401);
  });
});

describe('GET /api/v2/account/api-tokens', () => {
  it("lists the person's live tokens without the token itself, and not another person's", async () => {
    const created = await mint(['guests:write'], 'Door scanner');
    const mine = (await t.app.inject({ method: 'GET', url: URL, headers: owner })).json().data as Record<string, unknown>[];
    const listed = mine.find((token) => token.id === created.id);
    expect(listed).toEqual({
      id: created.id,
      name: 'Door scanner',
      scopes: ['guests:write'],
      prefix: created.prefix,
      created_at: expect.any(String),
      last_used_at: null,
      revoked_at: null,
    });
    expect(JSON.stringify(mine)).not.toContain(created.token);
    const theirs = (await t.app.inject({ method: 'GET', url: URL, headers: stranger })).json().data as { id: string }[];
    expect(theirs.map((token) => token.id)).not.toContain(created.id);
  });
});

describe('DELETE /api/v2/account/api-tokens/{id}', () => {
  it('revokes: the token answers 401 at once, leaves the list, and the revocation is in the log', async () => {
    const event = await createEvent(t, owner);
    await t.settle();
    const created = await mint(['guests:read']);
    expect((await t.app.inject({ method: 'GET', url: `/api/v2/events/${event.uuid}`, headers: bearer(created.token) })).statusCode).toBe(200);

    const revoked = await t.app.inject({ method: 'DELETE', url: `${URL}/${created.id}`, headers: owner });
    expect(revoked.statusCode, revoked.body).toBe(200);
    expect(revoked.json().data.revoked_at).toEqual(expect.any(String));
    expect((await t.app.inject({ method: 'GET', url: `/api/v2/events/${event.uuid}`, headers: bearer(created.token) })).statusCode).toBe(401);
    const listed = (await t.app.inject({ method: 'GET', url: URL, headers: owner })).json().data as { id: string }[];
    expect(listed.map((token) => token.id)).not.toContain(created.id);
    const types = await sql<{ type: string }>`select type from es_events where data->>'token_id' = ${created.id} order by global_position`.execute(
      t.context.db,
    );
    expect(types.rows.map((r) => r.type)).toEqual(['ApiTokenCreated', 'ApiTokenRevoked']);
    // A second revocation finds nothing live.
    expect((await t.app.inject({ method: 'DELETE', url: `${URL}/${created.id}`, headers: owner })).statusCode).toBe(404);
  });

  it("answers 404 for another person's token and for a malformed id", async () => {
    const created = await mint(['guests:read']);
    expect((await t.app.inject({ method: 'DELETE', url: `${URL}/${created.id}`, headers: stranger })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'DELETE', url: `${URL}/not-a-uuid`, headers: owner })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/v2/events', headers: bearer(created.token) })).statusCode).toBe(200);
  });

  it('answers 401 for a token nobody issued', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/v2/events', headers: bearer('usher_forged') })).statusCode).toBe(401);
  });
});

describe('what a token may do (scopes)', () => {
  it('a token cannot mint, list or revoke tokens, nor reach account or team routes', async () => {
    const token = bearer((await mint(['stream:read', 'guests:read', 'guests:write'])).token);
    const event = await createEvent(t, owner);
    for (const [method, url] of [
      ['POST', URL],
      ['GET', URL],
      ['GET', '/api/auth/business'],
      ['POST', '/api/auth/logout'],
      ['GET', '/api/v2/activity-log'],
      ['GET', `/api/v2/events/${event.uuid}/administrators`],
      ['POST', `/api/v2/events/${event.uuid}/administrators`],
      ['PUT', `/api/v2/events/${event.uuid}`],
      ['POST', '/api/v2/events'],
    ] as const) {
      const response = await t.app.inject({ method, url, headers: token, payload: method === 'GET' ? undefined : { name: 'x', scopes: ['guests:read'] } });
      expect(response.statusCode, `${method} ${url}`).toBe(403);
    }
  });

  it('guests:read reads events and guests but may not write them; stream:read is needed for the stream', async () => {
    const event = await createEvent(t, owner);
    const [guest] = await addGuests(t, owner, event.uuid, [{ first_name: 'Gail' }]);
    await t.settle();
    const reader = bearer((await mint(['guests:read'])).token);
    expect((await t.app.inject({ method: 'GET', url: `/api/v2/events/${event.uuid}/attendees`, headers: reader })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: `/api/v2/attendees/${guest!.id}`, headers: reader })).statusCode).toBe(200);
    const write = await t.app.inject({
      method: 'POST',
      url: `/api/v2/events/${event.uuid}/attendees`,
      headers: reader,
      payload: { members: [{ first_name: 'No' }] },
    });
    expect(write.statusCode).toBe(403);
    expect(write.json().code).toBe('insufficient_scope');
    expect((await t.app.inject({ method: 'POST', url: `/api/v2/events/attendees/${guest!.id}/check-in`, headers: reader })).statusCode).toBe(403);
    // Reading a guest's personal RSVP links would let the token act for the guest.
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/v2/events/${event.uuid}/attendees/${guest!.id}/invitation-links`, headers: reader })).statusCode,
    ).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/v2/stream', headers: reader })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: `/api/v2/events/${event.uuid}/stream`, headers: reader })).statusCode).toBe(403);
  });

  it('guests:write adds and checks in guests; the log names the token as the actor', async () => {
    const event = await createEvent(t, owner);
    const created = await mint(['guests:write'], 'Door app');
    const added = await t.app.inject({
      method: 'POST',
      url: `/api/v2/events/${event.uuid}/attendees`,
      headers: bearer(created.token),
      payload: { members: [{ first_name: 'Walt' }] },
    });
    expect(added.statusCode, added.body).toBe(201);
    const guestId = added.json().data[0].id as string;
    const checkIn = await t.app.inject({ method: 'POST', url: `/api/v2/events/attendees/${guestId}/check-in`, headers: bearer(created.token) });
    expect(checkIn.statusCode, checkIn.body).toBe(200);
    const actors = await sql<{ type: string; actor: unknown; organisation_id: string }>`
      select type, metadata->'actor' as actor, metadata->>'organisation_id' as organisation_id from es_events where stream_id = ${`attendee-${guestId}`} order by stream_position`.execute(
      t.context.db,
    );
    expect(actors.rows.map((r) => r.type)).toEqual(['AttendeeAdded', 'AttendeeCheckedIn']);
    for (const row of actors.rows) expect(row.actor).toEqual({ type: 'api_token', id: created.id, name: 'Door app' });
    // Writes with a token need no CSRF header (it is not a cookie), and last use is recorded.
    const row = await t.context.db.selectFrom('api_tokens').select('last_used_at').where('id', '=', created.id).executeTakeFirstOrThrow();
    expect(row.last_used_at).not.toBeNull();
  });

  it("a token acts within its creator's organisation: another organisation's event is 404", async () => {
    const theirEvent = await createEvent(t, stranger);
    await t.settle();
    const token = bearer((await mint(['guests:read', 'guests:write', 'stream:read'])).token);
    expect((await t.app.inject({ method: 'GET', url: `/api/v2/events/${theirEvent.uuid}`, headers: token })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/api/v2/events/${theirEvent.uuid}/attendees`, headers: token })).statusCode).toBe(404);
    const write = await t.app.inject({
      method: 'POST',
      url: `/api/v2/events/${theirEvent.uuid}/attendees`,
      headers: token,
      payload: { members: [{ first_name: 'X' }] },
    });
    expect(write.statusCode).toBe(404);
  });
});
