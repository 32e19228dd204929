import { beforeAll, describe, expect, it } from 'vitest';
import ICAL from 'ical.js';
import type { BrowserContext, Page, Request } from 'playwright-core';
import { productAndBrowserForThisFile } from './support/product-and-browser.ts';
import { shoot } from './support/screens.ts';
import { downloadedText } from './support/downloads.ts';

// Issue 17, sections 6 and 7: the guest's side after "Yes", the home counts, the event's
// overview and builder index, unknown pages, and signed-out pages that fail no request.
const running = productAndBrowserForThisFile();
const organiser = { first_name: 'Nora', last_name: 'Quay', email: 'nora.overview@example.com', password: 'correct horse battery' };
let owner: { authorization: string };
let eventUuid: string;
let guestId: string;

async function call(method: string, url: string, body?: unknown) {
  const headers = { ...owner, accept: 'application/json', ...(body === undefined ? {} : { 'content-type': 'application/json' }) };
  const response = await fetch(`${running.server.baseUrl}${url}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  const json = (await response.json()) as Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
  expect(response.status, JSON.stringify(json)).toBeLessThan(300);
  return json;
}

/** Every console error and every answer of 400 or more a page meets, to assert there are none. */
function watchForFailures(page: Page): string[] {
  const failures: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') failures.push(`console: ${message.text()}`);
  });
  page.on('response', (response) => {
    if (response.status() >= 400) failures.push(`${response.status()} ${response.request().method()} ${new URL(response.url()).pathname}`);
  });
  // A request the browser cancelled because the page moved on (a new page was asked for while lazy
  // chunks were still loading) did not fail: it was no longer wanted. Any other failure counts.
  let navigations = 0;
  const navigationsBefore = new WeakMap<Request, number>();
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) navigations += 1;
    navigationsBefore.set(request, navigations);
  });
  page.on('requestfailed', (request) => {
    const error = request.failure()?.errorText;
    const pageMovedOn = navigations > (navigationsBefore.get(request) ?? navigations);
    if (error === 'net::ERR_ABORTED' && pageMovedOn) return;
    failures.push(`failed ${request.method()} ${request.url()}: ${error}`);
  });
  return failures;
}

async function signInInBrowser(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  await page.goto(`${running.server.baseUrl}/account/login`);
  await page.getByLabel('Email').fill(organiser.email);
  await page.getByLabel('Password').fill(organiser.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(`${running.server.baseUrl}/`);
  return page;
}

beforeAll(async () => {
  const signup = await fetch(`${running.server.baseUrl}/api/auth/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(organiser),
  });
  owner = { authorization: `Bearer ${((await signup.json()) as { access_token: string }).access_token}` };
  const event = await call('POST', '/api/v2/events', {
    name: 'Harbour Gala',
    timezone: 'US/Eastern',
    starts_date: '2099-06-12',
    starts_time: '18:00',
    end_date: '2099-06-12',
    end_time: '23:00',
    is_rsvp: true,
    location: {
      name: 'Pier 17',
      address: '89 South St',
      city: 'New York',
      postal_code: '10038',
      state_region_code: 'NY',
      state_region: 'New York',
      country_code: 'US',
      country: 'United States',
    },
  });
  eventUuid = event.data.uuid;
  const added = await call('POST', `/api/v2/events/${eventUuid}/attendees`, {
    members: [
      { first_name: 'Ada', last_name: 'Lovelace', email: 'ada.overview@example.com' },
      { first_name: 'Ben', last_name: 'Okri', email: 'ben.overview@example.com' },
      { first_name: 'Cleo', last_name: 'Park' },
    ],
  });
  guestId = added.data[0].id;
  await call('POST', `/api/v2/events/attendees/${added.data[1].id}/check-in`);
});

