import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestApp, type TestApp } from '@usher/infra/testing/test-app';
import { authenticate } from '@usher/infra/http/authenticate';
import { requireRecentAuthentication, RECENT_AUTHENTICATION_MINUTES } from '../src/identity/recent-authentication.ts';

/** The test moves time instead of waiting for a proof of identity to age. */
const clock = { offsetMs: 0, now: () => new Date(Date.now() + clock.offsetMs) };

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp(inject('pgAdminUrl'), { clock });
});
afterAll(async () => {
  await t.close();
});

const status = (auth: { authorization: string }) => t.app.inject({ method: 'GET', url: '/api/auth/confirmed-password-status', headers: auth });
const confirm = (auth: { authorization: string }, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/confirm-password', headers: auth, payload: { password } });

/** Whether a sensitive action would be let through for this bearer session now. */
async function sensitiveActionAllowed(auth: { authorization: string }): Promise<true | string> {
  const request = { headers: auth, cookies: {}, method: 'POST' } as unknown as Parameters<typeof authenticate>[1];
  const user = await authenticate(t.context, request);
  return requireRecentAuthentication(t.context, user).then(
    () => true as const,
    (error: { statusCode: number; code: string }) => `${error.statusCode} ${error.code}`,
  );
}

describe('recent authentication before sensitive actions', () => {
  it('a fresh sign-in counts; after the window the password must be confirmed, and confirming opens it again', async () => {
    clock.offsetMs = 0;
    const { auth } = await t.signUp();
    expect((await status(auth)).json().data.confirmed).toBe(true);
    expect(await sensitiveActionAllowed(auth)).toBe(true);

    clock.offsetMs = (RECENT_AUTHENTICATION_MINUTES + 1) * 60_000;
    expect((await status(auth)).json().data).toEqual({ confirmed: false, confirmed_until: null });
    expect(await sensitiveActionAllowed(auth)).toBe('403 password_confirmation_required');

    const wrong = await confirm(auth, 'not my password');
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors.password).toEqual(['The password is incorrect.']);
    expect(await sensitiveActionAllowed(auth)).toBe('403 password_confirmation_required');

    const right = await confirm(auth, 'correct horse battery');
    expect(right.statusCode).toBe(200);
    const until = new Date(right.json().data.confirmed_until).getTime();
    expect(until - clock.now().getTime()).toBeGreaterThan((RECENT_AUTHENTICATION_MINUTES - 1) * 60_000);
    expect(await sensitiveActionAllowed(auth)).toBe(true);
    clock.offsetMs = 0;
  });

  it('stops guessing after five wrong passwords (429), and asks for a session (401) and a password (422)', async () => {
    const { auth } = await t.signUp();
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/confirm-password', payload: { password: 'x' } })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/confirm-password', headers: auth, payload: {} })).statusCode).toBe(422);
    for (let attempt = 0; attempt < 5; attempt++) expect((await confirm(auth, `guess ${attempt}`)).statusCode).toBe(422);
    const limited = await confirm(auth, 'correct horse battery');
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
  });

  it('judges no more than five wrong passwords sent at once (issue 27)', async () => {
    const { auth } = await t.signUp();
    const statuses = (await Promise.all(Array.from({ length: 30 }, (_, attempt) => confirm(auth, `guess ${attempt}`)))).map((response) => response.statusCode);
    expect({ judged: statuses.filter((code) => code === 422).length, refused: statuses.filter((code) => code === 429).length }).toEqual({
      judged: 5,
      refused: 25,
    });
  });

  it('appends nothing to the log: a confirmation changes no secret and no state', async () => {
    const { auth } = await t.signUp();
    const before = await t.context.db
      .selectFrom('es_events')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    expect((await confirm(auth, 'correct horse battery')).statusCode).toBe(200);
    const after = await t.context.db
      .selectFrom('es_events')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    expect(after.n).toBe(before.n);
  });
});
