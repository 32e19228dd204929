import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { startTestSmtpServer, type TestSmtpServer } from '@usher/infra/testing/test-smtp-server';
import { launchBrowser } from './support/browser.ts';
import { addGuestsInBrowser, createEventInBrowser, signUpInBrowser } from './support/journeys.ts';
import { startProduct, type ProductServer } from './support/product-server.ts';
import { screenshotsWanted, shoot } from './support/screens.ts';

// Issue 20, "SMTP configurations and templates": an organiser points the
// event's mail at their own server (a real SMTP server on loopback, not the
// instance's), sends a test through it before saving and sees it arrive,
// turns open tracking off, keeps an address off the list, and rewrites the
// invitation with an @ tag whose sample value shows in the preview.

const organiser = { first: 'Maud', last: 'Mailer', email: 'maud@example.com', password: 'correct horse battery' };

let instanceMail: TestSmtpServer;
let eventMail: TestSmtpServer;
let server: ProductServer;
let browser: Browser;

beforeAll(async () => {
  [instanceMail, eventMail] = await Promise.all([startTestSmtpServer(), startTestSmtpServer()]);
  [server, browser] = await Promise.all([startProduct({ env: instanceMail.env }), launchBrowser()]);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await Promise.all([instanceMail?.close(), eventMail?.close()]);
});

const eventUuidOf = (page: Page) => /\/events\/([0-9a-f-]{36})/.exec(page.url())![1]!;

/** The whole page from its top; with a dialog open, what the screen shows. */
async function shootScreen(page: Page, name: string) {
  if (!screenshotsWanted) return;
  const dialogOpen = (await page.getByRole('dialog').count()) > 0;
  if (!dialogOpen) await page.evaluate(() => window.scrollTo(0, 0));
  await shoot(page, name, { fullPage: !dialogOpen });
}

