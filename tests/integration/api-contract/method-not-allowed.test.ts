import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestApp, type TestApp } from '@usher/infra/testing/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp(inject('pgAdminUrl'), { projections: false });
});
afterAll(async () => {
  await t.close();
});

describe('a wrong method on a real path', () => {
  it('answers 405 with the methods the path takes in Allow, and 404 only where no route has the path', async () => {
    const login = await t.app.inject({ method: 'GET', url: '/api/auth/login' });
    expect(login.statusCode).toBe(405);
    expect(login.headers.allow).toBe('POST');
    expect(login.json()).toEqual({ message: 'Method Not Allowed.', code: 'method_not_allowed' });

    const instance = await t.app.inject({ method: 'DELETE', url: '/api/instance?x=1' });
    expect(instance.statusCode).toBe(405);
    expect(instance.headers.allow).toBe('GET, HEAD');

    // A parameter matches any one segment: the event may not exist, the path still does.
    const event = await t.app.inject({ method: 'PATCH', url: '/api/v2/events/00000000-0000-4000-8000-000000000000' });
    expect(event.statusCode).toBe(405);
    expect(String(event.headers.allow).split(', ')).toEqual(expect.arrayContaining(['GET', 'PUT']));

    expect((await t.app.inject({ method: 'GET', url: '/api/v2/no-such-thing' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'POST', url: '/api/v2/events/x/y/z/nothing' })).statusCode).toBe(404);
  });
});
