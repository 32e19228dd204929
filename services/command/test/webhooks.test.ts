import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestApp, type TestApp } from '@usher/infra/testing/test-app';
import { createEvent, type Auth } from '@usher/infra/testing/api-helpers';

let t: TestApp;
let owner: Auth;
let stranger: Auth;
let viewer: Auth;
let eventUuid: string;
let strangersEvent: string;

type Headers = Auth | Record<string, never>;
const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, headers: Headers, payload?: object) =>
  t.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload }) });
const HOOK = 'https://hooks.example.com/usher';

beforeAll(async () => {
  t = await createTestApp(inject('pgAdminUrl'));
  owner = (await t.signUp()).auth;
  stranger = (await t.signUp()).auth;
  eventUuid = (await createEvent(t, owner)).uuid;
  strangersEvent = (await createEvent(t, stranger)).uuid;
  // Invited to one event as a viewer: no say over the organisation's other events either.
  expect((await call('POST', `/api/v2/events/${eventUuid}/administrators`, owner, { email: 'viewer@example.org', role: 'viewer' })).statusCode).toBe(201);
  await t.settle();
  viewer = (await t.signUp({ email: 'viewer@example.org' }, { verifyEmail: true })).auth;
  await t.settle();
});
afterAll(async () => {
  await t.close();
});

