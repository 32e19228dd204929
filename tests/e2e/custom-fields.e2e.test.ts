import { describe, expect, it } from 'vitest';
import { createEventInBrowser, signUpInBrowser } from './support/journeys.ts';
import { productAndBrowserForThisFile } from './support/product-and-browser.ts';
import { shoot } from './support/screens.ts';

const suite = productAndBrowserForThisFile();

describe('custom fields, as an organiser uses them', () => {
  it('creates a choice field in settings, sets it on a guest in the edit dialog, and sees its column in the table', async () => {
    const context = await suite.browser.newContext({ viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    await signUpInBrowser(page, suite.server.baseUrl, { first: 'Maya', last: 'Organiser', email: 'maya@example.com', password: 'correct horse battery' });
    await createEventInBrowser(page, { name: 'Harvest Dinner', date: '2099-10-10' });
    const eventUrl = page.url().replace(/\/guest-management.*$/, '');

    await page.getByTestId('add-guest').click();
    await page.getByTestId('guest-member-row').first().getByLabel('First name').fill('Ada');
    await page.getByTestId('guest-member-row').first().getByLabel('Last name').fill('Lovelace');
    await page.getByTestId('add-guest-submit').click();
    await expect.poll(() => page.getByTestId('guest-row').count(), { timeout: 10_000 }).toBe(1);

    // Settings: a single-choice field with two options.
    await page.goto(`${eventUrl}/settings/custom-fields`);
    await page.getByTestId('add-custom-field').click();
    const dialog = page.getByTestId('custom-field-dialog');
    await dialog.getByLabel('Label').fill('Meal');
    await dialog.getByLabel('Type').selectOption('single_choice');
    await dialog.getByLabel('Option 1', { exact: true }).fill('Fish');
    await dialog.getByRole('button', { name: 'Add option' }).click();
    await dialog.getByLabel('Option 2', { exact: true }).fill('Vegan');
    await shoot(page, 'e2e-custom-field-dialog');
    await dialog.getByTestId('custom-field-submit').click();
    await expect.poll(() => page.getByTestId('custom-field-row').count(), { timeout: 10_000 }).toBe(1);
    await expect.poll(() => page.getByTestId('custom-field-row').first().textContent()).toMatch(/Meal.*Single choice.*Fish, Vegan/);
    await shoot(page, 'e2e-custom-fields-settings');

    // The guest list: the column, then the value set in the edit dialog.
    await page.goto(`${eventUrl}/guest-management`);
    await expect.poll(() => page.locator('th[data-column^="custom_fields."]').textContent(), { timeout: 10_000 }).toBe('Meal');
    await page.getByTestId('guest-actions').first().click();
    await page.getByRole('menuitem', { name: 'Edit' }).click();
    await page.getByRole('dialog').getByLabel('Meal').selectOption('Vegan');
    await shoot(page, 'e2e-edit-guest-custom-field');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect.poll(() => page.getByTestId('guest-custom-field').first().textContent(), { timeout: 10_000 }).toBe('Vegan');
    await shoot(page, 'e2e-guest-table-custom-column');

    // Filtering by the field keeps only the guests who answered that way.
    await page.getByTestId('custom-field-filter-button').click();
    await page.getByRole('dialog').getByLabel('Value').selectOption('Fish');
    await page.getByRole('button', { name: 'Apply filter' }).click();
    await expect.poll(() => page.getByTestId('guest-row').count(), { timeout: 10_000 }).toBe(0);
    await page.getByRole('button', { name: 'Remove the filter on Meal' }).click();
    await expect.poll(() => page.getByTestId('guest-row').count(), { timeout: 10_000 }).toBe(1);
    await context.close();
  });
});
