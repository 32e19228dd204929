import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser } from './support/browser.ts';
import { signInAsDoorOrganiser, startDoorProduct, type DoorProduct } from './support/door-product.ts';
import { shoot, shootAtWidths } from './support/screens.ts';
import { readPdf } from '../../services/query-api/test/support/pdf-text.ts';

// Badges as an organiser makes and prints them: the layout with its preview, one guest's badge
// from their row, the selection's badges, and the door device that prints each badge as the
// guest is checked in. What the print dialog is given is the PDF the page fetched, read here with
// pdf.js for its names and its page size.
//
// The print dialog itself is the one peer a headless browser lacks: Chromium's renderer crashes
// when a headless page prints a PDF frame. So the print frame's print() is counted instead of
// called (recordPrints); everything before it — the fetch, the blob, the frame, the PDF viewer
// loading the file — is the browser's own.

/** Counts each print() the page asks of its print frame, in `window.printRequests`. */
function recordPrints() {
  const contentWindow = Object.getOwnPropertyDescriptor(HTMLIFrameElement.prototype, 'contentWindow')!;
  Object.defineProperty(HTMLIFrameElement.prototype, 'contentWindow', {
    get(this: HTMLIFrameElement) {
      const frameWindow = contentWindow.get!.call(this) as Window | null;
      if (!frameWindow || this.dataset.testid !== 'print-frame') return frameWindow;
      const record = () => {
        const counted = window as unknown as { printRequests?: number };
        counted.printRequests = (counted.printRequests ?? 0) + 1;
      };
      return new Proxy(frameWindow, { get: (target, key) => (key === 'print' ? record : key === 'focus' ? () => target.focus() : Reflect.get(target, key)) });
    },
  });
}

let product: DoorProduct;
let browser: Browser;
let context: BrowserContext;
let page: Page;
const guestIds: Record<string, string> = {};
const WIDTHS = [1920, 1440, 1280, 768, 390] as const;

beforeAll(async () => {
  product = await startDoorProduct('badges');
  const field = await product.call<{ data: { id: string } }>('POST', `/api/v2/events/${product.eventUuid}/custom-fields`, {
    label: 'Company',
    type: 'text',
    options: [],
    is_required: false,
  });
  const company = field.json.data.id;
  const guests = [
    { first_name: 'Анна', last_name: 'Каренина', company: 'Почта России' },
    { first_name: 'Ελένη', last_name: 'Παππά', company: 'Ολυμπιακή' },
    { first_name: 'Ada', last_name: 'Lovelace', company: 'Analytical Engines' },
  ];
  const added = await product.call<{ data: { id: string; first_name: string }[] }>('POST', `/api/v2/events/${product.eventUuid}/attendees`, {
    members: guests.map(({ first_name, last_name, company: name }) => ({ first_name, last_name, custom_fields: { [company]: name } })),
  });
  for (const guest of added.json.data) guestIds[guest.first_name] = guest.id;
  browser = await launchBrowser();
  context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  await context.addInitScript(recordPrints);
  page = await context.newPage();
  await keepServedPdfs();
  await signInAsDoorOrganiser(page, product.server.baseUrl);
});

afterAll(async () => {
  await browser?.close();
  await product?.stop();
});

const printRequests = () => page.evaluate(() => (window as unknown as { printRequests?: number }).printRequests ?? 0);

/**
 * The PDFs the server sent the page, as they passed: Playwright hands each request on to the
 * product and keeps the answer's bytes (its own response.body() comes back empty for a file the
 * page turns into a blob).
 */
const served: Buffer[] = [];
async function keepServedPdfs() {
  await page.route('**/badges.pdf', async (route) => {
    const response = await route.fetch();
    served.push(await response.body());
    await route.fulfill({ response });
  });
}

async function printedPdf(action: () => Promise<void>) {
  const before = await printRequests();
  const count = served.length;
  await action();
  await expect.poll(() => served.length).toBe(count + 1);
  // The page hands the file to the browser's PDF viewer in a frame, and asks it to print once loaded.
  await expect.poll(printRequests).toBe(before + 1);
  expect(await page.getByTestId('print-frame').getAttribute('src')).toMatch(/^blob:/);
  return readPdf(served.at(-1)!);
}

