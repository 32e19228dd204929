// An organiser imports Eventbrite's own attendee export, as issue 17 found it:
// orders of several tickets repeat the buyer's email, tickets have types,
// some people were refunded or cancelled, and Company is worth keeping.
import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { parseCsv } from '@usher/domain/guest-import/parse-csv';
import { createEventInBrowser, signUpInBrowser } from './support/journeys.ts';
import { productAndBrowserForThisFile } from './support/product-and-browser.ts';
import { shoot } from './support/screens.ts';
import { downloadedText } from './support/downloads.ts';

const suite = productAndBrowserForThisFile();
const EVENTBRITE_FILE = new URL('../fixtures/guest-imports/eventbrite-attendees.csv', import.meta.url);

describe('importing an Eventbrite export that keeps every person', () => {
  it('brings all 20 ticket holders, ticket types as variations, Company as a new field, and the refunded rows in a CSV saying why', async () => {
    const context = await suite.browser.newContext({ viewport: { width: 1440, height: 900 }, acceptDownloads: true });
    const page = await context.newPage();
    await signUpInBrowser(page, suite.server.baseUrl, { first: 'Nadia', last: 'Organiser', email: 'nadia@example.com', password: 'correct horse battery' });
    await createEventInBrowser(page, { name: 'Autumn Gala', date: '2099-11-20' });

    await page.getByTestId('upload-guests').click();
    await page
      .getByTestId('upload-file-input')
      .setInputFiles({ name: 'eventbrite-attendees.csv', mimeType: 'text/csv', buffer: await readFile(EVENTBRITE_FILE) });
    await expect.poll(() => page.getByTestId('upload-source').textContent(), { timeout: 15_000 }).toMatch(/Eventbrite/);
    await expect.poll(() => page.getByTestId('upload-row-count').textContent()).toMatch(/22 guests/);

    // The order number, ticket type and status are recognised; Company is the organiser's choice.
    const importAs = (header: string) => page.getByRole('combobox', { name: `Import column “${header}” as` });
    expect(await importAs('Order #').inputValue()).toBe('reference');
    expect(await importAs('Ticket Type').inputValue()).toBe('ticket_variation');
    expect(await importAs('Attendee Status').inputValue()).toBe('attendee_status');
    await importAs('Company').selectOption('new_custom_field');
    // The preview says what the import will do with an order's extra tickets.
    expect(await page.getByTestId('import-preview-note').allTextContents()).toEqual(['Plus-one of Priya Raman', 'Plus-one of Priya Raman']);
    await page.getByTestId('import-preview').scrollIntoViewIfNeeded();
    await shoot(page, 'e2e-upload-exports-mapping');

    await page.getByTestId('start-import').click();
    await expect.poll(() => page.getByTestId('import-summary').textContent(), { timeout: 30_000 }).toMatch(/20 added, 0 updated, 2 rows with problems/);
    const problems = page.getByTestId('import-row-errors');
    await expect.poll(() => problems.textContent()).toMatch(/Refunded: not imported, so they cannot be checked in\./);
    expect(await problems.textContent()).toMatch(/Cancelled: not imported/);
    expect(await problems.textContent()).not.toMatch(/more than once/);

    // The rejected rows: the file's own columns and a column saying why.
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('download-rejected-rows').click()]);
    expect(download.suggestedFilename()).toBe('eventbrite-attendees - rejected rows.csv');
    const sheet = parseCsv((await downloadedText(download)).replace(/^\uFEFF/, ''));
    expect(sheet.headers.slice(0, 5)).toEqual(['Order #', 'Order Date', 'First Name', 'Last Name', 'Email']);
    expect(sheet.headers.at(-1)).toBe('Why it was not imported');
    expect(sheet.rows.map((row) => `${row[2]} ${row[3]}: ${row.at(-1)}`)).toEqual([
      'Alan Turing: Row 11: Refunded: not imported, so they cannot be checked in.',
      'Edsger Dijkstra: Row 15: Cancelled: not imported, so they cannot be checked in.',
    ]);
    await shoot(page, 'e2e-upload-exports-done');
    await page.getByTestId('import-done').click();

    // All 20 on the list; the order of three is Priya and her two plus-ones, each with their own name.
    await expect.poll(() => page.getByTestId('guest-row').count(), { timeout: 15_000 }).toBe(20);
    const rowOf = (name: RegExp) => page.getByTestId('guest-row').filter({ hasText: name });
    await expect.poll(() => rowOf(/Arjun/).textContent()).toMatch(/Priya Raman/);
    expect(await rowOf(/Arjun/).textContent()).toMatch(/VIP/);
    expect(await rowOf(/Arjun/).textContent()).toMatch(/7841162977/);
    expect(await rowOf(/Meera/).textContent()).toMatch(/Priya Raman/);
    expect(await rowOf(/Jonas/).textContent()).toMatch(/Lena Fischer/);
    expect(await rowOf(/Katherine/).textContent()).toMatch(/Student/);
    // Company became a column of its own, holding what the file said.
    await expect.poll(() => page.getByRole('columnheader', { name: 'Company' }).count()).toBe(1);
    // The buyer's row (the plus-ones show her address as their parent's, so pick her by name).
    expect(
      await rowOf(/priya\.raman@example\.com/)
        .filter({ hasNotText: /Arjun|Meera/ })
        .textContent(),
    ).toMatch(/Raman & Co, LLP/);
    await expect.poll(() => page.getByTestId('guest-row').filter({ hasText: 'Alan' }).count()).toBe(0);
    await shoot(page, 'e2e-upload-exports-list', { fullPage: true });
    await context.close();
  });

  it("lets the organiser type a guest's reference when adding them and change it in the edit form", async () => {
    const context = await suite.browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await signUpInBrowser(page, suite.server.baseUrl, { first: 'Omar', last: 'Organiser', email: 'omar@example.com', password: 'correct horse battery' });
    await createEventInBrowser(page, { name: 'Winter Dinner', date: '2099-12-12' });

    await page.getByTestId('add-guest').click();
    const member = page.getByTestId('guest-member-row').first();
    await member.getByLabel('First name').fill('Ada');
    await member.getByLabel('Last name').fill('Lovelace');
    await member.getByLabel('Reference').fill('EB-7841150231');
    await page.getByTestId('add-guest-submit').click();
    const ada = page.getByTestId('guest-row').filter({ hasText: 'Lovelace' });
    await expect.poll(() => ada.textContent(), { timeout: 10_000 }).toMatch(/EB-7841150231/);

    await page.getByRole('button', { name: 'Actions for Ada Lovelace' }).click();
    await page.getByRole('menuitem', { name: 'Edit' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit guest' });
    expect(await dialog.getByLabel('Reference').inputValue()).toBe('EB-7841150231');
    await dialog.getByLabel('Reference').fill('LUMA-gst-2Xc8');
    await dialog.getByRole('button', { name: 'Save changes' }).click();
    await expect.poll(() => ada.textContent(), { timeout: 10_000 }).toMatch(/LUMA-gst-2Xc8/);
    await shoot(page, 'e2e-guest-reference');
    await context.close();
  });
});
