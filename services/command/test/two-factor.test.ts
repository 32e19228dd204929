import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { Secret, TOTP } from 'otpauth';
import { createTestApp, type TestApp } from '@usher/infra/testing/test-app';
import { readOutbox } from '@usher/infra/testing/mail-outbox';

/** The test moves time (TOTP steps, the recent-authentication window) instead of waiting. */
const clock = { offsetMs: 0, now: () => new Date(Date.now() + clock.offsetMs) };
const PASSWORD = 'correct horse battery';

let t: TestApp;
let admin: Awaited<ReturnType<TestApp['signUp']>>;

beforeAll(async () => {
  t = await createTestApp(inject('pgAdminUrl'), { clock, projections: false });
  admin = await t.signUp(); // the instance's first account: its administrator
});
afterAll(async () => {
  await t.close();
});
// Sessions are signed in at the database's time: each test starts with the clock there.
beforeEach(() => {
  clock.offsetMs = 0;
});

type Auth = { authorization: string };
const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, auth?: Auth, payload?: object, cookies?: Record<string, string>) =>
  t.app.inject({ method, url, headers: auth, payload, cookies });
/** What the authenticator app shows for this secret now (by the test's clock). */
const appCode = (secret: string, shiftSeconds = 0) =>
  new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: clock.now().getTime() + shiftSeconds * 1000 });
/** On to the next 30-second step, so the app shows a code not yet used. */
const nextStep = () => (clock.offsetMs += 30_000);

async function withConfirmedFactor() {
  const signed = await t.signUp();
  const enabled = await call('POST', '/api/v2/user/two-factor-authentication', signed.auth);
  expect(enabled.statusCode).toBe(201);
  const { secret, recovery_codes } = enabled.json().data as { secret: string; recovery_codes: string[] };
  expect((await call('POST', '/api/v2/user/confirmed-two-factor-authentication', signed.auth, { code: appCode(secret) })).statusCode).toBe(204);
  return { ...signed, secret, recoveryCodes: recovery_codes };
}

/** The password step: answers {two_factor: true} and the challenge cookie's token. */
async function passwordStep(email: string) {
  const response = await call('POST', '/login', undefined, { email, password: PASSWORD });
  expect(response.statusCode).toBe(200);
  expect(response.json()).toEqual({ two_factor: true });
  const cookie = response.cookies.find((c) => c.name === 'usher_two_factor');
  expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', maxAge: 300 });
  expect(response.cookies.find((c) => c.name === 'usher_session')).toBeUndefined();
  return { usher_two_factor: cookie!.value };
}

const challenge = (cookies: Record<string, string> | undefined, body: object) => call('POST', '/two-factor-challenge', undefined, body, cookies);
const eventsOf = (userId: string) =>
  t.context.db.selectFrom('es_events').select(['type', 'data']).where('stream_id', '=', `user-${userId}`).orderBy('stream_position').execute();

