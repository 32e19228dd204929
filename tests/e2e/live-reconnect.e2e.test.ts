import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { startDroppingProxy, type DroppingProxy } from './support/dropping-proxy.ts';
import { untilLive } from './support/live.ts';
import { productAndBrowserForThisFile } from './support/product-and-browser.ts';
import { shoot } from './support/screens.ts';

// Issue 28, section 1: a dashboard behind a proxy that drops its websocket never goes quietly stale.
// The guest list is opened through a TCP proxy; its socket is cut ten times; after each, the page says
// it is reconnecting, comes back live by itself, and a check-in made elsewhere appears. A check-in made
// while the socket could not come back appears too, once it is back.
const suite = productAndBrowserForThisFile();
const organiser = { first_name: 'Rita', last_name: 'Reconnect', email: 'rita@example.com', password: 'correct horse battery' };
const GUESTS = 11;
let proxy: DroppingProxy;
let bearer: string;
let eventUuid: string;
let guestIds: string[];

async function api<T>(method: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${suite.server.baseUrl}${path}`, {
    method,
    headers: { authorization: bearer, accept: 'application/json', ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

const checkedIn = (page: Page) => page.getByTestId('stat-checked-in').getAttribute('data-value');
const liveState = (page: Page) => page.getByTestId('live-status').getAttribute('data-state');

beforeAll(async () => {
  const signup = await fetch(`${suite.server.baseUrl}/api/auth/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(organiser),
  });
  bearer = `Bearer ${((await signup.json()) as { access_token: string }).access_token}`;
  eventUuid = (await api<{ data: { uuid: string } }>('POST', '/api/v2/events', { name: 'Harbour Gala', starts_date: '2099-06-12', starts_time: '18:00' })).data
    .uuid;
  const members = Array.from({ length: GUESTS }, (_, i) => ({ first_name: `Guest${i + 1}`, last_name: 'Door' }));
  guestIds = (await api<{ data: { id: string }[] }>('POST', `/api/v2/events/${eventUuid}/attendees`, { members })).data.map((guest) => guest.id);
  proxy = await startDroppingProxy(Number(new URL(suite.server.baseUrl).port));
});
afterAll(async () => {
  await proxy?.close();
});

describe('the guest list behind a proxy that drops its websocket', () => {
  it('says it is reconnecting, comes back live by itself, and shows every check-in made after each of ten drops', async () => {
    const context = await suite.browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${proxy.baseUrl}/account/login`);
    await page.getByLabel('Email').fill(organiser.email);
    await page.getByLabel('Password').fill(organiser.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(`${proxy.baseUrl}/`);
    await page.goto(`${proxy.baseUrl}/events/${eventUuid}/guest-management`);
    await expect.poll(() => page.getByTestId('stat-total').getAttribute('data-value')).toBe(String(GUESTS));
    await untilLive(page);
    expect(await page.getByTestId('live-status').textContent()).toBe('Live');
    await page.evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true));

    for (let drop = 0; drop < 10; drop++) {
      expect(proxy.dropWebsockets()).toBeGreaterThan(0);
      // Not live, and saying so in words, until the socket is back and its subscription answered.
      await expect.poll(() => liveState(page)).toBe('reconnecting');
      if (drop === 0) {
        expect(await page.getByTestId('live-status').textContent()).toBe('Reconnecting…');
        await shoot(page, 'live-status-reconnecting');
      }
      await untilLive(page);
      await api('POST', `/api/v2/events/attendees/${guestIds[drop]}/check-in`);
      await expect.poll(() => checkedIn(page)).toBe(String(drop + 1));
    }

    // Down for longer: the check-in made while no socket could connect is fetched once it is back.
    proxy.refuseNewConnections();
    proxy.dropWebsockets();
    await expect.poll(() => liveState(page)).toBe('reconnecting');
    await api('POST', `/api/v2/events/attendees/${guestIds[10]}/check-in`);
    proxy.resume();
    await untilLive(page, 40_000);
    await expect.poll(() => checkedIn(page)).toBe(String(GUESTS));
    expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);
    await context.close();
  });
});
