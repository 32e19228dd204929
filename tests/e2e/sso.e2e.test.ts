import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { startOidcTestProvider, type OidcTestProvider } from '@usher/infra/testing/oidc-test-provider';
import { signUpInBrowser } from './support/journeys.ts';
import { productAndBrowserForThisFile } from './support/product-and-browser.ts';
import { shoot } from './support/screens.ts';

const suite = productAndBrowserForThisFile();
let provider: OidcTestProvider;

// After the product (its beforeAll runs first): the provider registers the product's callback.
beforeAll(async () => {
  provider = await startOidcTestProvider({ redirectUris: [`${suite.server.baseUrl}/account/callback-sso`] });
});
afterAll(async () => {
  await provider?.close();
});

const administrator = { first: 'Olga', last: 'Admin', email: 'olga@usher.example', password: 'correct horse battery' };

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
});
