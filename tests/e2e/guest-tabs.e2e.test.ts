import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { addGuestsInBrowser, createEventInBrowser, signUpInBrowser } from './support/journeys.ts';
import { productAndBrowserForThisFile } from './support/product-and-browser.ts';
import { shoot } from './support/screens.ts';

const suite = productAndBrowserForThisFile();

const organiser = { first: 'Tess', last: 'Tabs', email: 'tess@example.com', password: 'correct horse battery' };
const guests = [
  { first: 'Ada', last: 'Lovelace', email: 'ada@example.com' },
  { first: 'Grace', last: 'Hopper', email: 'grace@example.com' },
  { first: 'Alan', last: 'Turing', email: 'alan@example.com' },
];

const rowNames = (page: Page) => page.getByTestId('guest-row').locator('td[data-column="first_name"]').allTextContents();
const visibleRowCount = (page: Page) => page.getByTestId('guest-row').count();
const headerColumns = (page: Page) => page.locator('thead th').evaluateAll((cells) => cells.map((cell) => cell.getAttribute('data-column')));

describe('attendee tabs and column settings, as an organiser uses them', () => {
  it('saves a filtered view as a tab, picks it after a reload, and keeps a hidden column hidden', async () => {
    const context = await suite.browser.newContext({ viewport: { width: 1400, height: 900 } });
    const page = await context.newPage();

    await signUpInBrowser(page, suite.server.baseUrl, organiser);

    await createEventInBrowser(page, { name: 'Tab Gala', date: '2099-12-24', time: '19:00' });
    const guestListUrl = page.url().split('?')[0]!;

    await addGuestsInBrowser(page, guests);
    await expect.poll(() => visibleRowCount(page), { timeout: 10_000 }).toBe(3);

    // Filter the list, then save what is on screen as a tab.
    await page.getByTestId('guest-search').fill('grace');
    await expect.poll(() => visibleRowCount(page), { timeout: 10_000 }).toBe(1);
    await page.getByTestId('save-view-as-tab').click();
    await page.getByLabel('Name').fill('Hoppers');
    await page.getByTestId('tab-name-submit').click();
    await expect.poll(() => page.getByTestId('attendee-tab').getAttribute('data-tab-name'), { timeout: 10_000 }).toBe('Hoppers');

    // After a reload on the unfiltered list, the tab is still there and picking it shows its guests.
    await page.goto(guestListUrl);
    await expect.poll(() => visibleRowCount(page), { timeout: 10_000 }).toBe(3);
    await page.getByRole('tab', { name: 'Hoppers' }).click();
    await expect.poll(() => visibleRowCount(page), { timeout: 10_000 }).toBe(1);
    expect(await rowNames(page)).toEqual(['Grace']);
    expect(new URL(page.url()).searchParams.get('q')).toBe('grace');
    await expect.poll(() => page.getByRole('tab', { name: 'Hoppers' }).getAttribute('aria-selected')).toBe('true');
    await page.getByRole('tab', { name: 'All Guests' }).click();
    await expect.poll(() => visibleRowCount(page), { timeout: 10_000 }).toBe(3);

    // Hide the Email column; it stays hidden after a reload.
    expect(await headerColumns(page)).toContain('email');
    await page.getByTestId('column-settings-button').click();
    await page.getByLabel('Show Email').click();
    await page.getByRole('button', { name: 'Done' }).click();
    await expect.poll(() => headerColumns(page)).not.toContain('email');
    await page.waitForLoadState('networkidle');
    await page.reload();
    await expect.poll(() => visibleRowCount(page), { timeout: 10_000 }).toBe(3);
    await expect.poll(() => headerColumns(page), { timeout: 10_000 }).not.toContain('email');
    const columns = await headerColumns(page);
    expect(columns).toContain('first_name');
    expect(columns).toContain('account_created_at');

    await shoot(page, 'views-e2e-tabs');
    await context.close();
  });
});
