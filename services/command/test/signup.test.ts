import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestApp, type TestApp } from '@usher/infra/testing/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp(inject('pgAdminUrl'));
});
afterAll(async () => {
  await t.close();
});

const signup = (payload: Record<string, unknown>) => t.app.inject({ method: 'POST', url: '/api/auth/signup', payload });
const person = (email: string) => ({ first_name: 'Ada', last_name: 'Lovelace', email, password: 'correct horse battery' });

describe('POST /api/auth/signup', () => {
  // Runs first: the file's database is empty until this test signs up.
  it('makes the first account of an empty instance its administrator, and no later one', async () => {
    const first = await signup(person('first@example.com'));
    expect(first.statusCode).toBe(201);
    expect(first.json().user.is_admin).toBe(true);

    const second = await signup(person('second@example.com'));
    expect(second.statusCode).toBe(201);
    expect(second.json().user.is_admin).toBe(false);
  });

  it('answers 201 with an access token, the user and a session cookie', async () => {
    const response = await signup({ first_name: ' Grace ', last_name: 'Hopper', email: 'Grace@Example.com', password: 'correct horse battery' });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toEqual({
      access_token: expect.any(String),
      token_type: 'Bearer',
      user: {
        id: expect.any(String),
        full_name: 'Grace Hopper',
        first_name: 'Grace',
        last_name: 'Hopper',
        email: 'grace@example.com',
        profile_image_src: null,
        is_admin: false,
        email_verified: false,
        organisation_webhooks: true,
        may_create_events: true,
        email_verification_required: false,
        password_change_required: false,
      },
    });
    const session = response.cookies.find((cookie) => cookie.name === 'usher_session');
    expect(session?.value).toBe(body.access_token);
    expect(session?.httpOnly).toBe(true);
    expect(response.cookies.some((cookie) => cookie.name === 'XSRF-TOKEN')).toBe(true);

    const me = await t.app.inject({ method: 'GET', url: '/api/auth/business', headers: { authorization: `Bearer ${body.access_token}` } });
    expect(me.json().data).toMatchObject({ id: body.user.id, email: 'grace@example.com' });
  });

  it('records the registration in the user stream', async () => {
    const response = await signup(person('ledger@example.com'));
    const stream = await t.context.store.readStream(`user-${response.json().user.id}`);
    expect(stream.map((event) => event.type)).toEqual(['UserRegistered']);
    expect(stream[0]!.data).toMatchObject({ email: 'ledger@example.com', first_name: 'Ada', is_admin: false });
  });

  it('refuses an email that is taken, whatever its case, with "The email has already been taken."', async () => {
    await signup(person('taken@example.com'));
    const response = await signup(person('TAKEN@example.com'));
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ message: 'The email has already been taken.', errors: { email: ['The email has already been taken.'] } });
  });

  it('requires every field, with the spec messages by field', async () => {
    const response = await signup({});
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      first_name: ['First name is required.'],
      last_name: ['Last name is required.'],
      email: ['Email is required.'],
      password: ['Password is required.'],
    });
  });

  it('refuses a bad email and a password shorter than 8 characters', async () => {
    const response = await signup({ first_name: 'Ada', last_name: 'Lovelace', email: 'not-an-email', password: 'short' });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      email: ['Email must be a valid email address.'],
      password: ['Password may not be less than 8 characters.'],
    });
  });

  it('refuses the most common passwords, whatever their case, and creates nothing', async () => {
    const before = await t.context.db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    for (const password of ['12345678', 'password1', 'Password1', 'qwertyuiop', 'iloveyou']) {
      const response = await signup({ ...person(`common-${password}@example.com`), password });
      expect(response.statusCode, password).toBe(422);
      expect(response.json()).toEqual({
        message: 'Password can not be a commonly used password.',
        errors: { password: ['Password can not be a commonly used password.'] },
      });
    }
    const after = await t.context.db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
    expect((await signup(person('uncommon@example.com'))).statusCode).toBe(201);
  });
});
