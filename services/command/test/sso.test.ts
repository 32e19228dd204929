import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { hashToken } from '@usher/infra/http/tokens';
import { readConfig } from '@usher/infra/config';
import { createTestApp, type TestApp } from '@usher/infra/testing/test-app';
import { MovableClock } from '@usher/infra/testing/movable-clock';
import { signInAtTestProvider, startOidcTestProvider, type OidcTestProvider } from '@usher/infra/testing/oidc-test-provider';

// One app and three providers for the file: a generic one, an Entra look-alike and a mix-up attacker.
let t: TestApp;
// The product's clock: a sign-in attempt expires by it (the provider's tokens keep real time).
const clock = new MovableClock();
let admin: Awaited<ReturnType<TestApp['signUp']>>;
let idp: OidcTestProvider;
let entra: OidcTestProvider;
const TENANT = '72f988bf-86f1-41af-91ab-2d7cd011db47';
const callback = `${readConfig().appUrl}/account/callback-sso`;

beforeAll(async () => {
  t = await createTestApp(inject('pgAdminUrl'), { clock });
  admin = await t.signUp({ first_name: 'Olga', last_name: 'Admin' });
  idp = await startOidcTestProvider({ redirectUris: [callback], accounts: { taken: { email: 'taken@example.com' } } });
  // Entra's multi-tenant discovery publishes a template; its tokens carry the real tenant.
  entra = await startOidcTestProvider({
    redirectUris: [callback],
    issuer: `https://login.microsoftonline.com/${TENANT}/v2.0`,
    tenantId: TENANT,
    publishedIssuers: {
      '/common/v2.0': 'https://login.microsoftonline.com/{tenantid}/v2.0',
      '/organizations/v2.0': 'https://login.microsoftonline.com/{tenantid}/v2.0',
    },
  });
  process.env.SSO_ENTRA_LOGIN_URL = entra.url;
});
afterAll(async () => {
  delete process.env.SSO_ENTRA_LOGIN_URL;
  await idp?.close();
  await entra?.close();
  await t.close();
});

async function configureInstance(body: Record<string, unknown>) {
  const response = await t.app.inject({ method: 'PUT', url: '/api/admin/sso-provider', headers: admin.auth, payload: body });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
}
const generic = () => ({ kind: 'oidc', display_name: 'Company login', issuer_url: idp.url, client_id: idp.clientId, client_secret: idp.clientSecret });

/** Starts at the product, signs in at the provider, returns the callback URL and the flow cookie. */
async function throughProvider(login: string, start = '/account/login/microsoft') {
  const started = await t.app.inject({ method: 'GET', url: start });
  expect(started.statusCode, started.body).toBe(302);
  const cookie = started.cookies.find((c) => c.name === 'usher_sso_state')!;
  const back = await signInAtTestProvider(started.headers.location as string, login, callback);
  return { back, cookie: `usher_sso_state=${cookie.value}` };
}
function callbackWith(back: URL, cookie: string) {
  return t.app.inject({ method: 'GET', url: `${back.pathname}${back.search}`, headers: { cookie } });
}

