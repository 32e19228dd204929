import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestApp, type TestApp } from '@usher/infra/testing/test-app';
import { FUTURE_START } from '@usher/infra/testing/api-helpers';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp(inject('pgAdminUrl'));
});
afterAll(async () => {
  await t.close();
});

/** A signed-in browser: the session cookie and the CSRF token its script can read. */
async function browserSession() {
  const signed = await t.signUp();
  const response = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: signed.user.email, password: 'correct horse battery' } });
  const value = (name: string) => response.cookies.find((cookie) => cookie.name === name)!.value;
  return {
    user: signed.user,
    cookie: `usher_session=${value('usher_session')}`,
    xsrf: value('XSRF-TOKEN'),
    bearer: { authorization: `Bearer ${value('usher_session')}` },
  };
}

const newEvent = { name: 'Gala', ...FUTURE_START };

describe('GET /api/auth/business', () => {
  it('answers the signed-in user as the spec names the fields', async () => {
    const { auth, user } = await t.signUp({ first_name: 'Ada', last_name: 'Lovelace' });
    const response = await t.app.inject({ method: 'GET', url: '/api/auth/business', headers: auth });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      data: {
        id: user.id,
        full_name: 'Ada Lovelace',
        email: user.email,
        first_name: 'Ada',
        last_name: 'Lovelace',
        profile_image_src: null,
        is_admin: expect.any(Boolean),
        email_verified: expect.any(Boolean),
        organisation_webhooks: true,
        may_create_events: true,
        email_verification_required: false,
        password_change_required: false,
        two_factor_setup_required: false,
        impersonator: null,
      },
    });
  });

  it('accepts the session cookie without a CSRF header, because it changes nothing', async () => {
    const { cookie, user } = await browserSession();
    const response = await t.app.inject({ method: 'GET', url: '/api/auth/business', headers: { cookie } });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.id).toBe(user.id);
  });

  it('answers 401 without credentials or with an unknown token', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/business' })).statusCode).toBe(401);
    const unknown = await t.app.inject({ method: 'GET', url: '/api/auth/business', headers: { authorization: 'Bearer not-a-token' } });
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json()).toEqual({ message: 'Unauthenticated.' });
  });
});

describe('POST /api/auth/logout', () => {
  it('ends the session: the token no longer works and the cookies are cleared', async () => {
    const { auth, user } = await t.signUp();
    const response = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: auth });
    expect(response.statusCode).toBe(204);
    const cleared = response.cookies.filter((cookie) => cookie.name === 'usher_session' || cookie.name === 'XSRF-TOKEN');
    expect(cleared).toHaveLength(2);
    for (const cookie of cleared) expect(cookie.value).toBe('');
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/business', headers: auth })).statusCode).toBe(401);
    const stream = await t.context.store.readStream(`user-${user.id}`);
    expect(stream.at(-1)!.type).toBe('UserLoggedOut');
  });

  it('ends only that session', async () => {
    const browser = await browserSession();
    const other = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: browser.user.email, password: 'correct horse battery' } });
    const otherAuth = { authorization: `Bearer ${other.json().access_token}` };
    await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: browser.bearer });
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/business', headers: otherAuth })).statusCode).toBe(200);
  });

  it('answers 401 without credentials', async () => {
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/logout' })).statusCode).toBe(401);
  });

  it('needs the CSRF header with the session cookie', async () => {
    const { cookie, xsrf } = await browserSession();
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie } })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie, 'x-xsrf-token': xsrf } })).statusCode).toBe(204);
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/business', headers: { cookie } })).statusCode).toBe(401);
  });
});

describe('GET /api/csrf-cookie and /sanctum/csrf-cookie', () => {
  it.each(['/api/csrf-cookie', '/sanctum/csrf-cookie'])('%s (re)sets the session CSRF token with 204', async (url) => {
    const { cookie, xsrf } = await browserSession();
    const response = await t.app.inject({ method: 'GET', url, headers: { cookie } });
    expect(response.statusCode).toBe(204);
    expect(response.cookies.find((c) => c.name === 'XSRF-TOKEN')?.value).toBe(xsrf);
  });

  it('sets no CSRF cookie without a session', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/csrf-cookie' });
    expect(response.statusCode).toBe(204);
    expect(response.cookies.find((c) => c.name === 'XSRF-TOKEN')).toBeUndefined();
  });
});

describe('CSRF protection of cookie-authenticated writes', () => {
  it('refuses a cookie-authenticated POST without X-XSRF-TOKEN with 403', async () => {
    const { cookie } = await browserSession();
    const response = await t.app.inject({ method: 'POST', url: '/api/v2/events', headers: { cookie }, payload: newEvent });
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('csrf_token_mismatch');
  });

  it("refuses a wrong token, and another session's token", async () => {
    const mine = await browserSession();
    const theirs = await browserSession();
    for (const token of ['forged', theirs.xsrf]) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/v2/events',
        headers: { cookie: mine.cookie, 'x-xsrf-token': token },
        payload: newEvent,
      });
      expect(response.statusCode).toBe(403);
    }
  });

  it('accepts the matching X-XSRF-TOKEN', async () => {
    const { cookie, xsrf } = await browserSession();
    const response = await t.app.inject({ method: 'POST', url: '/api/v2/events', headers: { cookie, 'x-xsrf-token': xsrf }, payload: newEvent });
    expect(response.statusCode).toBe(201);
  });

  it('asks nothing of a bearer token', async () => {
    const { bearer } = await browserSession();
    const response = await t.app.inject({ method: 'POST', url: '/api/v2/events', headers: bearer, payload: newEvent });
    expect(response.statusCode).toBe(201);
  });

  it('lets cookie-authenticated reads through without the header', async () => {
    const { cookie } = await browserSession();
    expect((await t.app.inject({ method: 'GET', url: '/api/v2/events', headers: { cookie } })).statusCode).toBe(200);
  });
});
