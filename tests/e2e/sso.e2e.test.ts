import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { startOidcTestProvider, type OidcTestProvider } from '@usher/infra/testing/oidc-test-provider';
import { startDnsTestServer, type DnsTestServer } from '@usher/infra/testing/dns-test-server';
import { signUpInBrowser } from './support/journeys.ts';
import { productAndBrowserForThisFile } from './support/product-and-browser.ts';
import { shoot } from './support/screens.ts';

// Before the product (hooks run in the order they are registered): the product asks this DNS server for TXT records.
let dns: DnsTestServer;
beforeAll(async () => {
  dns = await startDnsTestServer();
  process.env.DNS_SERVERS = dns.address;
});
afterAll(async () => {
  delete process.env.DNS_SERVERS;
  await dns?.close();
});

const suite = productAndBrowserForThisFile();
let provider: OidcTestProvider;

// After the product (its beforeAll runs first): the provider registers the product's callback.
beforeAll(async () => {
  provider = await startOidcTestProvider({
    redirectUris: [`${suite.server.baseUrl}/account/callback-sso`],
    accounts: { 'acme-staff': { email: 'staff@acme.test', email_verified: true, given_name: 'Sam', family_name: 'Staff' } },
  });
});
afterAll(async () => {
  await provider?.close();
});

const administrator = { first: 'Olga', last: 'Admin', email: 'olga@usher.example', password: 'correct horse battery' };
const founder = { first: 'Fay', last: 'Founder', email: 'fay@acme.test', password: 'correct horse battery' };

/** The provider's development sign-in page: any login, any password. */
async function signInAtProvider(page: Page, login: string) {
  await page.waitForURL((url) => url.origin === provider.url);
  await page.locator('input[name="login"]').fill(login);
  await page.locator('input[name="password"]').fill('any password');
  await page.locator('button[type="submit"]').click();
}

