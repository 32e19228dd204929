import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { passTokenFor } from '@usher/read-models/passes/guest-links';
import { launchBrowser } from './support/browser.ts';
import { signInAsDoorOrganiser, startDoorProduct, type DoorProduct } from './support/door-product.ts';
import { writePassVideo } from './support/pass-video.ts';
import { verifyEmailByApi } from './support/verification-mail.ts';
import { shoot } from './support/screens.ts';

// The product runs on a PostgreSQL this test starts, so the test can mint real pass tokens
// (passTokenFor, with the instance's own secret) and count check-in events in the log.
let product: DoorProduct;
let browser: Browser;
let context: BrowserContext;
let page: Page;
const guestIds: Record<string, string> = {};

const checkInEventsOf = (guestId: string) => product.checkInEventsOf(guestId);

async function isCheckedIn(guestId: string): Promise<boolean> {
  return (await product.call<{ data?: { checked_in: boolean } }>('GET', `/api/v2/attendees/${guestId}`)).json.data?.checked_in === true;
}

const result = () => page.getByTestId('scan-result');
const queueCount = () => page.getByTestId('scanner-queue').getAttribute('data-count');

beforeAll(async () => {
  product = await startDoorProduct('door-scanner');
  const names = [
    ['Ada', 'Lovelace'],
    ['Grace', 'Hopper'],
    ['Quinn', 'Queue'],
    ['Quentin', 'Queue'],
    ['Cora', 'Conflict'],
  ] as const;
  const added = await product.call<{ data: { id: string; first_name: string }[] }>('POST', `/api/v2/events/${product.eventUuid}/attendees`, {
    members: names.map(([first_name, last_name]) => ({ first_name, last_name })),
  });
  for (const guest of added.json.data) guestIds[guest.first_name] = guest.id;

  // The fake camera shows Ada's pass.
  const video = path.join(product.tmp, 'pass.y4m');
  writePassVideo(await passTokenFor(product.database.db, guestIds.Ada!), video);
  browser = await launchBrowser({
    extraArgs: ['--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream', `--use-file-for-fake-video-capture=${video}`],
  });
  context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  await context.grantPermissions(['camera'], { origin: product.server.baseUrl });
  page = await context.newPage();
  await signInAsDoorOrganiser(page, product.server.baseUrl);
});

afterAll(async () => {
  await browser?.close();
  await product?.stop();
});

