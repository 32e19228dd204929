import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { passTokenFor } from '@usher/read-models/passes/guest-links';
import { launchBrowser } from './support/browser.ts';
import { signInAsDoorOrganiser, startDoorProduct, type DoorProduct } from './support/door-product.ts';
import { shoot } from './support/screens.ts';

// Issue 17, "At the door": a party's pass admits all of its people or some, each plus-one checked in
// on their own stream, online and offline; name search shows who is in; no camera, no camera button.
// The product runs on a PostgreSQL this test starts, to mint real pass tokens and count check-in events.
let product: DoorProduct;
let browser: Browser;
let context: BrowserContext;
let page: Page;
const ids: Record<string, string> = {};

async function addGuests(members: Record<string, unknown>[]) {
  const added = await product.call<{ data: { id: string; first_name: string }[] }>('POST', `/api/v2/events/${product.eventUuid}/attendees`, { members });
  for (const guest of added.json.data) ids[guest.first_name] = guest.id;
}

const checkInEventsOf = (name: string) => product.checkInEventsOf(ids[name]!);

const result = () => page.getByTestId('scan-result');
const party = () => page.getByTestId('scan-party');
const member = (name: string) => party().getByTestId('party-member').filter({ hasText: name });
const counter = () => page.getByTestId('scanner-counter').textContent();

async function enterCode(name: string) {
  await page.getByLabel('Pass code').fill(await passTokenFor(product.database.db, ids[name]!));
  await page.getByRole('button', { name: 'Check in' }).click();
}

beforeAll(async () => {
  product = await startDoorProduct('door-party');
  // Two parties of three (a main guest and two plus-ones each) and a guest alone.
  await addGuests([
    { first_name: 'Ada', last_name: 'Main' },
    { first_name: 'Eve', last_name: 'Main' },
    { first_name: 'Dan', last_name: 'Alone' },
  ]);
  await addGuests([
    { first_name: 'Bo', last_name: 'Plus', parent_attendee_id: ids.Ada },
    { first_name: 'Cy', last_name: 'Plus', parent_attendee_id: ids.Ada },
  ]);
  await addGuests([
    { first_name: 'Fay', last_name: 'Plus', parent_attendee_id: ids.Eve },
    { first_name: 'Gus', last_name: 'Plus', parent_attendee_id: ids.Eve },
  ]);

  // No fake camera: this browser has none, as a laptop at a door without a webcam.
  browser = await launchBrowser();
  context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  page = await context.newPage();
  await signInAsDoorOrganiser(page, product.server.baseUrl);
});

afterAll(async () => {
  await browser?.close();
  await product?.stop();
});

