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
    // The waitlist keeper offers the freed place as soon as it has read Ada's No. Each look waits for the page's
    // waitlist section (her place in the queue, or the offer) before reading it: a loaded machine may take longer
    // than the poll's interval to render it, and a look before then would only reload again.
    const offer = grace.getByTestId('waitlist-offer');
    await expect
      .poll(
        async () => {
          await offer.or(grace.getByTestId('waitlist-position')).first().waitFor({ timeout: 10_000 });
          if (await offer.isVisible()) return true;
          await grace.reload();
          return false;
        },
        { timeout: 30_000 },
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

  it("a journey's RSVP step on the full event offers the same waitlist, and Dee joins it from her phone", async () => {
    const added = await product.call<{ data: { id: string }[] }>('POST', `/api/v2/events/${product.eventUuid}/attendees`, {
      members: [{ first_name: 'Dee', last_name: 'Okafor', email: 'dee@example.org' }],
    });
    const dee = added.json.data[0]!.id;
    // A journey of one RSVP step, published as the invitations' default: Dee's link opens it.
    const base = `/api/v2/events/${product.eventUuid}/journeys`;
    const created = await product.call<{ data: { id: string } }>('POST', `${base}/create`, { name: 'Gala answer' });
    const journey = `${base}/${created.json.data.id}`;
    const action = (id: string, type: string) => ({ id, type, label: '', to_step_id: null, conditions: [] });
    const steps: [string, string, unknown][] = [
      [
        'PUT',
        `${journey}/add-step`,
        { step: { id: 'answer', type: 'rsvp', name: 'RSVP', blocks: [{ id: 'h', type: 'heading', text: 'Will you join us?', media_id: null, url: null }] } },
      ],
      ['PUT', `${journey}/answer/update-action`, { actions: [action('yes', 'rsvp_yes'), action('no', 'rsvp_no')] }],
      ['PUT', journey, { start_step_id: 'answer' }],
      ['PUT', journey, { publish: true, is_default: true }],
    ];
    for (const [method, url, body] of steps) expect((await product.call(method, url, body)).status, url).toBeLessThan(300);
    const links = await product.call<{ data: { rsvp_link: string } }>('GET', `/api/v2/events/${product.eventUuid}/attendees/${dee}/invitation-links`);

    const page = await phone.newPage();
    await page.goto(new URL(links.json.data.rsvp_link, product.server.baseUrl).toString());
    await expect.poll(() => page.getByTestId('journey-step').getAttribute('data-step-type'), { timeout: 15_000 }).toBe('rsvp');
    await page.getByRole('button', { name: 'Yes, I will attend' }).click();
    // The event is full (Grace holds its one place): the step says so and offers the queue, as the RSVP page does.
    await expect.poll(() => page.getByTestId('waitlist-join').isVisible(), { timeout: 15_000 }).toBe(true);
    expect(await page.getByTestId('waitlist-join').textContent()).toContain('Every place is taken for now');
    await shootAtWidths(page, 'e2e-waitlist-journey-join', SCREEN_WIDTHS, { fullPage: true });
    await page.getByLabel('How many places do you need?').selectOption({ label: 'Just me' });
    await page.getByTestId('waitlist-join-button').click();
    // Behind Cy, who has waited since before Grace's claim.
    await expect.poll(() => page.getByTestId('waitlist-position').textContent()).toBe('2');
    await shootAtWidths(page, 'e2e-waitlist-journey-waiting', SCREEN_WIDTHS, { fullPage: true });
    await page.close();
  });
});
