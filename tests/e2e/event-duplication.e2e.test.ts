import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { productAndBrowserForThisFile } from './support/product-and-browser.ts';
import { shootAtWidths } from './support/screens.ts';

const suite = productAndBrowserForThisFile();
const WIDTHS = [1920, 1440, 1280, 768, 390];
const organiser = { first_name: 'Nora', last_name: 'Planner', email: 'nora@example.com', password: 'correct horse battery' };
let authorization = '';

/** The source event is seeded through the API, as an integrator's script would. */
async function api<T = { data: Record<string, unknown> }>(method: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${suite.server.baseUrl}${path}`, {
    method,
    headers: { authorization, accept: 'application/json', ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${text}`);
  return JSON.parse(text) as T;
}

async function seedGala(): Promise<string> {
  const signup = await fetch(`${suite.server.baseUrl}/api/auth/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(organiser),
  });
  authorization = `Bearer ${((await signup.json()) as { access_token: string }).access_token}`;
  const e = (await api<{ data: { uuid: string } }>('POST', '/api/v2/events', { name: 'Harbour Gala', starts_date: '2099-06-12', starts_time: '19:00' })).data
    .uuid;
  await api('PUT', `/api/v2/events/${e}/pass-settings`, { access: { background_color: '#0B3D2E', text_color: '#F5E6C8' } });
  const diet = await api<{ data: { id: string } }>('POST', `/api/v2/events/${e}/custom-fields`, {
    label: 'Dietary needs',
    type: 'single_choice',
    options: ['None', 'Vegan'],
  });
  await api('POST', `/api/v2/events/${e}/attendee-tags/add`, { name: 'VIP', color: '#EF4444' });
  await api('POST', `/api/v2/events/${e}/templates`, {
    name: 'Gala invitation',
    notification_type: 'invitation',
    subject: 'Come to {event.name}',
    body: '<p>Hello</p>',
    activate: true,
  });
  await api('POST', `/api/v2/events/${e}/seating/tables/add`, { name: '1', shape: 'round', diameter: 60 });
  await api('POST', `/api/v2/events/${e}/attendees`, {
    members: [
      { first_name: 'Ada', last_name: 'Lovelace', custom_fields: { [diet.data.id]: 'Vegan' } },
      { first_name: 'Alan', last_name: 'Turing' },
    ],
  });
  return e;
}

const shootAtEveryWidth = (page: Page, name: string) => shootAtWidths(page, `duplicate-${name}`, WIDTHS);

describe('duplicating an event, as an organiser does it', () => {
  it('duplicates from the event, watches the copying finish, and opens a copy with the custom field and the pass colours', async () => {
    const source = await seedGala();
    const context = await suite.browser.newContext({ viewport: { width: 1440, height: 900 }, reducedMotion: 'reduce' });
    const page = await context.newPage();
    await page.goto(`${suite.server.baseUrl}/account/login`);
    await page.getByLabel('Email').fill(organiser.email);
    await page.getByLabel('Password').fill(organiser.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(`${suite.server.baseUrl}/`);

    await page.goto(`${suite.server.baseUrl}/events/${source}/settings/general`);
    await page.getByRole('button', { name: 'Event actions' }).click();
    await page.getByRole('menuitem', { name: 'Duplicate event' }).click();
    const dialog = page.getByTestId('duplicate-event-dialog');
    // What will be copied, read from the event.
    await expect.poll(() => dialog.getByTestId('duplication-parts').textContent(), { timeout: 10_000 }).toMatch(/Custom fields and guest form\s*1/);
    expect(await dialog.getByTestId('duplication-parts').textContent()).toMatch(/Floor plan\s*1 table · 10 seats/);
    await dialog.getByText('Also copy the guest list (2 guests)').click();
    await shootAtEveryWidth(page, 'choice');

    await dialog.getByRole('button', { name: 'Duplicate', exact: true }).click();
    const progress = dialog.getByTestId('duplication-progress');
    await expect.poll(() => progress.getAttribute('data-status'), { timeout: 30_000 }).toBe('completed');
    // One step per part the copy holds (services/command/src/events/duplication/duplication-parts.ts), every one copied.
    expect(await dialog.getByTestId('duplication-step').evaluateAll((steps) => steps.map((step) => step.getAttribute('data-status')))).toEqual(
      Array(12).fill('copied'),
    );
    expect(await dialog.getByRole('heading').first().textContent()).toBe('Copy ready');
    await shootAtEveryWidth(page, 'progress');

    await dialog.getByRole('button', { name: 'Open the copy' }).click();
    await page.waitForURL(/\/events\/[0-9a-f-]{36}\/settings\/general$/);
    const copy = /\/events\/([0-9a-f-]{36})\//.exec(page.url())![1]!;
    expect(copy).not.toBe(source);

    await page.goto(`${suite.server.baseUrl}/events/${copy}/settings/custom-fields`);
    await expect
      .poll(() => page.getByTestId('custom-field-row').first().textContent(), { timeout: 10_000 })
      .toMatch(/Dietary needs.*Single choice.*None, Vegan/);

    await page.goto(`${suite.server.baseUrl}/events/${copy}/event-builder/pass`);
    await expect
      .poll(
        () =>
          page
            .getByTestId('pass-preview')
            .getByTestId('pass-card')
            .first()
            .evaluate((element) => getComputedStyle(element).backgroundColor),
        { timeout: 10_000 },
      )
      .toBe('rgb(11, 61, 46)');
    await context.close();
  });
});
