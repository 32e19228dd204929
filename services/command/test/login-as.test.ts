import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { createTestApp, type TestApp } from '@usher/infra/testing/test-app';
import { createEvent } from '@usher/infra/testing/api-helpers';

let t: TestApp;
let admin: Awaited<ReturnType<TestApp['signUp']>>;

beforeAll(async () => {
  t = await createTestApp(inject('pgAdminUrl'));
  // The first account of an empty instance administers it.
  admin = await t.signUp({ first_name: 'Olga', last_name: 'Admin' });
});
afterAll(async () => {
  await t.close();
});

async function loginAs(auth: { authorization: string }, id: string) {
  return t.app.inject({ method: 'POST', url: `/api/auth/login-as/${id}`, headers: auth });
}

async function business(auth: { authorization: string }) {
  return t.app.inject({ method: 'GET', url: '/api/auth/business', headers: auth });
}

describe('POST /api/auth/login-as/{id}', () => {
  it('gives the administrator a session as the user, named on every change they make and ended by returning', async () => {
    const me = await t.signUp({ first_name: 'Ada', last_name: 'Host' });
    // A fresh admin session, since logging in as someone gives up the one used.
    const session = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: admin.user.email, password: 'correct horse battery' } });
    const adminAuth = { authorization: `Bearer ${session.json().access_token}` };

    const response = await loginAs(adminAuth, me.user.id);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.user).toMatchObject({ id: me.user.id, full_name: 'Ada Host', impersonator: { id: admin.user.id, name: 'Olga Admin' } });
    expect(response.cookies.find((cookie) => cookie.name === 'usher_session')!.value).toBe(body.access_token);
    const asAda = { authorization: `Bearer ${body.access_token}` };

    // The administrator's own session in this browser is given up; the new one is Ada's, with the banner's data.
    expect((await business(adminAuth)).statusCode).toBe(401);
    expect((await business(asAda)).json().data).toMatchObject({ id: me.user.id, impersonator: { id: admin.user.id, name: 'Olga Admin' } });

    // What they change records both: the account acting, and the administrator behind it.
    const event = await createEvent(t, asAda, { name: 'Ada’s launch' });
    const [created] = await t.context.store.readStream(`event-${event.uuid}`);
    expect(created!.metadata.actor).toEqual({ type: 'user', id: me.user.id, name: 'Ada Host', impersonator: { id: admin.user.id, name: 'Olga Admin' } });

    const started = (await t.context.store.readStream(`user-${me.user.id}`)).find((e) => e.type === 'UserImpersonationStarted')!;
    expect(started.data).toEqual({ user_id: me.user.id, impersonator_id: admin.user.id });
    expect(started.metadata.actor).toMatchObject({ type: 'user', id: admin.user.id });

    // A login-as session cannot start another.
    expect((await loginAs(asAda, admin.user.id)).statusCode).toBe(403);

    const back = await t.app.inject({ method: 'POST', url: '/api/auth/login-as/return', headers: asAda });
    expect(back.statusCode).toBe(200);
    expect(back.json().user).toMatchObject({ id: admin.user.id, impersonator: null });
    expect((await business(asAda)).statusCode).toBe(401);
    expect((await business({ authorization: `Bearer ${back.json().access_token}` })).json().data).toMatchObject({ id: admin.user.id, impersonator: null });
    const ended = (await t.context.store.readStream(`user-${me.user.id}`)).at(-1)!;
    expect(ended.type).toBe('UserImpersonationEnded');
  });

  it('is refused to anyone who does not administer the instance, and changes nothing', async () => {
    const someone = await t.signUp();
    const other = await t.signUp();
    const response = await loginAs(someone.auth, other.user.id);
    expect(response.statusCode).toBe(403);
    expect((await business(someone.auth)).statusCode).toBe(200);
    expect((await t.context.store.readStream(`user-${other.user.id}`)).map((e) => e.type)).toEqual(['UserRegistered']);
  });

  it('answers 404 for an unknown user, 422 for oneself, 409 for returning when not logged in as anyone, 401 without credentials', async () => {
    const session = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: admin.user.email, password: 'correct horse battery' } });
    const adminAuth = { authorization: `Bearer ${session.json().access_token}` };
    expect((await loginAs(adminAuth, randomUUID())).statusCode).toBe(404);
    expect((await loginAs(adminAuth, 'not-an-id')).statusCode).toBe(404);
    const self = await loginAs(adminAuth, admin.user.id);
    expect(self.statusCode).toBe(422);
    expect(self.json().errors).toEqual({ user: ['You are signed in as this user already.'] });
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/login-as/return', headers: adminAuth })).statusCode).toBe(409);
    expect((await t.app.inject({ method: 'POST', url: `/api/auth/login-as/${admin.user.id}` })).statusCode).toBe(401);
    expect((await business(adminAuth)).statusCode).toBe(200);
  });
});

describe('GET /api/v2/user', () => {
  it('lists the instance’s accounts to its administrators, searchable and paged', async () => {
    await t.signUp({ first_name: 'Zed', last_name: 'Searchable', email: 'zed.searchable@example.com' });
    const all = await t.app.inject({ method: 'GET', url: '/api/v2/user?per_page=2', headers: admin.auth });
    expect(all.statusCode).toBe(200);
    expect(all.json().data).toHaveLength(2);
    expect(all.json().meta.total).toBeGreaterThanOrEqual(4);
    const found = await t.app.inject({ method: 'GET', url: '/api/v2/user?search=SEARCHABLE', headers: admin.auth });
    expect(found.json().data).toEqual([
      expect.objectContaining({ full_name: 'Zed Searchable', email: 'zed.searchable@example.com', is_admin: false, last_signed_in_at: expect.any(String) }),
    ]);
    const wildcard = await t.app.inject({ method: 'GET', url: '/api/v2/user?search=%25', headers: admin.auth });
    expect(wildcard.json().data).toEqual([]);
  });

  it('is refused to other users', async () => {
    const someone = await t.signUp();
    expect((await t.app.inject({ method: 'GET', url: '/api/v2/user', headers: someone.auth })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/v2/user?per_page=1000', headers: admin.auth })).statusCode).toBe(422);
  });
});