describe('single sign-on with a real OpenID provider', () => {
  it('keeps the client secret out of every answer and the log, and needs an administrator', async () => {
    const saved = await configureInstance(generic());
    expect(saved).toMatchObject({ kind: 'oidc', client_secret: '•••• set', start_url: '/account/login/microsoft' });
    const read = await t.app.inject({ method: 'GET', url: '/api/admin/sso-provider', headers: admin.auth });
    expect(read.body).not.toContain(idp.clientSecret);
    const log = await t.context.db.selectFrom('es_events').select('data').where('type', '=', 'SsoProviderConfigured').execute();
    expect(JSON.stringify(log)).not.toContain(idp.clientSecret);
    expect(log.at(-1)!.data).toMatchObject({ client_secret_changed: true });

    const other = await t.signUp();
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/sso-provider' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'PUT', url: '/api/admin/sso-provider', headers: other.auth, payload: generic() })).statusCode).toBe(403);
    const bad = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/sso-provider',
      headers: admin.auth,
      payload: { kind: 'oidc', issuer_url: 'ftp://x', client_id: '' },
    });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['client_id', 'display_name', 'issuer_url']);
  });

  it('creates an account on a first sign-in, signs it in again later, and opens a session like password login', async () => {
    await configureInstance(generic());
    const first = await throughProvider('newcomer');
    const created = await callbackWith(first.back, first.cookie);
    expect(created.statusCode).toBe(302);
    expect(created.headers.location).toBe('/account/created');
    const session = created.cookies.find((c) => c.name === 'usher_session')!;
    expect(session.httpOnly).toBe(true);
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/business', headers: { authorization: `Bearer ${session.value}` } });
    // The instance's provider has no proved domain: its word does not prove the address, a code does (issue 27).
    expect(me.json().data).toMatchObject({ email: 'newcomer@example.com', email_verified: false, is_admin: false });
    await t.verifyEmail({ auth: { authorization: `Bearer ${session.value}` }, user: { email: 'newcomer@example.com' } });

    const again = await throughProvider('newcomer');
    const signedIn = await callbackWith(again.back, again.cookie);
    expect(signedIn.headers.location).toBe('/');
    expect(await t.context.db.selectFrom('users').select('id').where('email', '=', 'newcomer@example.com').execute()).toHaveLength(1);
  });

  it('refuses a state from another browser, a replayed state, an expired attempt and a wrong nonce', async () => {
    await configureInstance(generic());
    const wrongState = await throughProvider('state-person');
    expect((await callbackWith(wrongState.back, 'usher_sso_state=someone-elses')).headers.location).toBe('/account/login?sso_error=expired');

    const once = await throughProvider('replay-person');
    expect((await callbackWith(once.back, once.cookie)).headers.location).toBe('/account/created');
    expect((await callbackWith(once.back, once.cookie)).headers.location).toBe('/account/login?sso_error=expired');

    // Ten minutes at the provider, by the product's clock.
    const late = await throughProvider('late-person');
    clock.advance(10 * 60_000 + 1);
    expect((await callbackWith(late.back, late.cookie)).headers.location).toBe('/account/login?sso_error=expired');
    clock.set(new Date());
    const inTime = await throughProvider('in-time-person');
    clock.advance(9 * 60_000);
    expect((await callbackWith(inTime.back, inTime.cookie)).headers.location).toBe('/account/created');
    clock.set(new Date());

    const nonce = await throughProvider('nonce-person');
    await t.context.db
      .updateTable('sso_flows')
      .set({ nonce: 'not-the-one-sent' })
      .where('state_hash', '=', hashToken(nonce.back.searchParams.get('state')!))
      .execute();
    expect((await callbackWith(nonce.back, nonce.cookie)).headers.location).toBe('/account/login?sso_error=failed');
  });

  it('refuses ID tokens from another issuer than the configured one (mix-up)', async () => {
    // The discovery document at /mixup names itself as the issuer; the tokens are signed as the provider's real issuer.
    const attacker = await startOidcTestProvider({ redirectUris: [callback], clientId: idp.clientId, clientSecret: idp.clientSecret, publishedIssuers: {} });
    attacker.publish('/mixup', `${attacker.url}/mixup`);
    try {
      const saved = await configureInstance({ ...generic(), issuer_url: `${attacker.url}/mixup` });
      expect(saved.issuer_url).toBe(`${attacker.url}/mixup`);
      const flow = await throughProvider('mixed-up');
      expect((await callbackWith(flow.back, flow.cookie)).headers.location).toBe('/account/login?sso_error=failed');
    } finally {
      await attacker.close();
    }
  });

  it('accepts Entra multi-tenant tokens whose iss is the published template with their own tid', async () => {
    await configureInstance({
      kind: 'entra',
      display_name: 'Microsoft',
      entra_tenant: 'organizations',
      client_id: entra.clientId,
      client_secret: entra.clientSecret,
    });
    const flow = await throughProvider('entra-person');
    expect(flow.back.origin + flow.back.pathname).toBe(callback);
    expect((await callbackWith(flow.back, flow.cookie)).headers.location).toBe('/account/created');
    const identity = await t.context.db.selectFrom('user_identities').select('issuer').where('subject', '=', 'entra-person').executeTakeFirstOrThrow();
    expect(identity.issuer).toBe(`https://login.microsoftonline.com/${TENANT}/v2.0`);

    // A named tenant publishes its own issuer: a token from another directory fails its check.
    const otherTenant = '11111111-2222-3333-4444-555555555555';
    entra.publish(`/${otherTenant}/v2.0`, `https://login.microsoftonline.com/${otherTenant}/v2.0`);
    await configureInstance({
      kind: 'entra',
      display_name: 'Microsoft',
      entra_tenant: otherTenant,
      client_id: entra.clientId,
      client_secret: entra.clientSecret,
    });
    const foreign = await throughProvider('entra-stranger');
    expect((await callbackWith(foreign.back, foreign.cookie)).headers.location).toBe('/account/login?sso_error=failed');
  });

  it('refuses an unknown identity whose address already has an account, and connects it from Account Settings', async () => {
    await configureInstance(generic());
    const owner = await t.signUp({ email: 'taken@example.com' });
    const refused = await throughProvider('taken');
    expect((await callbackWith(refused.back, refused.cookie)).headers.location).toBe('/account/login?sso_error=account_exists');

    const link = await t.app.inject({ method: 'POST', url: '/api/auth/sso/link', headers: owner.auth });
    expect(link.statusCode, link.body).toBe(200);
    const cookie = link.cookies.find((c) => c.name === 'usher_sso_state')!;
    const back = await signInAtTestProvider(link.json().data.redirect_url, 'taken', callback);
    const linked = await callbackWith(back, `usher_sso_state=${cookie.value}`);
    expect(linked.headers.location).toBe('/account/profile?sso=connected');
    const identities = await t.app.inject({ method: 'GET', url: '/api/auth/sso/identities', headers: owner.auth });
    expect(identities.json().data).toEqual([expect.objectContaining({ provider_name: 'Company login', issuer: idp.url })]);

    const signIn = await throughProvider('taken');
    expect((await callbackWith(signIn.back, signIn.cookie)).headers.location).toBe('/');
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/sso/link' })).statusCode).toBe(401);
  });

  it('tells the login form how an address signs in from its domain only, the same for existing and unknown addresses', async () => {
    await configureInstance(generic());
    const ask = (identifier: string) => t.app.inject({ method: 'GET', url: `/api/auth/user-by-identifier?identifier=${encodeURIComponent(identifier)}` });
    const existing = await ask(admin.user.email);
    const unknown = await ask('nobody-at-all@example.com');
    expect(existing.statusCode).toBe(200);
    expect(existing.json()).toEqual(unknown.json());
    expect(existing.json()).toEqual({ methods: ['password', 'sso'], provider: { name: 'Company login', start_url: '/account/login/microsoft' } });

    const editor = await t.signUp();
    const org = await t.app.inject({
      method: 'PUT',
      url: '/api/organization/sso-provider',
      headers: editor.auth,
      payload: { ...generic(), display_name: 'Acme SSO', email_domains: ['acme.test'] },
    });
    expect(org.statusCode, org.body).toBe(200);
    // Named but not proved: the form keeps to password and the instance's provider (sso-domains.test.ts proves domains).
    expect((await ask('someone@acme.test')).json()).toEqual(unknown.json());
    const organisationId = (await t.context.db.selectFrom('users').select('organisation_id').where('id', '=', editor.user.id).executeTakeFirstOrThrow())
      .organisation_id;
    const approved = await t.app.inject({
      method: 'POST',
      url: '/api/admin/sso-domains/approve',
      headers: admin.auth,
      payload: { organisation_id: organisationId, domain: 'acme.test' },
    });
    expect(approved.statusCode, approved.body).toBe(200);
    expect((await ask('someone@acme.test')).json()).toEqual({
      methods: ['sso'],
      provider: { name: 'Acme SSO', start_url: `/account/login/microsoft?provider=${org.json().data.id}` },
    });
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/user-by-identifier?identifier=%00' })).statusCode).toBe(422);
  });
});