describe('webhook endpoints', () => {
  it('creates an organisation endpoint, shows its secret once, lists it without, and reveals or rotates it on request', async () => {
    const created = await call('POST', '/api/v2/webhooks', owner, {
      url: HOOK,
      description: 'CRM',
      event_types: ['AttendeeCheckedIn', 'AttendeeAdded', 'AttendeeCheckedIn'],
    });
    expect(created.statusCode, created.body).toBe(201);
    const endpoint = created.json().data;
    expect(endpoint).toMatchObject({ url: HOOK, description: 'CRM', event_types: ['AttendeeAdded', 'AttendeeCheckedIn'], event_uuid: null, enabled: true });
    expect(endpoint.secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    // The secret is in its table, never in the log.
    const logged = await t.context.db.selectFrom('es_events').select('data').where('stream_id', '=', `webhook-endpoint-${endpoint.id}`).execute();
    expect(JSON.stringify(logged)).not.toContain(endpoint.secret.slice(6));

    await t.settle();
    const list = await call('GET', '/api/v2/webhooks', owner);
    expect(list.json().data).toEqual([expect.objectContaining({ id: endpoint.id, url: HOOK, enabled: true })]);
    expect(list.body).not.toContain('whsec_');
    expect((await call('GET', `/api/v2/webhooks/${endpoint.id}/secret`, owner)).json().data.secret).toBe(endpoint.secret);

    const rotated = await call('POST', `/api/v2/webhooks/${endpoint.id}/rotate-secret`, owner);
    expect(rotated.statusCode, rotated.body).toBe(200);
    expect(rotated.json().data.secret).not.toBe(endpoint.secret);
    const stored = await t.context.db.selectFrom('webhook_secrets').selectAll().where('endpoint_id', '=', endpoint.id).executeTakeFirstOrThrow();
    expect(stored).toMatchObject({ secret: rotated.json().data.secret, previous_secret: endpoint.secret });

    const updated = await call('PUT', `/api/v2/webhooks/${endpoint.id}`, owner, { description: 'CRM sync', event_types: [] });
    expect(updated.json().data).toMatchObject({ description: 'CRM sync', event_types: [], url: HOOK });
    const disabled = await call('POST', `/api/v2/webhooks/${endpoint.id}/disable`, owner);
    expect(disabled.json().data.enabled).toBe(false);
    await t.settle();
    expect((await call('GET', `/api/v2/webhooks/${endpoint.id}`, owner)).json().data).toMatchObject({
      enabled: false,
      disabled_reason: 'manual',
      description: 'CRM sync',
    });

    const deleted = await call('DELETE', `/api/v2/webhooks/${endpoint.id}`, owner);
    expect(deleted.json().data).toEqual({ id: endpoint.id, deleted: true });
    await t.settle();
    expect((await call('GET', '/api/v2/webhooks', owner)).json().data).toEqual([]);
    expect((await call('PUT', `/api/v2/webhooks/${endpoint.id}`, owner, { description: 'x' })).statusCode).toBe(404);
    expect(await t.context.db.selectFrom('webhook_secrets').select('endpoint_id').where('endpoint_id', '=', endpoint.id).executeTakeFirst()).toBeUndefined();
  });

  it('refuses bad input with 422 and field messages', async () => {
    const cases: [object, string, string][] = [
      [{ url: '' }, 'url', 'URL is required.'],
      [{ url: 'ftp://example.com/hook' }, 'url', 'The URL must be a valid https:// address (http:// only for localhost).'],
      [{ url: 'http://example.com/hook' }, 'url', 'The URL must be a valid https:// address (http:// only for localhost).'],
      [{ url: 'https://user:pw@example.com/hook' }, 'url', 'The URL must not contain a user name or password.'],
      [{ url: HOOK, event_types: ['NoSuchEvent'] }, 'event_types', 'The selected event types is invalid.'],
      [{ url: HOOK, description: 'x'.repeat(256) }, 'description', 'Description may not be greater than 255 characters.'],
      [{ url: 42 }, 'url', 'Url is invalid.'],
    ];
    for (const [payload, field, message] of cases) {
      const response = await call('POST', '/api/v2/webhooks', owner, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(422);
      expect(response.json().errors[field]?.[0], JSON.stringify(payload)).toBe(message);
    }
    // Loopback receivers may use plain http (local development, tests).
    expect((await call('POST', '/api/v2/webhooks', owner, { url: 'http://127.0.0.1:9/hook' })).statusCode).toBe(201);
    expect((await call('POST', '/api/v2/webhooks', owner, { url: 'http://localhost:9/hook' })).statusCode).toBe(201);
  });

  it('lets an event’s editors manage its endpoints; viewers read them (403 on writes); other organisations get 404', async () => {
    const created = await call('POST', `/api/v2/events/${eventUuid}/webhooks`, owner, { url: HOOK, event_types: ['AttendeeCheckedIn'] });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().data.id;
    expect(created.json().data.event_uuid).toBe(eventUuid);
    await t.settle();

    expect((await call('GET', `/api/v2/events/${eventUuid}/webhooks`, owner)).json().data.map((e: { id: string }) => e.id)).toEqual([id]);
    // Organisation-wide lists leave per-event endpoints out.
    expect((await call('GET', '/api/v2/webhooks', owner)).json().data.some((e: { id: string }) => e.id === id)).toBe(false);

    expect((await call('GET', `/api/v2/events/${eventUuid}/webhooks`, viewer)).statusCode).toBe(200);
    expect((await call('GET', `/api/v2/webhooks/${id}/deliveries`, viewer)).statusCode).toBe(200);
    expect((await call('GET', `/api/v2/webhooks/${id}/secret`, viewer)).statusCode).toBe(403);
    expect((await call('POST', `/api/v2/events/${eventUuid}/webhooks`, viewer, { url: HOOK })).statusCode).toBe(403);
    expect((await call('PUT', `/api/v2/webhooks/${id}`, viewer, { description: 'mine' })).statusCode).toBe(403);
    expect((await call('POST', `/api/v2/webhooks/${id}/rotate-secret`, viewer)).statusCode).toBe(403);
    expect((await call('DELETE', `/api/v2/webhooks/${id}`, viewer)).statusCode).toBe(403);
    // The viewer was invited to one event: the organisation's own endpoints are not theirs to see.
    expect((await call('GET', '/api/v2/webhooks', viewer)).statusCode).toBe(403);
    expect((await call('POST', '/api/v2/webhooks', viewer, { url: HOOK })).statusCode).toBe(403);

    for (const [method, url] of [
      ['GET', `/api/v2/webhooks/${id}`],
      ['GET', `/api/v2/webhooks/${id}/secret`],
      ['GET', `/api/v2/webhooks/${id}/deliveries`],
      ['PUT', `/api/v2/webhooks/${id}`],
      ['DELETE', `/api/v2/webhooks/${id}`],
      ['POST', `/api/v2/webhooks/${id}/enable`],
      ['POST', `/api/v2/webhooks/${id}/rotate-secret`],
      ['POST', `/api/v2/webhooks/${id}/test`],
      ['GET', `/api/v2/events/${eventUuid}/webhooks`],
      ['POST', `/api/v2/events/${eventUuid}/webhooks`],
    ] as const) {
      const response = await call(method, url, stranger, method === 'GET' || method === 'DELETE' ? undefined : { url: HOOK });
      expect(response.statusCode, `${method} ${url}`).toBe(404);
    }
    expect((await call('POST', `/api/v2/events/${strangersEvent}/webhooks`, owner, { url: HOOK })).statusCode).toBe(404);
    expect((await call('GET', '/api/v2/webhooks/not-a-uuid', owner)).statusCode).toBe(404);
    expect((await call('GET', '/api/v2/webhooks', {})).statusCode).toBe(401);
    expect((await call('POST', '/api/v2/webhooks', {}, { url: HOOK })).statusCode).toBe(401);
  });

  it('filters the delivery log by status and refuses an unknown one', async () => {
    const created = await call('POST', '/api/v2/webhooks', owner, { url: HOOK });
    await t.settle();
    const id = created.json().data.id;
    const response = await call('GET', `/api/v2/webhooks/${id}/deliveries?status=failed&per_page=10`, owner);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ data: [], meta: { page: 1, per_page: 10, total: 0, last_page: 1 } });
    const bad = await call('GET', `/api/v2/webhooks/${id}/deliveries?status=lost`, owner);
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors)).toEqual(['status']);
  });
});
