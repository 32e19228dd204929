import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { createEventInBrowser, signUpInBrowser } from './support/journeys.ts';
import { productAndBrowserForThisFile } from './support/product-and-browser.ts';

const suite = productAndBrowserForThisFile();

const organiser = { first: 'Jonas', last: 'Planner', email: 'jonas.journeys@example.com', password: 'correct horse battery' };

const node = (page: Page, name: string) =>
  page.getByTestId('journey-node').filter({ has: page.getByTestId('journey-node-name').getByText(name, { exact: true }) });
const handle = (step: Locator, actionType: string) => step.locator(`[data-testid="journey-handle"][data-action-type="${actionType}"]`);

/** Where an element is once it has stopped moving (the diagram animates a tidy-up and a fit to view). */
async function settledBox(element: Locator) {
  let previous = await element.boundingBox();
  for (let tries = 0; tries < 40; tries += 1) {
    await new Promise((resolve) => setTimeout(resolve, 150));
    const box = await element.boundingBox();
    if (box && previous && box.x === previous.x && box.y === previous.y && box.width === previous.width && box.height === previous.height) return box;
    previous = box;
  }
  return previous!;
}

/** Drags a connection from a button's handle onto a step, as a person does with the mouse. */
async function connect(page: Page, from: Locator, to: Locator) {
  const start = await settledBox(from);
  const end = await settledBox(to);
  await page.mouse.move(start.x + start.width / 2, start.y + start.height / 2);
  await page.mouse.down();
  await page.mouse.move(end.x + end.width / 2, end.y + 30, { steps: 12 });
  await page.mouse.move(end.x + end.width / 2, end.y + end.height / 2, { steps: 6 });
  await page.mouse.up();
}

async function addStep(page: Page, kind: 'page' | 'rsvp' | 'form') {
  await page.getByTestId('add-step').click();
  await page.getByTestId(`add-step-${kind}`).click();
}

describe('the journey editor', () => {
  it('builds a journey of a page, an RSVP and a form only for Yes, refuses a loop, and publishes it as version 1', async () => {
    const context = await suite.browser.newContext({ viewport: { width: 1440, height: 1000 } });
    const page = await context.newPage();
    await signUpInBrowser(page, suite.server.baseUrl, organiser);
    await createEventInBrowser(page, { name: 'Lighthouse Dinner', date: '2099-09-18', time: '19:00' });
    const eventUrl = page
      .url()
      .split('?')[0]!
      .replace(/\/guest-management$/, '');
    // The organisation has a name: the preview is headed by it, as the guest's page is (issue 28: it showed Usher's logo).
    await page.goto(`${suite.server.baseUrl}/organization`);
    await page.getByLabel('Organisation name').fill('Lighthouse Friends');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect.poll(() => page.getByText('Organisation saved.').count(), { timeout: 10_000 }).toBe(1);
    await page.goto(eventUrl);

    // The event's navigation lists Journeys beside its other screens.
    await page.getByRole('navigation', { name: 'Event sections' }).getByRole('link', { name: 'Journeys' }).click();
    await page.waitForURL(`${eventUrl}/journeys`);
    await expect.poll(() => page.title()).toBe('Journeys · Lighthouse Dinner | Usher');

    // A blank journey, by name.
    await page.getByTestId('new-journey').click();
    await page.getByRole('radio', { name: /Blank journey/ }).click();
    await page.getByTestId('journey-name').fill('Dinner invitation');
    await page.getByTestId('create-journey-submit').click();
    await page.waitForURL(/\/journeys\/[0-9a-f-]{36}$/);
    await expect.poll(() => page.getByTestId('journey-version').textContent()).toBe('Not published');

    // A page, an RSVP and a form; the first step added is where guests start.
    await addStep(page, 'page');
    await expect.poll(() => page.getByTestId('journey-node').count()).toBe(1);
    await addStep(page, 'rsvp');
    await addStep(page, 'form');
    await expect.poll(() => page.getByTestId('journey-node').count()).toBe(3);
    expect(await node(page, 'Page').textContent()).toContain('Start');
    // Tidy up lays them out (unconnected, side by side) so each can be reached with the mouse.
    await page.getByTestId('auto-layout').click();
    await page.getByRole('button', { name: 'Fit View' }).click();

    // Until they are connected, the RSVP and the form cannot be reached: publishing says so.
    await expect.poll(() => page.getByTestId('journey-problem').count()).toBeGreaterThan(0);
    expect(await page.getByTestId('publish-journey').isDisabled()).toBe(true);
    expect(await page.getByTestId('publish-blocker').textContent()).toMatch(/^Fix \d+ problems? to publish\.$/);

    // Page → RSVP; the RSVP's Yes → the form (No goes on to the pass).
    await connect(page, handle(node(page, 'Page'), 'to'), node(page, 'RSVP'));
    await expect.poll(() => page.locator('.react-flow__edge').count()).toBe(1);
    await connect(page, handle(node(page, 'RSVP'), 'rsvp_yes'), node(page, 'Form'));
    await expect.poll(() => page.locator('.react-flow__edge').count()).toBe(2);

    // The form back to the page would be a loop: refused, and the editor says why.
    await connect(page, handle(node(page, 'Form'), 'submit_form'), node(page, 'Page'));
    await expect.poll(() => page.getByTestId('connection-refused').textContent()).toContain('loop');
    expect(await page.locator('.react-flow__edge').count()).toBe(2);

    // Nothing stands in the way any more: the editor says so and Publish is offered.
    await expect.poll(() => page.getByTestId('journey-problems').textContent()).toContain('Ready to publish');
    await page.getByTestId('publish-journey').click();
    await expect.poll(() => page.getByTestId('journey-version').textContent()).toBe('Version 1');
    expect(await page.getByTestId('publish-journey').isDisabled()).toBe(true);

    // The preview walks it as a guest would: the form comes only after Yes.
    await page.getByRole('complementary').getByRole('button', { name: 'Preview' }).click();
    const preview = page.getByTestId('journey-preview');
    await expect.poll(() => preview.getByTestId('preview-brand').textContent()).toBe('Lighthouse Friends');
    expect(await preview.getByTestId('organisation-brand').count()).toBe(1);
    await preview.getByTestId('journey-button-to').click();
    await preview.getByTestId('journey-button-rsvp_yes').click();
    await expect.poll(() => preview.getByTestId('journey-step').getAttribute('data-step-type')).toBe('form');
    await preview.getByTestId('preview-restart').click();
    await preview.getByTestId('journey-button-to').click();
    await preview.getByTestId('journey-button-rsvp_no').click();
    await expect.poll(() => preview.getByTestId('journey-end').count()).toBe(1);

    // What was saved is what a reload shows: the connections, and the version in the list.
    await page.reload();
    await expect.poll(() => page.locator('.react-flow__edge').count()).toBe(2);
    await page.goto(`${eventUrl}/journeys`);
    const row = page.getByTestId('journey-row').filter({ hasText: 'Dinner invitation' });
    // The row's Published column (a phone shows the same badge under the name instead).
    await expect.poll(() => row.locator('td').nth(1).textContent()).toBe('Version 1');
    await context.close();
  });
});
