import { describe, expect, it } from 'vitest';
import { createEventInBrowser, signUpInBrowser } from './support/journeys.ts';
import { productAndBrowserForThisFile } from './support/product-and-browser.ts';
import { shoot } from './support/screens.ts';

const suite = productAndBrowserForThisFile();

const organiser = { first: 'Ana', last: 'Ruiz', email: 'alerts@example.com', password: 'correct horse battery' };

describe('action alerts, as an organiser uses them', () => {
  it('adds "tell me when any guest checks in", sees it listed, deletes it and sees it gone', async () => {
    const context = await suite.browser.newContext({ viewport: { width: 1400, height: 900 } });
    const page = await context.newPage();

    await signUpInBrowser(page, suite.server.baseUrl, organiser);

    await createEventInBrowser(page, { name: 'Alert Gala', date: '2099-12-24', time: '19:00' });

    // Toolbar → Alerts: none yet.
    await page.getByTestId('action-alerts-button').click();
    const dialog = page.getByTestId('action-alerts-dialog');
    await expect.poll(() => dialog.getByTestId('action-alerts-empty').isVisible(), { timeout: 10_000 }).toBe(true);

    // Tell me (the signed-in organiser) when any guest checks in.
    await expect.poll(() => dialog.getByLabel('Tell', { exact: true }).locator('option').allTextContents(), { timeout: 10_000 }).toContain('Ana Ruiz');
    await dialog.getByLabel('Tell', { exact: true }).selectOption({ label: 'Ana Ruiz' });
    await dialog.getByLabel('When any guest', { exact: true }).selectOption({ label: 'checks in' });
    await dialog.getByTestId('action-alert-submit').click();
    await expect
      .poll(() => dialog.getByTestId('action-alert-row').allTextContents(), { timeout: 10_000 })
      .toEqual(['Ana Ruiz is told when any guest checks in']);

    // The same rule again is refused by the server, and the reason shows under the field.
    await dialog.getByTestId('action-alert-submit').click();
    await expect.poll(() => dialog.getByRole('alert').allTextContents(), { timeout: 10_000 }).toEqual(['This user already has an alert for this action.']);
    await dialog.getByLabel('When any guest', { exact: true }).selectOption({ label: 'RSVPs yes' });
    await expect.poll(() => dialog.getByRole('alert').count()).toBe(0);
    await shoot(page, 'action-alerts');

    // Delete it, through the confirm dialog.
    await dialog.getByRole('button', { name: 'Remove alert: Ana Ruiz is told when any guest checks in' }).click();
    await page.getByTestId('confirm-dialog').getByRole('button', { name: 'Remove', exact: true }).click();
    await expect.poll(() => dialog.getByTestId('action-alert-row').count(), { timeout: 10_000 }).toBe(0);
    await expect.poll(() => dialog.getByTestId('action-alerts-empty').isVisible()).toBe(true);

    // Still gone after a reload.
    await page.reload();
    await page.getByTestId('action-alerts-button').click();
    await expect.poll(() => page.getByTestId('action-alerts-empty').isVisible(), { timeout: 10_000 }).toBe(true);
    await context.close();
  }, 180_000);
});
