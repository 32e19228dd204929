import { describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { signUpInBrowser } from './support/journeys.ts';
import { productAndBrowserForThisFile } from './support/product-and-browser.ts';
import { shoot } from './support/screens.ts';

const suite = productAndBrowserForThisFile();

const administrator = { first: 'Olga', last: 'Admin', email: 'olga@usher.example', password: 'correct horse battery' };
const organiser = { first: 'Sam', last: 'Sessions', email: 'sam@example.com', password: 'another horse battery' };

async function signInInBrowser(page: Page, email: string, password: string): Promise<void> {
  await page.goto(`${suite.server.baseUrl}/account/login`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

async function newPage(browser: Browser, userAgent?: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, ...(userAgent && { userAgent }) });
  return context.newPage();
}

describe('where you are signed in, and an administrator disabling an account', () => {
  it('signs in from two browsers, signs the other out from the list, and a disabled account cannot sign in', async () => {
    // The first account of an empty instance administers it.
    const adminPage = await newPage(suite.browser);
    await signUpInBrowser(adminPage, suite.server.baseUrl, administrator);

    const laptop = await newPage(suite.browser);
    await signUpInBrowser(laptop, suite.server.baseUrl, organiser);
    const phone = await newPage(
      suite.browser,
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
    );
    await signInInBrowser(phone, organiser.email, organiser.password);
    await phone.waitForURL(`${suite.server.baseUrl}/`);

    // Both sessions are listed on the laptop, this one marked.
    await laptop.goto(`${suite.server.baseUrl}/account/profile`);
    const sessions = laptop.getByTestId('signed-in-session');
    await expect.poll(() => sessions.count(), { timeout: 10_000 }).toBe(2);
    expect(await sessions.filter({ hasText: 'This device' }).count()).toBe(1);
    const phoneRow = sessions.filter({ hasText: 'on Android' });
    expect(await phoneRow.textContent()).toContain('Chrome 131 on Android');
    await shoot(laptop, 'e2e-sessions-list', { fullPage: true });

    await phoneRow.getByRole('button', { name: /^Sign out Chrome 131 on Android/ }).click();
    await expect.poll(() => sessions.count(), { timeout: 10_000 }).toBe(1);

    // The phone's next step finds its session over, and lands on the login page.
    await phone.goto(`${suite.server.baseUrl}/`);
    await phone.waitForURL(/\/account\/login/, { timeout: 10_000 });

    // The administrator disables the account: its laptop session ends too, and signing in is refused.
    await adminPage.goto(`${suite.server.baseUrl}/admin/users`);
    await adminPage.getByLabel('Search users').fill('sam');
    await expect.poll(() => adminPage.getByTestId('admin-user-row').count(), { timeout: 10_000 }).toBe(1);
    await adminPage.getByRole('button', { name: 'Actions for Sam Sessions' }).click();
    await adminPage.getByRole('menuitem', { name: 'Disable account' }).click();
    await adminPage.getByRole('button', { name: 'Disable account' }).click();
    await expect.poll(() => adminPage.getByTestId('admin-user-row').textContent(), { timeout: 10_000 }).toContain('Disabled');
    await shoot(adminPage, 'e2e-admin-user-disabled', { fullPage: true });

    await laptop.reload();
    await laptop.waitForURL(/\/account\/login/, { timeout: 10_000 });
    await signInInBrowser(laptop, organiser.email, organiser.password);
    await expect.poll(() => laptop.getByText('This account has been disabled').count(), { timeout: 10_000 }).toBe(1);
    expect(new URL(laptop.url()).pathname).toBe('/account/login');

    await Promise.all([adminPage, laptop, phone].map((page) => page.context().close()));
  });
});
