import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { Secret, TOTP } from 'otpauth';
import { signUpInBrowser } from './support/journeys.ts';
import { productAndBrowserForThisFile } from './support/product-and-browser.ts';
import { shoot } from './support/screens.ts';

const suite = productAndBrowserForThisFile();

const organiser = { first: 'Tove', last: 'Twofactor', email: 'tove@example.com', password: 'correct horse battery' };

const shot = (page: Page, name: string) => shoot(page, name, { fullPage: true });

/** What an authenticator app holding this key shows, `stepsAhead` 30-second steps from now. */
function appCode(key: string, stepsAhead = 0): string {
  return new TOTP({ secret: Secret.fromBase32(key) }).generate({ timestamp: Date.now() + stepsAhead * 30_000 });
}

async function signOut(page: Page): Promise<void> {
  await page.goto(`${suite.server.baseUrl}/account/logout`);
  await page.waitForURL((url) => url.pathname === '/account/login');
}

async function passwordStep(page: Page): Promise<void> {
  await page.goto(`${suite.server.baseUrl}/account/login`);
  await page.getByLabel('Email').fill(organiser.email);
  await page.getByLabel('Password').fill(organiser.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByText('Enter the code from your authenticator app.').waitFor();
}

describe('two-factor authentication, as an organiser turns it on and signs in with it', () => {
  it('turns on an authenticator app from the key on screen, then signs in with a computed code and with a recovery code', async () => {
    const context = await suite.browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await signUpInBrowser(page, suite.server.baseUrl, organiser);

    await page.goto(`${suite.server.baseUrl}/account/profile`);
    await page.getByRole('button', { name: 'Turn on two-factor authentication' }).click();
    const keyOnScreen = page.getByTestId('two-factor-secret');
    await keyOnScreen.waitFor();
    const key = (await keyOnScreen.innerText()).replace(/\s+/g, '');
    await shot(page, 'two-factor-scan');
    await page.getByLabel('Code from the app').fill(appCode(key));
    await page.getByRole('button', { name: 'Turn on', exact: true }).click();
    const codesList = page.getByRole('list', { name: 'Recovery codes' });
    await codesList.waitFor();
    const recoveryCodes = (await codesList.getByRole('listitem').allInnerTexts()).map((code) => code.trim());
    expect(recoveryCodes).toHaveLength(10);
    await shot(page, 'two-factor-recovery-codes');
    await page.getByRole('button', { name: 'I saved my codes' }).click();
    await expect.poll(() => page.getByText('10 recovery codes left.').count()).toBe(1);

    // The code that turned it on was used in this 30-second step: the next step's code (one step of drift is allowed) signs in.
    await signOut(page);
    await passwordStep(page);
    await shot(page, 'two-factor-challenge');
    await page.getByLabel('Authentication code').fill(appCode(key, 1));
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL(`${suite.server.baseUrl}/`);

    await signOut(page);
    await passwordStep(page);
    await page.getByRole('button', { name: 'Use a recovery code' }).click();
    await page.getByLabel('Recovery code').fill(recoveryCodes[0]!);
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL(`${suite.server.baseUrl}/`);

    await page.goto(`${suite.server.baseUrl}/account/profile`);
    await expect.poll(() => page.getByText('9 recovery codes left.').count()).toBe(1);
    await context.close();
  });
});
