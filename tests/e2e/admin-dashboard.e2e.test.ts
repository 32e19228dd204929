import { describe, expect, it } from 'vitest';
import { signUpInBrowser } from './support/journeys.ts';
import { productAndBrowserForThisFile } from './support/product-and-browser.ts';
import { shootAtWidths } from './support/screens.ts';

const suite = productAndBrowserForThisFile();

const administrator = { first: 'Olga', last: 'Admin', email: 'olga@usher.example', password: 'correct horse battery' };
const organiser = { first_name: 'Omar', last_name: 'Organiser', email: 'omar@example.com', password: 'another horse battery' };

/** The organiser's seeding goes through the API, as an integrator's script would. */
async function api<T = { data: Record<string, unknown> }>(token: string | null, method: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${suite.server.baseUrl}${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  expect(response.status, `${method} ${path}`).toBeLessThan(300);
  return (await response.json()) as T;
}

describe('the admin dashboard and the list of every event', () => {
  it('shows the instance’s counts and charts, finds an event and opens it as its organiser', async () => {
    // A zone without daylight saving, at UTC's offset: "today" and this month are the same for the browser and the seeded event.
    const context = await suite.browser.newContext({ viewport: { width: 1440, height: 1000 }, timezoneId: 'Atlantic/Reykjavik' });
    const page = await context.newPage();
    // The first account of an empty instance administers it.
    await signUpInBrowser(page, suite.server.baseUrl, administrator);

    const { access_token: token } = await api<{ access_token: string }>(null, 'POST', '/api/auth/signup', organiser);
    const today = new Date().toISOString().slice(0, 10);
    const harbour = await api<{ data: { uuid: string } }>(token, 'POST', '/api/v2/events', {
      name: 'Harbour Party',
      starts_date: today,
      starts_time: '23:45',
      timezone: 'UTC',
    });
    await api(token, 'POST', '/api/v2/events', { name: 'Winter Ball', starts_date: '2099-01-10', starts_time: '19:00', timezone: 'UTC' });
    const guests = await api<{ data: { id: string }[] }>(token, 'POST', `/api/v2/events/${harbour.data.uuid}/attendees`, {
      members: [
        { first_name: 'Ann', last_name: 'Lee' },
        { first_name: 'Bob', last_name: 'Ray' },
        { first_name: 'Cy', last_name: 'Oh' },
      ],
    });
    await api(token, 'POST', `/api/v2/events/attendees/${guests.data[0]!.id}/check-in`, {});

    await page.goto(`${suite.server.baseUrl}/admin`);
    await expect.poll(() => page.title()).toBe('Dashboard · Usher Admin Panel | Usher');
    const tile = (label: string) => page.getByTestId('admin-stat').filter({ has: page.getByText(label, { exact: true }) });
    // The read models catch up within moments; the dashboard counts from them.
    await expect.poll(async () => (await tile('Guests').textContent()) ?? '', { timeout: 15_000 }).toContain('3');
    expect(await tile('Users').textContent()).toContain('2');
    await expect.poll(async () => (await tile('Check-ins today').textContent()) ?? '', { timeout: 15_000 }).toContain('1');
    expect(await tile('Check-ins today').textContent()).toContain('Since midnight, Atlantic/Reykjavik');

    // The sign-ups chart, drawn and told in a table for screen readers.
    const signUps = page.getByRole('table', { name: 'Sign-ups' });
    await expect.poll(() => signUps.locator('tbody tr').count(), { timeout: 10_000 }).toBe(90);
    expect(await signUps.locator('tbody tr').last().locator('td').nth(1).textContent()).toBe('2');
    expect(await page.getByTestId('sign-up-chart').locator('.recharts-bar-rectangle').count()).toBeGreaterThan(0);
    // On a phone, as soon as the chart is drawn again, today's bar stands at the right end of the chart: drawn where it
    // belongs at once, not sliding over earlier dates or growing from the axis for a second and a half.
    const viewport = page.viewportSize()!;
    await page.setViewportSize({ width: 390, height: 844 });
    const todaysBar = await page.getByTestId('sign-up-chart').evaluate(async (chart) => {
      const frame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));
      const area = chart.getBoundingClientRect();
      // Until the chart has been drawn again at the new width (a resize is noticed a frame or two later).
      for (let i = 0; i < 120 && Math.abs((chart.querySelector('svg')?.getBoundingClientRect().width ?? 0) - area.width) > 1; i++) await frame();
      await frame();
      const bars = [...chart.querySelectorAll('.recharts-bar-rectangle path')].map((bar) => bar.getBoundingClientRect());
      const tallest = bars.sort((a, b) => b.height - a.height)[0];
      return tallest && { height: tallest.height, fromRight: area.right - (tallest.left + tallest.width / 2) };
    });
    expect(todaysBar?.height).toBeGreaterThan(40);
    expect(todaysBar?.fromRight).toBeLessThan(20);
    await page.setViewportSize(viewport);

    // The calendar names this month's event on its day, to hover or to focus.
    const day = page.getByRole('button', { name: /1 event on .*: Harbour Party/ });
    await day.focus();
    await expect.poll(() => page.getByRole('tooltip').textContent()).toContain('Harbour Party');
    await page.getByRole('button', { name: 'Next month' }).click();
    await expect.poll(() => page.getByRole('button', { name: /Harbour Party/ }).count()).toBe(0);

    // Every read model has caught up, and nothing was set aside.
    expect(await page.getByRole('table', { name: 'How far each read model is behind' }).textContent()).toContain('Guest lists');
    await expect.poll(() => page.getByText('No read model has set an event aside.').count()).toBe(1);
    await shootAtWidths(page, 'e2e-admin-dashboard', [1920, 1440, 1280, 768, 390], { fullPage: true });

    await page.getByRole('link', { name: 'Events' }).first().click();
    await expect.poll(() => page.title()).toBe('Events · Usher Admin Panel | Usher');
    await page.getByLabel('Search events').fill('harb');
    await expect.poll(() => page.getByTestId('admin-event-row').count(), { timeout: 10_000 }).toBe(1);
    const row = page.getByTestId('admin-event-row');
    expect(await row.textContent()).toContain('Omar Organiser');
    expect(await row.textContent()).toContain('Coordinated Universal Time');
    await page.getByLabel('Search events').fill('omar@');
    await expect.poll(() => page.getByTestId('admin-event-row').count(), { timeout: 10_000 }).toBe(2);
    await page.getByLabel('Search events').fill('harbour');
    await expect.poll(() => page.getByTestId('admin-event-row').count(), { timeout: 10_000 }).toBe(1);

    await page.getByRole('button', { name: 'Open Harbour Party as its organiser' }).click();
    await page.getByRole('button', { name: 'Log in and open' }).click();
    await page.waitForURL(`${suite.server.baseUrl}/events/${harbour.data.uuid}/guest-management`);
    await expect.poll(() => page.getByTestId('impersonation-banner').textContent(), { timeout: 10_000 }).toContain('You are logged in as Omar Organiser');
    await context.close();
  });
});
