import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestApp, type TestApp } from '@usher/infra/testing/test-app';
import { addGuests, createEvent, type Auth } from '@usher/infra/testing/api-helpers';
import { createMailTransport, type MailTransport } from '@usher/infra/mail/mail-transport';
import { readMailConfig } from '@usher/infra/mail/mail-config';
import { startProjections } from '@usher/infra/runtime/start-projections';
import { startSmtpSink, type SmtpSink } from './smtp-sink.ts';

// A communication to a few hundred guests, with the product stopped while
// messages are in flight at the mail server and started again: every guest
// gets exactly one message. The sink holds every message from the hundredth on
// unanswered, so the stop comes mid-sending on any machine, fast or slow.
// (The pace of 10,000 messages is the bench's: npm run bench.)
const GUESTS = 300;
const HELD_FROM = 100;
let t: TestApp;
let sink: SmtpSink;
let owner: Auth;
let mail: MailTransport;
let projections: { stop(): Promise<void> } | null = null;

const start = () => {
  projections = startProjections(t.context, {
    mail,
    appUrl: 'http://usher.test',
    inboundMail: { port: null },
    communications: { instanceMaxPerMinute: 1_000_000, bounceDomain: 'bounce.usher.test', pollMs: 100 },
  });
};

beforeAll(async () => {
  sink = await startSmtpSink();
  mail = createMailTransport(readMailConfig(sink.env), { pooledConnections: 5 });
  t = await createTestApp(inject('pgAdminUrl'), { projections: false });
  owner = (await t.signUp()).auth;
  start();
});
afterAll(async () => {
  await projections?.stop();
  mail.close();
  await t.close();
  await sink.close();
});

describe('the communications engine stopped mid-sending', () => {
  it(`sends ${GUESTS} messages once each although the product stops with messages in flight and starts again`, async () => {
    const event = await createEvent(t, owner, { name: 'Stadium Night' });
    await addGuests(
      t,
      owner,
      event.uuid,
      Array.from({ length: GUESTS }, (_, index) => ({ first_name: `Guest${index}`, email: `g${index}@crowd.test` })),
    );
    await t.settle();
    sink.holdAfter(HELD_FROM);
    const base = `/api/v2/events/${event.uuid}/alerts`;
    const created = await t.app.inject({ method: 'POST', url: base, headers: owner, payload: { name: 'Gates' } });
    expect(created.statusCode, created.body).toBe(201);
    const alertId = (created.json() as { data: { id: string } }).data.id;
    const sent = await t.app.inject({
      method: 'PUT',
      url: `${base}/${alertId}`,
      headers: owner,
      payload: {
        subject: 'Gates open at 6, {guest.first_name}',
        body: '<p>Dear <span data-type="mention" data-id="guest.first_name">@First name</span>, your <a href="https://example.org/map">map</a>.</p>',
        send: true,
      },
    });
    expect(sent.statusCode, sent.body).toBe(200);

    // A hundred delivered and more waiting on the mail server's answer: the guest list answers meanwhile.
    await sink.waitFor(() => sink.accepted.length >= HELD_FROM && sink.held() > 0, 60_000);
    const list = await t.app.inject({ method: 'GET', url: `/api/v2/events/${event.uuid}/attendees?per_page=50&search=Guest4`, headers: owner });
    expect(list.statusCode).toBe(200);

    // Stopped with messages in flight: what is with the server finishes and is recorded, the rest waits.
    const stopped = projections!.stop();
    sink.release();
    await stopped;
    const atStop = sink.accepted.length;
    expect(atStop).toBeGreaterThanOrEqual(HELD_FROM);
    expect(atStop).toBeLessThan(GUESTS);
    // Nothing goes out while the product is down (a round of the engine's polling and more).
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(sink.accepted.length).toBe(atStop);
    start();

    await sink.waitFor(() => sink.accepted.length >= GUESTS, 120_000);
    const rows = await (async () => {
      const deadline = Date.now() + 20_000;
      for (;;) {
        const statuses = await t.context.db
          .selectFrom('rm_outbound_messages')
          .select(['status', (eb) => eb.fn.countAll<number>().as('n')])
          .where('alert_id', '=', alertId)
          .groupBy('status')
          .execute();
        if (statuses.length === 1 && statuses[0]!.status === 'sent' && Number(statuses[0]!.n) === GUESTS) return statuses;
        if (Date.now() > deadline) throw new Error(`statuses: ${JSON.stringify(statuses)}`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    })();
    expect(rows.map((row) => [row.status, Number(row.n)])).toEqual([['sent', GUESTS]]);
    // Nothing more arrives once everything is recorded, and no guest got two.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(sink.accepted).toHaveLength(GUESTS);
    expect(new Set(sink.accepted.map((received) => received.messageId)).size).toBe(GUESTS);
    expect(new Set(sink.accepted.map((received) => received.to)).size).toBe(GUESTS);
  }, 180_000);
});
