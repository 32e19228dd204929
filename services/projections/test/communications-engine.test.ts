import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { eventCatalogue, streamIds, type EventData, type EventType } from '@usher/events';
import { createTestApp, type TestApp } from '@usher/infra/testing/test-app';
import { addGuests, createEvent, type Auth } from '@usher/infra/testing/api-helpers';
import { MovableClock } from '@usher/infra/testing/movable-clock';
import { createMailTransport, type MailTransport } from '@usher/infra/mail/mail-transport';
import { readMailConfig } from '@usher/infra/mail/mail-config';
import { suppressionAddressKey, tokenOfVerpAddress, messageIdOfToken } from '@usher/infra/mail/message-tokens';
import type { EventMetadata } from '@usher/infra/eventstore/types';
import { startProjections } from '@usher/infra/runtime/start-projections';
import { outboundMessageIdFor } from '@usher/projections/communications-engine/message-ids';
import { CommunicationsEngine } from '@usher/projections/communications-engine/communications-engine';
import { startSmtpSink, type SmtpSink } from './smtp-sink.ts';

// The whole product's followers of the log run, the engine among them, against a
// real SMTP server on loopback; the product's clock is a test's, moved by hand.
const APP_URL = 'http://usher.test';
const BOUNCE_DOMAIN = 'bounce.usher.test';
const clock = new MovableClock('2030-03-01T10:00:00Z');
let t: TestApp;
let sink: SmtpSink;
let owner: Auth;
let organisationId: string;
let mail: MailTransport;
let projections: { stop(): Promise<void> } | null = null;

const start = () => {
  projections = startProjections(t.context, {
    mail,
    appUrl: APP_URL,
    inboundMail: { port: null },
    communications: { instanceMaxPerMinute: 600_000, bounceDomain: BOUNCE_DOMAIN, pollMs: 100 },
  });
};
const stop = async () => {
  await projections?.stop();
  projections = null;
};

beforeAll(async () => {
  sink = await startSmtpSink();
  mail = createMailTransport(readMailConfig(sink.env), { pooledConnections: 5 });
  t = await createTestApp(inject('pgAdminUrl'), { projections: false, clock });
  const signedUp = await t.signUp();
  owner = signedUp.auth;
  organisationId = (await t.context.db.selectFrom('users').select('organisation_id').where('id', '=', signedUp.user.id).executeTakeFirstOrThrow())
    .organisation_id!;
  start();
});
afterAll(async () => {
  await stop();
  mail.close();
  await t.close();
  await sink.close();
});

function metadataFor(eventUuid: string | null): EventMetadata {
  return {
    actor: { type: 'user', id: null, name: 'Organiser' },
    event_uuid: eventUuid,
    organisation_id: organisationId,
    correlation_id: randomUUID(),
    causation_id: null,
    socket_id: null,
    occurred_at: clock.now().toISOString(),
    source: 'test',
  };
}

/** Appends events to a stream as the organiser's commands would (the routes are another part's). */
async function append(streamId: string, events: { type: EventType; data: Record<string, unknown> }[], eventUuid: string | null) {
  const version = await t.context.store.streamVersion(streamId);
  await t.context.store.append([
    {
      streamId,
      expectedVersion: version,
      events: events.map(({ type, data }) => ({
        type,
        schemaVersion: eventCatalogue[type].version,
        data: eventCatalogue[type].schema.parse(data) as Record<string, unknown>,
        metadata: metadataFor(eventUuid),
      })),
    },
  ]);
}

type Audience = EventData<'AlertCreated'>['content']['audience'];

