import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { createEventInBrowser, signUpInBrowser } from './support/journeys.ts';
import { productAndBrowserForThisFile } from './support/product-and-browser.ts';
import { shoot } from './support/screens.ts';

const suite = productAndBrowserForThisFile();

const administrator = { first: 'Olga', last: 'Admin', email: 'olga@usher.example', password: 'correct horse battery' };
const PLUM = '#7A1FA2';
const PLUM_RGB = 'rgb(122, 31, 162)';

const backgroundOf = (element: Locator) => element.evaluate((node) => getComputedStyle(node).backgroundColor);
/** The first visible filled control in the primary colour (a main button). */
const primaryFill = (page: Page) => page.locator('.bg-primary:visible').first();

describe('the instance theme and settings, as an administrator changes them', () => {
  it('applies a saved primary colour to every screen, the public sign-in page included, and the Support link follows the settings', async () => {
    const context = await suite.browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await signUpInBrowser(page, suite.server.baseUrl, administrator);
    await createEventInBrowser(page, { name: 'Harbour Party', date: '2099-08-01', time: '18:00' });
    const eventPage = page.url();

    // A colour too light to carry white text is named with its ratio as it is typed, and is not saved.
    await page.goto(`${suite.server.baseUrl}/admin/theme`);
    await expect.poll(() => page.title()).toBe('Theme · Usher Admin Panel | Usher');
    const primary = page.getByLabel('Primary colour', { exact: true });
    await primary.fill('#FFD700');
    await expect.poll(() => page.getByRole('alert').filter({ hasText: 'Primary colour #FFD700 has a contrast of' }).count()).toBe(1);
    const form = page.getByRole('form', { name: 'Colours' });
    expect(await form.getByRole('button', { name: 'Save' }).isDisabled()).toBe(true);

    // A readable one is saved, and this tab follows at once.
    await primary.fill(PLUM);
    await expect.poll(() => page.locator('#theme-primary-verdict').textContent()).toContain('passes WCAG AA');
    await form.getByRole('button', { name: 'Save' }).click();
    // Off the button, so its hover shade does not stand in for the colour.
    await page.mouse.move(0, 0);
    await expect.poll(() => backgroundOf(form.getByRole('button', { name: 'Save' })), { timeout: 10_000 }).toBe(PLUM_RGB);
    await shoot(page, 'e2e-admin-theme', { fullPage: true });

    // The support address, saved on the settings page, is the account menu's Support link.
    await page.goto(`${suite.server.baseUrl}/admin/settings`);
    const general = page.getByRole('form', { name: 'General' });
    await general.getByLabel('Support email').fill('help@harbour.example');
    await general.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => page.getByText('General settings saved.').count()).toBe(1);

    // Every other screen picks the theme up as it loads: the events list, an event, Account Settings.
    const other = await context.newPage();
    await other.goto(`${suite.server.baseUrl}/`);
    await expect.poll(() => backgroundOf(primaryFill(other)), { timeout: 10_000 }).toBe(PLUM_RGB);
    await other.goto(eventPage);
    await expect.poll(() => backgroundOf(primaryFill(other)), { timeout: 10_000 }).toBe(PLUM_RGB);
    await other.goto(`${suite.server.baseUrl}/account/profile`);
    await expect.poll(() => backgroundOf(primaryFill(other)), { timeout: 10_000 }).toBe(PLUM_RGB);
    await other.getByRole('button', { name: 'Account menu' }).click();
    expect(await other.getByRole('menuitem', { name: 'Support' }).getAttribute('href')).toBe('mailto:help@harbour.example');

    // Someone who never signed in sees it on the sign-in page.
    const stranger = await suite.browser.newContext({ viewport: { width: 390, height: 844 } });
    const login = await stranger.newPage();
    await login.goto(`${suite.server.baseUrl}/account/login`);
    await expect.poll(() => backgroundOf(login.getByRole('button', { name: 'Sign in' })), { timeout: 10_000 }).toBe(PLUM_RGB);
    await shoot(login, 'e2e-login-themed');

    // Reset to defaults brings the product's blue back.
    await page.goto(`${suite.server.baseUrl}/admin/theme`);
    await page.getByRole('button', { name: 'Reset to defaults' }).click();
    await page.getByRole('button', { name: 'Reset colours' }).click();
    await page.mouse.move(0, 0);
    await expect
      .poll(() => backgroundOf(page.getByRole('form', { name: 'Colours' }).getByRole('button', { name: 'Save' })), { timeout: 10_000 })
      .toBe('rgb(45, 76, 215)');

    await stranger.close();
    await context.close();
  });
});
