import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { addGuestsInBrowser, createEventInBrowser, signUpInBrowser } from './support/journeys.ts';
import { productAndBrowserForThisFile } from './support/product-and-browser.ts';
import { shoot } from './support/screens.ts';

const suite = productAndBrowserForThisFile();

const organiser = { first: 'Iris', last: 'Integrator', email: 'iris@example.com', password: 'correct horse battery' };

const shot = (page: Page, name: string) => shoot(page, name, { fullPage: true });

interface StreamPage {
  data: { type: string; data: Record<string, unknown>; metadata: { actor: { name: string | null }; occurred_at: string } }[];
  meta: { cursor: string };
}

describe('the event stream, as an integrator and an auditor use it', () => {
  it('creates an API token in Account Settings and reads the guests added in the dashboard from the stream; the audit log and time travel show them; forgetting one blanks them', async () => {
    const context = await suite.browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await signUpInBrowser(page, suite.server.baseUrl, organiser);
    await createEventInBrowser(page, { name: 'Stream Gala', date: '2099-10-10', time: '19:00' });
    const guestListUrl = page.url().split('?')[0]!;
    const eventUuid = /events\/([0-9a-f-]{36})\//.exec(guestListUrl)![1]!;
    await addGuestsInBrowser(page, [
      { first: 'Ada', last: 'Lovelace', email: 'ada@example.org' },
      { first: 'Alan', last: 'Turing', email: 'alan@example.org' },
    ]);
    await expect.poll(() => page.getByTestId('guest-name').count()).toBe(2);
    await addGuestsInBrowser(page, [{ first: 'Grace', last: 'Hopper', email: 'grace@example.org' }]);
    await expect.poll(() => page.getByTestId('guest-name').count()).toBe(3);

    // Integrator: a token with the stream scope, shown once.
    await page.goto(`${suite.server.baseUrl}/account/api-tokens`);
    await page.getByTestId('api-token-new').click();
    const form = page.getByRole('form', { name: 'New API token' });
    await form.getByLabel('Name').fill('CRM sync');
    // Reading the stream is what a new token may do unless told more.
    expect(await form.getByRole('checkbox', { checked: true }).count()).toBe(1);
    await page.getByTestId('api-token-create-submit').click();
    const token = (await page.getByTestId('new-api-token').innerText()).trim();
    expect(token).toMatch(/^usher_/);
    await shot(page, 'api-token-created');

    const read = async (path: string) => {
      const response = await fetch(`${suite.server.baseUrl}${path}`, { headers: { authorization: `Bearer ${token}` } });
      expect(response.status).toBe(200);
      return (await response.json()) as StreamPage;
    };
    const stream = await read(`/api/v2/events/${eventUuid}/stream?types=AttendeeAdded`);
    expect(stream.data.map((item) => item.data.first_name)).toEqual(['Ada', 'Alan', 'Grace']);
    expect(stream.data[0]!.metadata.actor.name).toBe('Iris Integrator');
    // Resuming from the cursor gives nothing twice; a write with the token is refused (stream scope only).
    expect((await read(`/api/v2/events/${eventUuid}/stream?types=AttendeeAdded&after=${stream.meta.cursor}`)).data).toEqual([]);
    const write = await fetch(`${suite.server.baseUrl}/api/v2/events/${eventUuid}/attendees`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ members: [{ first_name: 'Eve' }] }),
    });
    expect(write.status).toBe(403);

    // Auditor: the audit log lists who added whom.
    await page.goto(guestListUrl.replace(/guest-management$/, 'audit'));
    await expect.poll(() => page.getByTestId('audit-row').count(), { timeout: 15_000 }).toBeGreaterThanOrEqual(4);
    const rows = await page.getByTestId('audit-row').allInnerTexts();
    expect(rows.some((row) => row.includes('Grace Hopper') && row.includes('Iris Integrator'))).toBe(true);
    expect(rows.some((row) => row.includes('Stream Gala'))).toBe(true);
    await shot(page, 'audit-log');

    // Time travel: the guest list as it was before Grace was added. The picker works to the minute;
    // what it sets is the page's as_of, which a shared link carries to the millisecond.
    await page.goto(guestListUrl);
    await page.getByTestId('time-travel-button').click();
    const aMinuteAgo = new Date(Math.floor(Date.now() / 60_000) * 60_000 - 60_000);
    const pickerValue = new Date(aMinuteAgo.getTime() - aMinuteAgo.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
    await page.getByTestId('time-travel-input').fill(pickerValue);
    await expect.poll(() => page.getByTestId('past-view-banner').isVisible()).toBe(true);
    expect(new URL(page.url()).searchParams.get('as_of')).toBe(aMinuteAgo.toISOString());
    // The moment just before Grace was added, from the time the log gives her addition.
    const graceAddedAt = stream.data.find((item) => item.data.first_name === 'Grace')!.metadata.occurred_at;
    const justBefore = new Date(new Date(graceAddedAt).getTime() - 1).toISOString();
    await page.goto(`${guestListUrl}?as_of=${encodeURIComponent(justBefore)}`);
    await expect.poll(() => page.getByTestId('past-view-banner').isVisible()).toBe(true);
    await expect.poll(async () => (await page.getByTestId('guest-name').allInnerTexts()).sort()).toEqual(['Ada', 'Alan']);
    await shot(page, 'time-travel');
    await page.getByTestId('past-view-back').click();
    await expect.poll(() => page.getByTestId('guest-name').count()).toBe(3);

    // Erasure: forgetting Alan from his drawer leaves a forgotten guest, and the stream no longer names him.
    await page.getByTestId('guest-name').filter({ hasText: 'Alan' }).click();
    await page.getByTestId('forget-guest-open').click();
    await page.getByTestId('forget-guest-dialog').getByRole('textbox').fill('FORGET');
    await shot(page, 'forget-dialog');
    await page.getByTestId('forget-guest-submit').click();
    await expect.poll(async () => (await page.locator('body').innerText()).includes('Forgotten guest')).toBe(true);
    await shot(page, 'forgotten');
    // Readers hear of a forgetting through the append notification, a moment after the screen shows it.
    const addedNames = async () => (await read(`/api/v2/events/${eventUuid}/stream?types=AttendeeAdded`)).data.map((item) => item.data.first_name);
    await expect.poll(addedNames, { timeout: 10_000 }).toEqual(['Ada', 'Forgotten', 'Grace']);
    expect(JSON.stringify(await read(`/api/v2/events/${eventUuid}/stream?types=AttendeeAdded`))).not.toContain('alan@example.org');
    await context.close();
  });
});
