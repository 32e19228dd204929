import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { createTestApp, type TestApp } from '@usher/infra/testing/test-app';
import type { MailTransport, OutgoingMail } from '@usher/infra/mail/mail-transport';
import { DEFAULT_SESSION_IDLE_TIMEOUT_MINUTES } from '@usher/infra/http/session-activity';
import { RECENT_AUTHENTICATION_MINUTES } from '@usher/infra/http/recent-authentication';

/** The test moves time instead of waiting for sessions to go idle or sign-ins to age. */
const clock = { offsetMs: 0, now: () => new Date(Date.now() + clock.offsetMs) };
const sent: OutgoingMail[] = [];
const mail: MailTransport = { description: 'test', send: async (message) => (sent.push(message), { messageId: randomUUID() }), close: () => {} };

const PASSWORD = 'correct horse battery';
const CHROME_MAC = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const FIREFOX_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';

type Auth = { authorization: string };
let t: TestApp;
let admin: Awaited<ReturnType<TestApp['signUp']>>;

beforeAll(async () => {
  t = await createTestApp(inject('pgAdminUrl'), { clock, mail });
  // The first account of an empty instance administers it.
  admin = await t.signUp({ first_name: 'Olga', last_name: 'Admin' });
});
afterAll(async () => {
  await t.close();
});

async function login(email: string, userAgent = CHROME_MAC, password = PASSWORD) {
  return t.app.inject({ method: 'POST', url: '/api/auth/login', headers: { 'user-agent': userAgent }, payload: { email, password } });
}
async function signIn(email: string, userAgent = CHROME_MAC): Promise<Auth> {
  const response = await login(email, userAgent);
  expect(response.statusCode, response.body).toBe(200);
  return { authorization: `Bearer ${response.json().access_token}` };
}
const call = (method: 'GET' | 'POST' | 'DELETE', url: string, headers: Auth | Record<string, never> = {}, payload?: object) =>
  t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
const whoAmI = (auth: Auth) => call('GET', '/api/auth/business', auth);
const eventsOf = async (userId: string, type: string) => (await t.context.store.readStream(`user-${userId}`)).filter((event) => event.type === type);

describe("where you're signed in", () => {
  it('lists the account’s sessions with device, address, times and which one is this one', async () => {
    const me = await t.signUp();
    const laptop = await signIn(me.user.email, CHROME_MAC);
    await signIn(me.user.email, FIREFOX_WINDOWS);

    const response = await call('GET', '/api/auth/sessions', laptop);
    expect(response.statusCode).toBe(200);
    const sessions = response.json().data as {
      id: string;
      device: string;
      ip: string;
      current: boolean;
      signed_in_at: string;
      last_seen_at: string;
      administrator: string | null;
    }[];
    expect(sessions).toHaveLength(3);
    expect(sessions.filter((session) => session.current).map((session) => session.device)).toEqual(['Chrome 131 on macOS Catalina']);
    expect(sessions.map((session) => session.device)).toContain('Firefox 133 on Windows 10');
    expect(sessions.every((session) => session.ip === '127.0.0.1' && session.administrator === null && !Number.isNaN(Date.parse(session.last_seen_at)))).toBe(
      true,
    );
    // The public id is not the token, nor its hash.
    expect(JSON.stringify(sessions)).not.toContain(laptop.authorization.slice(7));

    expect((await call('GET', '/api/auth/sessions')).statusCode).toBe(401);
  });

  it('signs out one session (the other device is out at once), and another account’s session is not found', async () => {
    const me = await t.signUp();
    const laptop = await signIn(me.user.email, CHROME_MAC);
    const phone = await signIn(me.user.email, FIREFOX_WINDOWS);
    expect((await whoAmI(phone)).statusCode).toBe(200);
    const sessions = (await call('GET', '/api/auth/sessions', laptop)).json().data as { id: string; device: string }[];
    const phoneSession = sessions.find((session) => session.device.startsWith('Firefox'))!;

    const stranger = await t.signUp();
    expect((await call('DELETE', `/api/auth/sessions/${phoneSession.id}`, stranger.auth)).statusCode).toBe(404);
    expect((await call('DELETE', `/api/auth/sessions/${randomUUID()}`, laptop)).statusCode).toBe(404);
    expect((await call('DELETE', `/api/auth/sessions/a%0Ab`, laptop)).statusCode).toBe(422);
    expect((await call('DELETE', `/api/auth/sessions/${phoneSession.id}`)).statusCode).toBe(401);
    expect((await whoAmI(phone)).statusCode).toBe(200);

    expect((await call('DELETE', `/api/auth/sessions/${phoneSession.id}`, laptop)).statusCode).toBe(204);
    expect((await whoAmI(phone)).statusCode).toBe(401);
    expect((await whoAmI(laptop)).statusCode).toBe(200);
    const [ended] = await eventsOf(me.user.id, 'UserSessionsEnded');
    expect(ended!.data).toEqual({ user_id: me.user.id, sessions: 1, by: 'owner' });
  });

  it('signs out every other session and keeps this one', async () => {
    const me = await t.signUp();
    const laptop = await signIn(me.user.email);
    const others = [me.auth, await signIn(me.user.email, FIREFOX_WINDOWS)];
    const response = await call('DELETE', '/api/auth/sessions', laptop);
    expect(response.json()).toEqual({ data: { ended: 2 } });
    for (const other of others) expect((await whoAmI(other)).statusCode).toBe(401);
    expect((await whoAmI(laptop)).statusCode).toBe(200);
    expect((await call('GET', '/api/auth/sessions', laptop)).json().data).toHaveLength(1);
    expect((await call('DELETE', '/api/auth/sessions')).statusCode).toBe(401);
  });

  it('an API token cannot manage the account’s sessions', async () => {
    const me = await t.signUp();
    const created = await call('POST', '/api/v2/account/api-tokens', me.auth, { name: 'Door sync', scopes: ['stream:read'] });
    const token = { authorization: `Bearer ${created.json().data.token}` };
    expect((await call('DELETE', '/api/auth/sessions', token)).statusCode).toBe(403);
  });
});

