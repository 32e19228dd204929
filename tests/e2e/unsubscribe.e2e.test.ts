import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { startTestSmtpServer, type TestSmtpServer } from '@usher/infra/testing/test-smtp-server';
import { launchBrowser } from './support/browser.ts';
import { addGuestsInBrowser, createEventInBrowser, signUpInBrowser } from './support/journeys.ts';
import { startProduct, type ProductServer } from './support/product-server.ts';
import { shoot } from './support/screens.ts';

// Issue 20, "one-click unsubscribe and a preferences page": a guest opens the
// unsubscribe link of a message they really received (through a real SMTP
// server) on a phone, unsubscribes, and changes their mind. The organiser's
// suppression list follows, and the guest's messages show in their drawer.

const organiser = { first: 'Una', last: 'Sender', email: 'una@example.com', password: 'correct horse battery' };
const guest = { first: 'Grace', last: 'Hopper', email: 'grace.hopper@example.com' };

let mail: TestSmtpServer;
let server: ProductServer;
let browser: Browser;

beforeAll(async () => {
  mail = await startTestSmtpServer();
  [server, browser] = await Promise.all([startProduct({ env: mail.env }), launchBrowser()]);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await mail?.close();
});

/** A request from the signed-in page, as the dashboard sends one (session cookie and CSRF header). */
async function apiFrom<T = { data: { id: string } }>(page: Page, method: 'POST' | 'PUT', path: string, body?: unknown): Promise<T> {
  const csrf = (await page.context().cookies()).find((cookie) => cookie.name === 'XSRF-TOKEN')?.value;
  const response = await page.request.fetch(new URL(path, page.url()).toString(), {
    method,
    headers: { Accept: 'application/json', 'X-Requested-With': 'XMLHttpRequest', ...(csrf && { 'X-XSRF-TOKEN': decodeURIComponent(csrf) }) },
    ...(body !== undefined && { data: body }),
  });
  expect(response.status(), `${method} ${path}: ${await response.text()}`).toBeLessThan(300);
  return (await response.json()) as T;
}

describe("a guest's email preferences", () => {
  it('opens the unsubscribe link of a message on a phone, unsubscribes, then resubscribes', async () => {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    await signUpInBrowser(page, server.baseUrl, organiser);
    await createEventInBrowser(page, { name: 'Autumn Lecture', date: '2099-11-05', time: '18:00' });
    const uuid = /\/events\/([0-9a-f-]{36})/.exec(page.url())![1]!;
    await addGuestsInBrowser(page, [guest]);
    await expect.poll(() => page.getByTestId('guest-row').count(), { timeout: 10_000 }).toBe(1);

    // The organisation's name is what the guest reads on the page.
    await apiFrom(page, 'POST', '/api/v2/organizations', { name: 'Lyceum Society', timezone: 'US/Eastern', logo_media_id: null });

    // A communication to the whole list, sent now: the guest receives it through the SMTP server.
    const alert = await apiFrom(page, 'POST', `/api/v2/events/${uuid}/alerts`, { name: 'Doors open at six' });
    await apiFrom(page, 'PUT', `/api/v2/events/${uuid}/alerts/${alert.data.id}`, {
      subject: 'Doors open at six',
      body: '<p>Hello <span data-type="mention" data-id="guest.first_name" data-label="First name">@First name</span>, doors open at six.</p>',
      send: true,
    });
    const received = await mail.waitFor((message) => message.to.includes(guest.email) && message.email.subject === 'Doors open at six', 30_000);
    const header = received.email.headers.find((h) => h.key === 'list-unsubscribe')?.value ?? '';
    const link = /<(https?:\/\/[^>]+\/m\/[^>]+\/unsubscribe)>/.exec(header)?.[1];
    expect(link, header).toBeTruthy();

    const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    const guestPage = await phone.newPage();
    await guestPage.goto(link!);
    const heading = guestPage.getByTestId('mail-preferences-heading');
    await expect.poll(() => heading.textContent(), { timeout: 10_000 }).toBe("You're subscribed to Lyceum Society's emails about Autumn Lecture");
    // The address is shown partly hidden, never whole.
    const text = (await guestPage.getByTestId('mail-preferences').textContent()) ?? '';
    expect(text).not.toContain(guest.email);
    expect(text).toContain('@example.com');
    await shoot(guestPage, 'unsubscribe-subscribed-390', { fullPage: true });

    await guestPage.getByRole('button', { name: 'Unsubscribe' }).click();
    await expect.poll(() => heading.textContent(), { timeout: 10_000 }).toBe("You're unsubscribed from Lyceum Society's emails about Autumn Lecture");
    await shoot(guestPage, 'unsubscribe-unsubscribed-390', { fullPage: true });

    // The organiser's suppression list has the address, for the reason the guest gave.
    await page.goto(`${server.baseUrl}/events/${uuid}/settings/smtp`);
    const row = page.getByTestId('suppression-row').filter({ hasText: guest.email });
    await expect.poll(() => row.count(), { timeout: 10_000 }).toBe(1);
    expect(await row.textContent()).toContain('Unsubscribed');

    // A reload shows what was saved, not what the page remembered.
    await guestPage.reload();
    await expect.poll(() => heading.textContent(), { timeout: 10_000 }).toMatch(/^You're unsubscribed from/);
    await guestPage.getByRole('button', { name: 'Resubscribe' }).click();
    await expect.poll(() => heading.textContent(), { timeout: 10_000 }).toMatch(/^You're subscribed to/);
    await page.reload();
    await expect.poll(() => page.getByTestId('suppression-row').filter({ hasText: guest.email }).count(), { timeout: 10_000 }).toBe(0);

    // The guest's drawer lists the message; opening it shows its timeline.
    await page.goto(`${server.baseUrl}/events/${uuid}/guest-management`);
    await page.getByRole('button', { name: `Actions for ${guest.first} ${guest.last}` }).click();
    await page.getByTestId('guest-history-open').click();
    const drawer = page.getByTestId('guest-history');
    await drawer.getByRole('button', { name: 'Messages' }).click();
    const message = drawer.getByTestId('guest-message');
    await expect.poll(() => message.count(), { timeout: 10_000 }).toBe(1);
    expect(await message.textContent()).toContain('Doors open at six');
    await shoot(page, 'guest-messages-1440');
    await message.click();
    const timeline = page.getByTestId('message-timeline');
    await expect.poll(() => timeline.getByTestId('timeline-entry').count(), { timeout: 10_000 }).toBeGreaterThanOrEqual(2);
    expect(await timeline.textContent()).toContain('Sent');
    await shoot(page, 'message-timeline-1440');
    await page.setViewportSize({ width: 390, height: 844 });
    await shoot(page, 'message-timeline-390');
    await page.keyboard.press('Escape');
    await expect.poll(() => timeline.count()).toBe(0);
    await shoot(page, 'guest-messages-390');

    // A link that is not one of ours: a plain page that says so.
    await guestPage.goto(`${server.baseUrl}/m/${'0'.repeat(52)}/unsubscribe`);
    await expect.poll(() => guestPage.getByRole('heading', { name: 'This link is not valid' }).count(), { timeout: 10_000 }).toBe(1);
    await shoot(guestPage, 'unsubscribe-invalid-390', { fullPage: true });
    await phone.close();
    await context.close();
  });
});
