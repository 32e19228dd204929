import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { readConfig } from '@usher/infra/config';
import { createTestApp, type TestApp } from '@usher/infra/testing/test-app';
import { createEvent, type Auth } from '@usher/infra/testing/api-helpers';
import { signInAtTestProvider, startOidcTestProvider, type OidcTestProvider } from '@usher/infra/testing/oidc-test-provider';
import { startDnsTestServer, type DnsTestServer } from '@usher/infra/testing/dns-test-server';

/**
 * Issue 27, section 2: any founder could save a provider naming any email domain; the login form
 * then sent that domain's addresses to it, and its `email_verified: true` created verified
 * accounts, which opened the PRO host groups addressed to them in other organisations. A domain
 * now counts only once its organisation proved it (a TXT record the server finds through a real
 * DNS server here) or an administrator of the instance approved it.
 */
let t: TestApp;
let dns: DnsTestServer;
let idp: OidcTestProvider;
let admin: Awaited<ReturnType<TestApp['signUp']>>;
const callback = `${readConfig().appUrl}/account/callback-sso`;

beforeAll(async () => {
  dns = await startDnsTestServer();
  // The product asks this server, as it asks DNS_SERVERS in production (restore-environment.ts puts the variable back).
  process.env.DNS_SERVERS = dns.address;
  t = await createTestApp(inject('pgAdminUrl'));
  admin = await t.signUp({ first_name: 'Ivy', last_name: 'Instance' });
  idp = await startOidcTestProvider({
    redirectUris: [callback],
    accounts: {
      'orga-host': { email: 'host@orga.test', email_verified: true, given_name: 'Hank' },
      'acme-staff': { email: 'staff@acme.test', email_verified: true },
      'acme-unchecked': { email: 'unchecked@acme.test', email_verified: false },
      'acme-outsider': { email: 'outsider@elsewhere.test', email_verified: true },
      'member-at-idp': { email: 'someone-else@anywhere.test' },
    },
  });
});
afterAll(async () => {
  await idp?.close();
  await t?.close();
  await dns?.close();
});

const provider = (domains: string[], name = 'Company login') => ({
  kind: 'oidc',
  display_name: name,
  issuer_url: idp.url,
  client_id: idp.clientId,
  client_secret: idp.clientSecret,
  email_domains: domains,
});
const saveProvider = (auth: Auth, domains: string[], name?: string) =>
  t.app.inject({ method: 'PUT', url: '/api/organization/sso-provider', headers: auth, payload: provider(domains, name) });
const checkNow = (auth: Auth, domain: string) => t.app.inject({ method: 'POST', url: `/api/organization/sso-provider/domains/${domain}/check`, headers: auth });
const approve = (auth: Auth, organisationId: string, domain: string) =>
  t.app.inject({ method: 'POST', url: '/api/admin/sso-domains/approve', headers: auth, payload: { organisation_id: organisationId, domain } });
const methodsFor = async (identifier: string) =>
  (await t.app.inject({ method: 'GET', url: `/api/auth/user-by-identifier?identifier=${encodeURIComponent(identifier)}` })).json();
const organisationOf = async (signedUp: { user: { id: string } }) =>
  (await t.context.db.selectFrom('users').select('organisation_id').where('id', '=', signedUp.user.id).executeTakeFirstOrThrow()).organisation_id;
const domainEvents = (domain: string) =>
  t.context.db
    .selectFrom('es_events')
    .select(['type', 'data', 'metadata'])
    .where('stream_id', '=', `sso-domain-${domain}`)
    .orderBy('stream_position')
    .execute();

/** Starts at the product's sign-in for a provider, signs in at it, and follows the callback: where the product sends the browser. */
async function signInThrough(providerId: string, login: string): Promise<{ location: string; session: string | null }> {
  const started = await t.app.inject({ method: 'GET', url: `/account/login/microsoft?provider=${providerId}` });
  expect(started.statusCode, started.body).toBe(302);
  const state = started.cookies.find((cookie) => cookie.name === 'usher_sso_state')!;
  const back = await signInAtTestProvider(started.headers.location as string, login, callback);
  const finished = await t.app.inject({ method: 'GET', url: `${back.pathname}${back.search}`, headers: { cookie: `usher_sso_state=${state.value}` } });
  return { location: finished.headers.location as string, session: finished.cookies.find((cookie) => cookie.name === 'usher_session')?.value ?? null };
}

