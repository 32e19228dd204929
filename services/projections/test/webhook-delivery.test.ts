import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { sql } from 'kysely';
import { Webhook } from 'standardwebhooks';
import { createTestApp, type TestApp } from '@usher/infra/testing/test-app';
import { startTestSmtpServer, type TestSmtpServer } from '@usher/infra/testing/test-smtp-server';
import { addGuests, createEvent, type Auth } from '@usher/infra/testing/api-helpers';
import { systemTestMetadata } from '@usher/infra/testing/test-metadata';
import { startProjections } from '@usher/infra/runtime/start-projections';
import { createMailTransport } from '@usher/infra/mail/mail-transport';
import { readMailConfig } from '@usher/infra/mail/mail-config';
import { resetCheckpoint } from '@usher/projections/runner/checkpoints';
import { WEBHOOK_MATCHER } from '@usher/projections/webhooks/webhook-matcher';
import type { WebhookConfig } from '@usher/projections/webhooks/webhook-config';
import { startWebhookReceiver, type ReceivedRequest, type WebhookReceiver } from './webhook-receiver.ts';

// Production waits shrunk to milliseconds: 100 ms after the first failure, then 200, then 400.
const CONFIG: Partial<WebhookConfig> = {
  timeoutMs: 300,
  retryScheduleMs: [100, 200, 400],
  jitter: 0,
  maxAttempts: 10,
  disableAfterFailures: 6,
  disableAfterMs: 0,
};

let t: TestApp;
let smtp: TestSmtpServer;
let receiver: WebhookReceiver;
let projections: { stop(): Promise<void> };

const start = () => startProjections(t.context, { mail: createMailTransport(readMailConfig(smtp.env)), appUrl: 'http://usher.test', webhooks: CONFIG });

beforeAll(async () => {
  smtp = await startTestSmtpServer();
  receiver = await startWebhookReceiver();
  t = await createTestApp(inject('pgAdminUrl'), { projections: false });
  projections = start();
});
afterAll(async () => {
  await projections.stop();
  await t.close();
  await receiver.close();
  await smtp.close();
});

interface Endpoint {
  id: string;
  secret: string;
}

/** A fresh organisation (so no other test's events reach it) with an endpoint posting to `path`. */
async function organisationWithEndpoint(path: string, body: Record<string, unknown> = {}, target: WebhookReceiver = receiver) {
  const { auth, user } = await t.signUp();
  const response = await t.app.inject({ method: 'POST', url: '/api/v2/webhooks', headers: auth, payload: { url: target.url(path), ...body } });
  expect(response.statusCode, response.body).toBe(201);
  // The delivery log is read through the endpoints' read model.
  await t.settle();
  return { auth, user, endpoint: response.json().data as Endpoint };
}

const payloadOf = (request: ReceivedRequest) =>
  JSON.parse(request.body) as {
    type: string;
    timestamp: string;
    data: { position: string; global_position: string; type: string; data: Record<string, unknown>; metadata: Record<string, unknown> };
  };

async function deliveries(auth: Auth, endpointId: string, query = '') {
  const response = await t.app.inject({ method: 'GET', url: `/api/v2/webhooks/${endpointId}/deliveries${query}`, headers: auth });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as {
    id: string;
    event_type: string;
    status: string;
    attempts: number;
    last_status_code: number | null;
    attempt_log: { at: string; status_code: number | null; response_ms: number; error: string | null }[];
  }[];
}

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 15_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`condition not met within ${timeoutMs} ms: ${JSON.stringify(value).slice(0, 800)}`);
    await new Promise((resolve) => setTimeout(resolve, 30));
  }
}

