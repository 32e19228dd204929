import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestApp, type TestApp } from '@usher/infra/testing/test-app';
import { startTestSmtpServer, type TestSmtpServer } from '@usher/infra/testing/test-smtp-server';
import type { Auth } from '@usher/infra/testing/api-helpers';

let t: TestApp;
let smtp: TestSmtpServer;
let founder: Auth;
let stranger: Auth;

type Headers = Auth | Record<string, never>;
const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, headers: Headers = founder, payload?: object) =>
  t.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload }) });
/** Reads wait for the write's position, as the dashboard's do. */
const read = async (url: string, headers: Headers = founder) => {
  await t.settle();
  return call('GET', url, headers);
};

beforeAll(async () => {
  smtp = await startTestSmtpServer();
  Object.assign(process.env, smtp.env, { APP_URL: 'http://usher.test' });
  t = await createTestApp(inject('pgAdminUrl'));
  await t.signUp(); // the instance's administrator
  founder = (await t.signUp({ first_name: 'Fay', last_name: 'Founder' })).auth;
  stranger = (await t.signUp({ first_name: 'Sam', last_name: 'Stranger' })).auth;
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

describe('the organisation profile', () => {
  it('starts unnamed at the first onboarding step, in US/Eastern, editable by its founder', async () => {
    const response = await read('/api/v2/organizations');
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ name: null, logo_src: null, timezone: 'US/Eastern', onboarding_step: 'profile', can_edit: true });
  });

  it('saves name and time zone, and reads them back from the read model', async () => {
    const response = await call('POST', '/api/v2/organizations', founder, { name: '  Harbour Events  ', timezone: 'Europe/London' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({ name: 'Harbour Events', timezone: 'Europe/London', logo_media_id: null });
    expect((await read('/api/v2/organizations')).json().data).toMatchObject({ name: 'Harbour Events', timezone: 'Europe/London' });
    // Another organisation sees its own, never this one.
    expect((await read('/api/v2/organizations', stranger)).json().data.name).toBeNull();
  });

  it('answers 422 with field errors for a missing name, an unknown time zone or unsafe text', async () => {
    const blank = await call('POST', '/api/v2/organizations', stranger, { name: ' ', timezone: 'Mars/Olympus' });
    expect(blank.statusCode).toBe(422);
    expect(blank.json().errors).toEqual({ name: ['The organisation name is required.'], timezone: ['The selected time zone is invalid.'] });
    const control = await call('POST', '/api/v2/organizations', stranger, { name: 'Bad\u0000name' });
    expect(control.statusCode).toBe(422);
    expect(Object.keys(control.json().errors)).toEqual(['name']);
  });

  it("refuses a logo from another organisation's library as if it did not exist (404)", async () => {
    const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
    const boundary = 'orgtest';
    const upload = await t.app.inject({
      method: 'POST',
      url: '/api/v2/media',
      headers: { ...stranger, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: Buffer.concat([
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="s.png"\r\nContent-Type: image/png\r\n\r\n`),
        png,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]),
    });
    expect(upload.statusCode, upload.body).toBe(201);
    const response = await call('POST', '/api/v2/organizations', founder, { name: 'Harbour Events', logo_media_id: upload.json().data.id });
    expect(response.statusCode).toBe(404);
  });

  it('answers 401 without a session', async () => {
    expect((await call('GET', '/api/v2/organizations', {})).statusCode).toBe(401);
    expect((await call('POST', '/api/v2/organizations', {}, { name: 'X' })).statusCode).toBe(401);
  });
});

describe('addresses', () => {
  it('adds, lists, changes and removes an address, with the state and country named from their codes', async () => {
    const added = await call('POST', '/api/v2/addresses', founder, {
      name: 'Head office',
      address: '1 Quay Street',
      city: 'Boston',
      postal_code: '02110',
      state_region_code: 'ma',
    });
    expect(added.statusCode, added.body).toBe(201);
    const address = added.json().data;
    expect(address).toMatchObject({
      name: 'Head office',
      state_region_code: 'MA',
      state_region: 'Massachusetts',
      country_code: 'US',
      country: 'United States',
    });

    const changed = await call('PUT', `/api/v2/addresses/${address.id}`, founder, {
      country_code: 'GB',
      state_region_code: null,
      state_region: 'Greater London',
      city: 'London',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().data).toMatchObject({
      address: '1 Quay Street',
      city: 'London',
      country_code: 'GB',
      country: 'United Kingdom',
      state_region: 'Greater London',
    });
    expect((await read('/api/v2/addresses')).json().data).toEqual([changed.json().data]);

    expect((await call('DELETE', `/api/v2/addresses/${address.id}`)).statusCode).toBe(204);
    expect((await read('/api/v2/addresses')).json().data).toEqual([]);
    expect((await call('DELETE', `/api/v2/addresses/${address.id}`)).statusCode).toBe(404);
  });

  it('answers 422 for a country or US state code outside the lists, and keeps the address as it was (issue 28)', async () => {
    const country = await call('POST', '/api/v2/addresses', founder, { city: 'Nowhere', country_code: 'XX' });
    expect(country.statusCode, country.body).toBe(422);
    expect(country.json().errors).toEqual({ country_code: ['Country code is invalid.'] });
    const state = await call('POST', '/api/v2/addresses', founder, { city: 'Nowhere', state_region_code: 'XX' });
    expect(state.statusCode, state.body).toBe(422);
    expect(state.json().errors).toEqual({ state_region_code: ['State code is invalid.'] });
    const address = (await call('POST', '/api/v2/addresses', founder, { city: 'Boston', state_region_code: 'MA' })).json().data;
    const changed = await call('PUT', `/api/v2/addresses/${address.id}`, founder, { state_region_code: 'ZZ' });
    expect(changed.statusCode, changed.body).toBe(422);
    expect(changed.json().errors).toEqual({ state_region_code: ['State code is invalid.'] });
    expect((await call('DELETE', `/api/v2/addresses/${address.id}`)).statusCode).toBe(204);
  });

  it("answers 422 for an address with nothing in it, and 404 for another organisation's", async () => {
    const empty = await call('POST', '/api/v2/addresses', founder, { address: '  ' });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors.address).toEqual(['Give at least a name, a street address or a city.']);
    const theirs = (await call('POST', '/api/v2/addresses', stranger, { city: 'Salem' })).json().data.id;
    expect((await call('PUT', `/api/v2/addresses/${theirs}`, founder, { city: 'Lynn' })).statusCode).toBe(404);
    expect((await call('DELETE', `/api/v2/addresses/${theirs}`, founder)).statusCode).toBe(404);
    expect((await call('PUT', '/api/v2/addresses/not-a-uuid', founder, { city: 'Lynn' })).statusCode).toBe(404);
  });
});

describe('onboarding and teammates', () => {
  it('remembers the step reached, and "done" ends it', async () => {
    expect((await call('POST', '/api/v2/organizations/onboarding', founder, { step: 'teammates', skipped: true })).statusCode).toBe(200);
    expect((await read('/api/v2/organizations')).json().data.onboarding_step).toBe('teammates');
    expect((await call('POST', '/api/v2/organizations/onboarding', founder, { step: 'later' })).statusCode).toBe(422);
  });

  it('invites a teammate by email, who joins the organisation with that role once they prove the address', async () => {
    const invited = await call('POST', '/api/v2/organizations/invitations', founder, {
      emails: ['Tia@Example.org', 'tia@example.org'],
      default_event_role: 'viewer',
    });
    expect(invited.statusCode, invited.body).toBe(201);
    expect(invited.json().data).toEqual([expect.objectContaining({ email: 'tia@example.org', default_event_role: 'viewer' })]);
    const mail = await smtp.waitFor((m) => m.to.includes('tia@example.org'));
    expect(mail.email.subject).toBe('You were invited to join Harbour Events on Usher');
    expect(mail.email.text).toContain('Fay Founder invited you to join Harbour Events on Usher, as Viewer on its events.');
    expect(mail.email.text).toContain('http://usher.test/account/signup?email=tia%40example.org');

    const tia = await t.signUp({ first_name: 'Tia', last_name: 'Teammate', email: 'tia@example.org' });
    // Before proving the address, nothing opens and the role waits.
    expect(
      (await call('GET', '/api/v2/organizations/members', founder)).json().data.find((m: { email: string }) => m.email === 'tia@example.org')
        .default_event_role,
    ).toBe('inactive');
    await t.verifyEmail(tia);
    const members = (await call('GET', '/api/v2/organizations/members', founder)).json();
    expect(members.data.map((m: { full_name: string; default_event_role: string }) => [m.full_name, m.default_event_role])).toEqual([
      ['Fay Founder', 'editor'],
      ['Tia Teammate', 'viewer'],
    ]);
    expect(members.pending).toEqual([]);
    // A viewer may look at the organisation but not change it, and has nothing to set up.
    expect((await read('/api/v2/organizations', tia.auth)).json().data).toMatchObject({ name: 'Harbour Events', can_edit: false, onboarding_step: 'done' });
    expect((await call('POST', '/api/v2/organizations', tia.auth, { name: 'Mine now' })).statusCode).toBe(403);
    expect((await call('POST', '/api/v2/addresses', tia.auth, { city: 'Boston' })).statusCode).toBe(403);

    // An editor changes the member's default role; their own stays.
    const tiaId = members.data.find((m: { full_name: string }) => m.full_name === 'Tia Teammate').id;
    const founderId = members.data.find((m: { is_you: boolean }) => m.is_you).id;
    const promoted = await call('POST', `/api/v2/organizations/members/${tiaId}/role`, founder, { default_event_role: 'editor' });
    expect(promoted.statusCode, promoted.body).toBe(200);
    expect((await read('/api/v2/organizations', tia.auth)).json().data.can_edit).toBe(true);
    expect((await call('POST', `/api/v2/organizations/members/${founderId}/role`, founder, { default_event_role: 'viewer' })).statusCode).toBe(422);
    expect((await call('POST', `/api/v2/organizations/members/${tiaId}/role`, stranger, { default_event_role: 'viewer' })).statusCode).toBe(404);
  });

  it('answers 422 for a bad address and 429 once an organisation has sent too many invitations in an hour', async () => {
    const bad = await call('POST', '/api/v2/organizations/invitations', stranger, { emails: ['not-an-address'] });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors)).toEqual(['emails.0']);
    const batch = (from: number) => Array.from({ length: 20 }, (_, index) => `guest${from + index}@example.net`);
    expect((await call('POST', '/api/v2/organizations/invitations', stranger, { emails: batch(0) })).statusCode).toBe(201);
    expect((await call('POST', '/api/v2/organizations/invitations', stranger, { emails: batch(20) })).statusCode).toBe(201);
    const over = await call('POST', '/api/v2/organizations/invitations', stranger, { emails: batch(40) });
    expect(over.statusCode).toBe(429);
  });
});