describe('a provider that names a domain it has not proved', () => {
  it("takes over nothing: another organisation's PRO host keeps their group, and no account is made for the address", async () => {
    // Organisation B hosts a PRO group for host@orga.test, who has no account yet.
    const victim = (await t.signUp({ first_name: 'Vera', last_name: 'Victim' })).auth;
    const event = await createEvent(t, victim, { name: 'Gala' });
    const group = await t.app.inject({
      method: 'POST',
      url: `/api/v2/events/${event.uuid}/host-group/add`,
      headers: victim,
      payload: { name: 'Partners', experience_type: 'pro', total_tickets: 2, hosts: { created: [{ first_name: 'Hank', email: 'host@orga.test' }] } },
    });
    expect(group.statusCode, group.body).toBe(201);
    await t.settle();

    // The attacker founds an organisation and saves a provider of their own naming orga.test.
    const attacker = (await t.signUp({ first_name: 'Mallory', last_name: 'Attacker' })).auth;
    const saved = await saveProvider(attacker, ['orga.test']);
    expect(saved.statusCode, saved.body).toBe(200);

    // The login form does not send orga.test's addresses there: the same answer as for a domain nobody names.
    expect(await methodsFor('host@orga.test')).toEqual(await methodsFor('someone@nobody-names-this.test'));
    expect((await methodsFor('host@orga.test')).methods).toEqual(['password']);

    // Straight to the provider's start: the identity it vouches for creates no account.
    const signIn = await signInThrough(saved.json().data.id, 'orga-host');
    expect(signIn).toEqual({ location: '/account/login?sso_error=domain_unproved', session: null });
    expect(await t.context.db.selectFrom('users').select('id').where('email', '=', 'host@orga.test').execute()).toEqual([]);
    // The claim itself waits for a proof the attacker cannot give.
    expect(saved.json().data.domains).toEqual([expect.objectContaining({ domain: 'orga.test', status: 'waiting' })]);
  });

  it('still signs in the organisation’s members who connected it from Account Settings', async () => {
    const member = await t.signUp({ first_name: 'Mia', last_name: 'Member' });
    const saved = await saveProvider(member.auth, ['members-only.test']);
    const link = await t.app.inject({ method: 'POST', url: '/api/auth/sso/link', headers: member.auth });
    expect(link.statusCode, link.body).toBe(200);
    const state = link.cookies.find((cookie) => cookie.name === 'usher_sso_state')!;
    const back = await signInAtTestProvider(link.json().data.redirect_url, 'member-at-idp', callback);
    const linked = await t.app.inject({ method: 'GET', url: `${back.pathname}${back.search}`, headers: { cookie: `usher_sso_state=${state.value}` } });
    expect(linked.headers.location).toBe('/account/profile?sso=connected');

    const signIn = await signInThrough(saved.json().data.id, 'member-at-idp');
    expect(signIn.location).toBe('/');
    const business = await t.app.inject({ method: 'GET', url: '/api/auth/business', headers: { authorization: `Bearer ${signIn.session}` } });
    expect(business.json().data.email).toBe(member.user.email);
  });
});

