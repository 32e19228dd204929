import { describe, expect, it } from 'vitest';
import { createEventInBrowser, signUpInBrowser } from './support/journeys.ts';
import { productAndBrowserForThisFile } from './support/product-and-browser.ts';
import { shoot } from './support/screens.ts';

const suite = productAndBrowserForThisFile();

const EVENTBRITE_EXPORT = [
  'Order #,First Name,Last Name,Email,Cell Phone,Ticket Type',
  '501,Ada,Lovelace,ada@example.com,(617) 555-0101,VIP',
  '502,Grace,Hopper,grace@example.com,,General',
  '503,Alan,Turing,not-an-email,,General',
  '504,Katherine,Johnson,katherine@example.com,,General',
].join('\n');

describe('uploading a guest list, as an organiser does', () => {
  it('uploads an Eventbrite export through the mapping step and sees the guests and the bad row', async () => {
    const context = await suite.browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await signUpInBrowser(page, suite.server.baseUrl, { first: 'Maya', last: 'Organiser', email: 'maya@example.com', password: 'correct horse battery' });
    await createEventInBrowser(page, { name: 'Spring Summit', date: '2099-04-10' });

    await page.getByTestId('upload-guests').click();
    await page
      .getByTestId('upload-file-input')
      .setInputFiles({ name: 'eventbrite-attendees.csv', mimeType: 'text/csv', buffer: Buffer.from(EVENTBRITE_EXPORT) });
    await expect.poll(() => page.getByTestId('upload-source').textContent(), { timeout: 15_000 }).toMatch(/Eventbrite/);
    await expect.poll(() => page.getByTestId('upload-row-count').textContent()).toMatch(/4 guests/);
    await shoot(page, 'e2e-upload-mapping');

    await page.getByTestId('start-import').click();
    await expect.poll(() => page.getByTestId('import-summary').textContent(), { timeout: 20_000 }).toMatch(/3 added, 0 updated, 1 row with problems/);
    await expect.poll(() => page.getByTestId('import-row-errors').textContent()).toMatch(/Email must be a valid email address\./);
    await shoot(page, 'e2e-upload-done');
    await page.getByTestId('import-done').click();

    await expect.poll(() => page.getByTestId('guest-row').count(), { timeout: 10_000 }).toBe(3);
    await expect.poll(() => page.getByTestId('stat-total').getAttribute('data-value')).toBe('3');
    await context.close();
  });
});