/** Writes a communication and sends it through the organiser's routes (now, or at `dueAt`). */
async function sendAlert(
  eventUuid: string,
  options: { audience?: Partial<Audience>; dueAt?: Date; continuous?: boolean; body?: string; attachCalendar?: boolean } = {},
) {
  const base = `/api/v2/events/${eventUuid}/alerts`;
  const created = await t.app.inject({ method: 'POST', url: base, headers: owner, payload: { name: 'Doors open' } });
  expect(created.statusCode, created.body).toBe(201);
  const alertId = (created.json() as { data: { id: string } }).data.id;
  if (options.continuous) await command('PUT', `${base}/${alertId}/update-continous-delivery`, { is_continuous_delivery: true });
  await command('PUT', `${base}/${alertId}`, {
    subject: 'Hello {guest.first_name}',
    body:
      options.body ??
      '<p>Hi <span data-type="mention" data-id="guest.first_name">@First name</span>, see <a href="https://example.org/agenda">the agenda</a>.</p>',
    audience: options.audience ?? {},
    schedule: options.dueAt ? { kind: 'at', at: options.dueAt.toISOString() } : { kind: 'now' },
    attach_calendar: options.attachCalendar ?? false,
    send: true,
  });
  return alertId;
}

async function command(method: 'PUT' | 'POST' | 'DELETE', url: string, payload?: Record<string, unknown>) {
  const response = await t.app.inject({ method, url, headers: owner, ...(payload ? { payload } : {}) });
  expect(response.statusCode, response.body).toBe(200);
}