describe('the idle timeout', () => {
  it('ends a session unused for longer than the timeout with a 401 that says why; use within it keeps it alive', async () => {
    clock.offsetMs = 0;
    const me = await t.signUp();
    const lastSeen = async () =>
      (await t.context.db.selectFrom('sessions').select('last_seen_at').where('user_id', '=', me.user.id).executeTakeFirstOrThrow()).last_seen_at.getTime();
    const before = await lastSeen();

    // Within a minute of the last write, a request writes nothing.
    clock.offsetMs = 30_000;
    expect((await whoAmI(me.auth)).statusCode).toBe(200);
    expect(await lastSeen()).toBe(before);

    // Used a little before the timeout: still signed in, and last seen moves on.
    clock.offsetMs = (DEFAULT_SESSION_IDLE_TIMEOUT_MINUTES - 1) * 60_000;
    expect((await whoAmI(me.auth)).statusCode).toBe(200);
    expect(await lastSeen()).toBeGreaterThan(before + 60_000);

    clock.offsetMs += (DEFAULT_SESSION_IDLE_TIMEOUT_MINUTES + 1) * 60_000;
    const idle = await whoAmI(me.auth);
    expect(idle.statusCode).toBe(401);
    expect(idle.json()).toMatchObject({ code: 'session_idle', message: 'You were signed out after a period of inactivity.' });
    // Every request of it says so (a dashboard asks several at once), and none brings it back.
    expect((await whoAmI(me.auth)).json().code).toBe('session_idle');
    clock.offsetMs = 0;
  });
});

describe('an email when a new device signs in', () => {
  it('mails what, where and when for a device the account never used, but not for the sign-up’s own device or a known one', async () => {
    const me = await t.signUp();
    sent.length = 0;
    // t.signUp's device (the test client's user agent from 127.0.0.1) is known from the sign-up.
    expect((await call('POST', '/api/auth/login', {}, { email: me.user.email, password: PASSWORD })).statusCode).toBe(200);
    expect(sent).toHaveLength(0);

    await signIn(me.user.email, FIREFOX_WINDOWS);
    const notices = sent.filter((message) => message.to === me.user.email);
    expect(notices).toHaveLength(1);
    expect(notices[0]!.subject).toBe('New sign-in to your Usher account');
    expect(notices[0]!.text).toContain('Firefox 133 on Windows 10');
    expect(notices[0]!.text).toContain('127.0.0.1');
    expect(notices[0]!.text).toMatch(/\d{4}, \d{2}:\d{2} UTC/);
    expect(notices[0]!.text).toContain("If this wasn't you, change your password");

    await signIn(me.user.email, FIREFOX_WINDOWS);
    expect(sent.filter((message) => message.to === me.user.email)).toHaveLength(1);
  });
});

