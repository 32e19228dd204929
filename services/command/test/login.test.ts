import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { sql } from 'kysely';
import { createTestApp, type TestApp } from '@usher/infra/testing/test-app';
import { pruneHits } from '../src/identity/rate-limit.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp(inject('pgAdminUrl'));
});
afterAll(async () => {
  await t.close();
});

const PASSWORD = 'correct horse battery';
const CREDENTIALS = 'These credentials do not match our records.';
const login = (payload: Record<string, unknown>, url = '/api/auth/login', remoteAddress = '127.0.0.1') =>
  t.app.inject({ method: 'POST', url, payload, remoteAddress });

describe('POST /login and /api/auth/login', () => {
  it.each(['/login', '/api/auth/login'])('%s answers the token and user, and sets the session and CSRF cookies', async (url) => {
    const { user } = await t.signUp({ email: `login-${url.length}@example.com` });
    const response = await login({ email: user.email.toUpperCase(), password: PASSWORD }, url);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      access_token: expect.any(String),
      token_type: 'Bearer',
      user: { id: user.id, email: user.email, is_admin: expect.any(Boolean) },
    });

    const session = response.cookies.find((cookie) => cookie.name === 'usher_session');
    expect(session).toMatchObject({ value: body.access_token, httpOnly: true, sameSite: 'Lax', path: '/', maxAge: 15 * 24 * 60 * 60 });
    const xsrf = response.cookies.find((cookie) => cookie.name === 'XSRF-TOKEN');
    expect(xsrf?.value).toEqual(expect.any(String));
    expect(xsrf?.httpOnly).toBeFalsy();

    const me = await t.app.inject({ method: 'GET', url: '/api/auth/business', headers: { authorization: `Bearer ${body.access_token}` } });
    expect(me.statusCode).toBe(200);
  });

  it('opens a new session each time and records the login in the user stream', async () => {
    const { user, token } = await t.signUp();
    const response = await login({ email: user.email, password: PASSWORD });
    expect(response.json().access_token).not.toBe(token);
    const stream = await t.context.store.readStream(`user-${user.id}`);
    expect(stream.map((event) => event.type)).toEqual(['UserRegistered', 'UserLoggedIn']);
  });

  it('refuses a wrong password with 422 on email', async () => {
    const { user } = await t.signUp();
    const response = await login({ email: user.email, password: 'wrong password' });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ message: CREDENTIALS, errors: { email: [CREDENTIALS] } });
    expect(response.cookies.find((cookie) => cookie.name === 'usher_session')).toBeUndefined();
  });

  it('answers an unknown email exactly like a wrong password', async () => {
    const response = await login({ email: 'nobody@example.com', password: PASSWORD });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ message: CREDENTIALS, errors: { email: [CREDENTIALS] } });
  });

  it('requires the email and the password', async () => {
    const response = await login({ email: '', password: null });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ email: ['Email is required.'], password: ['Password is required.'] });
  });

  it('answers 429 from the 6th failed attempt on one account from one address, even with the right password, and only for that account', async () => {
    const locked = await t.signUp();
    const other = await t.signUp();
    for (let attempt = 1; attempt <= 5; attempt++) {
      const response = await login({ email: locked.user.email, password: `wrong ${attempt}` });
      expect(response.statusCode).toBe(422);
    }
    const sixth = await login({ email: locked.user.email, password: 'wrong 6' });
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().message).toBe('Too many login attempts. Please try again in 15 minutes.');
    expect(Number(sixth.headers['retry-after'])).toBeGreaterThan(14 * 60);
    expect(Number(sixth.headers['retry-after'])).toBeLessThanOrEqual(15 * 60);
    expect((await login({ email: locked.user.email, password: PASSWORD })).statusCode).toBe(429);
    expect((await login({ email: other.user.email, password: PASSWORD })).statusCode).toBe(200);
  });

  it('forgets earlier failures after a successful login', async () => {
    const { user } = await t.signUp();
    for (let attempt = 1; attempt <= 4; attempt++) await login({ email: user.email, password: 'wrong' });
    expect((await login({ email: user.email, password: PASSWORD })).statusCode).toBe(200);
    for (let attempt = 1; attempt <= 4; attempt++) await login({ email: user.email, password: 'wrong' });
    expect((await login({ email: user.email, password: PASSWORD })).statusCode).toBe(200);
  });

  it('does not lock the owner out: failures from another address slow that address down, not the owner', async () => {
    const { user } = await t.signUp();
    const attacker = '203.0.113.66';
    for (let attempt = 1; attempt <= 5; attempt++)
      expect((await login({ email: user.email, password: `guess ${attempt}` }, '/login', attacker)).statusCode).toBe(422);
    expect((await login({ email: user.email, password: 'guess 6' }, '/login', attacker)).statusCode).toBe(429);
    expect((await login({ email: user.email, password: PASSWORD }, '/login', attacker)).statusCode).toBe(429);
    expect((await login({ email: user.email, password: PASSWORD }, '/login', '198.51.100.5')).statusCode).toBe(200);
    // The owner's own typo from their address is one failure of theirs, not a lockout.
    expect((await login({ email: user.email, password: 'typo' }, '/login', '198.51.100.5')).statusCode).toBe(422);
    expect((await login({ email: user.email, password: PASSWORD }, '/login', '198.51.100.5')).statusCode).toBe(200);
  });

  it('holds an account that many addresses guess at to 100 failures an hour, and still lets the owner in from an address they used before', async () => {
    const { user } = await t.signUp();
    expect((await login({ email: user.email, password: PASSWORD }, '/login', '198.51.100.7')).statusCode).toBe(200);
    for (let attempt = 1; attempt <= 100; attempt++) {
      const response = await login({ email: user.email, password: `guess ${attempt}` }, '/login', `10.66.${Math.floor(attempt / 200)}.${attempt}`);
      expect(response.statusCode).toBe(422);
    }
    const fresh = await login({ email: user.email, password: 'guess 101' }, '/login', '10.67.0.1');
    expect(fresh.statusCode).toBe(429);
    expect(Number(fresh.headers['retry-after'])).toBeGreaterThan(59 * 60);
    expect((await login({ email: user.email, password: PASSWORD }, '/login', '10.67.0.2')).statusCode).toBe(429);
    expect((await login({ email: user.email, password: PASSWORD }, '/login', '198.51.100.7')).statusCode).toBe(200);
  });

  it('keeps the throttling tables small: hits older than a day and addresses unused for 90 days are pruned', async () => {
    const { user } = await t.signUp();
    await login({ email: user.email, password: 'wrong' }, '/login', '198.51.100.90');
    await t.context.db
      .insertInto('rate_limit_hits')
      .values({ bucket: 'login:ip:198.51.100.90', hit_at: sql<Date>`now() - interval '25 hours'` })
      .execute();
    await t.context.db
      .insertInto('login_known_addresses')
      .values({ user_id: user.id, ip: '198.51.100.91', last_login_at: sql<Date>`now() - interval '91 days'` })
      .execute();
    await pruneHits(t.context.db);
    const hits = await t.context.db.selectFrom('rate_limit_hits').select('hit_at').where('bucket', '=', 'login:ip:198.51.100.90').execute();
    expect(hits).toHaveLength(1);
    const known = await t.context.db.selectFrom('login_known_addresses').select('ip').where('user_id', '=', user.id).execute();
    expect(known.map((row) => row.ip)).toEqual(['127.0.0.1']);
  });
});
