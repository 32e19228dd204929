import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { createEventInBrowser, signUpInBrowser } from './support/journeys.ts';
import { productAndBrowserForThisFile } from './support/product-and-browser.ts';
import { shoot } from './support/screens.ts';
import { untilSettled } from './support/settled.ts';

const suite = productAndBrowserForThisFile();

const organiser = { first: 'Dora', last: 'Departing', email: 'dora@example.com', password: 'correct horse battery' };

const shot = (page: Page, name: string) => shoot(page, name, { fullPage: true });

describe("deleting one's own account, as an organiser does it", () => {
  it('asks for the password, says when it is wrong, then deletes the account and signs out; the address no longer signs in', async () => {
    const context = await suite.browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await signUpInBrowser(page, suite.server.baseUrl, organiser);
    await createEventInBrowser(page, { name: 'Farewell Gala', date: '2099-10-10', time: '19:00' });

    await page.goto(`${suite.server.baseUrl}/account/profile`);
    await page.getByRole('button', { name: 'Delete account…' }).waitFor();
    // The cards above (photo, sign-in, sessions, phone) fill in on their own and push this button down.
    await untilSettled(page);
    await shot(page, 'delete-account-section');
    await page.getByRole('button', { name: 'Delete account…' }).click();
    const form = page.getByRole('form', { name: 'Delete account' });
    await form.getByLabel('Your password').fill('not my password');
    await form.getByRole('button', { name: 'Delete my account' }).click();
    await expect.poll(() => form.getByText('The password is incorrect.').count()).toBe(1);
    await shot(page, 'delete-account-wrong-password');

    await form.getByLabel('Your password').fill(organiser.password);
    await form.getByRole('button', { name: 'Delete my account' }).click();
    await page.waitForURL((url) => !url.pathname.startsWith('/account/profile'));
    await shot(page, 'delete-account-done');

    const login = await fetch(`${suite.server.baseUrl}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: organiser.email, password: organiser.password }),
    });
    expect(login.status).toBe(422);
    await context.close();
  });
});