describe('the door scanner, as door staff use it', () => {
  it('checks in the guest whose pass is held up to the camera', async () => {
    // From the event's navigation, like anyone with the check-in permission.
    await page.goto(`${product.server.baseUrl}/events/${product.eventUuid}/guest-management`);
    await page.getByRole('link', { name: 'Door Scanner' }).click();
    await page.waitForURL(`${product.server.baseUrl}/events/${product.eventUuid}/scanner`);
    await expect.poll(() => result().getAttribute('data-kind'), { timeout: 20_000 }).toBe('checked_in');
    await expect.poll(() => result().textContent()).toContain('Welcome, Ada Lovelace');
    await shoot(page, 'e2e-scanner-checked-in');
    await page.getByRole('button', { name: 'Stop camera' }).click();
    await expect.poll(() => isCheckedIn(guestIds.Ada!)).toBe(true);
    expect(await checkInEventsOf(guestIds.Ada!)).toBe(1);
    await expect.poll(() => page.getByTestId('scanner-counter').textContent()).toBe('1 / 5 checked in');

    // On a wide screen the header's rows and the page's column share their edges (issue 28: they were 16 px apart).
    await page.setViewportSize({ width: 1280, height: 800 });
    const header = (await page.getByTestId('scanner-header-row').boundingBox())!;
    const status = (await page.getByTestId('scanner-connection').boundingBox())!;
    const column = (await page.getByRole('main').boundingBox())!;
    expect(header.x).toBe(column.x);
    expect(header.width).toBe(column.width);
    expect(status.x).toBe(column.x + 16);
    await page.setViewportSize({ width: 390, height: 844 });
  });

  it('finds a guest by name when there is no pass to scan', async () => {
    await page.getByLabel('Search guests by name').fill('Grace');
    await page.getByTestId('scanner-search-results').getByRole('button', { name: 'Check in' }).click();
    await expect.poll(() => result().textContent()).toContain('Welcome, Grace Hopper');
    expect(await result().getAttribute('data-kind')).toBe('checked_in');
    // The guest's page reads the guest list, which follows the check-in a moment later.
    await expect.poll(() => isCheckedIn(guestIds.Grace!)).toBe(true);
  });

  it('queues scans while offline, survives an offline reload, and syncs them in order with one conflict and no doubles', async () => {
    // The service worker (scoped to this page) must hold the app shell before the network goes.
    await expect.poll(() => page.evaluate(async () => !!(await navigator.serviceWorker.getRegistration())?.active), { timeout: 15_000 }).toBe(true);
    await expect
      .poll(() => page.evaluate(async () => (await (await caches.open('usher-scanner-shell-v1')).keys()).length), { timeout: 15_000 })
      .toBeGreaterThanOrEqual(3);

    await context.setOffline(true);
    await expect.poll(() => page.getByTestId('scanner-connection').getAttribute('data-online')).toBe('false');
    await page.getByRole('button', { name: 'Enter code' }).click();
    for (const name of ['Quinn', 'Quentin', 'Cora']) {
      await page.getByLabel('Pass code').fill(await passTokenFor(product.database.db, guestIds[name]!));
      await page.getByRole('button', { name: 'Check in' }).click();
      await expect.poll(() => result().textContent()).toContain(`Welcome, ${name}`);
      expect(await result().getAttribute('data-kind')).toBe('queued');
    }
    expect(await queueCount()).toBe('3');
    await shoot(page, 'e2e-scanner-offline-queue');

    // Still offline: a reload comes from the service worker, and the queue from IndexedDB.
    await page.reload();
    await expect.poll(() => queueCount(), { timeout: 15_000 }).toBe('3');
    expect(await page.getByTestId('scanner-connection').getAttribute('data-online')).toBe('false');

    // Meanwhile another door checks Cora in first.
    expect(
      (await product.call('POST', `/api/v2/events/${product.eventUuid}/scans`, { token: await passTokenFor(product.database.db, guestIds.Cora!) })).status,
    ).toBe(200);
    for (const name of ['Quinn', 'Quentin']) expect(await isCheckedIn(guestIds[name]!)).toBe(false);

    await context.setOffline(false);
    await expect.poll(() => queueCount(), { timeout: 20_000 }).toBe('0');
    await expect.poll(() => page.getByTestId('sync-conflict').count()).toBe(1);
    expect(await page.getByTestId('sync-conflict').textContent()).toMatch(
      /^Cora Conflict — Already checked in at \d{1,2}:\d\d [AP]M [A-Z][A-Z0-9+:-]+ by Olga Owner$/,
    );
    for (const name of ['Ada', 'Grace', 'Quinn', 'Quentin', 'Cora']) {
      await expect.poll(() => isCheckedIn(guestIds[name]!), { message: name }).toBe(true);
      expect(await checkInEventsOf(guestIds[name]!), name).toBe(1);
    }
    await expect.poll(() => page.getByTestId('scanner-counter').textContent()).toBe('5 / 5 checked in');
    // Reloaded offline, the page learns the event's name once back online.
    await expect.poll(() => page.getByTestId('scanner-event-name').textContent()).toBe('Harbour Gala');
    await shoot(page, 'e2e-scanner-synced');
  });

  it('opens the scanner from the landing page for door staff (Check-in Only)', async () => {
    const staff = { first_name: 'Ana', last_name: 'Door', email: 'ana.door@example.com', password: 'correct horse battery' };
    expect((await product.call('POST', `/api/v2/events/${product.eventUuid}/administrators`, { email: staff.email, role: 'check_in' })).status).toBe(201);
    const signup = await fetch(`${product.server.baseUrl}/api/auth/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(staff),
    });
    expect(signup.status).toBe(201);
    // Invited by address: the event opens once the door staff prove it (the code from the outbox).
    await verifyEmailByApi(product.server, ((await signup.json()) as { access_token: string }).access_token, staff.email);
    const door = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const doorPage = await door.newPage();
    // A pass shown twice is an everyday moment at the door, not an error in the browser's console.
    const consoleErrors: string[] = [];
    doorPage.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(message.text());
    });
    await doorPage.goto(`${product.server.baseUrl}/account/login`);
    await doorPage.getByLabel('Email').fill(staff.email);
    await doorPage.getByLabel('Password').fill(staff.password);
    await doorPage.getByRole('button', { name: 'Sign in' }).click();
    await doorPage.waitForURL(`${product.server.baseUrl}/`);
    await doorPage.getByTestId('event-row').filter({ hasText: 'Harbour Gala' }).click();
    await doorPage.waitForURL(`${product.server.baseUrl}/events/${product.eventUuid}/scanner`);
    await expect.poll(() => doorPage.getByTestId('scanner-counter').textContent(), { timeout: 15_000 }).toBe('5 / 5 checked in');
    await doorPage.getByRole('button', { name: 'Stop camera' }).click();
    await doorPage.getByLabel('Search guests by name').fill('Quinn');
    await doorPage.getByTestId('scanner-search-results').getByRole('button', { name: 'Checked in' }).click();
    await expect.poll(() => doorPage.getByTestId('scan-result').getAttribute('data-kind')).toBe('already_checked_in');
    expect(await doorPage.getByTestId('scan-result').textContent()).toMatch(/Already checked in at \d{1,2}:\d\d [AP]M [A-Z][A-Z0-9+:-]+ by Olga Owner/);
    expect(await checkInEventsOf(guestIds.Quinn!)).toBe(1);
    expect(consoleErrors).toEqual([]);
    await doorPage.getByRole('button', { name: 'Enter code' }).click();
    // A pass-shaped code this instance never signed: the server says no.
    await doorPage.getByLabel('Pass code').fill('P1' + 'A'.repeat(44));
    await doorPage.getByRole('button', { name: 'Check in' }).click();
    await expect.poll(() => doorPage.getByTestId('scan-result').getAttribute('data-kind')).toBe('not_on_this_event');
    await door.close();
  });
});
