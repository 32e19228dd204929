import { describe, expect, it } from 'vitest';
import { parseCsv } from '@usher/domain/guest-import/parse-csv';
import { addGuestsInBrowser, createEventInBrowser, signUpInBrowser } from './support/journeys.ts';
import { productAndBrowserForThisFile } from './support/product-and-browser.ts';
import { shoot } from './support/screens.ts';
import { downloadedText } from './support/downloads.ts';

const suite = productAndBrowserForThisFile();

describe('reports, as an organiser reads them after the evening', () => {
  it("opens the event's reports, sees the arrivals chart beside its table, and downloads the table as CSV", async () => {
    const context = await suite.browser.newContext({ viewport: { width: 1440, height: 900 }, acceptDownloads: true });
    const page = await context.newPage();
    await signUpInBrowser(page, suite.server.baseUrl, { first: 'Rita', last: 'Ports', email: 'rita@example.com', password: 'correct horse battery' });
    await createEventInBrowser(page, { name: 'Spring Gala', date: '2099-04-24', time: '19:00' });
    await addGuestsInBrowser(page, [
      { first: 'Ada', last: 'Lovelace', email: 'ada@example.com' },
      { first: 'Grace', last: 'Hopper', email: 'grace@example.com' },
    ]);
    await page.getByRole('button', { name: 'Check in Ada Lovelace' }).click();
    await expect.poll(() => page.getByRole('button', { name: 'Undo check-in for Ada Lovelace' }).count()).toBe(1);

    await page.getByRole('navigation', { name: 'Event sections' }).getByRole('link', { name: 'Reports' }).click();
    const arrivals = page.getByTestId('report-arrivals');
    await expect.poll(() => arrivals.getByTestId('arrivals-chart').locator('svg.recharts-surface').count(), { timeout: 15_000 }).toBe(1);
    const table = arrivals.getByTestId('arrivals-table');
    expect(await table.locator('tbody tr').count()).toBeGreaterThan(0);
    expect(await table.locator('th').first().textContent()).toMatch(/^From \(/);

    const [download] = await Promise.all([page.waitForEvent('download'), arrivals.getByRole('button', { name: 'CSV' }).click()]);
    expect(download.suggestedFilename()).toBe('arrivals-per-5-minutes.csv');
    const sheet = parseCsv((await downloadedText(download)).replace(/^\uFEFF/, ''));
    expect(sheet.headers).toEqual([expect.stringMatching(/^From \(/), 'All guests']);
    expect(sheet.rows.reduce((sum, row) => sum + Number(row[1]), 0)).toBe(1);

    await shoot(page, 'e2e-reports');
    await context.close();
  });
});
