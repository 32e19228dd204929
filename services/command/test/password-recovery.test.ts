import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestApp, type TestApp } from '@usher/infra/testing/test-app';
import { readOutbox } from '@usher/infra/testing/mail-outbox';
import { RESET_LINK_MINUTES } from '../src/identity/password-recovery/recovery-rules.ts';
import { RECENT_AUTHENTICATION_MINUTES } from '../src/identity/recent-authentication.ts';

/** The test moves time instead of waiting for links to expire. */
const clock = { offsetMs: 0, now: () => new Date(Date.now() + clock.offsetMs) };

let t: TestApp;
let admin: Awaited<ReturnType<TestApp['signUp']>>;

beforeAll(async () => {
  t = await createTestApp(inject('pgAdminUrl'), { clock });
  admin = await t.signUp({ first_name: 'Ada', last_name: 'Admin' }); // the instance's first account is its administrator
});
afterAll(async () => {
  await t.close();
});

const NEW_PASSWORD = 'a brand new passphrase';
const post = (url: string, payload: object, headers: Record<string, string> = {}) => t.app.inject({ method: 'POST', url, headers, payload });

/** The latest mail to an address whose subject matches, waiting a little: forgot-password mails after it answers. */
async function mailTo(address: string, subject: RegExp) {
  for (let tries = 0; tries < 100; tries++) {
    const mail = (await readOutbox(t.outboxDir)).filter((m) => m.to.includes(address.toLowerCase()) && subject.test(m.subject)).at(-1);
    if (mail) return mail;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`no mail "${subject}" to ${address}`);
}
const tokenIn = (text: string) => /reset-password\?token=([\w-]+)/.exec(text)![1]!;
async function resetTokenFor(email: string): Promise<string> {
  const before = (await readOutbox(t.outboxDir)).length;
  expect((await post('/api/auth/forgot-password', { email })).statusCode).toBe(202);
  for (let tries = 0; tries < 100 && (await readOutbox(t.outboxDir)).length === before; tries++) await new Promise((resolve) => setTimeout(resolve, 50));
  return tokenIn((await mailTo(email, /Reset your Usher password/)).text);
}
const status = async (auth: { authorization: string }) => (await t.app.inject({ method: 'GET', url: '/api/auth/business', headers: auth })).statusCode;
const login = (email: string, password: string) => post('/api/auth/login', { email, password });
async function eventsOf(userId: string) {
  return t.context.db.selectFrom('es_events').select(['type', 'data']).where('stream_id', '=', `user-${userId}`).execute();
}

