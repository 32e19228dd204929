import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { passTokenFor } from '@usher/read-models/passes/guest-links';
import { transferTokenFor } from '@usher/infra/http/transfer-links';
import { launchBrowser } from './support/browser.ts';
import { signInAsDoorOrganiser, startDoorProduct, type DoorProduct } from './support/door-product.ts';
import { shoot } from './support/screens.ts';

// Issue 21, ticket transfers: a guest gives their ticket away from their pass on a phone, the new
// holder accepts through their link (soft transfer, the default), and the old pass is refused at
// the door at once. The product runs on a PostgreSQL this test starts, so the test can sign the
// links the product mails (pass and transfer tokens, with the instance's own secret).
let product: DoorProduct;
let browser: Browser;
let phone: BrowserContext;
let guestPage: Page;
let adaId: string;
let oldPassToken: string;

const SCREEN_WIDTHS = [1920, 1440, 1280, 768, 390] as const;

beforeAll(async () => {
  product = await startDoorProduct('ticket-transfers');
  const added = await product.call<{ data: { id: string }[] }>('POST', `/api/v2/events/${product.eventUuid}/attendees`, {
    members: [{ first_name: 'Ada', last_name: 'Lovelace', email: 'ada@example.org' }],
  });
  adaId = added.json.data[0]!.id;
  oldPassToken = await passTokenFor(product.database.db, adaId);
  browser = await launchBrowser();
  phone = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  guestPage = await phone.newPage();
});

afterAll(async () => {
  await browser?.close();
  await product?.stop();
});

describe('a ticket handed on from the pass', () => {
  it('the guest names the new holder on their pass; the ticket stays theirs until the new holder accepts', async () => {
    await guestPage.goto(`${product.server.baseUrl}/pass/${oldPassToken}`);
    await expect.poll(() => guestPage.getByTestId('pass-event-name').textContent(), { timeout: 15_000 }).toBe('Harbour Gala');
    await guestPage.getByTestId('transfer-open').click();
    // Nothing named yet: the server's messages show under their fields.
    await guestPage.getByTestId('transfer-submit').click();
    await expect.poll(() => guestPage.locator('#transfer-first-name-error').textContent()).toBe('First name is required.');
    await guestPage.getByLabel('First name').fill('Grace');
    await guestPage.getByLabel('Last name').fill('Hopper');
    await guestPage.getByLabel('Email').fill('grace@example.org');
    await shoot(guestPage, 'e2e-transfer-form-390', { fullPage: true });
    await guestPage.getByTestId('transfer-submit').click();
    await expect.poll(() => guestPage.getByTestId('transfer-status').textContent()).toContain('We emailed Grace Hopper a link to accept your ticket');
    await shoot(guestPage, 'e2e-transfer-pending-390', { fullPage: true });
    // Still Ada's pass until Grace accepts.
    expect(await guestPage.getByTestId('pass-card').count()).toBe(1);
  });

  it('the new holder accepts through their link and gets their own pass', async () => {
    // The organisation onboarding promised guests would see heads the page, not "Usher" (issue 28).
    expect((await product.call('POST', '/api/v2/organizations', { name: 'Harbour Friends' })).status).toBe(200);
    const state = await fetch(`${product.server.baseUrl}/api/v2/public/pass/${oldPassToken}/transfer`).then(
      (r) => r.json() as Promise<{ data: { transfer: { id: string } } }>,
    );
    const link = `${product.server.baseUrl}/transfer/${await transferTokenFor(product.database.db, adaId, state.data.transfer.id)}`;
    const gracePage = await phone.newPage();
    await gracePage.goto(link);
    await expect
      .poll(() => gracePage.getByTestId('transfer-offer').textContent(), { timeout: 15_000 })
      .toContain('Ada Lovelace would like to give you their ticket');
    await expect.poll(() => gracePage.getByTestId('organisation-brand').textContent()).toBe('Harbour Friends');
    expect(await gracePage.title()).toBe('A ticket to Harbour Gala | Harbour Friends');
    // Usher stays only as the small footer under the organisation's brand.
    expect(await gracePage.getByTestId('transfer-powered-by').textContent()).toBe('Powered by Usher');
    await shoot(gracePage, 'e2e-transfer-offer-390', { fullPage: true });
    await gracePage.getByTestId('transfer-accept').click();
    await expect.poll(() => gracePage.getByTestId('transfer-outcome').textContent()).toContain('The ticket is yours');
    await shoot(gracePage, 'e2e-transfer-accepted-390', { fullPage: true });
    await gracePage.getByTestId('transfer-pass-link').click();
    await expect.poll(() => gracePage.getByTestId('pass-card').textContent(), { timeout: 15_000 }).toContain('Grace Hopper');

    // Ada's page, on a later look, says the pass went to someone else: her pass is a read model, which may take a
    // moment longer than Grace's answer to learn of the transfer, so she looks again until it has (as a person would).
    await expect
      .poll(
        async () => {
          await guestPage.reload();
          return guestPage
            .getByRole('alert')
            .textContent({ timeout: 2_000 })
            .catch(() => '');
        },
        { timeout: 20_000 },
      )
      .toContain('This pass was transferred to another guest.');
    await shoot(guestPage, 'e2e-transfer-old-pass-390', { fullPage: true });
  });

  it('the door refuses the old pass with words the guest can be told', async () => {
    const door = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    const page = await door.newPage();
    await signInAsDoorOrganiser(page, product.server.baseUrl);
    await page.goto(`${product.server.baseUrl}/events/${product.eventUuid}/scanner`);
    await page.getByRole('button', { name: 'Enter code' }).click();
    await page.getByLabel('Pass code').fill(oldPassToken);
    await page.getByRole('button', { name: 'Check in' }).click();
    await expect.poll(() => page.getByTestId('scan-result').getAttribute('data-kind'), { timeout: 10_000 }).toBe('refused');
    expect(await page.getByTestId('scan-result').textContent()).toContain('This pass was transferred to another guest.');
    expect(await product.checkInEventsOf(adaId)).toBe(0);
    await shoot(page, 'e2e-transfer-door-refused-390', { fullPage: true });

    // The organiser's Ticket transfers screen lists it, at every width.
    for (const width of SCREEN_WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`${product.server.baseUrl}/events/${product.eventUuid}/event-builder/ticket-transfers`);
      await page
        .getByRole('radio', { name: 'All' })
        .or(page.getByRole('button', { name: 'All' }))
        .first()
        .click();
      await expect.poll(() => page.getByTestId('ticket-transfer-row').first().textContent(), { timeout: 15_000 }).toContain('Grace Hopper');
      await shoot(page, `e2e-transfer-builder-${width}`, { fullPage: true });
    }
    expect(await page.title()).toBe('Ticket transfers · Harbour Gala | Usher');
    await door.close();
  });
});