describe('the Mail settings and the templates, as an organiser uses them', () => {
  it('adds a mail server on loopback, sends a test through it, makes it the event’s, and switches open tracking off', async () => {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    await signUpInBrowser(page, server.baseUrl, organiser);
    await createEventInBrowser(page, { name: 'Harvest Dinner', date: '2099-10-02', time: '19:00' });
    const uuid = eventUuidOf(page);

    await page.getByRole('navigation', { name: 'Event sections' }).getByRole('link', { name: 'Settings' }).click();
    await page.getByRole('navigation', { name: 'Settings' }).getByRole('link', { name: 'Mail' }).click();
    await page.waitForURL(`${server.baseUrl}/events/${uuid}/settings/smtp`);
    await expect.poll(() => page.getByRole('radio', { name: /The instance's mail server/ }).getAttribute('aria-checked')).toBe('true');

    await page.getByTestId('smtp-add').click();
    const dialog = page.getByRole('dialog', { name: 'Add a mail server' });
    await dialog.getByLabel('Name', { exact: true }).fill('Our own server');
    await dialog.getByLabel('Host').fill('127.0.0.1');
    await dialog.getByRole('radio', { name: /^None/ }).click();
    await dialog.getByLabel('Port').fill(String(eventMail.port));
    await dialog.getByLabel('From name').fill('Harvest team');
    await dialog.getByLabel('From email').fill('harvest@example.org');
    await shootScreen(page, 'smtp-dialog-1440');

    // A wrong recipient is refused under its field, in the server's words.
    await dialog.getByLabel('Send the test to').fill('not an address');
    await dialog.getByTestId('smtp-send-test').click();
    await expect.poll(() => dialog.locator('#smtp-test-recipient-error').count(), { timeout: 10_000 }).toBe(1);

    await dialog.getByLabel('Send the test to').fill('maud@example.com');
    await dialog.getByTestId('smtp-send-test').click();
    await expect.poll(() => dialog.getByTestId('smtp-test-result').textContent(), { timeout: 15_000 }).toContain('Sent to maud@example.com');
    const test = await eventMail.waitFor((mail) => mail.to.includes('maud@example.com'));
    expect(test.email.from?.address).toBe('harvest@example.org');
    expect(instanceMail.received.some((mail) => mail.to.includes('maud@example.com'))).toBe(false);
    await shootScreen(page, 'smtp-test-sent-1440');

    await dialog.getByTestId('smtp-save').click();
    await expect.poll(() => dialog.count(), { timeout: 10_000 }).toBe(0);
    const own = page.getByRole('radio', { name: /Our own server/ });
    await expect.poll(() => own.getAttribute('aria-checked'), { timeout: 10_000 }).toBe('true');
    expect(await page.getByRole('radio', { name: /The instance's mail server/ }).getAttribute('aria-checked')).toBe('false');

    // A guest's invitation now leaves through the event's server too, from its sender, not the instance's.
    await page.getByRole('navigation', { name: 'Event sections' }).getByRole('link', { name: 'Guest Management' }).click();
    await page.waitForURL(`${server.baseUrl}/events/${uuid}/guest-management`);
    await addGuestsInBrowser(page, [{ first: 'Ines', last: 'Invited', email: 'ines@example.com' }]);
    await expect.poll(() => page.getByTestId('guest-row').count(), { timeout: 10_000 }).toBe(1);
    await page.getByRole('button', { name: 'Actions for Ines Invited' }).click();
    await page.getByRole('menuitem', { name: 'Send invitation' }).click();
    const invitation = await eventMail.waitFor((mail) => mail.to.includes('ines@example.com'));
    expect(invitation.email.subject).toBe('You are invited to Harvest Dinner');
    expect(invitation.email.from?.address).toBe('harvest@example.org');
    expect(instanceMail.received.some((mail) => mail.to.includes('ines@example.com'))).toBe(false);
    await page.getByRole('navigation', { name: 'Event sections' }).getByRole('link', { name: 'Settings' }).click();
    await page.getByRole('navigation', { name: 'Settings' }).getByRole('link', { name: 'Mail' }).click();
    await page.waitForURL(`${server.baseUrl}/events/${uuid}/settings/smtp`);

    // The password is never shown again: the edit form offers to keep it.
    await page.getByRole('button', { name: 'Actions for Our own server' }).click();
    await page.getByRole('menuitem', { name: 'Edit' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Our own server' });
    expect(await edit.getByLabel('Password').inputValue()).toBe('');
    await edit.getByRole('button', { name: 'Cancel' }).click();

    // Tracking: both on for a new event; opens off survives a reload.
    const opens = page.getByRole('switch', { name: 'Track opens' });
    const clicks = page.getByRole('switch', { name: 'Track clicks' });
    expect(await opens.getAttribute('aria-checked')).toBe('true');
    expect(await clicks.getAttribute('aria-checked')).toBe('true');
    // The switch flips at once; the reload waits for the server to have taken the change.
    const saved = page.waitForResponse((response) => response.request().method() !== 'GET' && response.ok() && /\/api\//.test(response.url()));
    await opens.click();
    await expect.poll(() => opens.getAttribute('aria-checked')).toBe('false');
    await saved;
    await page.reload();
    await expect.poll(() => page.getByRole('switch', { name: 'Track opens' }).getAttribute('aria-checked'), { timeout: 10_000 }).toBe('false');
    expect(await page.getByRole('switch', { name: 'Track clicks' }).getAttribute('aria-checked')).toBe('true');

    // The suppression list: an address added by hand, then taken off again after a confirmation.
    await page.getByLabel('Address that will not receive communications').fill('no.mail@example.com');
    await page.getByRole('button', { name: 'Add address' }).click();
    const row = page.getByTestId('suppression-row').filter({ hasText: 'no.mail@example.com' });
    await expect.poll(() => row.count(), { timeout: 10_000 }).toBe(1);
    expect(await row.textContent()).toContain('Added by an organiser');
    await shootScreen(page, 'mail-settings-1440');
    await row.getByRole('button', { name: 'Remove no.mail@example.com' }).click();
    await page.getByTestId('confirm-dialog').getByRole('button', { name: 'Remove' }).click();
    await expect.poll(() => row.count(), { timeout: 10_000 }).toBe(0);

    for (const width of [1920, 1280, 768, 390]) {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
      await shootScreen(page, `mail-settings-${width}`);
    }
    await context.close();
  });

  it('edits the invitation with an @ tag, sees the sample value in the preview, and puts the product’s words back', async () => {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${server.baseUrl}/account/login`);
    await page.getByLabel('Email').fill(organiser.email);
    await page.getByLabel('Password').fill(organiser.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(`${server.baseUrl}/`);
    await page
      .getByRole('link', { name: /Harvest Dinner/ })
      .first()
      .click();
    await page.waitForURL(/\/events\/[0-9a-f-]{36}/);
    const uuid = eventUuidOf(page);
    await page.goto(`${server.baseUrl}/events/${uuid}/communications/templates`);

    const invitation = page.getByTestId('notification-template-row').filter({ has: page.getByText('Invitation', { exact: true }) });
    await expect.poll(() => invitation.getByTestId('notification-template-in-use').textContent(), { timeout: 10_000 }).toContain("The product's default");
    await shootScreen(page, 'templates-1440');
    // At a tablet's width every template's subject is read whole (issue 28: cut at 768 px).
    await page.setViewportSize({ width: 768, height: 1024 });
    const subjects = page.getByTestId('notification-template-in-use');
    expect(await subjects.count()).toBeGreaterThan(0);
    const cut = await subjects.evaluateAll((lines) =>
      lines.filter((line) => line.scrollWidth > line.clientWidth || line.getBoundingClientRect().right > window.innerWidth).map((line) => line.textContent),
    );
    expect(cut).toEqual([]);
    await shootScreen(page, 'templates-768');
    await page.setViewportSize({ width: 1440, height: 900 });

    await invitation.getByRole('button', { name: 'Edit the invitation' }).click();
    const editor = page.getByTestId('template-editor');
    await editor.getByLabel('Name', { exact: true }).fill('Our invitation');
    const body = editor.getByTestId('email-editor');
    await body.click();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.press('Delete');
    await page.keyboard.type('Dear @first');
    await page
      .getByRole('option', { name: /First name/ })
      .first()
      .click();
    // The chip comes with a space after it, as a word would; the comma goes right after the name.
    await page.keyboard.press('Backspace');
    await page.keyboard.type(', the harvest is in.');
    // The preview renders the message with the sample guest's values.
    const frame = editor.frameLocator('[data-testid="template-preview-frame"]');
    await expect.poll(() => frame.locator('body').textContent(), { timeout: 15_000 }).toContain('Dear Ada, the harvest is in.');
    await shootScreen(page, 'template-editor-1440');
    await page.setViewportSize({ width: 390, height: 844 });
    await shootScreen(page, 'template-editor-390');
    await editor.getByRole('button', { name: 'Preview' }).click();
    await shootScreen(page, 'template-editor-preview-390');
    await editor.getByRole('button', { name: 'Write' }).click();
    await page.setViewportSize({ width: 1440, height: 900 });
    await editor.getByTestId('template-save').click();
    await expect.poll(() => editor.count(), { timeout: 10_000 }).toBe(0);
    await expect.poll(() => invitation.getByTestId('notification-template-in-use').textContent(), { timeout: 10_000 }).toContain('Our invitation');

    // Reset to default asks first, then puts the product's words back in the template.
    await invitation.getByRole('button', { name: 'Reset to default' }).click();
    await page.getByTestId('confirm-dialog').getByRole('button', { name: 'Reset to default' }).click();
    await expect.poll(() => invitation.getByTestId('notification-template-in-use').textContent(), { timeout: 10_000 }).toContain('You are invited to');

    // A template to start communications from: written, listed, then deleted after a confirmation.
    await page.getByTestId('template-new').click();
    const fresh = page.getByTestId('template-editor');
    await fresh.getByLabel('Name', { exact: true }).fill('Thank-you note');
    // A merge tag typed in a syntax that would be sent as written shows on the field as it is typed, before any save (issue 28).
    await fresh.getByLabel('Subject').fill('Thank you {first_name}');
    await expect
      .poll(() => fresh.locator('#template-subject-error').textContent(), { timeout: 5_000 })
      .toBe('The subject has a merge tag that is not written the way it is sent: {first_name}. Type @ and pick the tag from the list.');
    await shootScreen(page, 'template-editor-tag-error-1440');
    await fresh.getByLabel('Subject').fill('Thank you for coming');
    await expect.poll(() => fresh.locator('#template-subject-error').count()).toBe(0);
    await fresh.getByTestId('email-editor').click();
    await page.keyboard.type('It was a pleasure to have you.');
    await fresh.getByTestId('template-save').click();
    await expect.poll(() => fresh.count(), { timeout: 10_000 }).toBe(0);
    const saved = page.getByTestId('saved-template-row').filter({ hasText: 'Thank-you note' });
    await expect.poll(() => saved.count(), { timeout: 10_000 }).toBe(1);
    expect(await saved.textContent()).toContain('Communications');

    for (const width of [1920, 1280, 768, 390]) {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
      await shootScreen(page, `templates-${width}`);
    }

    await saved.getByRole('button', { name: 'Delete Thank-you note' }).click();
    await page.getByTestId('confirm-dialog').getByRole('button', { name: 'Delete' }).click();
    await expect.poll(() => saved.count(), { timeout: 10_000 }).toBe(0);
    await context.close();
  });
});
