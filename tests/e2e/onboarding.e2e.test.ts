import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { readOutbox } from '@usher/infra/testing/mail-outbox';
import { createEventInBrowser } from './support/journeys.ts';
import { productAndBrowserForThisFile } from './support/product-and-browser.ts';
import { shoot } from './support/screens.ts';

const suite = productAndBrowserForThisFile();

const shot = (page: Page, name: string) => shoot(page, name, { fullPage: true });

async function signUp(page: Page, person: { first: string; last: string; email: string }): Promise<void> {
  await page.goto(`${suite.server.baseUrl}/account/signup`);
  await page.getByLabel('First name').fill(person.first);
  await page.getByLabel('Last name').fill(person.last);
  await page.getByLabel('Email').fill(person.email);
  await page.getByLabel('Password').fill('correct horse battery');
  await page.getByRole('button', { name: 'Create account' }).click();
  await page.waitForURL((url) => url.pathname === '/onboarding' || url.pathname === '/account/verify-email');
  // Every founder but the instance's first proves the address first, or leaves it for later.
  if (new URL(page.url()).pathname === '/account/verify-email') await page.getByRole('link', { name: 'Do this later' }).click();
  await page.waitForURL((url) => url.pathname === '/onboarding');
}

const stepHeading = (page: Page) => page.getByRole('heading', { level: 1 }).textContent();

describe("a new organisation's onboarding, in the browser", () => {
  it('takes a founder from sign-up through name, time zone, logo, address and a teammate to their first event', async () => {
    const context = await suite.browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await signUp(page, { first: 'Fay', last: 'Founder', email: 'fay@example.com' });
    await expect.poll(() => stepHeading(page), { timeout: 10_000 }).toBe('Set up your organisation');
    await expect.poll(() => page.title(), { timeout: 10_000 }).toBe('Set up your organisation | Usher');

    const profile = page.getByRole('form', { name: 'Organisation profile' });
    await profile.getByLabel('Organisation name').fill('Harbour Events');
    expect(await profile.getByLabel('Time zone').inputValue()).toBe('US/Eastern');
    await profile.getByLabel('Time zone').selectOption('US/Pacific');
    await profile.getByRole('button', { name: 'Choose logo' }).click();
    const uploader = page.getByRole('dialog', { name: 'Choose a logo' });
    const logo = await sharp({ create: { width: 240, height: 120, channels: 3, background: '#2D4CD7' } })
      .png()
      .toBuffer();
    await uploader.getByTestId('media-uploader-input').setInputFiles({ name: 'harbour-logo.png', mimeType: 'image/png', buffer: logo });
    await uploader.waitFor({ state: 'detached' });
    await profile.getByRole('img', { name: 'Current logo' }).waitFor();
    await shot(page, 'onboarding-profile');
    await profile.getByRole('button', { name: 'Continue', exact: true }).click();

    await expect.poll(() => stepHeading(page), { timeout: 10_000 }).toBe('Where are you based?');
    const address = page.getByRole('form', { name: 'Add address' });
    await address.getByLabel('Location name').fill('Head office');
    await address.locator('#new-address-address').fill('1 Harbour Road');
    await address.getByLabel('City').fill('San Diego');
    await address.getByLabel('State').selectOption('CA');
    await address.getByLabel('Postal code').fill('92101');
    await shot(page, 'onboarding-address');
    await address.getByRole('button', { name: 'Continue', exact: true }).click();

    await expect.poll(() => stepHeading(page), { timeout: 10_000 }).toBe('Invite your teammates');
    const invite = page.getByRole('form', { name: 'Invite teammates' });
    await invite.getByLabel('Email addresses').fill('tia@example.com');
    await invite.getByLabel('Role on your events').selectOption('viewer');
    await shot(page, 'onboarding-teammates');
    await invite.getByRole('button', { name: 'Send invitations and finish' }).click();
    await page.waitForURL(`${suite.server.baseUrl}/`);
    // Done: no prompt to finish setting up any more.
    await page.getByRole('link', { name: 'Create event' }).first().waitFor();
    expect(await page.getByText('Finish setting up your organisation').count()).toBe(0);

    // The teammate was mailed an invitation to sign up.
    await expect
      .poll(async () => (await readOutbox(suite.server.mailDir)).filter((mail) => mail.to.includes('tia@example.com')).map((mail) => mail.subject), {
        timeout: 10_000,
      })
      .toEqual(['You were invited to join Harbour Events on Usher']);

    // The first event starts in the organisation's time zone.
    await page.getByRole('link', { name: 'Create event' }).first().click();
    await page.waitForURL(/\/events\/create$/);
    expect(await page.getByRole('form', { name: 'Create event' }).getByLabel('Time zone').inputValue()).toBe('US/Pacific');
    await page.goto(`${suite.server.baseUrl}/`);
    await createEventInBrowser(page, { name: 'Harbour Launch', date: '2099-06-01', time: '19:00' });

    // What onboarding set is on /organization and /organization/location.
    await page.goto(`${suite.server.baseUrl}/organization`);
    await expect.poll(() => page.getByLabel('Organisation name').inputValue(), { timeout: 10_000 }).toBe('Harbour Events');
    await expect.poll(() => page.getByText('harbour-logo.png').count(), { timeout: 10_000 }).toBe(1);
    await expect.poll(() => page.getByText('tia@example.com').count(), { timeout: 10_000 }).toBe(1);
    await shot(page, 'organisation');
    await page.goto(`${suite.server.baseUrl}/organization/location`);
    await expect.poll(() => page.getByText('San Diego, CA 92101').count(), { timeout: 10_000 }).toBe(1);
    await context.close();
  });

  it('lets a founder skip, then resumes at the step they reached from the events page', async () => {
    const context = await suite.browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await signUp(page, { first: 'Sol', last: 'Skipper', email: 'sol@example.com' });
    await page.getByRole('button', { name: 'Skip for now' }).click();
    await page.waitForURL(`${suite.server.baseUrl}/`);
    const prompt = page.getByRole('complementary', { name: 'Organisation setup' });
    await prompt.getByText('Finish setting up your organisation').waitFor();
    await shot(page, 'onboarding-prompt-mobile');

    await prompt.getByRole('link', { name: 'Continue setup' }).click();
    await page.waitForURL(/\/onboarding$/);
    await expect.poll(() => stepHeading(page), { timeout: 10_000 }).toBe('Set up your organisation');
    await page.getByLabel('Organisation name').fill('Skipper & Co');
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await expect.poll(() => stepHeading(page), { timeout: 10_000 }).toBe('Where are you based?');
    await page.getByRole('button', { name: 'Skip for now' }).click();
    await page.waitForURL(`${suite.server.baseUrl}/`);

    // A new visit, even after a reload, resumes at the address step.
    await page.reload();
    await page.getByRole('link', { name: 'Continue setup' }).click();
    await expect.poll(() => stepHeading(page), { timeout: 10_000 }).toBe('Where are you based?');
    expect(await page.getByText('Step 2 of 3').count()).toBe(1);
    await context.close();
  });
});