describe('single sign-on against a local OpenID provider', () => {
  it('an administrator sets it up, connects their account, and signs in with it in a fresh browser', async () => {
    const context = await suite.browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await signUpInBrowser(page, suite.server.baseUrl, administrator);

    await page.goto(`${suite.server.baseUrl}/admin/settings`);
    await page.getByLabel('Provider').selectOption('oidc');
    await page.getByLabel('Name on the sign-in button').fill('Company login');
    await page.getByLabel('Issuer URL').fill(provider.url);
    await page.getByLabel('Client ID').fill(provider.clientId);
    await page.getByLabel('Client secret').fill(provider.clientSecret);
    await page.getByRole('button', { name: 'Save single sign-on' }).click();
    await expect.poll(() => page.getByText('Single sign-on saved.').count(), { timeout: 10_000 }).toBeGreaterThan(0);
    // The secret never comes back: the field shows that one is set.
    await page.reload();
    await expect.poll(() => page.getByLabel('Client secret').getAttribute('placeholder'), { timeout: 10_000 }).toBe('•••• set');
    await shoot(page, 'e2e-sso-admin-settings', { fullPage: true });

    // Account Settings: connect the provider's account to this one.
    await page.goto(`${suite.server.baseUrl}/account/profile`);
    await page.getByRole('button', { name: 'Connect single sign-on' }).click();
    await signInAtProvider(page, 'olga-at-company');
    await page.waitForURL((url) => url.pathname === '/account/profile');
    await expect.poll(() => page.getByText('Single sign-on is connected').count(), { timeout: 10_000 }).toBe(1);
    await context.close();

    // A browser with no session: the login page offers the provider, which brings Olga back signed in.
    const fresh = await suite.browser.newContext({ viewport: { width: 1280, height: 900 } });
    const signIn = await fresh.newPage();
    await signIn.goto(`${suite.server.baseUrl}/account/login`);
    await signIn.getByRole('link', { name: /Sign in with single sign-on/ }).click();
    await signInAtProvider(signIn, 'olga-at-company');
    await signIn.waitForURL(`${suite.server.baseUrl}/`);
    await signIn.goto(`${suite.server.baseUrl}/account/profile`);
    await expect.poll(() => signIn.getByText(administrator.email).count(), { timeout: 10_000 }).toBeGreaterThan(0);
    await shoot(signIn, 'e2e-sso-signed-in', { fullPage: true });
    await fresh.close();
  });

  it('an organisation proves one domain by its DNS record, the administrator approves another, and the login form offers its sign-in to their addresses', async () => {
    const context = await suite.browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await signUpInBrowser(page, suite.server.baseUrl, founder);
    await page.goto(`${suite.server.baseUrl}/organization`);
    await page.getByLabel('Provider').selectOption('oidc');
    await page.getByLabel('Name on the sign-in button').fill('Acme login');
    await page.getByLabel('Issuer URL').fill(provider.url);
    await page.getByLabel('Client ID').fill(provider.clientId);
    await page.getByLabel('Client secret').fill(provider.clientSecret);
    await page.getByLabel('Email domains').fill('acme.test, acme-labs.test');
    await page.getByRole('button', { name: 'Save single sign-on' }).click();

    // Members who connected it have their own link, proved domain or not.
    await expect.poll(() => page.getByText(/\/account\/login\/microsoft\?provider=/).count(), { timeout: 10_000 }).toBe(1);
    // Each domain waits for its proof, with the TXT record to publish.
    const proofs = page.getByRole('region', { name: 'Domain proofs' });
    await expect.poll(() => proofs.getByText('Waiting for proof').count(), { timeout: 10_000 }).toBe(2);
    const recordName = '_usher-verification.acme.test';
    await expect.poll(() => proofs.getByText(recordName, { exact: true }).count()).toBe(1);
    const acmeRow = proofs.getByRole('listitem').filter({ has: page.getByText('acme.test', { exact: true }) });
    const recordValue = (await acmeRow.locator('code').nth(1).textContent())!;
    expect(recordValue).toMatch(/^usher-domain-verification=/);

    // Checked before the record is published: it says what is missing.
    await page.getByRole('button', { name: 'Check acme.test now' }).click();
    await expect.poll(() => acmeRow.getByRole('alert').textContent()).toContain('No TXT record');
    await page.screenshot({ path: '.tmp/screens/e2e-sso-domains-waiting.png', fullPage: true }).catch(() => undefined);

    dns.publishTxt(recordName, recordValue);
    await page.getByRole('button', { name: 'Check acme.test now' }).click();
    await expect.poll(() => acmeRow.getByText('Proved', { exact: true }).count()).toBe(1);
    await page.setViewportSize({ width: 390, height: 844 });
    await proofs.scrollIntoViewIfNeeded();
    await page.screenshot({ path: '.tmp/screens/e2e-sso-domains-390.png', fullPage: true }).catch(() => undefined);
    await context.close();

    // The administrator approves the other domain by hand in the admin panel.
    const adminContext = await suite.browser.newContext({ viewport: { width: 1280, height: 900 } });
    const adminPage = await adminContext.newPage();
    await adminPage.goto(`${suite.server.baseUrl}/account/login`);
    await adminPage.getByLabel('Email').fill(administrator.email);
    await adminPage.getByLabel('Password').fill(administrator.password);
    await adminPage.getByRole('button', { name: 'Sign in' }).click();
    await adminPage.waitForURL(`${suite.server.baseUrl}/`);
    await adminPage.goto(`${suite.server.baseUrl}/admin/settings`);
    const review = adminPage.getByRole('listitem').filter({ hasText: 'acme-labs.test' });
    await expect.poll(() => review.getByText('Waiting for proof').count(), { timeout: 10_000 }).toBe(1);
    await expect.poll(() => adminPage.getByRole('listitem').filter({ hasText: 'acme.test' }).filter({ hasText: 'Proved' }).count()).toBeGreaterThan(0);
    await expect.poll(() => review.textContent()).toContain(founder.email);
    await adminPage.screenshot({ path: '.tmp/screens/e2e-sso-domain-review.png', fullPage: true }).catch(() => undefined);
    await review.getByRole('button', { name: /^Approve acme-labs.test/ }).click();
    await adminPage.getByTestId('confirm-dialog-ok').click();
    await expect.poll(() => review.getByText('Approved by administrator').count()).toBe(1);
    await adminPage.setViewportSize({ width: 390, height: 844 });
    await review.scrollIntoViewIfNeeded();
    await adminPage.screenshot({ path: '.tmp/screens/e2e-sso-domain-review-390.png', fullPage: true }).catch(() => undefined);
    await adminContext.close();

    // A stranger with an address of the proved domain is offered the organisation's sign-in, which opens their account.
    const fresh = await suite.browser.newContext({ viewport: { width: 1280, height: 900 } });
    const signIn = await fresh.newPage();
    await signIn.goto(`${suite.server.baseUrl}/account/login`);
    await signIn.getByLabel('Email').fill('staff@acme.test');
    const offered = signIn.getByRole('link', { name: 'Sign in with single sign-on (Acme login)' });
    await expect.poll(() => offered.count(), { timeout: 10_000 }).toBe(1);
    await offered.click();
    await signInAtProvider(signIn, 'acme-staff');
    await signIn.waitForURL((url) => url.pathname === '/account/created');
    await fresh.close();
  });
});