describe('the door, for parties and for guests found by name', () => {
  it('offers no camera button while it says no camera is available', async () => {
    await page.goto(`${product.server.baseUrl}/events/${product.eventUuid}/scanner`);
    await expect.poll(() => page.getByTestId('scanner-camera-missing').textContent(), { timeout: 15_000 }).toContain('No camera available');
    expect(await page.getByRole('button', { name: 'Stop camera' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Start camera' }).count()).toBe(0);
    expect(await page.getByTestId('scanner-video').count()).toBe(0);
    await expect.poll(counter, { timeout: 15_000 }).toBe('0 / 7 checked in');
  });

  it('admits some of a party, then the rest: each plus-one is checked in on their own, and the counters count them', async () => {
    await page.getByRole('button', { name: 'Enter code' }).click();
    await enterCode('Ada');
    await expect.poll(() => result().getAttribute('data-kind'), { timeout: 10_000 }).toBe('checked_in');
    await expect.poll(() => party().count()).toBe(1);
    expect(await party().getByRole('heading').textContent()).toBe('Party of 3 · 1 checked in');
    expect(await member('Ada Main').getAttribute('data-checked-in')).toBe('true');
    expect(await member('Bo Plus').getAttribute('data-checked-in')).toBe('false');
    expect(await page.getByRole('button', { name: 'Admit all (2)' }).count()).toBe(1);
    await shoot(page, 'e2e-door-party', { fullPage: true });

    // Only Bo is at the door yet.
    await party().getByRole('checkbox', { name: 'Bo Plus' }).click();
    await page.getByRole('button', { name: 'Admit selected (1)' }).click();
    await expect.poll(() => member('Bo Plus').getAttribute('data-checked-in')).toBe('true');
    expect(await member('Cy Plus').getAttribute('data-checked-in')).toBe('false');
    expect(await page.getByTestId('party-admitted').textContent()).toBe('1 more guest admitted.');
    await expect.poll(() => checkInEventsOf('Bo')).toBe(1);
    expect(await checkInEventsOf('Cy')).toBe(0);
    await expect.poll(counter).toBe('2 / 7 checked in');

    // Cy comes a little later: the one left.
    await page.getByRole('button', { name: 'Admit all (1)' }).click();
    await expect.poll(() => member('Cy Plus').getAttribute('data-checked-in')).toBe('true');
    expect(await party().textContent()).toContain('Everyone in this party is checked in.');
    for (const name of ['Ada', 'Bo', 'Cy']) await expect.poll(() => checkInEventsOf(name), { message: name }).toBe(1);
    await expect.poll(counter).toBe('3 / 7 checked in');
    // The guest list's counter says the same.
    const stats = await product.call<{ data: { checked_in: number } }>('GET', `/api/v2/events/${product.eventUuid}/attendees/stats`);
    expect(stats.json.data.checked_in).toBe(3);
  });

  it('admits a whole party while offline and syncs each check-in once the network is back', async () => {
    await context.setOffline(true);
    await expect.poll(() => page.getByTestId('scanner-connection').getAttribute('data-online')).toBe('false');
    await enterCode('Eve');
    await expect.poll(() => result().getAttribute('data-kind')).toBe('queued');
    // The party comes from the offline roster.
    await expect.poll(() => party().getByTestId('party-member').count()).toBe(3);
    await page.getByRole('button', { name: 'Admit all (2)' }).click();
    await expect.poll(() => page.getByTestId('scanner-queue').getAttribute('data-count')).toBe('3');
    expect(await member('Gus Plus').getAttribute('data-checked-in')).toBe('true');
    for (const name of ['Eve', 'Fay', 'Gus']) expect(await checkInEventsOf(name)).toBe(0);

    await context.setOffline(false);
    await expect.poll(() => page.getByTestId('scanner-queue').getAttribute('data-count'), { timeout: 20_000 }).toBe('0');
    for (const name of ['Eve', 'Fay', 'Gus']) await expect.poll(() => checkInEventsOf(name), { message: name }).toBe(1);
    expect(await page.getByTestId('sync-conflict').count()).toBe(0);
    await expect.poll(counter, { timeout: 10_000 }).toBe('6 / 7 checked in');
  });

  it('shows a guest found by name as checked in once the door has checked them in', async () => {
    await page.getByRole('button', { name: 'Search by name' }).click();
    await page.getByLabel('Search guests by name').fill('Dan');
    const results = page.getByTestId('scanner-search-results');
    await results.getByRole('button', { name: 'Check in Dan Alone' }).click();
    await expect.poll(() => result().textContent()).toContain('Welcome, Dan Alone');
    // A guest alone: no party to admit.
    expect(await party().count()).toBe(0);
    await expect.poll(() => results.getByRole('button', { name: 'Dan Alone is checked in' }).count()).toBe(1);
    expect(await results.getByRole('button', { name: 'Check in Dan Alone' }).count()).toBe(0);
    expect(await results.textContent()).toContain('Checked in');
    expect(await checkInEventsOf('Dan')).toBe(1);
    await expect.poll(counter).toBe('7 / 7 checked in');
    await shoot(page, 'e2e-door-name-search', { fullPage: true });
  });
});
