import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestApp, type TestApp } from '@usher/infra/testing/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp(inject('pgAdminUrl'), { projections: false });
});
afterAll(async () => {
  await t.close();
});

// Every HTTP route docs/api.md describes, as OpenAPI names them.
const DOCUMENTED = {
  '/api/auth/signup': ['post'],
  '/login': ['post'],
  '/api/auth/login': ['post'],
  '/api/csrf-cookie': ['get'],
  '/sanctum/csrf-cookie': ['get'],
  '/api/auth/logout': ['post'],
  '/api/auth/business': ['get'],
  '/api/v2/events': ['get', 'post'],
  '/api/v2/events/{uuid}': ['get', 'put'],
  '/api/v2/events/{uuid}/archive': ['delete'],
  '/api/v2/events/{uuid}/restore': ['post'],
  '/api/v2/events/{uuid}/duplicate': ['post'],
  '/api/v2/events/{uuid}/location': ['post'],
  '/api/v2/events/{e}/attendees': ['get', 'post'],
  '/api/v2/events/{e}/attendees/stats': ['get'],
  '/api/v2/attendees/{id}': ['get'],
  '/api/v2/events/attendees/{id}': ['put'],
  '/api/v2/events/{e}/attendees/delete': ['post'],
  '/api/v2/events/attendees/{id}/check-in': ['get', 'post'],
  '/api/v2/events/attendees/{id}/undo-check-in': ['get', 'post'],
  '/api/v2/events/attendees/{id}/rsvp': ['put'],
  '/api/v2/events/attendees/{id}/approval': ['put'],
  '/api/v2/events/attendees/{id}/forget': ['post'],
  '/api/v2/events/{uuid}/pass-settings': ['put'],
  '/api/v2/events/{uuid}/event-data': ['put'],
  '/api/v2/pass/file-upload': ['post'],
  '/media/{id}': ['get'],
  '/api/v2/events/attendees/{id}/pass/link': ['get'],
  '/api/v2/public/pass/{token}': ['get'],
  '/api/v2/events/{e}/attendees-bulk/set-rsvp': ['put'],
  '/api/v2/events/{e}/attendees-bulk/set-approval': ['put'],
  '/api/v2/activity-log': ['get'],
  '/api/v2/activity-log/{id}/read': ['put'],
  '/api/broadcasting/auth': ['post'],
  '/api/v2/webhooks': ['get', 'post'],
  '/api/v2/events/{e}/webhooks': ['get', 'post'],
  '/api/v2/webhooks/{id}': ['get', 'put', 'delete'],
  '/api/v2/webhooks/{id}/enable': ['post'],
  '/api/v2/webhooks/{id}/disable': ['post'],
  '/api/v2/webhooks/{id}/secret': ['get'],
  '/api/v2/webhooks/{id}/rotate-secret': ['post'],
  '/api/v2/webhooks/{id}/test': ['post'],
  '/api/v2/webhooks/{id}/deliveries': ['get'],
  '/api/v2/webhooks/{id}/deliveries/{delivery}/redeliver': ['post'],
  '/api/v2/account/api-tokens': ['get', 'post'],
  '/api/v2/account/api-tokens/{id}': ['delete'],
  '/api/v2/stream': ['get'],
  '/api/v2/events/{e}/stream': ['get'],
  '/api/v2/events/{e}/audit-log': ['get'],
  '/api/v2/events/{e}/audit-log/export': ['get'],
  '/api/v2/event-catalogue': ['get'],
  '/api/v2/event-catalogue/{type}': ['get'],
} as const;

describe('GET /api/docs/json', () => {
  it('describes every route of docs/api.md', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const paths = response.json().paths as Record<string, Record<string, unknown>>;
    for (const [path, methods] of Object.entries(DOCUMENTED)) {
      expect(Object.keys(paths[path] ?? {}), path).toEqual(expect.arrayContaining([...methods]));
    }
  });

  it('serves the human-readable page at /api/docs', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
  });
});
