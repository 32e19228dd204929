import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { readConfig } from '../../src/config.ts';
import { appWithOptions, type AppWithOptions } from './app-with-options.ts';

const PASSWORD = 'correct horse battery';
const PROXY = '10.0.0.5';
let emails = 0;

async function signUp(t: AppWithOptions, remoteAddress: string): Promise<{ id: string; email: string }> {
  const email = `proxy${++emails}@example.com`;
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/auth/signup',
    remoteAddress,
    payload: { first_name: 'Pat', last_name: 'Proxy', email, password: PASSWORD },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().user;
}

function login(t: AppWithOptions, email: string, password: string, remoteAddress: string, headers: Record<string, string> = {}) {
  return t.app.inject({ method: 'POST', url: '/api/auth/login', remoteAddress, headers, payload: { email, password } });
}

/** The address the audit log recorded for the user's latest login. */
async function loggedInFrom(t: AppWithOptions, userId: string): Promise<string | null> {
  const events = await t.context.store.readStream(`user-${userId}`);
  const last = events.filter((event) => event.type === 'UserLoggedIn').at(-1);
  return (last?.data as { ip: string | null }).ip;
}

const cookie = (response: LightMyRequestResponse, name: string) => response.cookies.find((c) => c.name === name);

describe('TRUSTED_PROXIES and APP_URL are read from the environment', () => {
  it('trusts nobody by default, and names a mistyped entry', () => {
    expect(readConfig({}).trustedProxies).toEqual([]);
    expect(readConfig({ TRUSTED_PROXIES: ' 10.0.0.5, 192.168.0.0/16 ,loopback,::1,fd00::/8' }).trustedProxies).toEqual([
      '10.0.0.5',
      '192.168.0.0/16',
      'loopback',
      '::1',
      'fd00::/8',
    ]);
    expect(() => readConfig({ TRUSTED_PROXIES: '10.0.0.5, nginx, 10.0.0.0/33, 0.0.0.0/0' })).toThrow(
      "TRUSTED_PROXIES: 'nginx', '10.0.0.0/33', '0.0.0.0/0' is not an IP address",
    );
  });

  it("makes cookies Secure from APP_URL's scheme, with no other setting", () => {
    expect(readConfig({ APP_URL: 'https://usher.example.org/' }).secureCookies).toBe(true);
    expect(readConfig({ APP_URL: 'http://usher.example.org' }).secureCookies).toBe(false);
    expect(readConfig({}).secureCookies).toBe(false);
  });
});