describe('turning a second factor on', () => {
  it('makes a pending secret with a QR code, turns on only with a right code, and mails the owner', async () => {
    const signed = await t.signUp();
    expect((await call('POST', '/api/v2/user/two-factor-authentication')).statusCode).toBe(401);
    expect((await call('GET', '/api/v2/user/two-factor-qr-code', signed.auth)).statusCode).toBe(409);
    const enabled = await call('POST', '/api/v2/user/two-factor-authentication', signed.auth);
    expect(enabled.statusCode).toBe(201);
    const { secret, url, recovery_codes } = enabled.json().data;
    expect(recovery_codes).toHaveLength(10);
    expect(new URL(url).searchParams.get('issuer')).toBe('Usher');
    expect((await call('GET', '/api/v2/user/two-factor-authentication', signed.auth)).json().data).toMatchObject({
      enabled: false,
      pending: true,
      recovery_codes_remaining: 10,
    });

    const qr = await call('GET', '/api/v2/user/two-factor-qr-code', signed.auth);
    expect(qr.statusCode).toBe(200);
    expect(qr.json().svg).toMatch(/^<svg/);
    expect(qr.json().url).toBe(url);

    // Still pending: the password alone signs in.
    expect((await call('POST', '/login', undefined, { email: signed.user.email, password: PASSWORD })).json()).toHaveProperty('access_token');

    expect((await call('POST', '/api/v2/user/confirmed-two-factor-authentication', signed.auth, {})).statusCode).toBe(422);
    const wrong = await call('POST', '/api/v2/user/confirmed-two-factor-authentication', signed.auth, {
      code: '000000' === appCode(secret) ? '111111' : '000000',
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors.code).toEqual(['This code is not right, or was used already.']);
    expect((await call('POST', '/api/v2/user/confirmed-two-factor-authentication', signed.auth, { code: appCode(secret) })).statusCode).toBe(204);
    expect((await call('GET', '/api/v2/user/two-factor-authentication', signed.auth)).json().data).toMatchObject({ enabled: true, pending: false });
    expect((await call('POST', '/api/v2/user/two-factor-authentication', signed.auth)).statusCode).toBe(409);

    const mails = (await readOutbox(t.outboxDir)).filter((mail) => mail.to.includes(signed.user.email));
    expect(mails.map((mail) => mail.subject)).toContain('A second factor was turned on for your Usher account');
    expect((await eventsOf(signed.user.id)).map((e) => e.type)).toEqual(expect.arrayContaining(['UserTwoFactorEnabled', 'UserTwoFactorConfirmed']));
  });

  it('asks for the password again when the sign-in is not recent (403), and never for an API token', async () => {
    const signed = await t.signUp();
    clock.offsetMs += 16 * 60_000;
    const refused = await call('POST', '/api/v2/user/two-factor-authentication', signed.auth);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('password_confirmation_required');
    expect((await call('POST', '/api/auth/confirm-password', signed.auth, { password: PASSWORD })).statusCode).toBe(200);
    expect((await call('POST', '/api/v2/user/two-factor-authentication', signed.auth)).statusCode).toBe(201);
  });
});

describe('signing in with a second factor', () => {
  it('finishes with a fresh app code, refuses a replayed one, and spends the challenge', async () => {
    const account = await withConfirmedFactor();
    const cookies = await passwordStep(account.user.email);
    expect((await challenge(undefined, { code: appCode(account.secret) })).statusCode).toBe(401);
    expect((await challenge(cookies, {})).statusCode).toBe(422);
    // The code that confirmed the factor, in the same step: used already.
    const replayed = await challenge(cookies, { code: appCode(account.secret) });
    expect(replayed.statusCode).toBe(422);
    nextStep();
    const done = await challenge(cookies, { code: appCode(account.secret) });
    expect(done.statusCode).toBe(200);
    expect(done.json().user.email).toBe(account.user.email);
    expect(done.cookies.find((c) => c.name === 'usher_session')).toMatchObject({ httpOnly: true });
    expect((await call('GET', '/api/auth/business', { authorization: `Bearer ${done.json().access_token}` })).statusCode).toBe(200);
    // Single use: the challenge is gone, and the same code cannot open another one.
    expect((await challenge(cookies, { code: appCode(account.secret) })).statusCode).toBe(401);
    expect((await challenge(await passwordStep(account.user.email), { code: appCode(account.secret) })).statusCode).toBe(422);
    expect((await call('POST', '/api/auth/two-factor-challenge', undefined, { code: '123456' }, cookies)).statusCode).toBe(401);
  });

  it('takes each recovery code once, records it, and tells the owner', async () => {
    const account = await withConfirmedFactor();
    const first = await challenge(await passwordStep(account.user.email), { recovery_code: account.recoveryCodes[0]!.toLowerCase() });
    expect(first.statusCode).toBe(200);
    const again = await challenge(await passwordStep(account.user.email), { recovery_code: account.recoveryCodes[0] });
    expect(again.statusCode).toBe(422);
    expect(again.json().errors.recovery_code).toBeDefined();
    expect((await eventsOf(account.user.id)).filter((e) => e.type === 'UserTwoFactorRecoveryCodeUsed').map((e) => e.data)).toEqual([
      { user_id: account.user.id, remaining: 9 },
    ]);
    const mails = (await readOutbox(t.outboxDir)).filter((mail) => mail.to.includes(account.user.email));
    expect(mails.map((mail) => mail.subject)).toContain('A recovery code was used to sign in to your Usher account');
  });

  it('emails a six-digit code as the fallback, which works once', async () => {
    const account = await withConfirmedFactor();
    expect((await call('POST', '/api/auth/send-mfa-code')).statusCode).toBe(401);
    const cookies = await passwordStep(account.user.email);
    const sent = await call('POST', '/api/auth/send-mfa-code', undefined, {}, cookies);
    expect(sent.statusCode).toBe(202);
    const mail = (await readOutbox(t.outboxDir)).filter((m) => m.to.includes(account.user.email) && /sign-in code/.test(m.subject)).at(-1)!;
    const code = /^(\d{6}) is your Usher sign-in code/.exec(mail.subject)![1]!;
    const done = await challenge(cookies, { code });
    expect(done.statusCode).toBe(200);
    const again = await passwordStep(account.user.email);
    expect((await challenge(again, { code })).statusCode).toBe(422);
  });

  it('stops guessing: five wrong codes end the challenge (429)', async () => {
    const account = await withConfirmedFactor();
    const cookies = await passwordStep(account.user.email);
    for (let attempt = 0; attempt < 5; attempt++)
      expect((await challenge(cookies, { code: '000000' === appCode(account.secret) ? '111111' : '000000' })).statusCode).toBe(422);
    nextStep();
    const limited = await challenge(cookies, { code: appCode(account.secret) });
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
  });

  it('judges no more codes than the limits allow when they are sent at once (issue 27)', async () => {
    const account = await withConfirmedFactor();
    const wrongCode = '000000' === appCode(account.secret) ? '111111' : '000000';
    // Sixty wrong codes to one challenge at once: five are judged (422), the rest refused unjudged.
    const one = await passwordStep(account.user.email);
    const statuses = (await Promise.all(Array.from({ length: 60 }, () => challenge(one, { code: wrongCode })))).map((response) => response.statusCode);
    expect({ judged: statuses.filter((status) => status === 422).length, refused: statuses.filter((status) => status === 429).length }).toEqual({
      judged: 5,
      refused: 55,
    });
    // Three fresh challenges at once: the account's own limit (ten wrong codes) holds across them.
    const challenges = await Promise.all([0, 1, 2].map(() => passwordStep(account.user.email)));
    const across = (await Promise.all(challenges.flatMap((cookies) => Array.from({ length: 20 }, () => challenge(cookies, { code: wrongCode }))))).map(
      (response) => response.statusCode,
    );
    // The limit is the point: never more than the five wrong codes left, and the rest refused unjudged.
    const judgedAcross = across.filter((status) => status === 422).length;
    expect(judgedAcross).toBeGreaterThan(0);
    expect(judgedAcross).toBeLessThanOrEqual(5);
    expect(across.filter((status) => status !== 422 && status !== 429)).toEqual([]);
  });

  it('mails no more codes than the limits allow when asked at once (issue 27)', async () => {
    const account = await withConfirmedFactor();
    const cookies = await passwordStep(account.user.email);
    const statuses = (await Promise.all(Array.from({ length: 20 }, () => call('POST', '/api/auth/send-mfa-code', undefined, {}, cookies)))).map(
      (response) => response.statusCode,
    );
    // Three codes per challenge.
    expect({ sent: statuses.filter((code) => code === 202).length, refused: statuses.filter((code) => code === 429).length }).toEqual({ sent: 3, refused: 17 });
    const mails = (await readOutbox(t.outboxDir)).filter((m) => m.to.includes(account.user.email) && /sign-in code/.test(m.subject));
    expect(mails).toHaveLength(3);
  });

  it('expires the challenge after five minutes', async () => {
    const account = await withConfirmedFactor();
    const cookies = await passwordStep(account.user.email);
    clock.offsetMs += 5 * 60_000 + 1000;
    expect((await challenge(cookies, { code: appCode(account.secret) })).statusCode).toBe(401);
  });
});

describe('recovery codes and turning off', () => {
  it('shows the fresh codes only while fresh, regenerates them, and turns the factor off', async () => {
    const account = await withConfirmedFactor();
    const shown = await call('GET', '/api/v2/user/two-factor-recovery-codes', account.auth);
    expect(shown.json().data).toEqual({ codes: account.recoveryCodes, remaining: 10 });
    clock.offsetMs += 16 * 60_000;
    expect((await call('GET', '/api/v2/user/two-factor-recovery-codes', account.auth)).statusCode).toBe(403);
    expect((await call('POST', '/api/auth/confirm-password', account.auth, { password: PASSWORD })).statusCode).toBe(200);
    expect((await call('GET', '/api/v2/user/two-factor-recovery-codes', account.auth)).json().data).toEqual({ codes: null, remaining: 10 });
    const regenerated = await call('POST', '/api/v2/user/two-factor-recovery-codes', account.auth);
    expect(regenerated.statusCode).toBe(200);
    const fresh = regenerated.json().data.codes as string[];
    expect(fresh).toHaveLength(10);
    expect((await challenge(await passwordStep(account.user.email), { recovery_code: account.recoveryCodes[1] })).statusCode).toBe(422);

    expect((await call('DELETE', '/api/v2/user/two-factor-authentication', account.auth)).statusCode).toBe(204);
    expect((await call('DELETE', '/api/v2/user/two-factor-authentication', account.auth)).statusCode).toBe(409);
    expect((await call('POST', '/login', undefined, { email: account.user.email, password: PASSWORD })).json()).toHaveProperty('access_token');
    const types = (await eventsOf(account.user.id)).map((e) => e.type);
    expect(types).toEqual(expect.arrayContaining(['UserTwoFactorRecoveryCodesRegenerated', 'UserTwoFactorDisabled']));

    // No secret, recovery code or emailed code ever reaches the log.
    const secret = account.secret;
    const log = JSON.stringify(await t.context.db.selectFrom('es_events').select(['data', 'metadata']).execute());
    expect(log).not.toContain(secret);
    for (const code of [...account.recoveryCodes, ...fresh]) expect(log).not.toContain(code);
    const stored = await t.context.db.selectFrom('user_two_factor').selectAll().execute();
    expect(JSON.stringify(stored)).not.toContain(secret);
  });
});

describe('who must have a second factor', () => {
  it('an administrator requires it of one account, which then reaches only the setup', async () => {
    const member = await t.signUp();
    const require = (auth: Auth, id: string, body: object) => call('POST', `/api/v2/user/${id}/require-two-factor`, auth, body);
    expect((await require(member.auth, admin.user.id, { required: true })).statusCode).toBe(403);
    expect((await call('POST', `/api/v2/user/${member.user.id}/require-two-factor`, undefined, { required: true })).statusCode).toBe(401);
    expect((await require(admin.auth, '00000000-0000-4000-8000-000000000000', { required: true })).statusCode).toBe(404);
    expect((await require(admin.auth, member.user.id, { required: 'yes' })).statusCode).toBe(422);
    expect((await require(admin.auth, member.user.id, { required: true })).json().data).toEqual({ id: member.user.id, two_factor_required: true });

    const blocked = await call('GET', '/api/v2/events', member.auth);
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json().code).toBe('two_factor_setup_required');
    expect((await call('GET', '/api/auth/business', member.auth)).json().data.two_factor_setup_required).toBe(true);
    const enabled = await call('POST', '/api/v2/user/two-factor-authentication', member.auth);
    expect(enabled.statusCode).toBe(201);
    expect(
      (await call('POST', '/api/v2/user/confirmed-two-factor-authentication', member.auth, { code: appCode(enabled.json().data.secret) })).statusCode,
    ).toBe(204);
    expect((await call('GET', '/api/v2/events', member.auth)).statusCode).toBe(200);
    expect((await eventsOf(member.user.id)).map((e) => e.type)).toContain('UserTwoFactorRequirementChanged');
  });

  it('the instance policy: administrators only may read and change it, and it applies to everyone', async () => {
    const member = await t.signUp();
    expect((await call('GET', '/api/v2/admin/settings/two-factor', member.auth)).statusCode).toBe(403);
    expect((await call('GET', '/api/v2/admin/settings/two-factor')).statusCode).toBe(401);
    expect((await call('GET', '/api/v2/admin/settings/two-factor', admin.auth)).json().data).toEqual({ policy: 'optional' });
    expect((await call('PUT', '/api/v2/admin/settings/two-factor', admin.auth, { policy: 'sometimes' })).statusCode).toBe(422);
    expect((await call('PUT', '/api/v2/admin/settings/two-factor', admin.auth, { policy: 'everyone' })).json().data).toEqual({ policy: 'everyone' });
    // A session opened now (another instance's cache may know an older one for a few seconds).
    const signedIn = await call('POST', '/login', undefined, { email: member.user.email, password: PASSWORD });
    expect((await call('GET', '/api/v2/events', { authorization: `Bearer ${signedIn.json().access_token}` })).json().code).toBe('two_factor_setup_required');
    // The administrator too, in a session opened now: only the setup opens until they have a factor.
    const adminAgain = await call('POST', '/login', undefined, { email: admin.user.email, password: PASSWORD });
    const adminRefused = await call(
      'PUT',
      '/api/v2/admin/settings/two-factor',
      { authorization: `Bearer ${adminAgain.json().access_token}` },
      { policy: 'optional' },
    );
    expect(adminRefused.json().code).toBe('two_factor_setup_required');
    expect((await eventsOf(admin.user.id)).map((e) => e.type)).toContain('InstanceTwoFactorPolicyChanged');
  });
});
