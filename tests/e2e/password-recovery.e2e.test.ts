import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { readOutbox } from '@usher/infra/testing/mail-outbox';
import { productAndBrowserForThisFile } from './support/product-and-browser.ts';
import { shoot } from './support/screens.ts';

const suite = productAndBrowserForThisFile();

const organiser = { first_name: 'Rosa', last_name: 'Forgetful', email: 'rosa@example.com', password: 'correct horse battery' };
const NEW_PASSWORD = 'a much better passphrase';

const shot = (page: Page, name: string) => shoot(page, name, { fullPage: true });

/** The token of the latest reset mail to an address in the product's mail folder (it is sent just after the page answers). */
async function resetTokenFromMail(address: string): Promise<string> {
  let token: string | undefined;
  await expect
    .poll(
      async () => {
        const mail = (await readOutbox(suite.server.mailDir)).filter((m) => m.to.includes(address) && m.subject === 'Reset your Usher password').at(-1);
        token = mail && /\/account\/reset-password\?token=([\w-]+)/.exec(mail.text)?.[1];
        return Boolean(token);
      },
      { timeout: 10_000 },
    )
    .toBe(true);
  return token!;
}

describe('a forgotten password, and a new name, as a person does it', () => {
  it('asks for a link, follows it from the email, chooses a new password, signs in with it, and renames the account', async () => {
    const signup = await fetch(`${suite.server.baseUrl}/api/auth/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(organiser),
    });
    expect(signup.status).toBe(201);
    const context = await suite.browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();

    await page.goto(`${suite.server.baseUrl}/account/login`);
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await page.waitForURL('**/account/forgot-password');
    // The address changes before the page's code has loaded; until then the login form (with its own Email) is shown.
    await page.getByRole('heading', { name: 'Forgot your password?' }).waitFor();
    await page.getByLabel('Email').fill(organiser.email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await page.waitForURL('**/account/send-reset-link');
    await page.getByRole('heading', { name: 'Check your email' }).waitFor();
    await shot(page, 'recovery-check-your-email');

    const token = await resetTokenFromMail(organiser.email);
    await page.goto(`${suite.server.baseUrl}/account/reset-password?token=${token}`);
    await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
    await page.getByLabel('Confirm new password').fill('something else entirely');
    await page.getByRole('button', { name: 'Reset password' }).click();
    await page.getByText('The password confirmation does not match.').waitFor();
    await page.getByLabel('Confirm new password').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Reset password' }).click();
    await page.waitForURL('**/account/login?reset=done');
    await page.getByText('Your password has been reset. Sign in with your new password.').waitFor();
    await shot(page, 'recovery-login-after-reset');

    await page.getByLabel('Email').fill(organiser.email);
    await page.getByLabel('Password', { exact: true }).fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(`${suite.server.baseUrl}/`);

    await page.goto(`${suite.server.baseUrl}/account/profile`);
    await page.getByLabel('First name').fill('Rosalind');
    await page.getByRole('button', { name: 'Save name' }).click();
    await page.getByText('Your name has been saved.').waitFor();
    await page.reload();
    await expect.poll(() => page.getByLabel('First name').inputValue()).toBe('Rosalind');
    await page.getByRole('heading', { name: 'Rosalind Forgetful' }).waitFor();
    await shot(page, 'recovery-account-settings');
    await context.close();
  });
});
