import { describe, expect, it } from 'vitest';
import { createEventInBrowser, signUpInBrowser } from './support/journeys.ts';
import { productAndBrowserForThisFile } from './support/product-and-browser.ts';
import { shoot } from './support/screens.ts';

const suite = productAndBrowserForThisFile();

const administrator = { first: 'Olga', last: 'Admin', email: 'olga@usher.example', password: 'correct horse battery' };
const organiser = { first: 'Omar', last: 'Organiser', email: 'omar@example.com', password: 'another horse battery' };

describe('login as another user, as an administrator of the instance helps an organiser', () => {
  it('finds the user, sees their events under a banner, and returns to their own account', async () => {
    // The first account of an empty instance administers it.
    const adminContext = await suite.browser.newContext({ viewport: { width: 1280, height: 900 } });
    const adminPage = await adminContext.newPage();
    await signUpInBrowser(adminPage, suite.server.baseUrl, administrator);

    const organiserContext = await suite.browser.newContext({ viewport: { width: 1280, height: 900 } });
    const organiserPage = await organiserContext.newPage();
    await signUpInBrowser(organiserPage, suite.server.baseUrl, organiser);
    await createEventInBrowser(organiserPage, { name: 'Harbour Party', date: '2099-08-01', time: '18:00' });

    await adminPage.goto(`${suite.server.baseUrl}/admin/users`);
    await expect.poll(() => adminPage.title()).toBe('Users · Usher Admin Panel | Usher');
    await adminPage.getByLabel('Search users').fill('omar');
    await expect.poll(() => adminPage.getByTestId('admin-user-row').count(), { timeout: 10_000 }).toBe(1);
    expect(await adminPage.getByTestId('admin-user-row').textContent()).toContain(organiser.email);
    await shoot(adminPage, 'e2e-admin-users', { fullPage: true });
    // One "⋯" per row (issue 28: a row had two alike, password and account), holding both.
    const row = adminPage.getByTestId('admin-user-row');
    expect(await row.getByRole('button', { name: /actions/i }).count()).toBe(1);
    // At a tablet's and a phone's width the table fits: the email and the dates fold under the name,
    // and the row's actions are on screen without scrolling (issue 28: at 768 px they were past the edge).
    for (const width of [768, 390]) {
      await adminPage.setViewportSize({ width, height: width === 390 ? 844 : 900 });
      const scroller = adminPage.getByRole('table', { name: 'Users' }).locator('xpath=..');
      await expect.poll(() => scroller.evaluate((box) => box.scrollWidth - box.clientWidth), { message: `table at ${width}` }).toBeLessThanOrEqual(0);
      expect(await adminPage.evaluate(() => document.documentElement.scrollWidth), `page at ${width}`).toBeLessThanOrEqual(width);
      for (const name of ['Actions for Omar Organiser', 'Log in as Omar Organiser']) {
        const button = (await row.getByRole('button', { name }).boundingBox())!;
        expect(button.x + button.width, `${name} at ${width}`).toBeLessThanOrEqual(width);
      }
      expect(await row.getByTestId('admin-user-folded-email').innerText()).toBe(organiser.email);
      expect(await row.getByTestId('admin-user-folded-details').innerText()).toMatch(/^Joined .+?\s*(Last signed in .+|Never signed in)\s*2FA\s*Off$/);
      await shoot(adminPage, `e2e-admin-users-${width}`);
    }
    await adminPage.setViewportSize({ width: 1280, height: 900 });
    // With room, they are columns again and nothing is said twice.
    await expect.poll(() => row.getByTestId('admin-user-folded-email').isVisible()).toBe(false);
    expect(await row.getByTestId('admin-user-folded-details').isVisible()).toBe(false);
    expect(await adminPage.getByRole('columnheader', { name: 'Last signed in' }).isVisible()).toBe(true);
    await row.getByRole('button', { name: 'Actions for Omar Organiser' }).click();
    expect(await adminPage.getByRole('menuitem').allTextContents()).toEqual([
      'Send password reset link',
      'Set temporary password',
      'Require 2FA',
      'Sign out everywhere',
      'Disable account',
    ]);
    await shoot(adminPage, 'e2e-admin-user-actions');
    await adminPage.keyboard.press('Escape');
    await expect.poll(() => adminPage.getByRole('menu').count()).toBe(0);

    await adminPage.getByRole('button', { name: 'Log in as Omar Organiser' }).click();
    await adminPage.getByRole('button', { name: 'Log in as them' }).click();

    // Omar's home, with Omar's event, under a banner naming both people.
    await adminPage.waitForURL(`${suite.server.baseUrl}/`);
    const banner = adminPage.getByTestId('impersonation-banner');
    await expect.poll(() => banner.textContent(), { timeout: 10_000 }).toContain('You are logged in as Omar Organiser');
    expect(await banner.textContent()).toContain('Olga Admin');
    await expect.poll(() => adminPage.getByText('Harbour Party').count(), { timeout: 10_000 }).toBeGreaterThan(0);
    await shoot(adminPage, 'e2e-login-as-banner');

    // The banner stays on every screen of the dashboard.
    await adminPage.getByText('Harbour Party').first().click();
    await adminPage.waitForURL(/\/events\//);
    expect(await banner.count()).toBe(1);

    await banner.getByRole('button', { name: 'Return to my account' }).click();
    await adminPage.waitForURL(`${suite.server.baseUrl}/admin/users`);
    await expect.poll(() => adminPage.getByTestId('admin-user-row').count(), { timeout: 10_000 }).toBeGreaterThan(1);
    expect(await banner.count()).toBe(0);

    // The organiser's own session was never touched.
    await organiserPage.reload();
    await expect.poll(() => organiserPage.getByText('Harbour Party').count(), { timeout: 10_000 }).toBeGreaterThan(0);

    await organiserContext.close();
    await adminContext.close();
  });
});
