import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestApp, type TestApp } from '@usher/infra/testing/test-app';
import { addGuests, createEvent, type Auth } from '@usher/infra/testing/api-helpers';
import { createMailTransport, type MailTransport } from '@usher/infra/mail/mail-transport';
import { readMailConfig } from '@usher/infra/mail/mail-config';
import { startProjections } from '@usher/infra/runtime/start-projections';
import { startSmtpSink, type SmtpSink } from './smtp-sink.ts';

// A communication to 5,000 guests, with the product stopped in the middle of
// the sending and started again: every guest gets exactly one message. About a
// minute on a quiet machine; the waits are long enough for a busy one (the
// whole suite beside it), and the pace it prints says which it was.
const GUESTS = 5000;
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

/**
 * The machine's own pace, measured in the same run for comparison: pre-written
 * messages handed straight to nodemailer (same pool) and a second sink, with
 * no rendering, no database and no log.
 */
async function bareTransportRate(count: number): Promise<number> {
  const baselineSink = await startSmtpSink();
  const transport = createMailTransport(readMailConfig(baselineSink.env), { pooledConnections: 5 });
  const html = `<p>${'A line of a message. '.repeat(100)}</p>`;
  const started = performance.now();
  let next = 0;
  await Promise.all(
    Array.from({ length: 24 }, async () => {
      for (let index = next++; index < count; index = next++) {
        await transport.send({ to: `b${index}@crowd.test`, subject: 'Baseline', html, text: html, envelope: { from: 'bounce+x@bounce.usher.test', to: `b${index}@crowd.test` }, messageId: `<b${index}@bounce.usher.test>` });
      }
    }),
  );
  const rate = count / ((performance.now() - started) / 1000);
  transport.close();
  await baselineSink.close();
  return rate;
}

describe('the communications engine at scale', () => {
  it(`sends ${GUESTS} messages once each although the product stops in the middle and starts again`, async () => {
    const event = await createEvent(t, owner, { name: 'Stadium Night' });
    for (let part = 0; part < GUESTS / 1000; part++) {
      await addGuests(t, owner, event.uuid, Array.from({ length: 1000 }, (_, index) => ({ first_name: `Guest${part * 1000 + index}`, email: `g${part * 1000 + index}@crowd.test` })));
    }
    await t.settle();
    const base = `/api/v2/events/${event.uuid}/alerts`;
    const created = await t.app.inject({ method: 'POST', url: base, headers: owner, payload: { name: 'Gates' } });
    expect(created.statusCode, created.body).toBe(201);
    const alertId = (created.json() as { data: { id: string } }).data.id;
    const sentAt = performance.now();
    const sent = await t.app.inject({
      method: 'PUT',
      url: `${base}/${alertId}`,
      headers: owner,
      payload: { subject: 'Gates open at 6, {guest.first_name}', body: '<p>Dear <span data-type="mention" data-id="guest.first_name">@First name</span>, your <a href="https://example.org/map">map</a>.</p>', send: true },
    });
    expect(sent.statusCode, sent.body).toBe(200);

    // The guest list answers meanwhile: the sending's transactions are small.
    const listTimes: number[] = [];
    while (sink.accepted.length < GUESTS / 3) {
      const asked = performance.now();
      const list = await t.app.inject({ method: 'GET', url: `/api/v2/events/${event.uuid}/attendees?per_page=50&search=Guest4`, headers: owner });
      expect(list.statusCode).toBe(200);
      listTimes.push(performance.now() - asked);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    const slowestList = Math.max(...listTimes);
    expect(slowestList).toBeLessThan(2000);

    // Stopped with a third sent: what is with the server finishes and is recorded, the rest waits.
    const stoppedAt = performance.now();
    await projections!.stop();
    const atStop = sink.accepted.length;
    const downFor = 300;
    await new Promise((resolve) => setTimeout(resolve, downFor));
    expect(sink.accepted.length).toBe(atStop);
    const restartedAt = performance.now();
    start();

    await sink.waitFor(() => sink.accepted.length >= GUESTS, 180_000);
    const lastAt = performance.now();
    const rows = await (async () => {
      const deadline = Date.now() + 20_000;
      for (;;) {
        const statuses = await t.context.db.selectFrom('rm_outbound_messages').select(['status', (eb) => eb.fn.countAll<number>().as('n')]).where('alert_id', '=', alertId).groupBy('status').execute();
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

    const sendingMs = stoppedAt - sentAt + (lastAt - restartedAt);
    const baseline = await bareTransportRate(500);
    console.log(
      `communications engine: ${GUESTS} messages in ${(sendingMs / 1000).toFixed(1)} s of sending (${Math.round(GUESTS / (sendingMs / 1000))} messages/s, ` +
        `from the alert's dispatch to the last message, the stop's pause left out), ${atStop} before the stop, ${GUESTS - atStop} after; ` +
        `the stop took ${Math.round(restartedAt - stoppedAt - downFor)} ms; the guest list answered in ${Math.round(listTimes.sort((a, b) => a - b)[Math.floor(listTimes.length / 2)]!)} ms (median), ${Math.round(slowestList)} ms at most, meanwhile. Same machine, same run: nodemailer alone, pre-written messages, ${Math.round(baseline)} messages/s`,
    );
  }, 300_000);
});
