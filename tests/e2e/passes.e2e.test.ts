import { createRequire } from 'node:module';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { launchBrowser } from './support/browser.ts';
import { addGuestsInBrowser, createEventInBrowser } from './support/journeys.ts';
import { startProduct, type ProductServer } from './support/product-server.ts';
import { verifyEmailByApi } from './support/verification-mail.ts';
import { shoot } from './support/screens.ts';
import { showingPageOnFailure, watchRequests } from './support/page-on-failure.ts';

const jsQrScript = createRequire(import.meta.url).resolve('jsqr/dist/jsQR.js');

let server: ProductServer;
let browser: Browser;
let owner: { authorization: string };
let eventUuid: string;

const organiser = { first_name: 'Nora', last_name: 'Quay', email: 'nora@example.com', password: 'correct horse battery' };

async function call(method: string, url: string, body?: unknown) {
  const headers = { ...owner, accept: 'application/json', ...(body === undefined ? {} : { 'content-type': 'application/json' }) };
  const response = await fetch(`${server.baseUrl}${url}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  return { status: response.status, json: (await response.json()) as Record<string, any> }; // eslint-disable-line @typescript-eslint/no-explicit-any
}

/** Reads a QR code from a screenshot's pixels with jsQR, in a blank page of the same browser. */
async function decodeQr(png: Buffer): Promise<string | null> {
  const decoder = await browser.newPage();
  try {
    await decoder.addScriptTag({ path: jsQrScript });
    return await decoder.evaluate(
      async (dataUrl) => {
        const image = new Image();
        image.src = dataUrl;
        await image.decode();
        const canvas = document.createElement('canvas');
        canvas.width = image.width;
        canvas.height = image.height;
        const context = canvas.getContext('2d')!;
        context.drawImage(image, 0, 0);
        const pixels = context.getImageData(0, 0, canvas.width, canvas.height);
        type JsQr = (data: Uint8ClampedArray, width: number, height: number) => { data: string } | null;
        return (window as unknown as { jsQR: JsQr }).jsQR(pixels.data, canvas.width, canvas.height)?.data ?? null;
      },
      `data:image/png;base64,${png.toString('base64')}`,
    );
  } finally {
    await decoder.close();
  }
}

/** A real 64×64 PNG (a gold disc), drawn by the browser, so the test carries no binary file. */
async function logoPng(page: Page): Promise<Buffer> {
  const dataUrl = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 64;
    canvas.height = 64;
    const context = canvas.getContext('2d')!;
    context.fillStyle = '#E0B040';
    context.beginPath();
    context.arc(32, 32, 30, 0, Math.PI * 2);
    context.fill();
    return canvas.toDataURL('image/png');
  });
  return Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');
}

const styleOf = (page: Page | Locator, testId: string) =>
  page
    .getByTestId(testId)
    .first()
    .evaluate((element) => getComputedStyle(element).backgroundColor);

beforeAll(async () => {
  server = await startProduct();
  browser = await launchBrowser();
  const signup = await fetch(`${server.baseUrl}/api/auth/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(organiser),
  });
  owner = { authorization: `Bearer ${((await signup.json()) as { access_token: string }).access_token}` };
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('passes, as an organiser and a guest use them', () => {
  it('edits the pass with a live preview, opens a guest pass on a phone, reads its QR, and sees it turn Arrived', async () => {
    const dashboard = await browser.newContext({ viewport: { width: 1440, height: 1000 } });
    const page = await dashboard.newPage();
    await page.goto(`${server.baseUrl}/account/login`);
    await page.getByLabel('Email').fill(organiser.email);
    await page.getByLabel('Password').fill(organiser.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(`${server.baseUrl}/`);

    await createEventInBrowser(page, { name: 'Harbour Gala', date: '2099-06-01', time: '19:00' });
    eventUuid = /\/events\/([0-9a-f-]{36})\//.exec(page.url())![1]!;
    await addGuestsInBrowser(page, [{ first: 'Ada', last: 'Lovelace', email: 'ada@example.com' }]);
    await expect.poll(() => page.getByTestId('guest-row').count(), { timeout: 10_000 }).toBe(1);

    // Event Builder (its index) → Pass.
    await page.getByRole('link', { name: 'Event Builder' }).click();
    await page.waitForURL(/\/event-builder$/);
    await page.getByTestId('event-builder-index').getByRole('link', { name: /^Pass/ }).click();
    await page.waitForURL(/\/event-builder\/pass$/);
    await expect.poll(() => page.title(), { timeout: 10_000 }).toBe('Pass · Harbour Gala | Usher');
    const preview = page.getByTestId('pass-preview');
    await expect.poll(() => preview.getByTestId('pass-event-name').textContent(), { timeout: 10_000 }).toBe('Harbour Gala');

    // The preview follows the form before anything is saved.
    await page.getByLabel('Attire').fill('Black tie');
    await expect.poll(() => preview.textContent(), { timeout: 10_000 }).toContain('Black tie');
    await page.locator('#access-background-color').fill('#0B3D2E');
    await expect.poll(() => styleOf(preview, 'pass-card'), { timeout: 10_000 }).toBe('rgb(11, 61, 46)');
    await page.locator('#wifi-network').fill('HarbourGuest');
    await page.locator('#wifi-password').fill('anchor');
    await expect.poll(() => preview.getByTestId('pass-wifi').textContent(), { timeout: 10_000 }).toContain('HarbourGuest');
    await expect.poll(() => page.getByText('You have unsaved changes').count(), { timeout: 10_000 }).toBe(1);

    // A logo, uploaded from the browser, shows in the preview (served back from /media).
    await page.getByTestId('access-logo-input').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: await logoPng(page) });
    const logo = preview.getByTestId('pass-logo');
    await expect.poll(() => logo.count(), { timeout: 10_000 }).toBe(1);
    expect(await logo.getAttribute('src')).toMatch(/^\/media\/[0-9a-f-]{36}$/);
    await expect.poll(() => logo.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth), { timeout: 10_000 }).toBe(64);

    await page.getByRole('button', { name: 'Checked in', exact: true }).click();
    await expect.poll(() => preview.getByTestId('pass-checked-in-title').textContent(), { timeout: 10_000 }).toBe('Arrived');
    await page.locator('#checked-in-background-color').fill('#7A1F5C');
    await expect.poll(() => styleOf(preview, 'pass-card'), { timeout: 10_000 }).toBe('rgb(122, 31, 92)');
    await shoot(page, 'passes-settings', { fullPage: true });

    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect.poll(() => page.getByText('All changes saved').count(), { timeout: 10_000 }).toBe(1);
    // The read model follows the log a moment later.
    const saved = async () => (await call('GET', `/api/v2/events/${eventUuid}`)).json.data;
    await expect
      .poll(async () => (await saved()).event_data, { timeout: 10_000 })
      .toMatchObject({ attire: 'Black tie', wifi_network: 'HarbourGuest', wifi_password: 'anchor' });
    expect((await saved()).pass_settings.access).toMatchObject({
      background_color: '#0B3D2E',
      checked_in_background_color: '#7A1F5C',
      checked_in_title: 'Arrived',
    });

    // The guest's row actions give the pass link.
    await page.getByRole('link', { name: 'Guest Management' }).click();
    await page.getByTestId('guest-actions').first().click();
    await page.getByTestId('guest-pass-open').click();
    const linkField = page.getByTestId('pass-link');
    await expect.poll(() => linkField.inputValue(), { timeout: 10_000 }).toMatch(/\/pass\/P1[\w-]+$/);
    const link = await linkField.inputValue();
    await shoot(page, 'passes-link-dialog');
    const whiteLabel = await page.getByTestId('pass-whitelabel-link').inputValue();
    const token = link.slice(link.lastIndexOf('/') + 1);
    await dashboard.close();

    // The guest opens it on a phone.
    const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 });
    const guestPage = await phone.newPage();
    await guestPage.goto(link);
    await expect.poll(() => guestPage.getByTestId('pass-guest-name').textContent(), { timeout: 10_000 }).toBe('Ada Lovelace');
    await expect.poll(() => guestPage.title(), { timeout: 10_000 }).toBe('Access Pass · Harbour Gala | Usher');
    expect(await guestPage.getByTestId('pass-event-name').textContent()).toBe('Harbour Gala');
    expect(await guestPage.getByTestId('pass-card').textContent()).toContain('Black tie');
    expect(await guestPage.getByTestId('pass-powered-by').count()).toBe(1);
    expect(await styleOf(guestPage, 'pass-card')).toBe('rgb(11, 61, 46)');
    expect(await guestPage.getByTestId('pass-qr').getAttribute('data-qr-value')).toBe(token);
    expect(await decodeQr(await guestPage.getByTestId('pass-qr').screenshot())).toBe(token);
    await shoot(guestPage, 'passes-guest-before', { fullPage: true });

    // Checked in at the door (through the API, as the scanner does): the open page turns by itself.
    const guestId = (await call('GET', `/api/v2/events/${eventUuid}/attendees`)).json.data[0].id as string;
    expect((await call('POST', `/api/v2/events/attendees/${guestId}/check-in`)).status).toBe(200);
    await expect.poll(() => guestPage.getByTestId('pass-checked-in-title').count(), { timeout: 15_000 }).toBe(1);
    expect(await guestPage.getByTestId('pass-checked-in-title').textContent()).toBe('Arrived');
    expect(await guestPage.getByTestId('pass-card').getAttribute('data-checked-in')).toBe('true');
    expect(await styleOf(guestPage, 'pass-card')).toBe('rgb(122, 31, 92)');
    await shoot(guestPage, 'passes-guest-arrived', { fullPage: true });

    // The white-label page: the organiser's look, no Usher branding.
    await guestPage.goto(whiteLabel);
    await expect.poll(() => guestPage.getByTestId('pass-guest-name').textContent(), { timeout: 10_000 }).toBe('Ada Lovelace');
    expect(await guestPage.getByTestId('pass-powered-by').count()).toBe(0);

    // A made-up token is not a pass.
    // It failed three times in CI on loaded runs: the 404 came back before the page's words had loaded, and the
    // page kept its spinner for good (a query result handed to content rendered later; see GuestWords, and
    // PublicPassPage.bad-link.test.tsx, which holds the words back on purpose). The answer is still waited for on
    // its own, with room for a slow machine; then the words must follow, and a failure says what the page asked for.
    const requests = watchRequests(guestPage);
    const answered = guestPage.waitForResponse((response) => new URL(response.url()).pathname.startsWith('/api/v2/public/pass/P1notareal'), {
      timeout: 30_000,
    });
    await guestPage.goto(`${server.baseUrl}/pass/P1notarealtokenatallnotarealtokenatall0000`);
    expect((await showingPageOnFailure(guestPage, () => answered, requests)).status()).toBe(404);
    await showingPageOnFailure(
      guestPage,
      () => expect.poll(() => guestPage.getByText('This pass link is not valid').count(), { timeout: 10_000 }).toBe(1),
      requests,
    );
    await phone.close();
  });

  it('shows a viewer the pass settings and preview, read-only', async () => {
    const viewer = { first_name: 'Vic', last_name: 'Viewer', email: 'vic@example.com', password: 'correct horse battery' };
    expect((await call('POST', `/api/v2/events/${eventUuid}/administrators`, { email: viewer.email, role: 'viewer' })).status).toBe(201);
    const signup = await fetch(`${server.baseUrl}/api/auth/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(viewer),
    });
    expect(signup.status).toBe(201);
    // Invited by address: the event opens once the viewer proves it (the code from the outbox).
    await verifyEmailByApi(server, ((await signup.json()) as { access_token: string }).access_token, viewer.email);
    const context = await browser.newContext({ viewport: { width: 1440, height: 1000 } });
    const page = await context.newPage();
    await page.goto(`${server.baseUrl}/account/login`);
    await page.getByLabel('Email').fill(viewer.email);
    await page.getByLabel('Password').fill(viewer.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(`${server.baseUrl}/`);
    await page.goto(`${server.baseUrl}/events/${eventUuid}/event-builder/pass`);
    await expect.poll(() => page.getByText('you can see its pass settings but not change them').count(), { timeout: 10_000 }).toBe(1);
    expect(await page.getByLabel('Attire').inputValue()).toBe('Black tie');
    expect(await page.getByLabel('Attire').isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: 'Save changes' }).count()).toBe(0);
    expect(await page.getByTestId('pass-preview').textContent()).toContain('Black tie');
    await shoot(page, 'passes-settings-viewer');
    await context.close();
  });
});