describe('signed out and unknown pages', () => {
  it('signed-out pages make no failing request and log no console error', async () => {
    const context = await running.browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const failures = watchForFailures(page);
    for (const path of ['/account/login', '/account/signup', '/']) {
      await page.goto(`${running.server.baseUrl}${path}`);
      await page.waitForLoadState('networkidle');
    }
    // The home page sends a signed-out visitor to the login page, without asking who is signed in.
    expect(new URL(page.url()).pathname).toBe('/account/login');
    expect(failures).toEqual([]);
    await context.close();
  });

  it('keeps someone signed in from before the signed-in hint existed: their first page restores it', async () => {
    const context = await running.browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await signInInBrowser(context);
    await context.clearCookies({ name: 'usher_signed_in' });
    await page.goto(`${running.server.baseUrl}/`);
    await expect.poll(() => page.getByTestId('event-row').count(), { timeout: 10_000 }).toBeGreaterThan(0);
    expect(new URL(page.url()).pathname).toBe('/');
    expect((await context.cookies()).some((cookie) => cookie.name === 'usher_signed_in')).toBe(true);
    await context.close();
  });

  it('an unknown page answers 404 with the 404 page; a known one answers 200', async () => {
    const context = await running.browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const unknown = await page.goto(`${running.server.baseUrl}/no/such/page`);
    expect(unknown?.status()).toBe(404);
    await expect.poll(() => page.getByText('This page could not be found').count(), { timeout: 10_000 }).toBe(1);
    expect(await page.title()).toBe('Page not found | Usher');
    expect((await fetch(`${running.server.baseUrl}/events/${eventUuid}/no-such-area`)).status).toBe(404);
    expect((await fetch(`${running.server.baseUrl}/account/login`)).status).toBe(200);
    expect((await fetch(`${running.server.baseUrl}/events/${eventUuid}/event-builder`)).status).toBe(200);
    await context.close();
  });
});

describe("the guest's side", () => {
  it('after Yes, the RSVP page on a phone shows the pass link, a valid .ics, a Google Calendar link, a map link and the plus-ones', async () => {
    const link = (await call('GET', `/api/v2/events/${eventUuid}/attendees/${guestId}/invitation-links`)).data.rsvp_link as string;
    const phone = await running.browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    const page = await phone.newPage();
    const failures = watchForFailures(page);
    await page.goto(link);
    await expect.poll(() => page.getByTestId('rsvp-event-name').textContent(), { timeout: 10_000 }).toBe('Harbour Gala');
    expect(await page.getByTestId('rsvp-attending').count()).toBe(0);

    await page.getByRole('radio', { name: 'Yes' }).click();
    await page.getByRole('button', { name: 'Bring a guest' }).click();
    await page.getByLabel('First name').fill('Omar');
    await page.getByLabel('Last name').fill('Plus');
    await page.getByRole('button', { name: 'Send my answer' }).click();
    await expect.poll(() => page.getByTestId('rsvp-attending').count(), { timeout: 10_000 }).toBe(1);

    const passLink = await page.getByTestId('rsvp-pass-link').getAttribute('href');
    expect(passLink).toMatch(new RegExp(`^${running.server.baseUrl}/pass/P1`));
    const google = new URL((await page.getByTestId('rsvp-google-calendar-link').getAttribute('href'))!);
    expect(google.hostname).toBe('calendar.google.com');
    expect(google.searchParams.get('dates')).toBe('20990612T220000Z/20990613T030000Z');
    expect(google.searchParams.get('text')).toBe('Harbour Gala');
    const map = new URL((await page.getByTestId('rsvp-map-link').getAttribute('href'))!);
    expect(map.hostname).toBe('www.google.com');
    expect(map.searchParams.get('query')).toContain('89 South St');
    expect(await page.getByTestId('rsvp-attending-plus-ones').getByRole('listitem').allTextContents()).toEqual(['Omar Plus']);

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('rsvp-ics-link').click()]);
    expect(download.suggestedFilename()).toBe('Harbour Gala.ics');
    const calendar = new ICAL.Component(ICAL.parse(await downloadedText(download)));
    const entry = new ICAL.Event(calendar.getFirstSubcomponent('vevent')!);
    expect(entry.uid).toBe(`${guestId}.${eventUuid}@usher`);
    expect(entry.summary).toBe('Harbour Gala');
    expect(entry.startDate.toJSDate().toISOString()).toBe('2099-06-12T22:00:00.000Z');
    expect(entry.endDate.toJSDate().toISOString()).toBe('2099-06-13T03:00:00.000Z');
    expect(entry.location).toContain('Pier 17');

    // Nothing spills sideways on a phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await shoot(page, 'e2e-rsvp-attending-390', { fullPage: true });
    await page.setViewportSize({ width: 1280, height: 900 });
    await shoot(page, 'e2e-rsvp-attending-1280', { fullPage: true });

    // The pass link opens the guest's pass.
    await page.goto(passLink!);
    await expect.poll(() => page.getByTestId('pass-event-name').first().textContent(), { timeout: 10_000 }).toBe('Harbour Gala');
    expect(failures).toEqual([]);
    await phone.close();
  });
});