async function messagesOf(alertId: string) {
  return t.context.db
    .selectFrom('rm_outbound_messages')
    .select(['id', 'attendee_id', 'email', 'round', 'status', 'code', 'detail', 'provider_message_id', 'retry_at', 'attempts'])
    .where('alert_id', '=', alertId)
    .orderBy('email')
    .orderBy('round')
    .execute();
}

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`Not within ${timeoutMs} ms: ${JSON.stringify(value)?.slice(0, 2000)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const statusesBy = (rows: { email: string; status: string }[]) => Object.fromEntries(rows.map((row) => [row.email, row.status]));
const sunkTo = (email: string) => sink.accepted.filter((mail) => mail.to === email);

describe('the communications engine', () => {
  it('sends each guest their message through the real server and records what it answered: sent, deferred and retried, refused; a suppressed address gets none', async () => {
    const event = await createEvent(t, owner, { name: 'Spring Gala' });
    await addGuests(t, owner, event.uuid, [
      { first_name: 'Ada', email: 'ada@guests.test' },
      { first_name: 'Dee', email: 'defer-dee@guests.test' },
      { first_name: 'Rex', email: 'refuse-rex@guests.test' },
      { first_name: 'Sue', email: 'Sue@Guests.test' },
    ]);
    await append(
      streamIds.suppression(organisationId, suppressionAddressKey('sue@guests.test')),
      [
        {
          type: 'AddressSuppressed',
          data: { organisation_id: organisationId, email: 'sue@guests.test', reason: 'unsubscribed', attendee_id: null, message_id: null, event_uuid: null },
        },
      ],
      null,
    );
    await t.settle();
    const alertId = await sendAlert(event.uuid);

    const rows = await until(
      () => messagesOf(alertId),
      (rows) => rows.length === 3 && rows.every((row) => ['sent', 'queued', 'failed'].includes(row.status)),
    );
    expect(statusesBy(rows)).toEqual({ 'ada@guests.test': 'sent', 'defer-dee@guests.test': 'queued', 'refuse-rex@guests.test': 'failed' });
    const [ada, dee, rex] = rows;
    expect(ada).toMatchObject({ code: '250', provider_message_id: expect.stringMatching(/^Q\d+$/), attempts: 1 });
    expect(dee).toMatchObject({ code: '451', detail: expect.stringContaining('try again later'), attempts: 1 });
    expect(new Date(dee!.retry_at!).getTime()).toBe(clock.now().getTime() + 60_000);
    expect(rex).toMatchObject({ code: '550', detail: expect.stringContaining('No such user') });
    // Refused at RCPT for good: the address goes on the suppression list, as a hard bounce's does (issue 28).
    const rexSuppressed = await until(
      () =>
        t.context.db
          .selectFrom('rm_suppressions')
          .select(['reason', 'attendee_id', 'message_id'])
          .where('email_lower', '=', 'refuse-rex@guests.test')
          .executeTakeFirst(),
      (row) => row !== undefined,
    );
    expect(rexSuppressed).toEqual({ reason: 'bounced', attendee_id: rex!.attendee_id, message_id: rex!.id });
    expect(sunkTo('Sue@Guests.test')).toHaveLength(0);
    expect(sink.turnedAway.filter((away) => away.to === 'Sue@Guests.test')).toHaveLength(0);

    // What Ada's mail client sees.
    const [received] = sunkTo('ada@guests.test');
    expect(received!.messageId).toBe(`<${ada!.id}@${BOUNCE_DOMAIN}>`);
    const token = tokenOfVerpAddress(received!.returnPath)!;
    expect(received!.returnPath).toBe(`bounce+${token}@${BOUNCE_DOMAIN}`);
    expect(await messageIdOfToken(t.context.db, token)).toBe(ada!.id);
    expect(received!.dsn).toEqual({ ret: 'HDRS', envid: ada!.id });
    const parsed = await sink.parse(received!);
    expect(parsed.subject).toBe('Hello Ada');
    const header = (name: string) => parsed.headers.find((h) => h.key === name)?.value;
    expect(header('list-unsubscribe')).toBe(`<${APP_URL}/m/${token}/unsubscribe>, <mailto:bounce+${token}@${BOUNCE_DOMAIN}?subject=unsubscribe>`);
    expect(header('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    expect(parsed.html).toContain(`${APP_URL}/m/${token}/open.gif`);
    expect(parsed.html).toContain(`${APP_URL}/m/${token}/click?u=${encodeURIComponent('https://example.org/agenda')}&amp;s=`);
    expect(parsed.html).not.toContain('href="https://example.org/agenda"');

    // Deferred: tried again at its time (1, 5, 30, 30 minutes), given up on its fifth try.
    for (const [minutes, tries] of [
      [1, 2],
      [5, 3],
      [30, 4],
    ] as const) {
      clock.advance(minutes * 60_000);
      await until(
        () => messagesOf(alertId),
        (rows) =>
          rows.find((row) => row.email === 'defer-dee@guests.test')!.attempts === tries &&
          rows.find((row) => row.email === 'defer-dee@guests.test')!.status === 'queued',
      );
    }
    clock.advance(30 * 60_000);
    const final = await until(
      () => messagesOf(alertId),
      (rows) => rows.find((row) => row.email === 'defer-dee@guests.test')!.status === 'failed',
    );
    expect(final.find((row) => row.email === 'defer-dee@guests.test')).toMatchObject({
      attempts: 5,
      code: '451',
      detail: expect.stringContaining('Given up after 5 tries'),
    });
    expect(sink.turnedAway.filter((away) => away.to === 'defer-dee@guests.test')).toHaveLength(5);
    expect(sunkTo('ada@guests.test')).toHaveLength(1);

    // A resend to those it failed to reach goes to the address they have now.
    const rexId = rex!.attendee_id!;
    const changed = await t.app.inject({ method: 'PUT', url: `/api/v2/events/attendees/${rexId}`, headers: owner, payload: { email: 'rex@guests.test' } });
    expect(changed.statusCode, changed.body).toBe(200);
    await t.settle();
    await command('POST', `/api/v2/events/${event.uuid}/alerts/${alertId}/resend`, { scope: 'failed' });
    const resent = await until(
      () => messagesOf(alertId),
      (rows) => rows.filter((row) => row.round === 1 && ['sent', 'queued', 'failed'].includes(row.status)).length === 2,
    );
    expect(resent.filter((row) => row.round === 1).map((row) => [row.email, row.status])).toEqual([
      ['defer-dee@guests.test', 'queued'],
      ['rex@guests.test', 'sent'],
    ]);
    expect(resent.find((row) => row.email === 'rex@guests.test')!.id).toBe(outboundMessageIdFor(alertId, rexId, 1, 0));
    expect(sunkTo('rex@guests.test')).toHaveLength(1);
    expect(sunkTo('ada@guests.test')).toHaveLength(1);

    // And to those who did not open it: Ada (round 0) and Rex (round 1); Dee's is still on its way.
    await command('POST', `/api/v2/events/${event.uuid}/alerts/${alertId}/resend`, { scope: 'unopened' });
    const third = await until(
      () => messagesOf(alertId),
      (rows) => rows.filter((row) => row.round === 2 && row.status === 'sent').length === 2,
    );
    expect(third.filter((row) => row.round === 2).map((row) => row.email)).toEqual(['ada@guests.test', 'rex@guests.test']);
    expect(sunkTo('ada@guests.test')).toHaveLength(2);
    expect(new Set(sunkTo('ada@guests.test').map((mail) => mail.messageId)).size).toBe(2);
  });

  it('leaves out the open pixel and tracked links when the event tracks neither, and attaches the calendar entry when asked', async () => {
    const event = await createEvent(t, owner, { name: 'Quiet Dinner' });
    await addGuests(t, owner, event.uuid, [{ first_name: 'Ivy', email: 'ivy@guests.test' }]);
    await command('PUT', `/api/v2/events/${event.uuid}/communication-settings`, { is_open_tracking_enabled: false, is_click_tracking_enabled: false });
    await t.settle();
    await sendAlert(event.uuid, { attachCalendar: true });
    await sink.waitFor(() => sunkTo('ivy@guests.test').length === 1);
    const parsed = await sink.parse(sunkTo('ivy@guests.test')[0]!);
    expect(parsed.html).not.toContain('open.gif');
    expect(parsed.html).toContain('href="https://example.org/agenda"');
    expect(parsed.html).toContain('/unsubscribe');
    const calendar = parsed.attachments.find((attachment) => attachment.mimeType === 'text/calendar');
    expect(String(typeof calendar?.content === 'string' ? calendar.content : new TextDecoder().decode(calendar!.content as ArrayBuffer))).toContain(
      'SUMMARY:Quiet Dinner',
    );
  });

  it("sends through the event's own SMTP server as its sender, no faster than its limit a minute", async () => {
    const own = await startSmtpSink();
    try {
      const event = await createEvent(t, owner, { name: 'Paced Party' });
      await addGuests(
        t,
        owner,
        event.uuid,
        ['p1', 'p2', 'p3', 'p4'].map((name) => ({ first_name: name, email: `${name}@guests.test` })),
      );
      const saved = await t.app.inject({
        method: 'POST',
        url: `/api/v2/events/${event.uuid}/smtp-configurations`,
        headers: owner,
        payload: {
          name: 'Our relay',
          host: '127.0.0.1',
          port: own.port,
          security: 'none',
          from_email: 'party@organiser.test',
          from_name: 'Party Team',
          max_per_minute: 60,
          use_for_event: true,
        },
      });
      expect(saved.statusCode, saved.body).toBe(201);
      await t.settle();
      const sentAt = performance.now();
      const alertId = await sendAlert(event.uuid);
      await own.waitFor(() => own.accepted.length === 4);
      const rows = await until(
        () => messagesOf(alertId),
        (rows) => rows.length === 4 && rows.every((row) => row.status === 'sent'),
      );
      const configuration = (saved.json() as { data: { id: string } }).data.id;
      expect(
        await t.context.db
          .selectFrom('rm_outbound_messages')
          .select('smtp_configuration_id')
          .where(
            'id',
            'in',
            rows.map((row) => row.id),
          )
          .execute(),
      ).toEqual(rows.map(() => ({ smtp_configuration_id: configuration })));
      // 60 a minute: one a second, the first at once, so the fourth three seconds after the first could go.
      expect(own.arrivals()[3]! - sentAt).toBeGreaterThanOrEqual(2950);
      const parsed = await own.parse(own.accepted[0]!);
      expect(parsed.from).toMatchObject({ name: 'Party Team', address: 'party@organiser.test' });
      expect(sink.accepted.filter((mail) => mail.to.startsWith('p'))).toHaveLength(0);
    } finally {
      await own.close();
    }
  });

  it('shows a scheduled alert’s recipients ahead of time and sends it at its time to the audience as it is then', async () => {
    const event = await createEvent(t, owner, { name: 'Garden Party' });
    const [early, late, leaver] = await addGuests(t, owner, event.uuid, [
      { first_name: 'Early', email: 'early@guests.test' },
      { first_name: 'Late', email: 'late@guests.test' },
      { first_name: 'Leaver', email: 'leaver@guests.test' },
    ]);
    const rsvp = (id: string, value: boolean) =>
      t.app.inject({ method: 'PUT', url: `/api/v2/events/attendees/${id}/rsvp`, headers: owner, payload: { rsvp: value } });
    for (const guest of [early!, leaver!]) expect((await rsvp(guest.id, true)).statusCode).toBe(200);
    await t.settle();
    const alertId = await sendAlert(event.uuid, { audience: { filters: ['rsvp_yes'] }, dueAt: new Date(clock.now().getTime() + 3_600_000) });

    const ahead = await until(
      () => messagesOf(alertId),
      (rows) => rows.length === 2,
    );
    expect(statusesBy(ahead)).toEqual({ 'early@guests.test': 'scheduled', 'leaver@guests.test': 'scheduled' });
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(sunkTo('early@guests.test')).toHaveLength(0);

    expect((await rsvp(late!.id, true)).statusCode).toBe(200);
    expect((await rsvp(leaver!.id, false)).statusCode).toBe(200);
    await t.settle();
    clock.advance(3_600_000);
    const sent = await until(
      () => messagesOf(alertId),
      (rows) => rows.length === 3 && rows.every((row) => ['sent', 'canceled'].includes(row.status)),
    );
    expect(statusesBy(sent)).toEqual({ 'early@guests.test': 'sent', 'late@guests.test': 'sent', 'leaver@guests.test': 'canceled' });
    expect(sent.find((row) => row.email === 'leaver@guests.test')!.detail).toContain('no longer matched');
    expect(sunkTo('leaver@guests.test')).toHaveLength(0);
    expect(sunkTo('early@guests.test')).toHaveLength(1);
  });

  it('cancels the scheduled messages of an alert taken back to a draft, and sends new ones when it is sent again', async () => {
    const event = await createEvent(t, owner, { name: 'Book Launch' });
    const [guest] = await addGuests(t, owner, event.uuid, [{ first_name: 'Bo', email: 'bo@guests.test' }]);
    await t.settle();
    const alertId = await sendAlert(event.uuid, { dueAt: new Date(clock.now().getTime() + 3_600_000) });
    await until(
      () => messagesOf(alertId),
      (rows) => rows.length === 1 && rows[0]!.status === 'scheduled',
    );
    await command('PUT', `/api/v2/events/${event.uuid}/alerts/${alertId}`, { send: false });
    const canceled = await until(
      () => messagesOf(alertId),
      (rows) => rows[0]!.status === 'canceled',
    );
    expect(canceled[0]!.detail).toContain('taken back to a draft');

    await command('PUT', `/api/v2/events/${event.uuid}/alerts/${alertId}`, { schedule: { kind: 'now' }, send: true });
    const again = await until(
      () => messagesOf(alertId),
      (rows) => rows.some((row) => row.status === 'sent'),
    );
    expect(again.map((row) => row.status).sort()).toEqual(['canceled', 'sent']);
    expect(again.find((row) => row.status === 'sent')!.id).toBe(outboundMessageIdFor(alertId, guest!.id, 0, 1));
    expect(sunkTo('bo@guests.test')).toHaveLength(1);
    // The recipients list and the counts show the guest's latest message: the one sent, not the one canceled before it.
    await t.settle();
    const recipients = await t.app.inject({ method: 'GET', url: `/api/v2/events/${event.uuid}/alerts/${alertId}/messages`, headers: owner });
    expect(recipients.json().data.map((message: { status: string }) => message.status)).toEqual(['sent']);
    const shown = await t.app.inject({ method: 'GET', url: `/api/v2/events/${event.uuid}/alerts/${alertId}`, headers: owner });
    expect(shown.json().data.counts).toMatchObject({ recipients: 1, sent: 1, canceled: 0 });

    // Deleted while it waits: its scheduled messages are canceled too.
    const later = await sendAlert(event.uuid, { dueAt: new Date(clock.now().getTime() + 3_600_000) });
    await until(
      () => messagesOf(later),
      (rows) => rows.length === 1 && rows[0]!.status === 'scheduled',
    );
    await command('DELETE', `/api/v2/events/${event.uuid}/alerts/${later}`);
    const deleted = await until(
      () => messagesOf(later),
      (rows) => rows[0]!.status === 'canceled',
    );
    expect(deleted[0]!.detail).toContain('deleted');
  });

  it('is woken by changes to the guest list only while an alert is delivered continuously', async () => {
    await stop();
    // The engine on its own, polling about once a second; the store tells which appends each of its dispatcher's waits listens for.
    const readModels = startProjections(t.context, { mail, appUrl: APP_URL, inboundMail: { port: null }, communicationsEngine: false });
    const waits = vi.spyOn(t.context.store, 'waitForAppend');
    // The dispatcher's waits: for an alert's change, up to the engine's poll (the read models' runners wait longer, or shorter).
    const pollMs = 1234;
    const dispatchWaits = () => waits.mock.calls.flatMap(([ms, , types]) => (ms === pollMs && types?.includes('AlertSendRequested') ? [types] : []));
    const engine = new CommunicationsEngine(t.context.db, t.context.store, {
      instanceTransport: mail,
      instanceMaxPerMinute: 600_000,
      appUrl: APP_URL,
      bounceDomain: BOUNCE_DOMAIN,
      clock,
      pollMs,
    });
    const wokenByGuests = () => dispatchWaits().some((types) => types.includes('AttendeeRsvpSet'));
    try {
      // The read models level with the log: the engine's first pass can tell that no alert is delivered continuously.
      await t.settle();
      engine.start();
      const event = await createEvent(t, owner, { name: 'Quiet Door' });
      const [early, late] = await addGuests(t, owner, event.uuid, [
        { first_name: 'Early', email: 'early@guests.test' },
        { first_name: 'Late', email: 'late@guests.test' },
      ]);
      const rsvp = (id: string) => t.app.inject({ method: 'PUT', url: `/api/v2/events/attendees/${id}/rsvp`, headers: owner, payload: { rsvp: true } });
      expect((await rsvp(early!.id)).statusCode).toBe(200);
      await until(
        async () => dispatchWaits().length,
        (count) => count > 0,
      );
      expect(wokenByGuests()).toBe(false);

      await sendAlert(event.uuid, { audience: { filters: ['rsvp_yes'] }, continuous: true });
      await sink.waitFor(() => sunkTo('early@guests.test').length === 1);
      await until(
        async () => wokenByGuests(),
        (woken) => woken,
      );
      // And the guest who comes to match it later is written to, as before.
      expect((await rsvp(late!.id)).statusCode).toBe(200);
      await sink.waitFor(() => sunkTo('late@guests.test').length === 1);
    } finally {
      await engine.stop();
      waits.mockRestore();
      await readModels.stop();
      start();
    }
  });

  it('delivers a continuous alert to a guest who comes to match it later, once', async () => {
    const event = await createEvent(t, owner, { name: 'Open House' });
    const [first, second] = await addGuests(t, owner, event.uuid, [
      { first_name: 'First', email: 'first@guests.test' },
      { first_name: 'Second', email: 'second@guests.test' },
    ]);
    const rsvp = (id: string) => t.app.inject({ method: 'PUT', url: `/api/v2/events/attendees/${id}/rsvp`, headers: owner, payload: { rsvp: true } });
    expect((await rsvp(first!.id)).statusCode).toBe(200);
    await t.settle();
    const alertId = await sendAlert(event.uuid, { audience: { filters: ['rsvp_yes'] }, continuous: true });
    await sink.waitFor(() => sunkTo('first@guests.test').length === 1);
    expect(sunkTo('second@guests.test')).toHaveLength(0);

    expect((await rsvp(second!.id)).statusCode).toBe(200);
    await sink.waitFor(() => sunkTo('second@guests.test').length === 1);
    // A later change of the same guest, and a newcomer added straight into the audience, each once.
    const renamed = await t.app.inject({ method: 'PUT', url: `/api/v2/events/attendees/${second!.id}`, headers: owner, payload: { first_name: 'Secunda' } });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const [third] = await addGuests(t, owner, event.uuid, [{ first_name: 'Third', email: 'third@guests.test' }]);
    expect((await rsvp(third!.id)).statusCode).toBe(200);
    await sink.waitFor(() => sunkTo('third@guests.test').length === 1);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    for (const email of ['first@guests.test', 'second@guests.test', 'third@guests.test']) expect(sunkTo(email)).toHaveLength(1);
    const rows = await messagesOf(alertId);
    expect(rows.map((row) => [row.email, row.round, row.status])).toEqual([
      ['first@guests.test', 0, 'sent'],
      ['second@guests.test', 0, 'sent'],
      ['third@guests.test', 0, 'sent'],
    ]);
  });

  it('sends again, with the same Message-ID, a message a run that died left sending', async () => {
    const event = await createEvent(t, owner, { name: 'Crash Course' });
    const [guest] = await addGuests(t, owner, event.uuid, [{ first_name: 'Cy', email: 'cy@guests.test' }]);
    await t.settle();
    await stop();
    // What a run leaves when it dies between claiming a message and the server's answer.
    const alertId = await sendAlert(event.uuid);
    const messageId = outboundMessageIdFor(alertId, guest!.id, 0, 0);
    await append(
      streamIds.alert(alertId),
      [{ type: 'AlertDispatched', data: { event_uuid: event.uuid, alert_id: alertId, round: 0, recipients: 1, dispatched_at: clock.now().toISOString() } }],
      event.uuid,
    );
    await append(
      streamIds.outboundMessage(messageId),
      [
        {
          type: 'OutboundMessageCreated',
          data: {
            event_uuid: event.uuid,
            message_id: messageId,
            alert_id: alertId,
            attendee_id: guest!.id,
            email: 'cy@guests.test',
            round: 0,
            status: 'accepted',
            due_at: clock.now().toISOString(),
            smtp_configuration_id: null,
          },
        },
        {
          type: 'OutboundMessageStatusChanged',
          data: {
            event_uuid: event.uuid,
            message_id: messageId,
            alert_id: alertId,
            attendee_id: guest!.id,
            status: 'sending',
            detail: null,
            code: null,
            provider_message_id: null,
            url: null,
            retry_at: null,
          },
        },
      ],
      event.uuid,
    );
    start();
    await sink.waitFor(() => sunkTo('cy@guests.test').length === 1);
    expect(sunkTo('cy@guests.test')[0]!.messageId).toBe(`<${messageId}@${BOUNCE_DOMAIN}>`);
    const [row] = await until(
      () => messagesOf(alertId),
      (rows) => rows[0]?.status === 'sent',
    );
    expect(row).toMatchObject({ attempts: 2 });
  });
});
