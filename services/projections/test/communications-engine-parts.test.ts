import { describe, expect, it } from 'vitest';
import { outboundMessageIdFor, uuidv5 } from '@usher/projections/communications-engine/message-ids';
import { afterDeferral, MAX_TRIES } from '@usher/projections/communications-engine/deferral-schedule';
import { outcomeOfAcceptance, outcomeOfFailure } from '@usher/projections/communications-engine/smtp-outcome';
import { TokenBucket } from '@usher/projections/communications-engine/token-bucket';

describe('message ids', () => {
  it('are RFC 9562 version-5 UUIDs (the RFC 4122 example for www.example.com in the DNS namespace)', () => {
    expect(uuidv5(Buffer.from('6ba7b8109dad11d180b400c04fd430c8', 'hex'), 'www.example.com')).toBe('2ed6657d-e927-568b-95e1-2665a8aea6a2');
  });

  it('are the same for the same alert, guest, round and generation, and differ otherwise', () => {
    const alert = '0b6a7c1e-4f1d-4a51-9d37-3f4a0a1b2c3d';
    const guest = '9a1b2c3d-4e5f-4a6b-8c7d-0e1f2a3b4c5d';
    const id = outboundMessageIdFor(alert, guest, 0, 0);
    expect(outboundMessageIdFor(alert, guest, 0, 0)).toBe(id);
    expect(
      new Set([id, outboundMessageIdFor(alert, guest, 1, 0), outboundMessageIdFor(alert, guest, 0, 1), outboundMessageIdFor(guest, alert, 0, 0)]).size,
    ).toBe(4);
  });
});

describe('deferrals', () => {
  it('are tried again after 1, 5, 30 and 30 minutes, and given up on the fifth try', () => {
    const now = new Date('2030-01-01T00:00:00Z');
    const waits = [1, 2, 3, 4].map((tries) => {
      const next = afterDeferral(tries, now);
      return next.status === 'queued' ? (next.retryAt.getTime() - now.getTime()) / 60_000 : null;
    });
    expect(waits).toEqual([1, 5, 30, 30]);
    expect(afterDeferral(MAX_TRIES, now)).toEqual({ status: 'failed' });
  });
});

describe("the server's answers", () => {
  it('take the reply code and the queue id of an acceptance', () => {
    expect(outcomeOfAcceptance({ messageId: '<x@y>', response: '250 2.0.0 Ok: queued as 4BqZ1k2XyZz' })).toEqual({
      kind: 'sent',
      code: '250',
      detail: '250 2.0.0 Ok: queued as 4BqZ1k2XyZz',
      providerMessageId: '4BqZ1k2XyZz',
    });
    expect(outcomeOfAcceptance({ messageId: '<x@y>', response: '250 OK id=1rXyZ-000abc-Ef' })).toMatchObject({
      code: '250',
      providerMessageId: '250 OK id=1rXyZ-000abc-Ef',
    });
    // The mail folder answers nothing.
    expect(outcomeOfAcceptance({ messageId: '<x@y>' })).toEqual({ kind: 'sent', code: null, detail: null, providerMessageId: null });
  });

  it('tell a refusal (5xx) from a deferral (4xx) and from no answer at all', () => {
    expect(outcomeOfFailure(Object.assign(new Error('x'), { responseCode: 550, response: '550 5.1.1 No such user' }))).toEqual({
      kind: 'refused',
      code: '550',
      detail: '550 5.1.1 No such user',
      recipient: false,
    });
    // At RCPT the address itself is refused (to be suppressed); at MAIL FROM it is the sender, no fault of the address.
    expect(outcomeOfFailure(Object.assign(new Error('x'), { responseCode: 550, command: 'RCPT TO', response: '550 5.1.1 No such user' }))).toMatchObject({
      kind: 'refused',
      recipient: true,
    });
    expect(outcomeOfFailure(Object.assign(new Error('x'), { responseCode: 553, command: 'MAIL FROM', response: '553 5.7.1 Sender rejected' }))).toMatchObject({
      kind: 'refused',
      recipient: false,
    });
    expect(outcomeOfFailure(Object.assign(new Error('x'), { responseCode: 451, response: '451 4.7.1 Try again later' }))).toEqual({
      kind: 'deferred',
      code: '451',
      detail: '451 4.7.1 Try again later',
    });
    expect(outcomeOfFailure(Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:25'), { code: 'ESOCKET' }))).toEqual({
      kind: 'deferred',
      code: null,
      detail: 'connect ECONNREFUSED 127.0.0.1:25',
    });
  });
});

describe('the token bucket', () => {
  it('lets a second’s worth go at once, then paces the rest', async () => {
    const bucket = new TokenBucket(600);
    const started = performance.now();
    for (let i = 0; i < 10; i++) await bucket.take();
    expect(performance.now() - started).toBeLessThan(50);
    await bucket.take();
    await bucket.take();
    // 600 a minute: one every 100 ms once the first second's ten are spent.
    expect(performance.now() - started).toBeGreaterThanOrEqual(180);
  });
});