describe('claiming a domain', () => {
  it('refuses public mail services outright, and saves nothing', async () => {
    const founder = await t.signUp();
    const refused = await saveProvider(founder.auth, ['orga.test', 'Gmail.com']);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.email_domains).toEqual(['"gmail.com" is a public email service: only a domain your organisation owns can be claimed.']);
    expect((await saveProvider(founder.auth, ['outlook.com'])).statusCode).toBe(422);
    expect((await t.app.inject({ method: 'GET', url: '/api/organization/sso-provider', headers: founder.auth })).json().data).toBeNull();
    expect(await domainEvents('gmail.com')).toEqual([]);
  });

  it('is proved by the TXT record the organisation publishes, found through DNS', async () => {
    const acme = await t.signUp({ first_name: 'Ada', last_name: 'Acme' });
    const saved = await saveProvider(acme.auth, ['acme.test']);
    const [claim] = saved.json().data.domains;
    expect(claim).toMatchObject({
      domain: 'acme.test',
      status: 'waiting',
      txt_record: { name: '_usher-verification.acme.test', value: expect.stringMatching(/^usher-domain-verification=[\w-]{24}$/) },
    });
    // Saving again keeps the same record to publish.
    expect((await saveProvider(acme.auth, ['acme.test'])).json().data.domains[0].txt_record).toEqual(claim.txt_record);

    const missing = await checkNow(acme.auth, 'acme.test');
    expect(missing.statusCode).toBe(409);
    expect(missing.json()).toMatchObject({ code: 'domain_record_missing', message: expect.stringContaining('_usher-verification.acme.test') });
    dns.publishTxt(claim.txt_record.name, 'usher-domain-verification=someone-elses-token');
    expect((await checkNow(acme.auth, 'acme.test')).json().code).toBe('domain_record_missing');

    dns.publishTxt(claim.txt_record.name, claim.txt_record.value);
    const proved = await checkNow(acme.auth, 'ACME.test');
    expect(proved.statusCode, proved.body).toBe(200);
    expect(proved.json().data).toEqual({ ...claim, status: 'proved' });
    expect((await t.app.inject({ method: 'GET', url: '/api/organization/sso-provider', headers: acme.auth })).json().data.domains[0].status).toBe('proved');

    // The log holds the claim and its proof, with the public token and never the client secret.
    const events = await domainEvents('acme.test');
    expect(events.map((event) => event.type)).toEqual(['SsoDomainClaimed', 'SsoDomainProved']);
    expect(events[1]!.data).toEqual({ domain: 'acme.test', organisation_id: await organisationOf(acme), method: 'dns_txt' });
    expect(JSON.stringify(events)).not.toContain(idp.clientSecret);

    // Now the login form offers the provider to acme.test's addresses.
    expect(await methodsFor('anyone@acme.test')).toEqual({
      methods: ['sso'],
      provider: { name: 'Company login', start_url: `/account/login/microsoft?provider=${saved.json().data.id}` },
    });

    // It creates members with proved addresses in its domain, unproved ones where the provider did not check, and nobody outside it.
    const staff = await signInThrough(saved.json().data.id, 'acme-staff');
    expect(staff.location).toBe('/account/created');
    // A member without the editor's role may not prove the organisation's domains.
    expect((await checkNow({ authorization: `Bearer ${staff.session}` }, 'acme.test')).statusCode).toBe(403);
    expect(
      await t.context.db
        .selectFrom('users')
        .select(['organisation_id', 'default_event_role', 'email_verified_at'])
        .where('email', '=', 'staff@acme.test')
        .executeTakeFirstOrThrow(),
    ).toMatchObject({
      organisation_id: await organisationOf(acme),
      default_event_role: 'inactive',
      email_verified_at: expect.any(Date),
    });
    expect((await signInThrough(saved.json().data.id, 'acme-unchecked')).location).toBe('/account/created');
    expect(
      (await t.context.db.selectFrom('users').select('email_verified_at').where('email', '=', 'unchecked@acme.test').executeTakeFirstOrThrow())
        .email_verified_at,
    ).toBeNull();
    expect((await signInThrough(saved.json().data.id, 'acme-outsider')).location).toBe('/account/login?sso_error=domain_unproved');
  });

  it('answers 503 when DNS does not answer, and never takes that for a missing record', async () => {
    const founder = await t.signUp();
    const [claim] = (await saveProvider(founder.auth, ['flaky-dns.test'])).json().data.domains;
    dns.failFor(claim.txt_record.name);
    const failed = await checkNow(founder.auth, 'flaky-dns.test');
    expect(failed.statusCode).toBe(503);
    expect(failed.json().code).toBe('dns_unavailable');
    expect((await domainEvents('flaky-dns.test')).map((event) => event.type)).toEqual(['SsoDomainClaimed']);
  });

  it('leaves a domain to the first organisation that proves it, until that one lets it go', async () => {
    const first = await t.signUp();
    const second = await t.signUp();
    const [firstClaim] = (await saveProvider(first.auth, ['contested.test'])).json().data.domains;
    // Both may wait for proof; the first proof wins, and the other's claim shows it.
    expect((await saveProvider(second.auth, ['contested.test'])).json().data.domains[0].status).toBe('waiting');
    dns.publishTxt(firstClaim.txt_record.name, firstClaim.txt_record.value);
    expect((await checkNow(first.auth, 'contested.test')).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/organization/sso-provider', headers: second.auth })).json().data.domains[0].status).toBe('taken');
    expect((await checkNow(second.auth, 'contested.test')).json().code).toBe('sso_domain_taken');
    await t.settle();
    const review = (await t.app.inject({ method: 'GET', url: '/api/v2/admin/sso-domains?per_page=100', headers: admin.auth }))
      .json()
      .data.filter((claim: { domain: string }) => claim.domain === 'contested.test');
    expect(review.map((claim: { organisation_id: string; status: string }) => [claim.organisation_id, claim.status]).sort()).toEqual(
      [
        [await organisationOf(first), 'proved'],
        [await organisationOf(second), 'taken'],
      ].sort(),
    );

    // A third organisation cannot even claim it now.
    const third = await t.signUp();
    const refused = await saveProvider(third.auth, ['contested.test']);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.email_domains).toEqual(['contested.test is already proved by another organisation.']);

    // Taken off the first provider, the domain is free again: the proof went with it.
    expect((await saveProvider(first.auth, [])).statusCode).toBe(200);
    expect((await methodsFor('someone@contested.test')).methods).toEqual(['password']);
    expect((await saveProvider(third.auth, ['contested.test'])).statusCode).toBe(200);
    const events = await domainEvents('contested.test');
    expect(events.map((event) => event.type)).toEqual(['SsoDomainClaimed', 'SsoDomainClaimed', 'SsoDomainProved', 'SsoDomainReleased', 'SsoDomainClaimed']);
  });

  it('releases its domains with the provider', async () => {
    const founder = await t.signUp();
    const [claim] = (await saveProvider(founder.auth, ['removed.test'])).json().data.domains;
    dns.publishTxt(claim.txt_record.name, claim.txt_record.value);
    expect((await checkNow(founder.auth, 'removed.test')).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'DELETE', url: '/api/organization/sso-provider', headers: founder.auth })).statusCode).toBe(204);
    expect((await domainEvents('removed.test')).at(-1)!.type).toBe('SsoDomainReleased');
    expect((await methodsFor('someone@removed.test')).methods).toEqual(['password']);
  });

  it('answers 404 for a domain the organisation does not claim, and 401 to nobody', async () => {
    const founder = await t.signUp();
    await saveProvider(founder.auth, ['mine.test']);
    expect((await checkNow(founder.auth, 'not-mine.test')).statusCode).toBe(404);
    expect((await checkNow(founder.auth, 'not a domain')).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'POST', url: '/api/organization/sso-provider/domains/mine.test/check' })).statusCode).toBe(401);
    // Another organisation's claim is as unknown to them as no claim.
    expect((await checkNow((await t.signUp()).auth, 'mine.test')).statusCode).toBe(404);
  });
});

