import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { startTestSmtpServer, type TestSmtpServer } from '@usher/infra/testing/test-smtp-server';
import { makeWalletTestCredentials } from '@usher/infra/testing/wallet-test-credentials';
import { launchBrowser } from './support/browser.ts';
import { addGuestsInBrowser, createEventInBrowser, signUpInBrowser } from './support/journeys.ts';
import { startProduct, type ProductServer } from './support/product-server.ts';
import { screenshotsWanted, shootAtWidths } from './support/screens.ts';
import { downloadedBytes } from './support/downloads.ts';

let smtp: TestSmtpServer;
let server: ProductServer;
let browser: Browser;
// The files the administrator picks, removed after the file (they hold private keys).
let credentials: ReturnType<typeof makeWalletTestCredentials> | undefined;

beforeAll(async () => {
  smtp = await startTestSmtpServer();
  server = await startProduct({ env: smtp.env });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await smtp?.close();
  credentials?.remove();
});

const WIDTHS = [1920, 1440, 1280, 768, 390] as const;
const administrator = { first: 'Olga', last: 'Admin', email: 'olga.wallet@example.com', password: 'correct horse battery' };
const guest = { first: 'Ada', last: 'Lovelace', email: 'ada.wallet@example.com' };

describe('wallet passes, as an administrator sets them up and a guest adds their pass', () => {
  it('the administrator uploads the credentials; the invitation, the RSVP confirmation and the pass page offer both wallets; the pass downloads', async () => {
    credentials = makeWalletTestCredentials();
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    await signUpInBrowser(page, server.baseUrl, administrator);
    await createEventInBrowser(page, { name: 'Harbour Gala', date: '2099-06-20', time: '19:30' });
    await addGuestsInBrowser(page, [guest]);
    await expect.poll(() => page.getByTestId('guest-row').count(), { timeout: 10_000 }).toBe(1);
    const guestList = page.url();

    // Before any credentials, the settings page says the buttons are not shown.
    await page.goto(`${server.baseUrl}/admin/settings`);
    const apple = page.getByRole('form', { name: 'Apple Wallet' });
    await expect.poll(() => apple.getByTestId('wallet-status').textContent(), { timeout: 10_000 }).toContain('Not set up');

    // A key that is not the certificate's is named under its field.
    await apple.getByLabel('Pass Type ID certificate').setInputFiles(path.join(credentials.dir, 'signer.pem'));
    await apple.getByLabel('Private key').setInputFiles(path.join(credentials.dir, 'ca.key'));
    await apple.getByLabel('Apple WWDR certificate').setInputFiles(credentials.caPath);
    await apple.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => apple.getByText('This key does not belong to the Pass Type ID certificate.').count(), { timeout: 10_000 }).toBe(1);

    await apple.getByLabel('Private key').setInputFiles(path.join(credentials.dir, 'signer.key'));
    await apple.getByLabel('Key passphrase').fill('wallet-pass');
    await apple.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => apple.getByTestId('wallet-status').textContent(), { timeout: 10_000 }).toContain('Pass type pass.org.usher.test, team ABCDE12345');

    const google = page.getByRole('form', { name: 'Google Wallet' });
    await google.getByLabel('Issuer id').fill(credentials.google.issuer_id);
    await google.getByLabel('Service account key').setInputFiles(path.join(credentials.dir, 'service-account.json'));
    await google.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => google.getByTestId('wallet-status').textContent(), { timeout: 10_000 }).toContain('wallet@usher-tests.iam.gserviceaccount.com');
    await page.getByRole('heading', { name: 'Wallet passes' }).scrollIntoViewIfNeeded();
    await shootAtWidths(page, 'e2e-admin-wallet-settings', WIDTHS, { fullPage: true });

    // The invitation carries both wallets' links beside the RSVP link.
    await page.goto(guestList);
    await page.getByRole('button', { name: `Actions for ${guest.first} ${guest.last}` }).click();
    await page.getByRole('menuitem', { name: 'Send invitation' }).click();
    const mail = await smtp.waitFor((m) => m.to.includes(guest.email));
    expect(mail.email.html).toContain('Apple Wallet');
    expect(mail.email.text).toMatch(/Add to Apple Wallet: http:\/\/127\.0\.0\.1:\d+\/api\/v2\/public\/pass\/P1\S+\/apple-wallet/);
    expect(mail.email.text).toMatch(/Add to Google Wallet: http:\/\/127\.0\.0\.1:\d+\/api\/v2\/public\/pass\/P1\S+\/google-wallet/);
    const rsvpLink = /(http:\/\/127\.0\.0\.1:\d+\/rsvp\/\S+)/.exec(mail.email.text ?? '')![1]!;
    if (screenshotsWanted) {
      const mailView = await context.newPage();
      await mailView.setContent(String(mail.email.html));
      await shootAtWidths(mailView, 'e2e-invitation-wallet-buttons', WIDTHS, { fullPage: true });
      await mailView.close();
    }

    // The guest says Yes: the confirmation offers the pass and both wallets.
    const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, acceptDownloads: true });
    const guestPage = await phone.newPage();
    await guestPage.goto(rsvpLink);
    await guestPage.getByRole('radio', { name: 'Yes' }).click();
    await guestPage.getByRole('button', { name: 'Send my answer' }).click();
    await expect.poll(() => guestPage.getByTestId('rsvp-attending').getByTestId('wallet-buttons').count(), { timeout: 10_000 }).toBe(1);
    await guestPage.getByTestId('rsvp-attending').scrollIntoViewIfNeeded();
    await shootAtWidths(guestPage, 'e2e-rsvp-wallet-buttons', WIDTHS, { fullPage: true });

    // The pass page: the same buttons under the pass; Apple's downloads the signed .pkpass.
    await guestPage.getByTestId('rsvp-pass-link').click();
    await expect.poll(() => guestPage.getByTestId('apple-wallet-button').count(), { timeout: 10_000 }).toBe(1);
    expect(await guestPage.getByTestId('google-wallet-button').getAttribute('href')).toMatch(/\/google-wallet$/);
    await shootAtWidths(guestPage, 'e2e-pass-wallet-buttons', WIDTHS, { fullPage: true });
    const [download] = await Promise.all([guestPage.waitForEvent('download'), guestPage.getByTestId('apple-wallet-button').click()]);
    expect(download.suggestedFilename()).toBe('pass.pkpass');
    const bytes = await downloadedBytes(download);
    expect(bytes.subarray(0, 2).toString()).toBe('PK');

    await phone.close();
    await context.close();
  });
});
