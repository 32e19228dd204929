import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { addGuestsInBrowser, createEventInBrowser, signUpInBrowser } from './support/journeys.ts';
import { productAndBrowserForThisFile } from './support/product-and-browser.ts';
import { shoot } from './support/screens.ts';
import { untilLive } from './support/live.ts';

const suite = productAndBrowserForThisFile();

const organiser = { first: 'Ana', last: 'Ruiz', email: 'tags@example.com', password: 'correct horse battery' };
const guests = [
  { first: 'Ada', last: 'Lovelace', email: 'ada@example.com' },
  { first: 'Grace', last: 'Hopper', email: 'grace@example.com' },
  { first: 'Alan', last: 'Turing', email: 'alan@example.com' },
];

/** Which of the guests the table shows, by first name, in alphabetical order. */
const shownGuests = async (page: Page) => {
  const rows = await page.getByTestId('guest-row').allTextContents();
  return guests
    .map((guest) => guest.first)
    .filter((first) => rows.some((row) => row.includes(`${first}`)))
    .sort();
};

describe('attendee tags, as an organiser uses them', () => {
  it('creates a tag in settings, bulk-tags two guests, filters by the tag and sees exactly them; a rename shows live', async () => {
    const context = await suite.browser.newContext({ viewport: { width: 1400, height: 900 } });
    const page = await context.newPage();

    await signUpInBrowser(page, suite.server.baseUrl, organiser);

    await createEventInBrowser(page, { name: 'Tag Gala', date: '2099-12-24', time: '19:00' });
    const guestListUrl = page.url().split('?')[0]!;
    const eventUrl = guestListUrl.replace(/\/guest-management$/, '');

    await addGuestsInBrowser(page, guests);
    await expect.poll(() => page.getByTestId('guest-row').count(), { timeout: 10_000 }).toBe(3);

    // Settings → Tags: add 'VIP' in red.
    await page.goto(`${eventUrl}/settings/tags`);
    // The event's Settings tab stays marked on its Tags screen, as on General (issue 28, section 5).
    await expect.poll(() => page.getByRole('navigation', { name: 'Event sections' }).locator('[aria-current="page"]').allTextContents()).toEqual(['Settings']);
    await page.getByTestId('add-tag').click();
    const dialog = page.getByTestId('tag-dialog');
    await dialog.getByLabel('Name').fill('VIP');
    await dialog.getByRole('radio', { name: 'Colour #EF4444' }).click();
    await dialog.getByTestId('tag-submit').click();
    await expect.poll(() => page.getByTestId('tag-row').allTextContents(), { timeout: 10_000 }).toEqual([expect.stringContaining('VIP')]);
    await shoot(page, 'guest-tags-settings');

    // Back to the guest list: select Ada and Grace, and tag them.
    await page.goto(guestListUrl);
    await expect.poll(() => page.getByTestId('guest-row').count(), { timeout: 10_000 }).toBe(3);
    await page.getByLabel('Select Ada Lovelace').click();
    await page.getByLabel('Select Grace Hopper').click();
    await page.getByTestId('bulk-add-tags').click();
    const bulk = page.getByTestId('bulk-add-tags-dialog');
    await bulk.getByLabel('VIP').click();
    await bulk.getByTestId('bulk-add-tags-submit').click();
    await expect.poll(() => page.getByTestId('guest-tags').count(), { timeout: 10_000 }).toBe(2);
    await shoot(page, 'guest-tags-tagged');

    // Filter by the tag: exactly the two tagged guests.
    await page.getByTestId('filter-selected-tags').click();
    await page.getByTestId('tag-filter-option').filter({ hasText: 'VIP' }).click();
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByTestId('guest-row').count(), { timeout: 10_000 }).toBe(2);
    expect(page.url()).toMatch(/[?&]tags=[0-9a-f-]{36}/);
    await expect.poll(() => shownGuests(page)).toEqual(['Ada', 'Grace']);
    await shoot(page, 'guest-tags-filtered');

    // Except the tag: only Alan.
    await page.goto(page.url().replace('tags=', 'except_tags='));
    await expect.poll(() => shownGuests(page), { timeout: 10_000 }).toEqual(['Alan']);

    // A second screen renames the tag; the first sees the new name on its rows without reloading.
    await page.goto(guestListUrl);
    await expect.poll(() => page.getByTestId('tag-chip').allTextContents(), { timeout: 10_000 }).toEqual(['VIP', 'VIP']);
    await untilLive(page);
    const other = await suite.browser.newContext({ viewport: { width: 1280, height: 900 } });
    const otherPage = await other.newPage();
    await otherPage.goto(`${suite.server.baseUrl}/account/login`);
    await otherPage.getByLabel('Email').fill(organiser.email);
    await otherPage.getByLabel('Password').fill(organiser.password);
    await otherPage.getByRole('button', { name: 'Sign in' }).click();
    await otherPage.waitForURL(`${suite.server.baseUrl}/`);
    await otherPage.goto(`${eventUrl}/settings/tags`);
    await otherPage.getByRole('button', { name: 'Edit VIP' }).click();
    await otherPage.getByTestId('tag-dialog').getByLabel('Name').fill('Gold');
    await otherPage.getByTestId('tag-submit').click();
    await expect.poll(() => page.getByTestId('tag-chip').allTextContents(), { timeout: 10_000 }).toEqual(['Gold', 'Gold']);
    await other.close();
    await context.close();
  }, 180_000);
});
