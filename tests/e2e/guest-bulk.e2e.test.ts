import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { createEventInBrowser, signUpInBrowser } from './support/journeys.ts';
import { productAndBrowserForThisFile } from './support/product-and-browser.ts';
import { shoot } from './support/screens.ts';
import { untilLive } from './support/live.ts';

const suite = productAndBrowserForThisFile();

const organiser = { first: 'Bea', last: 'Bulk', email: 'bulk@example.com', password: 'correct horse battery' };
// The rows the table loads at once (GUEST_PAGE_SIZE in web/src/api/attendee-pages.ts).
const LOADED = 100;
// More than that: the view's last guests are not on screen.
const GUESTS = 260;
const ATTENDING = 230;

/** The organiser's own API access, for laying out a list too long to type in. */
async function apiAs(baseUrl: string) {
  const login = await fetch(`${baseUrl}/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: organiser.email, password: organiser.password }),
  });
  const { access_token: token } = (await login.json()) as { access_token: string };
  return async <T>(method: string, path: string, body: unknown): Promise<T> => {
    const response = await fetch(`${baseUrl}${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    expect(response.status, await response.clone().text()).toBeLessThan(300);
    return (await response.json()) as T;
  };
}

const statValue = (page: Page, testId: string) => page.getByTestId(testId).getByTestId('stat-value').innerText();

describe('bulk actions on a whole view, as an organiser uses them', () => {
  it('shows selected individuals alone, selects every guest of a view longer than the screen, deletes them all, and another screen sees it live', async () => {
    const context = await suite.browser.newContext({ viewport: { width: 1400, height: 900 } });
    const page = await context.newPage();
    await signUpInBrowser(page, suite.server.baseUrl, organiser);
    await createEventInBrowser(page, { name: 'Bulk Gala', date: '2099-12-24', time: '19:00' });
    const guestListUrl = page.url().split('?')[0]!;
    const eventUuid = /events\/([0-9a-f-]{36})/.exec(guestListUrl)![1]!;

    const call = await apiAs(suite.server.baseUrl);
    const members = Array.from({ length: GUESTS }, (_, i) => ({
      first_name: `Guest${String(i).padStart(3, '0')}`,
      last_name: 'Bulk',
      email: `guest${i}@example.com`,
    }));
    const added = await call<{ data: { id: string }[] }>('POST', `/api/v2/events/${eventUuid}/attendees`, { members });
    await call('PUT', `/api/v2/events/${eventUuid}/attendees-bulk/set-rsvp`, {
      attendees: added.data.slice(0, ATTENDING).map((guest) => guest.id),
      rsvp: true,
    });

    // A second screen on the same list, to see the change arrive.
    const watcher = await context.newPage();
    await watcher.goto(guestListUrl);
    await expect.poll(() => statValue(watcher, 'stat-total'), { timeout: 15_000 }).toBe(String(GUESTS));
    await untilLive(watcher);

    await page.goto(guestListUrl);
    await expect.poll(() => statValue(page, 'stat-rsvp-yes'), { timeout: 15_000 }).toBe(String(ATTENDING));

    // Selected Individuals: two ticked guests shown alone, still ticked; then every guest again.
    await page.getByLabel('Select Guest000 Bulk').click();
    await page.getByLabel('Select Guest007 Bulk').click();
    await page.getByTestId('guest-filter').selectOption({ label: 'Selected Individuals' });
    await expect.poll(() => page.getByTestId('guest-count').innerText(), { timeout: 10_000 }).toBe('2 guests');
    expect(await page.getByTestId('guest-row').allInnerTexts()).toEqual([expect.stringContaining('Guest000'), expect.stringContaining('Guest007')]);
    await expect(page.getByTestId('bulk-selected').innerText()).resolves.toBe('2 selected');
    await page.getByTestId('guest-filter').selectOption({ label: 'All' });
    await expect.poll(() => page.getByTestId('guest-count').innerText(), { timeout: 10_000 }).toBe(`${LOADED} of ${GUESTS} guests loaded`);
    await page.getByTestId('stat-rsvp-yes').click();
    await expect.poll(() => page.getByTestId('guest-count').innerText(), { timeout: 10_000 }).toBe(`${LOADED} of ${ATTENDING} guests loaded`);

    // The header box selects the loaded rows; the bar then offers the whole view.
    await page.getByLabel('Select all guests on this page').click();
    await expect(page.getByTestId('bulk-selected').innerText()).resolves.toBe(`${LOADED} selected`);
    await page.getByTestId('select-whole-view').click();
    await expect.poll(() => page.getByTestId('bulk-selected').innerText(), { timeout: 10_000 }).toBe(`All ${ATTENDING} guests in this view selected`);
    await shoot(page, 'bulk-whole-view');

    await page.getByTestId('bulk-delete').click();
    await page.getByRole('button', { name: `Delete ${ATTENDING} guests` }).click();
    await expect.poll(() => page.getByText(`${ATTENDING} guests were removed from the guest list.`).count(), { timeout: 15_000 }).toBe(1);

    // Both screens show what is left: the guests who had not answered.
    const left = String(GUESTS - ATTENDING);
    await expect.poll(() => statValue(page, 'stat-total'), { timeout: 20_000 }).toBe(left);
    await expect.poll(() => statValue(page, 'stat-rsvp-yes'), { timeout: 20_000 }).toBe('0');
    await expect.poll(() => statValue(watcher, 'stat-total'), { timeout: 20_000 }).toBe(left);
    await page.getByTestId('stat-total').click();
    await expect.poll(() => page.getByTestId('guest-count').innerText(), { timeout: 10_000 }).toBe(`${GUESTS - ATTENDING} guests`);
    await context.close();
  }, 180_000);
});