describe('a peer that is not a trusted proxy', () => {
  let t: AppWithOptions;
  beforeAll(async () => {
    t = await appWithOptions(inject('pgAdminUrl'), { trustedProxies: readConfig({}).trustedProxies });
  });
  afterAll(async () => {
    await t.close();
  });

  it('cannot choose the address the audit log records by sending X-Forwarded-For', async () => {
    const user = await signUp(t, '203.0.113.10');
    const response = await login(t, user.email, PASSWORD, '203.0.113.10', { 'x-forwarded-for': '198.51.100.1' });
    expect(response.statusCode).toBe(200);
    expect(await loggedInFrom(t, user.id)).toBe('203.0.113.10');
  });

  it('cannot escape the per-address login limit with a new forged X-Forwarded-For each time', async () => {
    const statuses: number[] = [];
    let throttled: LightMyRequestResponse | null = null;
    for (let attempt = 1; attempt <= 60; attempt++) {
      const response = await login(t, `nobody${attempt}@example.com`, 'guess', '203.0.113.20', { 'x-forwarded-for': `198.51.100.${attempt}` });
      statuses.push(response.statusCode);
      if (response.statusCode === 429) throttled ??= response;
    }
    expect(statuses.slice(0, 50).every((status) => status === 422)).toBe(true);
    expect(statuses.slice(50).every((status) => status === 429)).toBe(true);
    expect(Number(throttled?.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('cannot make the product think it is served over HTTPS with X-Forwarded-Proto', async () => {
    const user = await signUp(t, '203.0.113.11');
    const response = await login(t, user.email, PASSWORD, '203.0.113.11', { 'x-forwarded-proto': 'https' });
    expect(cookie(response, 'usher_session')?.secure).toBeFalsy();
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });
});

describe('a proxy that TRUSTED_PROXIES names', () => {
  let t: AppWithOptions;
  beforeAll(async () => {
    t = await appWithOptions(inject('pgAdminUrl'), { trustedProxies: readConfig({ TRUSTED_PROXIES: `${PROXY}, 10.0.1.0/24` }).trustedProxies });
  });
  afterAll(async () => {
    await t.close();
  });

  it("tells the client's address: the last one it forwards, not what the client wrote before it", async () => {
    const user = await signUp(t, PROXY);
    await login(t, user.email, PASSWORD, PROXY, { 'x-forwarded-for': '203.0.113.77' });
    expect(await loggedInFrom(t, user.id)).toBe('203.0.113.77');
    // A client that sent its own X-Forwarded-For through a proxy that appends.
    await login(t, user.email, PASSWORD, '10.0.1.9', { 'x-forwarded-for': '198.51.100.66, 203.0.113.78' });
    expect(await loggedInFrom(t, user.id)).toBe('203.0.113.78');
  });

  it('is the only one believed: a client reaching the service directly keeps its own address', async () => {
    const user = await signUp(t, '203.0.113.30');
    await login(t, user.email, PASSWORD, '203.0.113.30', { 'x-forwarded-for': '198.51.100.2' });
    expect(await loggedInFrom(t, user.id)).toBe('203.0.113.30');
  });

  it('says the request came over HTTPS: cookies are Secure and the answer carries HSTS', async () => {
    const user = await signUp(t, PROXY);
    const response = await login(t, user.email, PASSWORD, PROXY, { 'x-forwarded-for': '203.0.113.79', 'x-forwarded-proto': 'https' });
    expect(response.statusCode).toBe(200);
    expect(cookie(response, 'usher_session')?.secure).toBe(true);
    expect(cookie(response, 'XSRF-TOKEN')?.secure).toBe(true);
    expect(response.headers['strict-transport-security']).toBe('max-age=63072000; includeSubDomains');
    const plain = await login(t, user.email, PASSWORD, PROXY, { 'x-forwarded-for': '203.0.113.79', 'x-forwarded-proto': 'http' });
    expect(cookie(plain, 'usher_session')?.secure).toBeFalsy();
  });
});

describe('APP_URL on https', () => {
  let t: AppWithOptions;
  beforeAll(async () => {
    t = await appWithOptions(inject('pgAdminUrl'), { secureCookies: readConfig({ APP_URL: 'https://usher.example.org' }).secureCookies });
  });
  afterAll(async () => {
    await t.close();
  });

  it('makes the session and CSRF cookies Secure on every answer that sets them', async () => {
    const email = 'secure@example.com';
    const signup = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: { first_name: 'Sam', last_name: 'Secure', email, password: PASSWORD },
    });
    expect(cookie(signup, 'usher_session')).toMatchObject({ secure: true, httpOnly: true, sameSite: 'Lax' });
    const response = await t.app.inject({ method: 'POST', url: '/login', payload: { email, password: PASSWORD } });
    expect(cookie(response, 'usher_session')?.secure).toBe(true);
    expect(cookie(response, 'XSRF-TOKEN')?.secure).toBe(true);
    const csrf = await t.app.inject({ method: 'GET', url: '/api/csrf-cookie', headers: { authorization: `Bearer ${response.json().access_token}` } });
    expect(cookie(csrf, 'XSRF-TOKEN')?.secure).toBe(true);
  });

  it('sends Permissions-Policy and Cross-Origin-Opener-Policy beside the other security headers, on errors too', async () => {
    for (const url of ['/api/health', '/api/v2/no-such-route']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.headers['permissions-policy']).toBe('camera=(self), microphone=(), geolocation=(), payment=(), usb=(), display-capture=()');
      expect(response.headers['cross-origin-opener-policy']).toBe('same-origin');
      expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    }
  });
});
