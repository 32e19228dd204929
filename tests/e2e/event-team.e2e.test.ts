import { describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { confirmEmailInBrowser, createEventInBrowser, signUpInBrowser } from './support/journeys.ts';
import { productAndBrowserForThisFile } from './support/product-and-browser.ts';
import { verificationCodeFor } from './support/verification-mail.ts';
import { shoot } from './support/screens.ts';

const suite = productAndBrowserForThisFile();

const organiser = { first: 'Ana', last: 'Ruiz', email: 'ana@example.com', password: 'correct horse battery' };
const viewer = { first: 'Vera', last: 'Viewer', email: 'viewer@example.org', password: 'another horse battery' };

async function signUp(context: BrowserContext, person: typeof organiser): Promise<Page> {
  const page = await context.newPage();
  // Each proves their address with the code from the product's outbox, as an invited person must before the team opens.
  await signUpInBrowser(page, suite.server.baseUrl, person, { verificationCode: () => verificationCodeFor(suite.server, person.email) });
  return page;
}

function memberRow(page: Page, email: string) {
  return page.locator(`[data-testid="team-member"][data-email="${email}"]`);
}

describe('event team, as an organiser shares an event', () => {
  it('invites a viewer who signs up, sees the guests read-only, and is listed as Viewer', async () => {
    const organiserContext = await suite.browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await signUp(organiserContext, organiser);

    await createEventInBrowser(page, { name: 'Winter Gala', date: '2099-12-24', time: '19:00' });
    const guestListUrl = page.url().split('?')[0]!;
    const shareUrl = guestListUrl.replace(/guest-management$/, 'share');

    await page.getByTestId('add-guest').click();
    const guestRow = page.getByTestId('guest-member-row').first();
    await guestRow.getByLabel('First name').fill('Ada');
    await guestRow.getByLabel('Last name').fill('Lovelace');
    await guestRow.getByLabel('Email').fill('ada@example.com');
    await page.getByTestId('add-guest-submit').click();
    await expect.poll(() => page.getByTestId('guest-row').count(), { timeout: 10_000 }).toBe(1);

    // The Share tab opens a page named as the tab is (issue 28: it said "Team"); the organiser is on it, marked as the signed-in person.
    await page.getByRole('link', { name: 'Share' }).click();
    await page.waitForURL(shareUrl);
    await expect.poll(() => page.title()).toBe('Share · Winter Gala | Usher');
    // One h1 per page, the event's name; the screen's own title is a heading under it (issue 28: two h1).
    expect(await page.getByRole('heading', { level: 1 }).allTextContents()).toEqual(['Winter Gala']);
    expect(await page.getByRole('heading', { level: 2 }).first().textContent()).toBe('Share');
    await expect.poll(() => memberRow(page, organiser.email).getByTestId('team-member-you').count(), { timeout: 10_000 }).toBe(1);

    // A bad address is refused under the email field, and nobody is added.
    const invite = page.getByRole('form', { name: 'Invite to the team' });
    await invite.getByLabel('Email').fill('not-an-address');
    await invite.getByRole('button', { name: 'Invite' }).click();
    await expect.poll(() => invite.locator('#team-invite-email-error').textContent(), { timeout: 10_000 }).toBeTruthy();
    expect(await page.getByTestId('team-member').count()).toBe(1);

    await invite.getByLabel('Email').fill(viewer.email);
    await invite.getByLabel('Role').selectOption('viewer');
    await invite.getByRole('button', { name: 'Invite' }).click();
    await expect.poll(() => page.getByText(`${viewer.email} was added to the team as Viewer.`).count(), { timeout: 10_000 }).toBe(1);
    await expect.poll(() => memberRow(page, viewer.email).getAttribute('data-role'), { timeout: 10_000 }).toBe('viewer');
    expect(await memberRow(page, viewer.email).getByTestId('team-member-pending').count()).toBe(1);
    expect(await invite.getByLabel('Email').inputValue()).toBe('');
    await shoot(page, 'e2e-event-team', { fullPage: true });

    // The invited person signs up with that address: the guest list stays shut until they enter the code from the mail.
    const viewerContext = await suite.browser.newContext({ viewport: { width: 1280, height: 900 } });
    const viewerPage = await viewerContext.newPage();
    await viewerPage.goto(`${suite.server.baseUrl}/account/signup?email=${encodeURIComponent(viewer.email)}`);
    await viewerPage.getByLabel('First name').fill(viewer.first);
    await viewerPage.getByLabel('Last name').fill(viewer.last);
    await viewerPage.getByLabel('Password').fill(viewer.password);
    await viewerPage.getByRole('button', { name: 'Create account' }).click();
    await viewerPage.waitForURL(/\/account\/verify-email/);
    await viewerPage.goto(guestListUrl);
    await viewerPage.waitForURL(/\/account\/verify-email/);
    expect(await viewerPage.getByTestId('verify-email-why').textContent()).toContain('The team you joined opens as soon as you confirm');
    const shut = await viewerPage.evaluate(
      async (url) => (await fetch(url)).status,
      `/api/v2/events/${guestListUrl.split('/events/')[1]!.split('/')[0]}/attendees`,
    );
    expect(shut).toBe(403);
    await confirmEmailInBrowser(viewerPage, await verificationCodeFor(suite.server, viewer.email));
    // Confirmed, they go on to where they were headed: the guests, but nothing to change them with.
    await viewerPage.waitForURL(guestListUrl + '**');
    await expect.poll(() => viewerPage.getByTestId('guest-row').count(), { timeout: 10_000 }).toBe(1);
    expect(await viewerPage.getByTestId('guest-row').first().textContent()).toContain('Ada');
    expect(await viewerPage.getByTestId('add-guest').count()).toBe(0);
    expect(await viewerPage.getByRole('button', { name: 'Add guest' }).count()).toBe(0);
    expect(await viewerPage.getByTestId('upload-guests').count()).toBe(0);
    expect(await viewerPage.getByRole('checkbox', { name: 'Select Ada Lovelace' }).count()).toBe(0);
    expect(await viewerPage.getByTestId('guest-actions').count()).toBe(0);
    expect(await viewerPage.getByRole('button', { name: 'Check in Ada Lovelace' }).isDisabled()).toBe(true);
    await shoot(viewerPage, 'e2e-event-team-viewer-guests');

    // Their team screen is read-only: the list, no invite form, no role selects.
    await viewerPage.goto(shareUrl);
    await expect.poll(() => memberRow(viewerPage, viewer.email).getByTestId('team-member-you').count(), { timeout: 10_000 }).toBe(1);
    expect(await viewerPage.getByRole('form', { name: 'Invite to the team' }).count()).toBe(0);
    expect(await viewerPage.getByRole('combobox').count()).toBe(0);
    await shoot(viewerPage, 'e2e-event-team-viewer', { fullPage: true });

    // Back on the organiser's screen, the viewer is a member now (no longer pending), as Viewer.
    await page.reload();
    await expect.poll(() => memberRow(page, viewer.email).getByTestId('team-member-pending').count(), { timeout: 10_000 }).toBe(0);
    expect(await memberRow(page, viewer.email).getAttribute('data-role')).toBe('viewer');
    const roleSelect = page.getByRole('combobox', { name: `Role of ${viewer.first} ${viewer.last}` });
    expect(await roleSelect.inputValue()).toBe('viewer');

    // Changing the role in the row applies at once.
    await roleSelect.selectOption('check_in');
    await expect.poll(() => page.getByText(`${viewer.first} ${viewer.last} is now Check-in Only.`).count(), { timeout: 10_000 }).toBe(1);
    await page.reload();
    await expect.poll(() => memberRow(page, viewer.email).getAttribute('data-role'), { timeout: 10_000 }).toBe('check_in');

    await viewerContext.close();
    await organiserContext.close();
  });

  it('hands out a share link that a newcomer follows to create an account and join with its role', async () => {
    const host = { first: 'Sam', last: 'Shares', email: 'sam@example.com', password: 'correct horse battery' };
    const hostContext = await suite.browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await signUp(hostContext, host);
    await createEventInBrowser(page, { name: 'Summer Picnic', date: '2099-07-04', time: '12:00' });
    const shareUrl = page
      .url()
      .split('?')[0]!
      .replace(/guest-management$/, 'share');
    await page.goto(shareUrl);
    await page.getByLabel('Role', { exact: true }).last().selectOption('check_in');
    await expect.poll(() => page.getByTestId('share-link').textContent(), { timeout: 10_000 }).toContain('/events/share?event=');
    const link = (await page.getByTestId('share-link').textContent())!;
    await shoot(page, 'e2e-share-link', { fullPage: true });

    const newcomer = { first: 'Nia', last: 'Newcomer', email: 'nia@example.net', password: 'nia horse battery' };
    const newcomerContext = await suite.browser.newContext({ viewport: { width: 390, height: 800 } });
    const newcomerPage = await newcomerContext.newPage();
    await newcomerPage.goto(link);
    await expect.poll(() => newcomerPage.getByText('You are invited to an event team').count(), { timeout: 10_000 }).toBe(1);
    await newcomerPage.getByRole('link', { name: 'Create an account' }).click();
    await newcomerPage.getByLabel('First name').fill(newcomer.first);
    await newcomerPage.getByLabel('Last name').fill(newcomer.last);
    await newcomerPage.getByLabel('Email').fill(newcomer.email);
    await newcomerPage.getByLabel('Password').fill(newcomer.password);
    await newcomerPage.getByRole('button', { name: 'Create account' }).click();
    // The team opens once the newcomer proves the address: the code from the mail, then on to the event.
    await newcomerPage.waitForURL(/\/account\/verify-email/);
    await shoot(newcomerPage, 'e2e-share-link-verify-email', { fullPage: true });
    await confirmEmailInBrowser(newcomerPage, await verificationCodeFor(suite.server, newcomer.email));
    await newcomerPage.waitForURL(/\/events\/[0-9a-f-]{36}/);

    // On the organiser's team screen: Nia, as Check-in Only, already a member.
    await page.reload();
    await expect.poll(() => memberRow(page, newcomer.email).getAttribute('data-role'), { timeout: 10_000 }).toBe('check_in');
    expect(await memberRow(page, newcomer.email).getByTestId('team-member-pending').count()).toBe(0);

    // Reset: the old link now says it does not work, for a signed-in colleague too.
    await page.getByRole('button', { name: 'Reset share links' }).click();
    await page.getByRole('button', { name: 'Reset links' }).click();
    await expect.poll(async () => (await page.getByTestId('share-link').textContent()) !== link, { timeout: 10_000 }).toBe(true);
    await newcomerPage.goto(link);
    await expect.poll(() => newcomerPage.getByRole('alert').textContent(), { timeout: 10_000 }).toContain('This share link does not work any more.');

    await newcomerContext.close();
    await hostContext.close();
  });
});