describe('forgot and reset a password', () => {
  it('answers every address alike, mails a single-use link, and the reset ends every session without signing in', async () => {
    const person = await t.signUp();
    const secondDevice = await login(person.user.email, 'correct horse battery');
    const unknown = await post('/api/auth/forgot-password', { email: 'nobody-here@example.com' });
    const known = await post('/api/auth/forgot-password', { email: person.user.email.toUpperCase() });
    expect(unknown.statusCode).toBe(202);
    expect(known.statusCode).toBe(202);
    expect(known.json()).toEqual(unknown.json());

    const token = tokenIn((await mailTo(person.user.email, /Reset your Usher password/)).text);
    const reset = await post('/api/auth/reset-password', { token, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD });
    expect(reset.statusCode).toBe(200);
    expect(reset.json().message).toBe('Your password has been reset. Sign in with your new password.');
    expect(reset.headers['set-cookie']).toBeUndefined();
    expect(await status(person.auth)).toBe(401);
    expect(await status({ authorization: `Bearer ${secondDevice.json().access_token}` })).toBe(401);
    expect((await login(person.user.email, 'correct horse battery')).statusCode).toBe(422);
    expect((await login(person.user.email, NEW_PASSWORD)).statusCode).toBe(200);
    await mailTo(person.user.email, /Your Usher password was changed/);

    const again = await post('/api/auth/reset-password', { token, password: 'yet another passphrase', password_confirmation: 'yet another passphrase' });
    expect(again.statusCode).toBe(422);
    expect(again.json().errors.token).toEqual(['This link has expired or was used already. Ask for a new one.']);

    const types = (await eventsOf(person.user.id)).map((event) => event.type);
    expect(types).toEqual(expect.arrayContaining(['UserPasswordResetRequested', 'UserPasswordReset']));
    const log = JSON.stringify(await t.context.db.selectFrom('es_events').select('data').execute());
    expect(log).not.toContain(token);
    expect(log).not.toContain(NEW_PASSWORD);
  });

  it('a link expires after an hour, and a newer link voids the older', async () => {
    const person = await t.signUp();
    const first = await resetTokenFor(person.user.email);
    const second = await resetTokenFor(person.user.email);
    expect(second).not.toBe(first);
    const body = (token: string) => ({ token, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD });
    expect((await post('/api/auth/reset-password', body(first))).statusCode).toBe(422);
    clock.offsetMs = (RESET_LINK_MINUTES + 1) * 60_000;
    expect((await post('/api/auth/reset-password', body(second))).json().errors.token).toBeDefined();
    clock.offsetMs = 0;
    expect((await post('/api/auth/reset-password', body(second))).statusCode).toBe(200);
  });

  it('refuses weak, personal and mismatched passwords (422), a bad address (422), and too many requests (429)', async () => {
    const person = await t.signUp({ first_name: 'Grace', last_name: 'Hopper' });
    const token = await resetTokenFor(person.user.email);
    const errorsFor = async (password: string, password_confirmation = password) =>
      (await post('/api/auth/reset-password', { token, password, password_confirmation })).json().errors;
    expect((await errorsFor('short')).password).toEqual(['Password may not be less than 8 characters.']);
    expect((await errorsFor('password1')).password).toEqual(['Password can not be a commonly used password.']);
    expect((await errorsFor(person.user.email)).password).toEqual(['Password can not be your email address or your name.']);
    expect((await errorsFor('Grace Hopper')).password).toEqual(['Password can not be your email address or your name.']);
    expect((await errorsFor(NEW_PASSWORD, 'something else')).password_confirmation).toEqual(['The password confirmation does not match.']);
    expect((await errorsFor('x'.repeat(129))).password).toEqual(['Password may not be greater than 128 characters.']);
    expect((await post('/api/auth/forgot-password', { email: 'not an address' })).statusCode).toBe(422);
    expect((await post('/api/auth/reset-password', {})).statusCode).toBe(422);

    const limited = 'limited@example.com';
    for (let request = 0; request < 5; request++) expect((await post('/api/auth/forgot-password', { email: limited })).statusCode).toBe(202);
    const refused = await post('/api/auth/forgot-password', { email: limited });
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
  });
});

describe('change the password', () => {
  it('needs the current password and a recent sign-in, and ends only the other sessions', async () => {
    const person = await t.signUp();
    const other = await login(person.user.email, 'correct horse battery');
    const change = (payload: object) => post('/api/auth/change-password', payload, person.auth);
    expect((await post('/api/auth/change-password', { current_password: 'x' })).statusCode).toBe(401);
    const wrong = await change({ current_password: 'not it', password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors.current_password).toEqual(['The password is incorrect.']);

    clock.offsetMs = (RECENT_AUTHENTICATION_MINUTES + 1) * 60_000;
    const stale = await change({ current_password: 'correct horse battery', password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD });
    expect(stale.statusCode).toBe(403);
    expect(stale.json().code).toBe('password_confirmation_required');
    clock.offsetMs = 0;

    const done = await change({ current_password: 'correct horse battery', password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD });
    expect(done.statusCode).toBe(200);
    expect(await status(person.auth)).toBe(200);
    expect(await status({ authorization: `Bearer ${other.json().access_token}` })).toBe(401);
    expect((await login(person.user.email, NEW_PASSWORD)).statusCode).toBe(200);
    expect((await eventsOf(person.user.id)).map((event) => event.type)).toContain('UserPasswordChanged');
    await mailTo(person.user.email, /Your Usher password was changed/);
  });

  it('stops guessing the current password after five wrong tries (429)', async () => {
    const person = await t.signUp();
    const body = { current_password: 'guess', password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD };
    for (let attempt = 0; attempt < 5; attempt++) expect((await post('/api/auth/change-password', body, person.auth)).statusCode).toBe(422);
    expect((await post('/api/auth/change-password', { ...body, current_password: 'correct horse battery' }, person.auth)).statusCode).toBe(429);
  });
});

describe('profile: name and email', () => {
  it('renames the account (401, 422, 200), recording the names under the user', async () => {
    const person = await t.signUp();
    const rename = (payload: object, headers: Record<string, string> = person.auth) =>
      t.app.inject({ method: 'PUT', url: '/api/auth/profile', headers, payload });
    expect((await rename({ first_name: 'A', last_name: 'B' }, {})).statusCode).toBe(401);
    expect((await rename({ first_name: '', last_name: 'B' })).json().errors.first_name).toEqual(['First name is required.']);
    const renamed = await rename({ first_name: ' Katherine ', last_name: 'Johnson' });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().data.full_name).toBe('Katherine Johnson');
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/business', headers: person.auth })).json().data.first_name).toBe('Katherine');
    const event = (await eventsOf(person.user.id)).find((stored) => stored.type === 'UserProfileUpdated');
    expect(event).toBeDefined();
  });

  it('changes the email once the new address proves itself, tells the old one, and refuses a taken address', async () => {
    const person = await t.signUp();
    const other = await login(person.user.email, 'correct horse battery');
    expect((await post('/api/auth/change-email', { email: admin.user.email }, person.auth)).json().errors.email).toEqual(['The email has already been taken.']);
    const newEmail = `moved-${Date.now()}@example.com`;
    const asked = await post('/api/auth/change-email', { email: newEmail }, person.auth);
    expect(asked.statusCode).toBe(202);
    const code = /^(\d{6}) is your code/.exec((await mailTo(newEmail, /code to change your Usher email/)).subject)![1]!;
    expect((await post('/api/auth/confirm-email-change', { code: code === '000000' ? '111111' : '000000' }, person.auth)).statusCode).toBe(422);
    const confirmed = await post('/api/auth/confirm-email-change', { code }, person.auth);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().data.email).toBe(newEmail);
    await mailTo(person.user.email, /Your Usher email was changed/);
    expect(await status({ authorization: `Bearer ${other.json().access_token}` })).toBe(401);
    expect((await login(newEmail, 'correct horse battery')).statusCode).toBe(200);
    expect((await eventsOf(person.user.id)).map((stored) => stored.type)).toEqual(expect.arrayContaining(['UserEmailChangeRequested', 'UserEmailChanged']));
  });
});

