import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { startTestSmtpServer, type TestSmtpServer } from '@usher/infra/testing/test-smtp-server';
import { launchBrowser } from './support/browser.ts';
import { createEventInBrowser, signUpInBrowser } from './support/journeys.ts';
import { startProduct, type ProductServer } from './support/product-server.ts';
import { shoot } from './support/screens.ts';
import { untilLive } from './support/live.ts';

let smtp: TestSmtpServer;
let server: ProductServer;
let browser: Browser;

beforeAll(async () => {
  smtp = await startTestSmtpServer();
  server = await startProduct({ env: smtp.env });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await smtp?.close();
});

const organiser = { first: 'Olive', last: 'Host', email: 'olive@example.com', password: 'correct horse battery' };
const guest = { first: 'Ada', last: 'Lovelace', email: 'ada.invite@example.com' };

describe('invitations, as an organiser and a guest use them', () => {
  it('the organiser invites a guest from the table, the guest answers through the link in the mail, and the open table shows it live', async () => {
    const context = await browser.newContext({ viewport: { width: 1400, height: 900 } });
    const page = await context.newPage();
    await signUpInBrowser(page, server.baseUrl, organiser);

    await createEventInBrowser(page, { name: 'Spring Soirée', date: '2099-04-18', time: '19:00' });

    await page.getByTestId('add-guest').click();
    const row = page.getByTestId('guest-member-row').first();
    await row.getByLabel('First name').fill(guest.first);
    await row.getByLabel('Last name').fill(guest.last);
    await row.getByLabel('Email').fill(guest.email);
    await page.getByTestId('add-guest-submit').click();
    await expect.poll(() => page.getByTestId('guest-row').count(), { timeout: 10_000 }).toBe(1);
    // Issue 28, section 2: the Invitation Status column says what became of the invitation; none yet.
    expect(await page.getByRole('columnheader', { name: 'Invitation Status' }).count()).toBe(1);
    expect(await page.getByTestId('guest-invitation-status').locator('span').first().textContent()).toBe('Not sent');

    // Invite from the row's menu.
    await page.getByRole('button', { name: `Actions for ${guest.first} ${guest.last}` }).click();
    await page.getByRole('menuitem', { name: 'Send invitation' }).click();
    await expect.poll(() => page.getByTestId('guest-invitation-sent').first().textContent(), { timeout: 10_000 }).not.toBe('—');

    // The SMTP server receives the invitation; its link is the guest's way in.
    const mail = await smtp.waitFor((m) => m.to.includes(guest.email));
    expect(mail.email.subject).toBe('You are invited to Spring Soirée');
    const link = /(http:\/\/127\.0\.0\.1:\d+\/rsvp\/\S+)/.exec(mail.email.text ?? '')![1]!;
    // The mail server took it: the column says Sent (a reload reads the list again).
    await expect
      .poll(
        async () => {
          await page.reload();
          return page.getByTestId('guest-invitation-status').first().getAttribute('data-status');
        },
        { timeout: 20_000 },
      )
      .toBe('sent');
    expect(await page.getByTestId('guest-invitation-status').locator('span').first().textContent()).toBe('Sent');

    // The organiser's page stays open, not reloaded, while the guest answers elsewhere.
    await page.evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true));
    await untilLive(page);

    const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true });
    const guestPage = await phone.newPage();
    await guestPage.goto(link);
    await expect.poll(() => guestPage.getByTestId('rsvp-event-name').textContent(), { timeout: 10_000 }).toBe('Spring Soirée');
    expect(await guestPage.getByText('Saturday, April 18, 2099 at 7:00 PM').count()).toBe(1);
    await shoot(guestPage, 'e2e-rsvp-page');
    await guestPage.getByRole('radio', { name: 'Yes' }).click();
    await guestPage.getByRole('button', { name: 'Send my answer' }).click();
    await expect.poll(() => guestPage.getByTestId('rsvp-saved').count(), { timeout: 10_000 }).toBe(1);

    await expect.poll(() => page.getByRole('button', { name: `RSVP for ${guest.first} ${guest.last}: Yes` }).count(), { timeout: 10_000 }).toBe(1);
    await expect.poll(() => page.getByTestId('guest-link-clicked').first().textContent(), { timeout: 10_000 }).not.toBe('—');
    await expect.poll(() => page.getByTestId('guest-rsvped-at').first().textContent(), { timeout: 10_000 }).not.toBe('—');
    expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);
    await shoot(page, 'e2e-invitations-table');
    await phone.close();

    // An address the mail server refuses: the column says Refused, the server's words on hover.
    smtp.recipientAnswers.set('nobody.invite@example.com', { code: 550, message: '5.1.1 No such user here' });
    await page.getByTestId('add-guest').click();
    const second = page.getByTestId('guest-member-row').first();
    await second.getByLabel('First name').fill('Bea');
    await second.getByLabel('Last name').fill('Nobody');
    await second.getByLabel('Email').fill('nobody.invite@example.com');
    await page.getByTestId('add-guest-submit').click();
    await expect.poll(() => page.getByTestId('guest-row').count(), { timeout: 10_000 }).toBe(2);
    await page.getByRole('button', { name: 'Actions for Bea Nobody' }).click();
    await page.getByRole('menuitem', { name: 'Send invitation' }).click();
    const beaStatus = page.getByTestId('guest-row').filter({ hasText: 'Nobody' }).getByTestId('guest-invitation-status');
    await expect
      .poll(
        async () => {
          await page.reload();
          return beaStatus.getAttribute('data-status');
        },
        { timeout: 30_000 },
      )
      .toBe('failed');
    expect(await beaStatus.locator('span').first().textContent()).toBe('Refused');
    expect(await beaStatus.getAttribute('title')).toContain('No such user here');
    await beaStatus.scrollIntoViewIfNeeded();
    await shoot(page, 'e2e-invitation-status-1400');
    await page.setViewportSize({ width: 390, height: 844 });
    await beaStatus.scrollIntoViewIfNeeded();
    await shoot(page, 'e2e-invitation-status-390');
    await context.close();
  });
});