describe('webhook delivery', () => {
  it('signs each delivery the Standard Webhooks way, with the stream item as data', async () => {
    const { auth, endpoint } = await organisationWithEndpoint('/signed', { event_types: ['EventCreated'] });
    const event = await createEvent(t, auth, { name: 'Signed Gala' });
    await receiver.waitFor(() => receiver.accepted('/signed').length === 1);
    const [request] = receiver.accepted('/signed');
    const verified = new Webhook(endpoint.secret).verify(request!.body, request!.headers) as ReturnType<typeof payloadOf>;
    expect(verified.type).toBe('EventCreated');
    expect(verified.data).toMatchObject({
      type: 'EventCreated',
      schema_version: 1,
      data: { uuid: event.uuid, settings: { name: 'Signed Gala' } },
      metadata: { event_uuid: event.uuid },
    });
    expect(verified.data.position).toMatch(/^\d+-\d+$/);
    expect(verified.data.metadata).not.toHaveProperty('socket_id');
    // A wrong secret does not verify.
    expect(() => new Webhook(`whsec_${Buffer.from('another secret of enough length!').toString('base64')}`).verify(request!.body, request!.headers)).toThrow();
    const [delivery] = await deliveries(auth, endpoint.id);
    expect(request!.headers['webhook-id']).toBe(delivery!.id);
  });

  it('retries a receiver that fails twice with the back-off, and records every attempt', async () => {
    receiver.on('/flaky', (n) => (n <= 2 ? 500 : 200));
    const { auth, endpoint } = await organisationWithEndpoint('/flaky', { event_types: ['EventCreated'] });
    await createEvent(t, auth);
    const [delivery] = await until(
      () => deliveries(auth, endpoint.id),
      (rows) => rows[0]?.status === 'succeeded',
    );
    expect(delivery!.attempts).toBe(3);
    expect(delivery!.attempt_log.map((a) => a.status_code)).toEqual([500, 500, 200]);
    const times = delivery!.attempt_log.map((a) => new Date(a.at).getTime());
    expect(times[1]! - times[0]!).toBeGreaterThanOrEqual(100);
    expect(times[2]! - times[1]!).toBeGreaterThanOrEqual(200);
    const attempts = receiver.received.filter((r) => r.path === '/flaky');
    expect(new Set(attempts.map((r) => r.headers['webhook-id'])).size).toBe(1);
    const health = await t.app.inject({ method: 'GET', url: `/api/v2/webhooks/${endpoint.id}`, headers: auth });
    expect(health.json().data).toMatchObject({ enabled: true, deliveries: { succeeded: 1, pending: 0 }, health: { consecutive_failures: 0 } });
  });

  it('gives up on an attempt the receiver does not answer in time, and tries again', async () => {
    receiver.on('/slow', (n) => (n === 1 ? 'hang' : 200));
    const { auth, endpoint } = await organisationWithEndpoint('/slow', { event_types: ['EventCreated'] });
    await createEvent(t, auth);
    const [delivery] = await until(
      () => deliveries(auth, endpoint.id),
      (rows) => rows[0]?.status === 'succeeded',
    );
    expect(delivery!.attempt_log[0]).toMatchObject({ status_code: null, error: 'No answer within 300 ms' });
    expect(delivery!.attempt_log[0]!.response_ms).toBeGreaterThanOrEqual(290);
    expect(delivery!.attempt_log[1]).toMatchObject({ status_code: 200, error: null });
  });

  it('keeps trying a receiver that is down and delivers once it is back', async () => {
    const other = await startWebhookReceiver();
    try {
      await other.down();
      const { auth, endpoint } = await organisationWithEndpoint('/down-then-up', { event_types: ['EventCreated'] }, other);
      await createEvent(t, auth);
      const [failing] = await until(
        () => deliveries(auth, endpoint.id),
        (rows) => (rows[0]?.attempts ?? 0) >= 2,
      );
      expect(failing!.status).toBe('pending');
      expect(failing!.attempt_log[0]!.error).toContain('ECONNREFUSED');
      await other.up();
      await other.waitFor(() => other.accepted('/down-then-up').length === 1);
      const [delivered] = await until(
        () => deliveries(auth, endpoint.id),
        (rows) => rows[0]?.status === 'succeeded',
      );
      expect(delivered!.last_status_code).toBe(200);
    } finally {
      await other.close();
    }
  });

  it('delivers an endpoint’s events in commit order, one at a time, even while retrying', async () => {
    // Every third request fails: retries must not let later events overtake.
    receiver.on('/ordered', (n) => (n % 3 === 1 ? 503 : 200));
    const { auth } = await organisationWithEndpoint('/ordered', { event_types: ['AttendeeAdded'] });
    const event = await createEvent(t, auth);
    for (let batch = 0; batch < 3; batch++) {
      await addGuests(
        t,
        auth,
        event.uuid,
        Array.from({ length: 5 }, (_, i) => ({ first_name: `Guest ${batch}-${i}` })),
      );
    }
    await receiver.waitFor(() => receiver.accepted('/ordered').length === 15);
    const positions = receiver.received.filter((r) => r.path === '/ordered').map((r) => BigInt(payloadOf(r).data.global_position));
    for (let i = 1; i < positions.length; i++) expect(positions[i]! >= positions[i - 1]!).toBe(true);
    const accepted = receiver.accepted('/ordered').map((r) => payloadOf(r).data.data.first_name);
    expect(accepted).toEqual([0, 1, 2].flatMap((batch) => Array.from({ length: 5 }, (_, i) => `Guest ${batch}-${i}`)));
  });

  it('delivers a burst longer than one read of the queue whole, in order, each once, across a failure in its middle', async () => {
    // The sender reads 50 pending deliveries at a time: 120 span three reads, and the 70th request fails once.
    receiver.on('/burst', (n) => (n === 70 ? 503 : 200));
    const { auth } = await organisationWithEndpoint('/burst', { event_types: ['AttendeeAdded'] });
    const event = await createEvent(t, auth);
    const names = Array.from({ length: 120 }, (_, i) => `Burst ${String(i).padStart(3, '0')}`);
    await addGuests(
      t,
      auth,
      event.uuid,
      names.map((first_name) => ({ first_name })),
    );
    await receiver.waitFor(() => receiver.accepted('/burst').length === 120);
    const accepted = receiver.accepted('/burst');
    expect(accepted.map((r) => payloadOf(r).data.data.first_name)).toEqual(names);
    expect(new Set(accepted.map((r) => r.headers['webhook-id'])).size).toBe(120);
    expect(receiver.received.filter((r) => r.path === '/burst')).toHaveLength(121);
  });

  it('loses nothing and sends nothing twice across a restart, even one from an older checkpoint', async () => {
    const { auth } = await organisationWithEndpoint('/restart', { event_types: ['AttendeeAdded'] });
    const event = await createEvent(t, auth);
    await addGuests(t, auth, event.uuid, [{ first_name: 'Before' }]);
    await receiver.waitFor(() => receiver.accepted('/restart').length === 1);
    await projections.stop();
    await addGuests(t, auth, event.uuid, [{ first_name: 'While down 1' }, { first_name: 'While down 2' }]);
    projections = start();
    await addGuests(t, auth, event.uuid, [{ first_name: 'After' }]);
    await receiver.waitFor(() => receiver.accepted('/restart').length === 4);

    // As if the matcher crashed before its checkpoint moved: it reads the log again from the start.
    await projections.stop();
    await resetCheckpoint(t.context.db, WEBHOOK_MATCHER);
    projections = start();
    await addGuests(t, auth, event.uuid, [{ first_name: 'Last' }]);
    await receiver.waitFor(() => receiver.accepted('/restart').length >= 5);
    await new Promise((resolve) => setTimeout(resolve, 300));
    const accepted = receiver.accepted('/restart');
    expect(accepted.map((r) => payloadOf(r).data.data.first_name)).toEqual(['Before', 'While down 1', 'While down 2', 'After', 'Last']);
    expect(new Set(accepted.map((r) => r.headers['webhook-id'])).size).toBe(5);
  });

  it('sets aside an event the matcher cannot match, recorded under its name, and delivers the later ones, across a restart too', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const { auth } = await organisationWithEndpoint('/after-poison', { event_types: ['EventCreated'] });
      // An endpoint's event without its type filter, as an old bug could have logged it: the matcher cannot fold it.
      const { events } = await t.context.store.append([
        {
          streamId: `webhook-endpoint-${randomUUID()}`,
          expectedVersion: 0,
          events: [
            {
              type: 'WebhookEndpointCreated',
              schemaVersion: 1,
              data: {
                endpoint_id: randomUUID(),
                organisation_id: randomUUID(),
                event_uuid: null,
                url: receiver.url('/never'),
                description: '',
                created_by: null,
              },
              metadata: systemTestMetadata(),
            },
          ],
        },
      ]);
      const poison = events[0]!;
      await createEvent(t, auth, { name: 'After the poison' });
      await receiver.waitFor(() => receiver.accepted('/after-poison').length === 1);
      const { rows } = await sql<{ event_type: string; attempts: number }>`
        select event_type, attempts from projection_failures where projection = ${WEBHOOK_MATCHER} and global_position = ${poison.globalPosition}::bigint`.execute(
        t.context.db,
      );
      expect(rows).toEqual([{ event_type: 'WebhookEndpointCreated', attempts: 1 }]);

      // Restarted, the matcher loads its endpoints past the event it set aside, and goes on delivering.
      await projections.stop();
      projections = start();
      await createEvent(t, auth, { name: 'After the restart' });
      await receiver.waitFor(() => receiver.accepted('/after-poison').length === 2);
      expect(receiver.accepted('/after-poison').map((r) => payloadOf(r).data.data.settings)).toEqual([
        expect.objectContaining({ name: 'After the poison' }),
        expect.objectContaining({ name: 'After the restart' }),
      ]);
      expect(receiver.received.filter((r) => r.path === '/never')).toEqual([]);
    } finally {
      errors.mockRestore();
    }
  });

  it('sends an endpoint only the types it asks for, and an event’s endpoint only that event’s', async () => {
    const { auth, endpoint: typed } = await organisationWithEndpoint('/typed', { event_types: ['AttendeeCheckedIn'] });
    const first = await createEvent(t, auth);
    const second = await createEvent(t, auth);
    const perEvent = await t.app.inject({
      method: 'POST',
      url: `/api/v2/events/${first.uuid}/webhooks`,
      headers: auth,
      payload: { url: receiver.url('/per-event'), description: 'Door feed' },
    });
    expect(perEvent.statusCode, perEvent.body).toBe(201);
    const [a] = await addGuests(t, auth, first.uuid, [{ first_name: 'In first' }]);
    const [b] = await addGuests(t, auth, second.uuid, [{ first_name: 'In second' }]);
    for (const guest of [a!, b!]) {
      const checkIn = await t.app.inject({ method: 'POST', url: `/api/v2/events/attendees/${guest.id}/check-in`, headers: auth });
      expect(checkIn.statusCode, checkIn.body).toBe(200);
    }
    await receiver.waitFor(() => receiver.accepted('/typed').length === 2 && receiver.accepted('/per-event').length >= 2);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(receiver.accepted('/typed').map((r) => payloadOf(r).type)).toEqual(['AttendeeCheckedIn', 'AttendeeCheckedIn']);
    const perEventPayloads = receiver.accepted('/per-event').map(payloadOf);
    expect(perEventPayloads.every((p) => p.data.metadata.event_uuid === first.uuid)).toBe(true);
    expect(perEventPayloads.map((p) => p.type)).toEqual(expect.arrayContaining(['AttendeeAdded', 'AttendeeCheckedIn']));
    expect(perEventPayloads.some((p) => p.data.data.first_name === 'In second')).toBe(false);
    expect(typed.id).toBeTruthy();
  });

  it('disables an endpoint that keeps failing, tells its owner by email, and resumes when enabled again', async () => {
    let healthy = false;
    receiver.on('/failing', () => (healthy ? 200 : 500));
    const { auth, user, endpoint } = await organisationWithEndpoint('/failing', { event_types: ['EventCreated'], description: 'CRM sync' });
    await createEvent(t, auth, { name: 'Doomed' });
    const mail = await smtp.waitFor((m) => m.to.includes(user.email));
    expect(mail.email.subject).toBe('Webhook endpoint disabled: CRM sync');
    expect(mail.email.text).toContain('6 deliveries in a row failed');
    expect(mail.email.text).toContain('http://usher.test/account/webhooks');
    await t.settle();
    const shown = await t.app.inject({ method: 'GET', url: `/api/v2/webhooks/${endpoint.id}`, headers: auth });
    expect(shown.json().data).toMatchObject({ enabled: false, disabled_reason: 'failing', deliveries: { pending: 1 }, health: { consecutive_failures: 6 } });
    const tries = receiver.received.filter((r) => r.path === '/failing').length;
    expect(tries).toBe(6);

    healthy = true;
    const enabled = await t.app.inject({ method: 'POST', url: `/api/v2/webhooks/${endpoint.id}/enable`, headers: auth });
    expect(enabled.statusCode, enabled.body).toBe(200);
    await receiver.waitFor(() => receiver.accepted('/failing').length === 1);
    expect(payloadOf(receiver.accepted('/failing')[0]!).data.data).toMatchObject({ settings: { name: 'Doomed' } });
    expect(smtp.received.filter((m) => m.to.includes(user.email))).toHaveLength(1);
  });

  it('redelivers a delivery on request with the same webhook-id, and sends a test event on request', async () => {
    const { auth, endpoint } = await organisationWithEndpoint('/redeliver', { event_types: ['EventCreated'] });
    await createEvent(t, auth);
    const [delivery] = await until(
      () => deliveries(auth, endpoint.id),
      (rows) => rows[0]?.status === 'succeeded',
    );
    const again = await t.app.inject({ method: 'POST', url: `/api/v2/webhooks/${endpoint.id}/deliveries/${delivery!.id}/redeliver`, headers: auth });
    expect(again.statusCode, again.body).toBe(202);
    await receiver.waitFor(() => receiver.accepted('/redeliver').length === 2);
    expect(receiver.accepted('/redeliver').map((r) => r.headers['webhook-id'])).toEqual([delivery!.id, delivery!.id]);
    const [redelivered] = await until(
      () => deliveries(auth, endpoint.id),
      (rows) => rows[0]?.status === 'succeeded' && rows[0].attempts === 2,
    );
    expect(redelivered!.attempt_log).toHaveLength(2);

    const test = await t.app.inject({ method: 'POST', url: `/api/v2/webhooks/${endpoint.id}/test`, headers: auth });
    expect(test.statusCode, test.body).toBe(202);
    await receiver.waitFor(() => receiver.accepted('/redeliver').length === 3);
    expect(payloadOf(receiver.accepted('/redeliver')[2]!).type).toBe('WebhookTestRequested');

    const stranger = (await t.signUp()).auth;
    const foreign = await t.app.inject({ method: 'POST', url: `/api/v2/webhooks/${endpoint.id}/deliveries/${delivery!.id}/redeliver`, headers: stranger });
    expect(foreign.statusCode).toBe(404);
    const unknown = await t.app.inject({ method: 'POST', url: `/api/v2/webhooks/${endpoint.id}/deliveries/msg_nope/redeliver`, headers: auth });
    expect(unknown.statusCode).toBe(404);
  });
});
