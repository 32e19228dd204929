import type { Page } from 'playwright-core';

/** Steps many end-to-end tests take the same way, as a person would in the dashboard. */

export interface Person {
  first: string;
  last: string;
  email: string;
  password: string;
}

/**
 * Signs up through the signup page and waits for the events home. Every
 * account but an instance's first is then asked for the code mailed to it:
 * with `verificationCode` (where the test reads its mail) it is entered, as
 * an invited person must; without, the founder leaves it for later.
 */
export async function signUpInBrowser(page: Page, baseUrl: string, person: Person, options: { verificationCode?: () => Promise<string> } = {}): Promise<void> {
  await page.goto(`${baseUrl}/account/signup`);
  await page.getByLabel('First name').fill(person.first);
  await page.getByLabel('Last name').fill(person.last);
  await page.getByLabel('Email').fill(person.email);
  await page.getByLabel('Password').fill(person.password);
  await page.getByRole('button', { name: 'Create account' }).click();
  const path = () => new URL(page.url()).pathname;
  await page.waitForURL((url) => ['/', '/account/verify-email', '/onboarding'].includes(url.pathname));
  if (path() === '/account/verify-email') {
    if (options.verificationCode) await confirmEmailInBrowser(page, await options.verificationCode());
    else await page.getByRole('link', { name: 'Do this later' }).click();
    await page.waitForURL((url) => url.pathname === '/' || url.pathname === '/onboarding');
  }
  // A founder lands on the organisation's setup, which these journeys leave for later.
  if (path() === '/onboarding') await skipOnboardingInBrowser(page);
  await page.waitForURL(`${baseUrl}/`);
}

/** On /onboarding: "Skip for now", back to the events page (which then offers to finish the setup). */
export async function skipOnboardingInBrowser(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Skip for now' }).click();
  await page.waitForURL((url) => url.pathname === '/');
}

/** On the verification step: types the code from the email and confirms. */
export async function confirmEmailInBrowser(page: Page, code: string): Promise<void> {
  await page.getByLabel('Verification code').fill(code);
  await page.getByRole('button', { name: 'Confirm email address' }).click();
}

/** Creates an event from the home page's button and waits for its guest management. */
export async function createEventInBrowser(page: Page, event: { name: string; date: string; time?: string }): Promise<void> {
  await page.getByRole('link', { name: 'Create event' }).first().click();
  await page.waitForURL(/\/events\/create$/);
  const form = page.getByRole('form', { name: 'Create event' });
  await form.getByLabel('Event name').fill(event.name);
  await form.getByLabel('Start date').fill(event.date);
  if (event.time) await form.getByLabel('Start time').selectOption(event.time);
  await form.getByRole('button', { name: 'Create event' }).click();
  await page.waitForURL(/\/events\/[0-9a-f-]{36}\/guest-management/);
}

/** Fills the add-guest dialog with these guests, one row each, and submits it. */
export async function addGuestsInBrowser(page: Page, guests: { first: string; last: string; email?: string }[]): Promise<void> {
  await page.getByTestId('add-guest').click();
  for (const [index, guest] of guests.entries()) {
    if (index > 0) await page.getByRole('button', { name: 'Add another guest' }).click();
    const row = page.getByTestId('guest-member-row').nth(index);
    await row.getByLabel('First name').fill(guest.first);
    await row.getByLabel('Last name').fill(guest.last);
    if (guest.email) await row.getByLabel('Email').fill(guest.email);
  }
  await page.getByTestId('add-guest-submit').click();
}
