import fs from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestApp, type TestApp } from '@usher/infra/testing/test-app';
import { createSmsTransport, type OutgoingSms } from '@usher/infra/sms/sms-transport';
import { phoneCodeIsFresh, PHONE_CODE_MINUTES } from '../src/identity/phone-verification/phone-verification.ts';

/** A real HTTP peer on loopback standing in for the SMS provider: it keeps what it was sent. */
const received: { body: OutgoingSms; authorization: string | undefined }[] = [];
let gatewayAnswers = 200;
const gateway = http.createServer((request, response) => {
  let text = '';
  request.on('data', (chunk: Buffer) => (text += chunk.toString()));
  request.on('end', () => {
    received.push({ body: JSON.parse(text) as OutgoingSms, authorization: request.headers.authorization });
    response.writeHead(gatewayAnswers, { 'content-type': 'application/json' }).end('{}');
  });
});

const clock = { offsetMs: 0, now: () => new Date(Date.now() + clock.offsetMs) };
let t: TestApp;

beforeAll(async () => {
  await new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', resolve));
  const { port } = gateway.address() as AddressInfo;
  const sms = createSmsTransport({ gatewayUrl: `http://127.0.0.1:${port}/messages`, gatewayToken: 'gateway-secret', outboxDir: '/nonexistent' });
  t = await createTestApp(inject('pgAdminUrl'), { clock, sms, projections: false });
});
afterAll(async () => {
  await t.close();
  await new Promise((resolve) => gateway.close(resolve));
});

const send = (auth: { authorization: string } | undefined, phone_number: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/auth/send-phone-verification', headers: auth, payload: { phone_number } });
const submit = (auth: { authorization: string } | undefined, code: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/auth/submit-phone-verification', headers: auth, payload: { code } });
const lastCodeTo = (number: string) => /^(\d{6}) is your Usher verification code/.exec(received.filter((m) => m.body.to === number).at(-1)!.body.body)![1]!;

describe('phone verification through an HTTP gateway', () => {
  it('texts a code to the number read as US, proves it once, and records it sealed as personal data', async () => {
    clock.offsetMs = 0;
    const { auth, user } = await t.signUp();
    expect((await send(undefined, '2025550143')).statusCode).toBe(401);
    const sent = await send(auth, '(202) 555-0143');
    expect(sent.statusCode).toBe(202);
    expect(sent.json().data.phone_number).toBe('+12025550143');
    expect(received.at(-1)).toMatchObject({ body: { to: '+12025550143' }, authorization: 'Bearer gateway-secret' });

    const code = lastCodeTo('+12025550143');
    expect((await submit(auth, code === '000000' ? '111111' : '000000')).statusCode).toBe(422);
    const proved = await submit(auth, code);
    expect(proved.statusCode).toBe(200);
    expect(proved.json().data.phone_number).toBe('+12025550143');
    expect((await submit(auth, code)).statusCode).toBe(422);
    const status = await t.app.inject({ method: 'GET', url: '/api/auth/phone', headers: auth });
    expect(status.json().data).toMatchObject({ phone_number: '+12025550143', pending_phone_number: null });

    const events = await t.context.db.selectFrom('es_events').select(['type', 'data']).where('stream_id', '=', `user-${user.id}`).execute();
    const verified = events.find((e) => e.type === 'UserPhoneVerified');
    expect(verified).toBeDefined();
    // Sealed with the user's key in the row; the code never appears.
    expect(JSON.stringify(verified!.data)).not.toContain('2025550143');
    expect(JSON.stringify(events)).not.toContain(code);
  });

  it('refuses a number that is not one with the spec’s message (422), an expired code, and too many sends (429)', async () => {
    clock.offsetMs = 0;
    const { auth } = await t.signUp();
    const bad = await send(auth, '12');
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.phone_number).toEqual(['Phone number must be a valid phone number. For non US numbers please add country prefix.']);
    expect((await send(auth, '')).json().errors.phone_number).toEqual(['Phone number is required.']);

    expect((await send(auth, '+44 20 7946 0958')).statusCode).toBe(202);
    const code = lastCodeTo('+442079460958');
    clock.offsetMs = (PHONE_CODE_MINUTES + 1) * 60_000;
    expect((await submit(auth, code)).json().errors.code).toEqual(['This code has expired. Send yourself a new one.']);
    clock.offsetMs = 0;
    for (let sends = 1; sends < 5; sends++) expect((await send(auth, '+442079460958')).statusCode).toBe(202);
    expect((await send(auth, '+442079460958')).statusCode).toBe(429);
  });

  it('judges no more wrong codes, and sends no more texts, than the limits allow when asked at once (issue 27)', async () => {
    clock.offsetMs = 0;
    const { auth } = await t.signUp();
    const sends = (await Promise.all(Array.from({ length: 20 }, () => send(auth, '+12025550142')))).map((response) => response.statusCode);
    // Five texts an hour per account.
    expect({ sent: sends.filter((code) => code === 202).length, refused: sends.filter((code) => code === 429).length }).toEqual({ sent: 5, refused: 15 });
    const code = lastCodeTo('+12025550142');
    const wrong = code === '000000' ? '111111' : '000000';
    const answers = (await Promise.all(Array.from({ length: 30 }, () => submit(auth, wrong)))).map((response) => response.statusCode);
    expect({ judged: answers.filter((status) => status === 422).length, refused: answers.filter((status) => status === 429).length }).toEqual({
      judged: 5,
      refused: 25,
    });
  });

  it('stops guessing after five wrong codes (429), and says so when the gateway fails (503)', async () => {
    clock.offsetMs = 0;
    const { auth } = await t.signUp();
    expect((await send(auth, '+12025550100')).statusCode).toBe(202);
    const code = lastCodeTo('+12025550100');
    const wrong = code === '000000' ? '111111' : '000000';
    for (let attempt = 0; attempt < 5; attempt++) expect((await submit(auth, wrong)).statusCode).toBe(422);
    expect((await submit(auth, code)).statusCode).toBe(429);
    gatewayAnswers = 500;
    expect((await send(auth, '+12025550101')).statusCode).toBe(503);
    gatewayAnswers = 200;
  });
});

describe('the embedded default and the code rule', () => {
  it('writes each text message to a .txt file in the folder', async () => {
    const dir = await fs.mkdtemp(path.join((await import('node:os')).tmpdir(), 'usher-sms-'));
    const sms = createSmsTransport({ gatewayUrl: null, gatewayToken: null, outboxDir: path.join(dir, 'sms') });
    expect(sms.description).toContain(path.join(dir, 'sms'));
    await sms.send({ to: '+12025550143', body: '123456 is your Usher verification code.' });
    const files = await fs.readdir(path.join(dir, 'sms'));
    expect(files).toHaveLength(1);
    expect(await fs.readFile(path.join(dir, 'sms', files[0]!), 'utf8')).toBe('To: +12025550143\n\n123456 is your Usher verification code.\n');
    await fs.rm(dir, { recursive: true, force: true });
  });

  it('a code is fresh until its expiry, not at it', () => {
    const expiresAt = new Date('2026-01-01T10:10:00Z');
    expect(phoneCodeIsFresh(expiresAt, new Date('2026-01-01T10:09:59Z'))).toBe(true);
    expect(phoneCodeIsFresh(expiresAt, expiresAt)).toBe(false);
  });
});