describe('home and the event page', () => {
  it("the home list shows each event's guests, RSVP yes and checked-in counts; the overview and the builder index lead on", async () => {
    const context = await running.browser.newContext({ viewport: { width: 1440, height: 1000 } });
    const page = await signInInBrowser(context);
    const row = page.getByTestId('event-row').filter({ hasText: 'Harbour Gala' });
    // Ada, Ben, Cleo and Ada's plus-one Omar; Ada said Yes (Omar, whom she added, has not answered himself); Ben is in.
    await expect.poll(() => row.getByTestId('event-row-guests').textContent(), { timeout: 10_000 }).toBe('4 guests');
    expect(await row.getByTestId('event-row-rsvp-yes').textContent()).toBe('1 RSVP yes');
    expect(await row.getByTestId('event-row-checked-in').textContent()).toBe('1 checked in');
    await shoot(page, 'e2e-home-counts');

    await page.goto(`${running.server.baseUrl}/events/${eventUuid}`);
    await page.waitForURL(`${running.server.baseUrl}/events/${eventUuid}`);
    const overview = page.getByTestId('event-overview');
    await expect.poll(() => overview.getByTestId('overview-checked-in').locator('dd').textContent(), { timeout: 10_000 }).toBe('1');
    expect(await overview.getByTestId('overview-guests').locator('dd').textContent()).toBe('4');
    expect(await page.title()).toBe('Overview · Harbour Gala | Usher');
    // Nobody was invited: that needs attention, and leads to those guests.
    const notInvited = overview.getByTestId('overview-attention').getByRole('link', { name: /4 guests not invited yet/ });
    await expect.poll(() => notInvited.count(), { timeout: 10_000 }).toBe(1);
    await expect.poll(() => overview.getByTestId('overview-activity').getByRole('listitem').count(), { timeout: 10_000 }).toBeGreaterThan(0);
    // Each time says its zone (issue 28 tour: "Today, 12:59 PM" under a "Times in US/Eastern" heading); the page has one h1, the event's name.
    for (const line of await overview.getByTestId('overview-activity').getByRole('listitem').locator('p + p').allInnerTexts())
      expect(line).toMatch(/\d{1,2}:\d{2} [AP]M [A-Z]{2,5}(?:[+-]\d{1,2}(?::\d{2})?)?$/);
    expect(await overview.getByTestId('overview-activity').innerText()).not.toContain('Times in');
    expect(await page.getByRole('heading', { level: 1 }).allInnerTexts()).toEqual(['Harbour Gala']);
    await shoot(page, 'e2e-event-overview-1440', { fullPage: true });
    await notInvited.click();
    await page.waitForURL(/\/guest-management\?filter=not_invited$/);

    await page.goto(`${running.server.baseUrl}/events/${eventUuid}`);
    await overview
      .getByTestId('overview-areas')
      .getByRole('link', { name: /^Event Builder/ })
      .click();
    await page.waitForURL(/\/event-builder$/);
    const builder = page.getByTestId('event-builder-index');
    // Every screen of the builder exists now, each a link: pass, seating, groups, support, ticket transfers, features,
    // and (issue 32) badges and capacity & waitlist.
    await expect.poll(() => builder.getByRole('link').count(), { timeout: 10_000 }).toBe(8);
    expect(await builder.getByText('Not available yet').count()).toBe(0);
    await shoot(page, 'e2e-event-builder-index', { fullPage: true });
    await builder.getByRole('link', { name: /^Groups/ }).click();
    await page.waitForURL(/\/event-builder\/groups$/);
    await context.close();
  });
});
