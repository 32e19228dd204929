import { randomUUID } from 'node:crypto';
import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { sql } from 'kysely';
import { createTestApp, type TestApp } from '@usher/infra/testing/test-app';
import { startTestSmtpServer, type TestSmtpServer } from '@usher/infra/testing/test-smtp-server';
import { addGuests, createEvent, getJson, type Auth } from '@usher/infra/testing/api-helpers';
import { systemTestMetadata } from '@usher/infra/testing/test-metadata';
import { createMailTransport } from '@usher/infra/mail/mail-transport';
import { readMailConfig } from '@usher/infra/mail/mail-config';
import { readCheckpoint } from '@usher/projections/runner/checkpoints';
import { MAIL_DISPATCHER, MailDispatcher } from '@usher/projections/mail/mail-dispatcher';

// Issue 29 §3: one event whose mail cannot be written no longer holds up every
// later invitation of every organisation; a mail server that is down still
// holds them all, and nothing is set aside for it.
// The app runs without its own followers of the log: this file drives the dispatcher itself.
let t: TestApp;
let smtp: TestSmtpServer;
let admin: Auth;
let owner: Auth;

beforeAll(async () => {
  smtp = await startTestSmtpServer();
  t = await createTestApp(inject('pgAdminUrl'), { projections: false });
  // The first account of an instance administers it.
  admin = (await t.signUp()).auth;
  owner = (await t.signUp()).auth;
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const dispatcherTo = (server: { env: Record<string, string> }, log?: (message: string, error?: unknown) => void) =>
  new MailDispatcher(t.context.db, t.context.store, createMailTransport(readMailConfig(server.env)), { appUrl: 'http://usher.test', retryMs: 50, log });

async function invite(eventUuid: string, email: string): Promise<void> {
  const [guest] = await addGuests(t, owner, eventUuid, [{ first_name: 'Guest', email }]);
  const response = await t.app.inject({
    method: 'PUT',
    url: `/api/v2/events/${eventUuid}/attendees-bulk/invite`,
    headers: owner,
    payload: { attendees: [guest!.id] },
  });
  expect(response.statusCode).toBe(200);
}

/** An alert whose recipients are missing (as an old bug could have logged it): its mail cannot be written. */
async function appendAlertWithoutRecipients(eventUuid: string) {
  const attendeeId = randomUUID();
  const { events } = await t.context.store.append([
    {
      streamId: `guest-alert-${randomUUID()}`,
      expectedVersion: 0,
      events: [
        {
          type: 'GuestAlertTriggered',
          schemaVersion: 1,
          data: { event_uuid: eventUuid, attendee_id: attendeeId, action: 'checked_in', guest_name: 'Nobody', occurred_at: new Date().toISOString() },
          metadata: systemTestMetadata(eventUuid),
        },
      ],
    },
  ]);
  return events[0]!;
}

const countTo = (email: string) => smtp.received.filter((m) => m.to.includes(email)).length;

async function openFailuresOfTheMailer() {
  const { rows } = await sql<{ global_position: string; event_type: string; error: string; attempts: number }>`
    select global_position::text, event_type, error, attempts from projection_failures where projection = ${MAIL_DISPATCHER} and resolved_at is null`.execute(
    t.context.db,
  );
  return rows;
}

/** A local port nothing listens on: an SMTP server that is down. */
async function closedPort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

describe('the mail dispatcher meeting an event whose mail cannot be written', () => {
  it('sets it aside, recorded once under its name, and sends the invitations before and after it, each once', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const event = await createEvent(t, owner);
      await invite(event.uuid, 'before@guests.test');
      const poison = await appendAlertWithoutRecipients(event.uuid);
      await invite(event.uuid, 'after@guests.test');

      const dispatcher = dispatcherTo(smtp);
      dispatcher.start();
      try {
        await smtp.waitFor((m) => m.to.includes('before@guests.test'));
        await smtp.waitFor((m) => m.to.includes('after@guests.test'));
        // Its checkpoint moves past the event set aside (and past the last invitation).
        for (
          const deadline = Date.now() + 10_000;
          BigInt((await readCheckpoint(t.context.db, MAIL_DISPATCHER)).globalPosition) < BigInt(poison.globalPosition);
        ) {
          if (Date.now() > deadline) throw new Error('the checkpoint never passed the event set aside');
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
      } finally {
        await dispatcher.stop();
      }
      expect(countTo('before@guests.test')).toBe(1);
      expect(countTo('after@guests.test')).toBe(1);
      const failures = await openFailuresOfTheMailer();
      expect(failures).toEqual([
        { global_position: poison.globalPosition, event_type: 'GuestAlertTriggered', error: expect.stringContaining('TypeError'), attempts: 1 },
      ]);
      expect(errors.mock.calls.filter((call) => String(call[0]).includes(`event ${poison.globalPosition} `))).toHaveLength(1);

      // Instance administrators see it beside the read models' failures, with the mailer's name.
      const listed = await getJson(t, admin, '/api/v2/admin/projection-failures');
      expect(listed.data).toEqual([
        expect.objectContaining({ projection: MAIL_DISPATCHER, global_position: poison.globalPosition, event_type: 'GuestAlertTriggered', resolved_at: null }),
      ]);
      expect((await t.app.inject({ method: 'GET', url: '/api/health' })).json().projection_failures).toBe(1);

      // A restart sends nothing again, and does not meet the event again.
      const restarted = dispatcherTo(smtp);
      restarted.start();
      await invite(event.uuid, 'later@guests.test');
      await smtp.waitFor((m) => m.to.includes('later@guests.test')).finally(() => restarted.stop());
      for (const email of ['before@guests.test', 'after@guests.test', 'later@guests.test']) expect(countTo(email)).toBe(1);
      expect(await openFailuresOfTheMailer()).toHaveLength(1);
    } finally {
      errors.mockRestore();
    }
  });

  it('sets nothing aside while the mail server is down, and sends the invitation once it is back', async () => {
    const port = await closedPort();
    const down = { env: { ...smtp.env, SMTP_PORT: String(port) } };
    const failures: unknown[] = [];
    const dispatcher = dispatcherTo(down, (message, error) => failures.push(error ?? message));
    const event = await createEvent(t, owner);
    await invite(event.uuid, 'patient@guests.test');
    const before = await openFailuresOfTheMailer();
    dispatcher.start();
    let back: TestSmtpServer | null = null;
    try {
      // Tried and refused more than once: each time the whole batch waits, none of it is set aside.
      for (const deadline = Date.now() + 20_000; failures.length < 3;) {
        if (Date.now() > deadline) throw new Error('the dispatcher never tried the server that is down');
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      expect(String(failures[0])).toMatch(/ECONNREFUSED/);
      expect(await openFailuresOfTheMailer()).toEqual(before);

      back = await startTestSmtpServer({ port });
      await back.waitFor((m) => m.to.includes('patient@guests.test'));
    } finally {
      await dispatcher.stop();
      await back?.close();
    }
    expect(back!.received.filter((m) => m.to.includes('patient@guests.test'))).toHaveLength(1);
    expect(await openFailuresOfTheMailer()).toEqual(before);
    const receipt = await t.context.db.selectFrom('mail_deliveries').select(['status', 'tries']).where('recipient', '=', 'patient@guests.test').execute();
    expect(receipt).toEqual([{ status: 'sent', tries: 1 }]);
  });
});
