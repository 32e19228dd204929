import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestApp, type TestApp } from '@usher/infra/testing/test-app';
import { addGuests, createEvent } from '@usher/infra/testing/api-helpers';
import { startProjections } from '@usher/infra/runtime/start-projections';
import { startWebhookReceiver, type WebhookReceiver } from './webhook-receiver.ts';

// With no endpoint enabled the matcher passes over the log reading only
// endpoints' events; one created in the middle of what it passes over still
// gets every event after it, and none before.
let t: TestApp;
let receiver: WebhookReceiver;
let projections: { stop(): Promise<void> } | null = null;

beforeAll(async () => {
  receiver = await startWebhookReceiver();
  t = await createTestApp(inject('pgAdminUrl'), { projections: false });
});
afterAll(async () => {
  await projections?.stop();
  await t.close();
  await receiver.close();
});

describe('the webhook matcher over a log with no endpoint', () => {
  it('delivers what follows an endpoint created mid-log, and nothing before it', async () => {
    const { auth } = await t.signUp();
    const event = await createEvent(t, auth, { name: 'Quiet Gala' });
    await addGuests(t, auth, event.uuid, [{ first_name: 'Before', last_name: 'Endpoint' }]);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/v2/webhooks',
      headers: auth,
      payload: { url: receiver.url('/quiet'), event_types: ['AttendeeAdded'] },
    });
    expect(created.statusCode, created.body).toBe(201);
    await addGuests(t, auth, event.uuid, [{ first_name: 'After', last_name: 'Endpoint' }]);

    // The matcher starts on all of that at once: quiet, then not.
    projections = startProjections(t.context, { appUrl: 'http://usher.test' });
    await receiver.waitFor((received) => received.some((request) => request.path === '/quiet'));
    await t.settle();
    await new Promise((resolve) => setTimeout(resolve, 300));
    const names = receiver.accepted('/quiet').map((request) => (JSON.parse(request.body) as { data: { data: { first_name: string } } }).data.data.first_name);
    expect(names).toEqual(['After']);
  });
});