describe('an administrator disables, enables and signs out accounts', () => {
  it('a disabled account’s sessions and API tokens stop at once; it cannot sign in, told so only after the right password', async () => {
    const adminAuth = await signIn(admin.user.email);
    const user = await t.signUp({ first_name: 'Dora', last_name: 'Door' });
    const token = {
      authorization: `Bearer ${(await call('POST', '/api/v2/account/api-tokens', user.auth, { name: 'Sync', scopes: ['stream:read'] })).json().data.token}`,
    };
    expect((await call('GET', '/api/v2/stream', token)).statusCode).toBe(200);

    const disabled = await call('POST', `/api/v2/user/${user.user.id}/disable`, adminAuth);
    expect(disabled.statusCode, disabled.body).toBe(200);
    expect(disabled.json().data).toMatchObject({ id: user.user.id, disabled: true });
    expect((await whoAmI(user.auth)).statusCode).toBe(401);
    expect((await call('GET', '/api/v2/stream', token)).statusCode).toBe(401);

    const wrong = await login(user.user.email, CHROME_MAC, 'not the password');
    expect(wrong.statusCode).toBe(422);
    expect(wrong.body).not.toContain('disabled');
    const right = await login(user.user.email);
    expect(right.statusCode).toBe(403);
    expect(right.json()).toMatchObject({ code: 'account_disabled', message: expect.stringContaining('disabled') });

    // Logging in as a disabled account is refused, and the administrator keeps their session.
    expect((await call('POST', `/api/auth/login-as/${user.user.id}`, adminAuth)).statusCode).toBe(409);
    expect((await whoAmI(adminAuth)).statusCode).toBe(200);
    const listed = (await call('GET', `/api/v2/user?search=${encodeURIComponent(user.user.email)}`, adminAuth)).json().data;
    expect(listed).toEqual([expect.objectContaining({ id: user.user.id, disabled: true })]);
    const [event] = await eventsOf(user.user.id, 'UserDisabled');
    expect(event!.data).toEqual({ user_id: user.user.id });
    expect(event!.metadata.actor).toMatchObject({ type: 'user', id: admin.user.id });

    const enabled = await call('POST', `/api/v2/user/${user.user.id}/enable`, adminAuth);
    expect(enabled.json().data).toEqual({ id: user.user.id, disabled: false, disabled_at: null });
    expect((await login(user.user.email)).statusCode).toBe(200);
    expect((await call('GET', '/api/v2/stream', token)).statusCode).toBe(200);
    expect((await eventsOf(user.user.id, 'UserEnabled'))[0]!.metadata.actor).toMatchObject({ id: admin.user.id });
  });

  it('refuses anyone but an instance administrator (403), an unknown account (404), a bad id (422), and disabling oneself (422)', async () => {
    const adminAuth = await signIn(admin.user.email);
    const someone = await t.signUp();
    const other = await t.signUp();
    for (const [method, suffix] of [
      ['POST', 'disable'],
      ['POST', 'enable'],
      ['DELETE', 'sessions'],
    ] as const) {
      expect((await call(method, `/api/v2/user/${other.user.id}/${suffix}`)).statusCode).toBe(401);
      expect((await call(method, `/api/v2/user/${other.user.id}/${suffix}`, someone.auth)).statusCode).toBe(403);
      expect((await call(method, `/api/v2/user/${randomUUID()}/${suffix}`, adminAuth)).statusCode).toBe(404);
      expect((await call(method, `/api/v2/user/a%0Ab/${suffix}`, adminAuth)).statusCode).toBe(422);
    }
    const self = await call('POST', `/api/v2/user/${admin.user.id}/disable`, adminAuth);
    expect(self.statusCode).toBe(422);
    expect(self.json().errors.user).toEqual(['You cannot disable your own account.']);
    expect((await whoAmI(other.auth)).statusCode).toBe(200);
  });

  it('signs an account out everywhere', async () => {
    const adminAuth = await signIn(admin.user.email);
    const user = await t.signUp();
    const second = await signIn(user.user.email, FIREFOX_WINDOWS);
    const response = await call('DELETE', `/api/v2/user/${user.user.id}/sessions`, adminAuth);
    expect(response.json()).toEqual({ data: { ended: 2 } });
    expect((await whoAmI(user.auth)).statusCode).toBe(401);
    expect((await whoAmI(second)).statusCode).toBe(401);
    const [ended] = await eventsOf(user.user.id, 'UserSessionsEnded');
    expect(ended!.data).toEqual({ user_id: user.user.id, sessions: 2, by: 'administrator' });
    expect(ended!.metadata.actor).toMatchObject({ id: admin.user.id });
    // They sign in again as usual.
    expect((await login(user.user.email)).statusCode).toBe(200);
  });
});

describe('sensitive actions ask for a recent sign-in', () => {
  it('creating an API token, revealing a webhook secret and logging in as someone refuse a stale session', async () => {
    clock.offsetMs = 0;
    const me = await t.signUp();
    const webhook = await call('POST', '/api/v2/webhooks', me.auth, { url: 'http://127.0.0.1:9/hook' });
    expect(webhook.statusCode, webhook.body).toBe(201);
    // The secret is read from the query side, once the endpoint is in its read model.
    await t.settle();
    const adminAuth = await signIn(admin.user.email);

    clock.offsetMs = (RECENT_AUTHENTICATION_MINUTES + 1) * 60_000;
    const stale = [
      await call('POST', '/api/v2/account/api-tokens', me.auth, { name: 'Late', scopes: ['stream:read'] }),
      await call('GET', `/api/v2/webhooks/${webhook.json().data.id}/secret`, me.auth),
      await call('POST', `/api/auth/login-as/${me.user.id}`, adminAuth),
    ];
    expect(stale.map((response) => `${response.statusCode} ${response.json().code}`)).toEqual(Array(3).fill('403 password_confirmation_required'));

    // Confirming the password opens them again.
    expect((await call('POST', '/api/auth/confirm-password', me.auth, { password: PASSWORD })).statusCode).toBe(200);
    expect((await call('POST', '/api/v2/account/api-tokens', me.auth, { name: 'Late', scopes: ['stream:read'] })).statusCode).toBe(201);
    expect((await call('GET', `/api/v2/webhooks/${webhook.json().data.id}/secret`, me.auth)).statusCode).toBe(200);
    clock.offsetMs = 0;
  });
});
