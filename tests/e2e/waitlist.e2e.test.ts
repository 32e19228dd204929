import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { rsvpTokenFor } from '@usher/read-models/passes/guest-links';
import { launchBrowser } from './support/browser.ts';
import { signInAsDoorOrganiser, startDoorProduct, type DoorProduct } from './support/door-product.ts';
import { shoot, shootAtWidths } from './support/screens.ts';

// Issue 32 §2, capacity and a waitlist: the organiser gives the event one place in the event builder; Ada takes
// it; Grace, answering Yes on her phone, finds the event full and joins the waitlist, then Cy after her; Ada
// says No, the place is offered to Grace at once and she claims it from her RSVP page. Cy is still waiting
// in the organiser's list.
let product: DoorProduct;
let browser: Browser;
let desk: BrowserContext;
let phone: BrowserContext;
let organiserPage: Page;
const tokens: Record<string, string> = {};

const SCREEN_WIDTHS = [1920, 1440, 1280, 768, 390] as const;

const answer = (name: string, isAttending: boolean) =>
  fetch(`${product.server.baseUrl}/api/v2/public/rsvp/${tokens[name]}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ is_attending: isAttending, plus_ones: [] }),
  });

beforeAll(async () => {
  product = await startDoorProduct('waitlist');
  const added = await product.call<{ data: { id: string; first_name: string }[] }>('POST', `/api/v2/events/${product.eventUuid}/attendees`, {
    members: [
      { first_name: 'Ada', last_name: 'Lovelace', email: 'ada@example.org' },
      { first_name: 'Grace', last_name: 'Hopper', email: 'grace@example.org' },
      { first_name: 'Cy', last_name: 'Young', email: 'cy@example.org' },
    ],
  });
  for (const guest of added.json.data) tokens[guest.first_name] = await rsvpTokenFor(product.database.db, guest.id);
  browser = await launchBrowser();
  desk = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  phone = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  organiserPage = await desk.newPage();
  await signInAsDoorOrganiser(organiserPage, product.server.baseUrl);
});

afterAll(async () => {
  await browser?.close();
  await product?.stop();
});

describe('a full event and its waitlist', () => {
  it('the organiser gives the event one place in the event builder', async () => {
    await organiserPage.goto(`${product.server.baseUrl}/events/${product.eventUuid}/event-builder/waitlist`);
    await organiserPage.getByLabel('Places for the whole event').fill('-1');
    await organiserPage.getByTestId('capacity-save').click();
    // The domain's own rule and words, under the field, before anything is sent.
    await expect.poll(() => organiserPage.locator('#capacity-total-error').textContent()).toBe('The capacity must be a whole number between 0 and 1,000,000.');
    await organiserPage.getByLabel('Places for the whole event').fill('1');
    await organiserPage.getByTestId('capacity-save').click();
    await expect.poll(() => organiserPage.getByTestId('capacity-figures').textContent(), { timeout: 15_000 }).toContain('0 of 1');
    expect((await answer('Ada', true)).status).toBe(200);
  });

  it('Grace answers Yes, finds the event full and joins the waitlist; Cy joins after her', async () => {
    const grace = await phone.newPage();
    await grace.goto(`${product.server.baseUrl}/rsvp/${tokens.Grace}`);
    await grace.getByRole('radio', { name: 'Yes' }).click();
    await grace.getByRole('button', { name: 'Send my answer' }).click();
    await expect.poll(() => grace.getByTestId('waitlist-join').isVisible(), { timeout: 15_000 }).toBe(true);
    expect(await grace.getByTestId('waitlist-join').textContent()).toContain('Every place is taken for now');
    await shootAtWidths(grace, 'e2e-waitlist-join', SCREEN_WIDTHS, { fullPage: true });
    await grace.getByLabel('How many places do you need?').selectOption({ label: 'Just me' });
    await grace.getByTestId('waitlist-join-button').click();
    await expect.poll(() => grace.getByTestId('waitlist-position').textContent()).toBe('1');
    await shootAtWidths(grace, 'e2e-waitlist-waiting', SCREEN_WIDTHS, { fullPage: true });

    const joined = await fetch(`${product.server.baseUrl}/api/v2/public/rsvp/${tokens.Cy}/waitlist`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ party_size: 2 }),
    });
    expect(joined.status).toBe(200);
    await grace.close();
  });

  it('Ada says No: the place is offered to Grace, who claims it from her RSVP page', async () => {
    expect((await answer('Ada', false)).status).toBe(200);
    const grace = await phone.newPage();
    await grace.goto(`${product.server.baseUrl}/rsvp/${tokens.Grace}`);
    // The waitlist keeper offers the freed place as soon as it has read Ada's No.
    await expect
      .poll(
        async () => {
          if (await grace.getByTestId('waitlist-offer').isVisible()) return true;
          await grace.reload();
          return false;
        },
        { timeout: 20_000 },
      )
      .toBe(true);
    expect(await grace.getByTestId('waitlist-offer').textContent()).toMatch(/holding 1 place for you until .*2\d{3}/);
    await shootAtWidths(grace, 'e2e-waitlist-offer', SCREEN_WIDTHS, { fullPage: true });
    await grace.getByTestId('waitlist-claim').click();
    await expect.poll(() => grace.getByTestId('rsvp-attending').isVisible(), { timeout: 15_000 }).toBe(true);
    expect(await grace.getByTestId('waitlist-offer').count()).toBe(0);
    await shoot(grace, 'e2e-waitlist-claimed-390', { fullPage: true });
  });

  it("the organiser's list shows Cy waiting for two places, at every width", async () => {
    for (const width of SCREEN_WIDTHS) {
      await organiserPage.setViewportSize({ width, height: 900 });
      await organiserPage.goto(`${product.server.baseUrl}/events/${product.eventUuid}/event-builder/waitlist`);
      await expect.poll(() => organiserPage.getByTestId('waitlist-row').first().textContent(), { timeout: 15_000 }).toContain('Cy Young');
      await shoot(organiserPage, `e2e-waitlist-builder-${width}`, { fullPage: true });
    }
    const row = await organiserPage.getByTestId('waitlist-row').first().textContent();
    expect(row).toContain('2 places');
    expect(row).toContain('Waitlisted');
    expect(await organiserPage.getByTestId('capacity-figures').textContent()).toContain('1 of 1');
    expect(await organiserPage.title()).toBe('Capacity & waitlist · Harbour Gala | Usher');
  });
});
