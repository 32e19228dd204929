import { describe, expect, it } from 'vitest';
import { parseCsv } from '@usher/domain/guest-import/parse-csv';
import type { Page } from 'playwright-core';
import { addGuestsInBrowser, createEventInBrowser, signUpInBrowser } from './support/journeys.ts';
import { productAndBrowserForThisFile } from './support/product-and-browser.ts';
import { shoot } from './support/screens.ts';
import { untilLive } from './support/live.ts';
import { downloadedText } from './support/downloads.ts';

const suite = productAndBrowserForThisFile();

const organiser = { first: 'Ana', last: 'Ruiz', email: 'ana@example.com', password: 'correct horse battery' };
const guests = [
  { first: 'Ada', last: 'Lovelace', email: 'ada@example.com' },
  { first: 'Grace', last: 'Hopper', email: 'grace@example.com' },
  { first: 'Alan', last: 'Turing', email: 'alan@example.com' },
];

async function statValue(page: Page, testId: string): Promise<string | null> {
  return page.getByTestId(testId).getAttribute('data-value');
}

async function expectStat(page: Page, testId: string, value: string): Promise<void> {
  await expect.poll(() => statValue(page, testId), { timeout: 10_000 }).toBe(value);
}

describe('guest list, as an organiser uses it', () => {
  it('signs up, creates an event, adds three guests, checks one in, and a second screen sees it live', async () => {
    const context = await suite.browser.newContext({ viewport: { width: 1280, height: 900 }, acceptDownloads: true });
    const page = await context.newPage();

    await signUpInBrowser(page, suite.server.baseUrl, organiser);

    await createEventInBrowser(page, { name: 'Winter Gala', date: '2099-12-24', time: '19:00' });
    const guestListUrl = page.url();
    await expect.poll(() => page.title()).toMatch(/\| Usher$/);

    await addGuestsInBrowser(page, guests);
    await expect.poll(() => page.getByTestId('guest-row').count(), { timeout: 10_000 }).toBe(3);
    await expectStat(page, 'stat-total', '3');
    await expectStat(page, 'stat-checked-in', '0');
    await expectStat(page, 'stat-not-checked-in', '3');

    // A second screen (the same organiser on the door's tablet) opens the same guest list.
    const door = await suite.browser.newContext({ viewport: { width: 1280, height: 900 } });
    const doorPage = await door.newPage();
    await doorPage.goto(`${suite.server.baseUrl}/account/login`);
    await doorPage.getByLabel('Email').fill(organiser.email);
    await doorPage.getByLabel('Password').fill(organiser.password);
    await doorPage.getByRole('button', { name: 'Sign in' }).click();
    await doorPage.waitForURL(`${suite.server.baseUrl}/`);
    await doorPage.goto(guestListUrl);
    await expect.poll(() => doorPage.getByTestId('guest-row').count(), { timeout: 10_000 }).toBe(3);
    await expectStat(doorPage, 'stat-checked-in', '0');
    // Marks this page load: a reload would wipe it.
    await doorPage.evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true));
    // Live before the change happens: its subscription is answered.
    await untilLive(doorPage);

    await page.getByRole('button', { name: 'Check in Ada Lovelace' }).click();
    await expectStat(page, 'stat-checked-in', '1');
    await expectStat(page, 'stat-not-checked-in', '2');
    await expect.poll(() => page.getByRole('button', { name: 'Undo check-in for Ada Lovelace' }).count()).toBe(1);

    await expectStat(doorPage, 'stat-checked-in', '1');
    await expectStat(doorPage, 'stat-not-checked-in', '2');
    await expect.poll(() => doorPage.getByRole('button', { name: 'Undo check-in for Ada Lovelace' }).count()).toBe(1);
    expect(await doorPage.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);

    // Export the list as CSV from the menu, and read the downloaded file back.
    await page.getByTestId('export-guests').click();
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('menuitem', { name: 'CSV file' }).click()]);
    const file = await downloadedText(download);
    const sheet = parseCsv(file.replace(/^\uFEFF/, ''));
    expect(sheet.rows.map((row) => row[0]).sort()).toEqual(['Ada', 'Alan', 'Grace']);
    const checkedInColumn = sheet.headers.indexOf('Checked In');
    expect(sheet.rows.find((row) => row[0] === 'Ada')![checkedInColumn]).toBe('Yes');

    await shoot(page, 'e2e-guest-list');
    await door.close();
    await context.close();
  });

  it('shows the 404 page for an unknown address', async () => {
    const context = await suite.browser.newContext();
    const page = await context.newPage();
    await page.goto(`${suite.server.baseUrl}/account/login`);
    await page.goto(`${suite.server.baseUrl}/no/such/page`);
    await expect.poll(() => page.getByText('This page could not be found').count(), { timeout: 10_000 }).toBeGreaterThan(0);
    await context.close();
  });
});
