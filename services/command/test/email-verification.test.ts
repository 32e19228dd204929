import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestApp, type TestApp } from '@usher/infra/testing/test-app';
import { latestVerificationMail, readOutbox } from '@usher/infra/testing/mail-outbox';

// Time is an input: expiry is tested by moving this clock, never by sleeping.
const clock = { offsetMs: 0, now: () => new Date(Date.now() + clock.offsetMs) };
let t: TestApp;

type SignedUp = Awaited<ReturnType<TestApp['signUp']>>;
const submit = (payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/auth/submit-email-verification', headers, payload });
const send = (signed: SignedUp) => t.app.inject({ method: 'POST', url: '/api/auth/send-email-verification', headers: signed.auth });
const me = async (signed: SignedUp) => (await t.app.inject({ method: 'GET', url: '/api/auth/business', headers: signed.auth })).json().data;
const mailOf = (signed: SignedUp) => latestVerificationMail(t.outboxDir, signed.user.email);
const userStream = (signed: SignedUp) => t.context.store.readStream(`user-${signed.user.id}`);

beforeAll(async () => {
  t = await createTestApp(inject('pgAdminUrl'), { clock });
  // The instance's first account installs it: verified at once, and so sent no code.
  const admin = await t.signUp({ first_name: 'Ivy', last_name: 'Install' });
  expect(await me(admin)).toMatchObject({ email_verified: true, email_verification_required: false });
});
afterAll(async () => {
  await t.close();
});

describe('email verification codes', () => {
  it('signing up mails a six-digit code and a link; only their hashes are stored, and nothing of them in the log', async () => {
    const signed = await t.signUp({ first_name: 'Ana' });
    expect(await me(signed)).toMatchObject({ email_verified: false, email_verification_required: false });
    const { code, token } = await mailOf(signed);
    expect(code).toMatch(/^\d{6}$/);
    const [mail] = (await readOutbox(t.outboxDir)).filter((m) => m.to.includes(signed.user.email));
    expect(mail!.text).toContain(`/account/verify-email?token=${token}`);
    expect(mail!.text).toContain('Hello Ana,');

    const rows = await t.context.db.selectFrom('email_verifications').selectAll().where('user_id', '=', signed.user.id).execute();
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain(code);
    expect(JSON.stringify(rows)).not.toContain(token);
    expect(JSON.stringify(await userStream(signed))).not.toContain(token);
  });

  it('a wrong code is refused with 422 on the field and changes nothing; the right one verifies once, recorded without the secret', async () => {
    const signed = await t.signUp();
    const { code } = await mailOf(signed);
    const wrong = await submit({ code: code === '000000' ? '111111' : '000000' }, signed.auth);
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors).toEqual({ code: ['This code is not right. Check the latest email we sent you.'] });
    expect((await submit({ code: '12ab' }, signed.auth)).json().errors).toEqual({ code: ['The code is the 6 digits from the email.'] });
    expect((await submit({}, signed.auth)).json().errors).toEqual({ code: ['The code is required.'] });
    expect((await me(signed)).email_verified).toBe(false);
    expect((await userStream(signed)).map((e) => e.type)).toEqual(['UserRegistered']);

    const right = await submit({ code: ` ${code.slice(0, 3)} ${code.slice(3)} ` }, signed.auth);
    expect(right.statusCode, right.body).toBe(200);
    expect(right.json().data).toMatchObject({ id: signed.user.id, email_verified: true });
    expect(await me(signed)).toMatchObject({ email_verified: true });
    const verified = (await userStream(signed)).at(-1)!;
    expect(verified.type).toBe('UserEmailVerified');
    expect(verified.data).toEqual({ user_id: signed.user.id, method: 'code' });
    expect(JSON.stringify(verified)).not.toContain(code);

    // Used up: the same code again, or asking for another, is a conflict; nothing more is appended.
    const reused = await submit({ code }, signed.auth);
    expect(reused.statusCode).toBe(409);
    expect(reused.json().code).toBe('email_already_verified');
    expect((await send(signed)).statusCode).toBe(409);
    expect((await userStream(signed)).filter((e) => e.type === 'UserEmailVerified')).toHaveLength(1);
  });

  it('sending again replaces the code: the earlier one no longer works', async () => {
    const signed = await t.signUp();
    const first = await mailOf(signed);
    const again = await send(signed);
    expect(again.statusCode, again.body).toBe(202);
    expect(again.json().data.email).toBe(signed.user.email);
    const second = await mailOf(signed);
    expect(second.token).not.toBe(first.token);
    if (first.code !== second.code) expect((await submit({ code: first.code }, signed.auth)).statusCode).toBe(422);
    expect((await submit({ token: first.token })).statusCode).toBe(422);
    expect((await submit({ code: second.code }, signed.auth)).statusCode).toBe(200);
  });

  it('a code older than 30 minutes has expired (the clock moves, nothing sleeps)', async () => {
    const signed = await t.signUp();
    const { code, token } = await mailOf(signed);
    clock.offsetMs = 31 * 60_000;
    try {
      const late = await submit({ code }, signed.auth);
      expect(late.statusCode).toBe(422);
      expect(late.json().errors).toEqual({ code: ['This code has expired. Send yourself a new one.'] });
      expect((await submit({ token })).statusCode).toBe(422);
      expect((await me(signed)).email_verified).toBe(false);
    } finally {
      clock.offsetMs = 0;
    }
    // 29 minutes is still in time.
    clock.offsetMs = 29 * 60_000;
    try {
      expect((await submit({ code }, signed.auth)).statusCode).toBe(200);
    } finally {
      clock.offsetMs = 0;
    }
  });

  it('the link verifies without a session, once; an unknown token gets the same answer as a used one', async () => {
    const signed = await t.signUp();
    const { token } = await mailOf(signed);
    const opened = await submit({ token });
    expect(opened.statusCode, opened.body).toBe(200);
    expect(opened.json().data).toMatchObject({ id: signed.user.id, email_verified: true });
    expect((await userStream(signed)).at(-1)).toMatchObject({
      type: 'UserEmailVerified',
      data: { method: 'link' },
      metadata: { actor: { type: 'user', id: signed.user.id } },
    });
    const reused = await submit({ token });
    const unknown = await submit({ token: 'A'.repeat(43) });
    expect(reused.statusCode).toBe(422);
    expect(unknown.statusCode).toBe(422);
    expect(reused.json()).toEqual(unknown.json());
    // A code needs the account's own session.
    expect((await submit({ code: '123456' })).statusCode).toBe(401);
  });

  it('five wrong codes use the code up (429), even for the right digits; a new code works', async () => {
    const signed = await t.signUp();
    const { code } = await mailOf(signed);
    const wrongCode = code === '999999' ? '888888' : '999999';
    const answers: number[] = [];
    for (let i = 0; i < 6; i++) answers.push((await submit({ code: wrongCode }, signed.auth)).statusCode);
    expect(answers).toEqual([422, 422, 422, 422, 429, 429]);
    const right = await submit({ code }, signed.auth);
    expect(right.statusCode).toBe(429);
    expect(right.json().code).toBe('too_many_attempts');
    expect((await me(signed)).email_verified).toBe(false);

    expect((await send(signed)).statusCode).toBe(202);
    expect((await submit({ code: (await mailOf(signed)).code }, signed.auth)).statusCode).toBe(200);
  });

  it('an account may ask for five mails an hour (the sign-up one counts), then 429', async () => {
    const signed = await t.signUp();
    const answers: number[] = [];
    for (let i = 0; i < 5; i++) answers.push((await send(signed)).statusCode);
    expect(answers).toEqual([202, 202, 202, 202, 429]);
    expect((await send(signed)).json()).toMatchObject({ code: 'too_many_attempts' });
    const mails = (await readOutbox(t.outboxDir)).filter((m) => m.to.includes(signed.user.email));
    expect(mails).toHaveLength(5);
  });

  it('refuses what PostgreSQL cannot store in the code with 422, never a 500', async () => {
    const signed = await t.signUp();
    const response = await submit({ code: '12\u000034' }, signed.auth);
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors)).toEqual(['code']);
  });
});