describe('badges', () => {
  it('lays out a badge with a live preview, and keeps the layout', async () => {
    await page.goto(`${product.server.baseUrl}/events/${product.eventUuid}/event-builder`);
    await page.getByRole('link', { name: /Badges/ }).click();
    await page.waitForURL(`${product.server.baseUrl}/events/${product.eventUuid}/event-builder/badges`);
    const preview = page.getByTestId('badge-preview');
    await expect.poll(() => preview.getAttribute('data-badge-size')).toBe('4x3');

    await page.getByLabel('Size').selectOption('4x6');
    await page.getByLabel('Under the name').selectOption({ label: 'Company' });
    await page.getByLabel('Table').click();
    // The preview follows the form before anything is saved.
    await expect.poll(() => preview.getAttribute('data-badge-size')).toBe('4x6');
    expect(await preview.getAttribute('aria-label')).toBe('Badge preview: Alex Morgan, Northwind Traders, General admission, Table 12');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect.poll(() => page.getByText('All changes saved').isVisible()).toBe(true);
    await shootAtWidths(page, 'e2e-badges-layout', WIDTHS, { fullPage: true });

    await page.reload();
    await expect.poll(() => page.getByTestId('badge-preview').getAttribute('data-badge-size')).toBe('4x6');
    const saved = await product.call<{ data: { size: string; show_table: boolean; secondary_field: string } }>(
      'GET',
      `/api/v2/events/${product.eventUuid}/badge-layout`,
    );
    expect(saved.json.data).toMatchObject({ size: '4x6', show_table: true, secondary_field: expect.stringMatching(/^custom_fields\./) });
  });

  it("prints one guest's badge from their row, the name in Cyrillic as text on a 4 × 6 in page", async () => {
    await page.goto(`${product.server.baseUrl}/events/${product.eventUuid}/guest-management`);
    await page.getByRole('button', { name: 'Actions for Анна Каренина' }).click();
    const pages = await printedPdf(() => page.getByTestId('guest-print-badge').click());
    expect(pages).toHaveLength(1);
    expect(pages[0]).toMatchObject({ width: 288, height: 432 });
    expect(pages[0]!.text).toEqual(expect.arrayContaining(['Анна Каренина', 'Почта России']));
  });

  it("prints the selected guests' badges as one file", async () => {
    await page.getByRole('checkbox', { name: 'Select Ελένη Παππά' }).check();
    await page.getByRole('checkbox', { name: 'Select Ada Lovelace' }).check();
    await shootAtWidths(page, 'e2e-badges-selection', WIDTHS);
    await page.setViewportSize({ width: 1440, height: 900 });
    const pages = await printedPdf(() => page.getByTestId('bulk-print-badges').click());
    expect(pages).toHaveLength(2);
    expect(pages.map((badge) => badge.text)).toEqual(
      expect.arrayContaining([expect.arrayContaining(['Ελένη Παππά', 'Ολυμπιακή']), expect.arrayContaining(['Ada Lovelace'])]),
    );
  });

  it("prints each guest's badge as they are checked in, on the device that asks for it only", async () => {
    await page.goto(`${product.server.baseUrl}/events/${product.eventUuid}/scanner`);
    const toggle = page.getByRole('switch', { name: 'Print badge on check-in' });
    expect(await toggle.getAttribute('aria-checked')).toBe('false');
    await toggle.click();
    await page.setViewportSize({ width: 390, height: 844 });
    await shoot(page, 'e2e-badges-door-390', { fullPage: true });

    await page.getByLabel('Search guests by name').fill('Ada');
    const pages = await printedPdf(() => page.getByTestId('scanner-search-results').getByRole('button', { name: 'Check in' }).click());
    expect(pages).toHaveLength(1);
    expect(pages[0]!.text).toContain('Ada Lovelace');

    // The device keeps its choice; another device has its own.
    await page.reload();
    await expect.poll(() => page.getByRole('switch', { name: 'Print badge on check-in' }).getAttribute('aria-checked')).toBe('true');
    const other = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const otherPage = await other.newPage();
    await signInAsDoorOrganiser(otherPage, product.server.baseUrl);
    await otherPage.goto(`${product.server.baseUrl}/events/${product.eventUuid}/scanner`);
    await expect.poll(() => otherPage.getByRole('switch', { name: 'Print badge on check-in' }).getAttribute('aria-checked')).toBe('false');
    await other.close();
    await page.setViewportSize({ width: 1440, height: 900 });
  });
});