describe("an administrator's recovery actions", () => {
  it('sends a reset link (202), refuses others (403) and unknown users (404)', async () => {
    const person = await t.signUp();
    expect((await post(`/api/v2/user/${person.user.id}/send-reset-link`, {}, {})).statusCode).toBe(401);
    expect((await post(`/api/v2/user/${admin.user.id}/send-reset-link`, {}, person.auth)).statusCode).toBe(403);
    expect((await post('/api/v2/user/00000000-0000-4000-8000-000000000000/send-reset-link', {}, admin.auth)).statusCode).toBe(404);
    expect((await post(`/api/v2/user/${person.user.id}/send-reset-link`, {}, admin.auth)).statusCode).toBe(202);
    const mail = await mailTo(person.user.email, /Reset your Usher password/);
    expect(mail.text).toContain('An administrator of Usher sent you this link');
    const requested = await t.context.db
      .selectFrom('es_events')
      .select(['data', 'metadata'])
      .where('stream_id', '=', `user-${person.user.id}`)
      .where('type', '=', 'UserPasswordResetRequested')
      .executeTakeFirstOrThrow();
    expect((requested.metadata as { actor: { id: string } }).actor.id).toBe(admin.user.id);
  });

  it('emails a temporary password the account must replace before anything else opens', async () => {
    const person = await t.signUp();
    expect((await post(`/api/v2/user/${admin.user.id}/default-password`, {}, person.auth)).statusCode).toBe(403);
    expect((await post('/api/v2/user/not-a-user/default-password', {}, admin.auth)).statusCode).toBe(404);
    const set = await post(`/api/v2/user/${person.user.id}/default-password`, {}, admin.auth);
    expect(set.statusCode).toBe(202);
    expect(await status(person.auth)).toBe(401);
    const temporary = /^ {4}(\S{16})$/m.exec((await mailTo(person.user.email, /temporary Usher password/)).text)![1]!;
    expect(set.body).not.toContain(temporary); // the administrator never sees it
    const signedIn = await login(person.user.email, temporary);
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().user.password_change_required).toBe(true);
    const auth = { authorization: `Bearer ${signedIn.json().access_token}` };
    expect(await status(auth)).toBe(200);
    const blocked = await t.app.inject({ method: 'GET', url: '/api/v2/events', headers: auth });
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json().code).toBe('password_change_required');
    const changed = await post('/api/auth/change-password', { current_password: temporary, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD }, auth);
    expect(changed.statusCode).toBe(200);
    expect(changed.json().data.password_change_required).toBe(false);
    expect((await t.app.inject({ method: 'GET', url: '/api/v2/events', headers: auth })).statusCode).toBe(200);
    const log = JSON.stringify(await t.context.db.selectFrom('es_events').select('data').execute());
    expect(log).not.toContain(temporary);
  });
});