describe('an administrator of the instance', () => {
  it('approves a claim by hand, which proves it as a TXT record would', async () => {
    const founder = await t.signUp();
    const organisationId = await organisationOf(founder);
    const saved = await saveProvider(founder.auth, ['approved-by-hand.test'], 'Handmade login');
    expect((await approve(founder.auth, organisationId, 'approved-by-hand.test')).statusCode).toBe(403);
    expect((await approve(admin.auth, organisationId, 'never-claimed.test')).statusCode).toBe(404);

    const approved = await approve(admin.auth, organisationId, 'approved-by-hand.test');
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().data).toMatchObject({ domain: 'approved-by-hand.test', status: 'approved' });
    const [claimed, proved] = await domainEvents('approved-by-hand.test');
    expect(proved).toMatchObject({
      type: 'SsoDomainProved',
      data: { method: 'administrator', organisation_id: organisationId },
      metadata: { actor: { id: admin.user.id }, organisation_id: organisationId },
    });
    expect(claimed!.metadata).toMatchObject({ actor: { id: founder.user.id }, organisation_id: organisationId });
    expect((await t.app.inject({ method: 'GET', url: '/api/organization/sso-provider', headers: founder.auth })).json().data.domains[0].status).toBe(
      'approved',
    );
    expect((await methodsFor('x@approved-by-hand.test')).provider).toEqual({
      name: 'Handmade login',
      start_url: `/account/login/microsoft?provider=${saved.json().data.id}`,
    });
  });

  it('reviews every claim in the admin panel, those waiting for a proof first', async () => {
    const founder = await t.signUp({ first_name: 'Rita', last_name: 'Review' });
    const organisationId = await organisationOf(founder);
    await saveProvider(founder.auth, ['review-me.test']);
    await t.settle();
    const list = (headers: Record<string, string>) => t.app.inject({ method: 'GET', url: '/api/v2/admin/sso-domains?per_page=100', headers });
    expect((await list(founder.auth)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/v2/admin/sso-domains' })).statusCode).toBe(401);

    const before = (await list(admin.auth)).json();
    const statuses = before.data.map((claim: { status: string }) => claim.status);
    expect(statuses.slice(0, statuses.lastIndexOf('waiting') + 1).every((status: string) => ['waiting', 'taken'].includes(status))).toBe(true);
    expect(before.data.find((claim: { domain: string }) => claim.domain === 'review-me.test')).toEqual({
      domain: 'review-me.test',
      organisation_id: organisationId,
      organisation_name: null,
      status: 'waiting',
      claimed_by: { name: 'Rita Review', email: founder.user.email },
      claimed_at: expect.any(String),
      proved_at: null,
      txt_record: { name: '_usher-verification.review-me.test', value: expect.stringMatching(/^usher-domain-verification=/) },
    });
    // A released claim is gone from the list.
    expect(before.data.filter((claim: { domain: string }) => claim.domain === 'removed.test')).toEqual([]);

    const approved = await approve(admin.auth, organisationId, 'review-me.test');
    const after = (await list({ ...admin.auth, 'x-min-position': approved.json().position })).json();
    expect(after.data.find((claim: { domain: string }) => claim.domain === 'review-me.test')).toMatchObject({
      status: 'approved',
      proved_at: expect.any(String),
    });
    expect(after.meta.total).toBe(before.meta.total);
  });
});
