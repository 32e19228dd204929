import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from './support/browser.ts';
import { startProduct, type ProductServer } from './support/product-server.ts';
import { shootAtWidths } from './support/screens.ts';

const WIDTHS = [1920, 1440, 1280, 768, 390];

let server: ProductServer;
let browser: Browser;
let owner: { authorization: string };

const organiser = { first_name: 'Nora', last_name: 'Quay', email: 'nora@builder.test', password: 'correct horse battery' };

async function call(method: string, url: string, body?: unknown) {
  const headers = { ...owner, accept: 'application/json', ...(body === undefined ? {} : { 'content-type': 'application/json' }) };
  const response = await fetch(`${server.baseUrl}${url}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  return { status: response.status, json: (await response.json()) as Record<string, any> }; // eslint-disable-line @typescript-eslint/no-explicit-any
}

/** Full-page screenshots of what is on screen at each width a person uses. */
const screenshotsAtEveryWidth = (page: Page, name: string) =>
  shootAtWidths(page, name, WIDTHS, { fullPage: true, heightAt: (width) => (width < 800 ? 844 : 1000) });

const featureTitles = (page: Page) => page.getByTestId('feature-row').evaluateAll((rows) => rows.map((row) => row.getAttribute('data-feature-title')));

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

describe('features and concierge support, as an organiser and a guest use them', () => {
  it('adds two features, reorders them, shows them on the pass in that order; a guest asks, the organiser answers, the guest reads it', async () => {
    const created = await call('POST', '/api/v2/events', { name: 'Harbour Gala', starts_date: '2099-06-01', starts_time: '19:00' });
    expect(created.status).toBe(201);
    const eventUuid = created.json.data.uuid as string;
    const guests = await call('POST', `/api/v2/events/${eventUuid}/attendees`, {
      members: [{ first_name: 'Ada', last_name: 'Lovelace', email: 'ada@guests.test' }],
    });
    const guestId = guests.json.data[0].id as string;

    const dashboard = await browser.newContext({ viewport: { width: 1440, height: 1000 } });
    const page = await dashboard.newPage();
    await page.goto(`${server.baseUrl}/account/login`);
    await page.getByLabel('Email').fill(organiser.email);
    await page.getByLabel('Password').fill(organiser.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(`${server.baseUrl}/`);

    // Event Builder → Features.
    await page.goto(`${server.baseUrl}/events/${eventUuid}/event-builder`);
    await page
      .getByTestId('event-builder-index')
      .getByRole('link', { name: /^Features/ })
      .click();
    await page.waitForURL(/\/event-builder\/features$/);
    await expect.poll(() => page.title(), { timeout: 10_000 }).toBe('Features · Harbour Gala | Usher');

    // An agenda with two lines, written in the feature's own screen.
    await page.getByLabel('Kind').selectOption('agenda');
    await page.getByLabel('Title').fill('Programme');
    await page.getByRole('button', { name: 'Add feature' }).click();
    await page.waitForURL(/\/event-builder\/feature\/[0-9a-f-]{36}$/);
    await page.getByRole('button', { name: 'Add to the agenda' }).click();
    await page.getByLabel('Time of line 1').fill('18:30');
    await page.getByLabel('What happens of line 1').fill('Doors open');
    await page.getByRole('button', { name: 'Add to the agenda' }).click();
    await page.getByLabel('Time of line 2').fill('19:30');
    await page.getByLabel('What happens of line 2').fill('Dinner');
    await page.getByLabel('Details of line 2').fill('Three courses by the harbour');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => page.getByText('Feature saved.').count(), { timeout: 10_000 }).toBe(1);
    await screenshotsAtEveryWidth(page, 'feature-editor');

    // A dress code, then back to the list.
    await page.getByRole('link', { name: 'All features' }).click();
    await page.waitForURL(/\/event-builder\/features$/);
    await page.getByLabel('Kind').selectOption('dress_code');
    await page.getByLabel('Title').fill('Dress code');
    await page.getByRole('button', { name: 'Add feature' }).click();
    await page.waitForURL(/\/event-builder\/feature\/[0-9a-f-]{36}$/);
    await page.getByLabel('Text').fill('Black tie');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => page.getByText('Feature saved.').count(), { timeout: 10_000 }).toBe(1);
    await page.getByRole('link', { name: 'All features' }).click();
    await expect.poll(() => featureTitles(page), { timeout: 10_000 }).toEqual(['Programme', 'Dress code']);

    // Reordered: the dress code moves up (Alt + arrow on the focused row, as the screen says).
    await page.getByTestId('feature-row').nth(1).focus();
    await page.keyboard.press('Alt+ArrowUp');
    await expect.poll(() => featureTitles(page), { timeout: 10_000 }).toEqual(['Dress code', 'Programme']);
    await page.reload();
    await expect.poll(() => featureTitles(page), { timeout: 10_000 }).toEqual(['Dress code', 'Programme']);
    await screenshotsAtEveryWidth(page, 'features-list');

    // The guest opens their pass on a phone: the features in that order, and asks a question.
    const link = (await call('GET', `/api/v2/events/attendees/${guestId}/pass/link`)).json.data.pass_public_link as string;
    const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 });
    const guestPage = await phone.newPage();
    await guestPage.goto(link);
    const passFeatures = guestPage.getByTestId('pass-feature');
    await expect.poll(() => passFeatures.locator('h2').allTextContents(), { timeout: 10_000 }).toEqual(['Dress code', 'Programme']);
    expect(await passFeatures.nth(1).textContent()).toContain('Three courses by the harbour');
    await guestPage.getByRole('button', { name: 'Ask a question' }).click();
    await guestPage.getByLabel('Your question to the organiser').fill('Is there parking near the harbour?');
    await guestPage.getByRole('button', { name: 'Send question' }).click();
    await expect.poll(() => guestPage.getByTestId('pass-question').first().textContent(), { timeout: 10_000 }).toContain('Waiting for an answer');

    // The organiser sees it on the Support screen and answers.
    await page.goto(`${server.baseUrl}/events/${eventUuid}/event-builder/support`);
    await expect.poll(() => page.title(), { timeout: 10_000 }).toBe('Support · Harbour Gala | Usher');
    const question = page.getByTestId('support-question').first();
    await expect.poll(() => question.textContent(), { timeout: 10_000 }).toContain('Is there parking near the harbour?');
    expect(await question.textContent()).toContain('Ada Lovelace');
    await screenshotsAtEveryWidth(page, 'support-waiting');
    await question.getByLabel('Answer to Ada Lovelace').fill('Yes: the harbour car park, free for guests.');
    await question.getByRole('button', { name: 'Send answer' }).click();
    await expect.poll(() => page.getByTestId('support-question').first().getAttribute('data-answered'), { timeout: 10_000 }).toBe('true');
    await screenshotsAtEveryWidth(page, 'support-answered');

    // The guest reads the answer on their pass (it looks again by itself; a reload is what a person would do).
    await guestPage.reload();
    await expect
      .poll(() => guestPage.getByTestId('pass-answer').first().textContent(), { timeout: 20_000 })
      .toBe('Yes: the harbour car park, free for guests.');
    await screenshotsAtEveryWidth(guestPage, 'pass-with-features');
    await phone.close();
    await dashboard.close();
  });
});
