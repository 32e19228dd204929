import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { startTestSmtpServer, type TestSmtpServer } from '@usher/infra/testing/test-smtp-server';
import { launchBrowser } from './support/browser.ts';
import { createEventInBrowser, signUpInBrowser } from './support/journeys.ts';
import { startProduct, type ProductServer } from './support/product-server.ts';
import { shootAtWidths } from './support/screens.ts';

// An organiser writes a communication and a template in German beside the default English:
// the switcher, the default words shown as the empty variant's placeholder, the mark on the
// languages that have words of their own, and what is saved read back after a reload.
let smtp: TestSmtpServer;
let server: ProductServer;
let browser: Browser;

beforeAll(async () => {
  smtp = await startTestSmtpServer();
  [server, browser] = await Promise.all([startProduct({ env: smtp.env }), launchBrowser()]);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await smtp?.close();
});

const WIDTHS = [1920, 1440, 1280, 768, 390] as const;
const organiser = { first: 'Lena', last: 'Sprache', email: 'lena.languages@example.com', password: 'correct horse battery' };

const tab = (page: Page, name: RegExp) => page.getByTestId('message-language-tabs').getByRole('tab', { name });

describe('writing a message per language', () => {
  it('writes a German subject and body on a communication, sees them saved, and removes them again', async () => {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    await signUpInBrowser(page, server.baseUrl, organiser);
    await createEventInBrowser(page, { name: 'Lake Gala', date: '2099-06-12', time: '19:00' });
    const eventUrl = page
      .url()
      .split('?')[0]!
      .replace(/\/guest-management$/, '');

    await page.goto(`${eventUrl}/communications`);
    await page.getByTestId('new-communication').click();
    await page.getByTestId('communication-name').fill('Welcome');
    await page.getByTestId('create-communication-submit').click();
    await page.waitForURL(/\/communications\/[0-9a-f-]{36}$/);
    const communicationUrl = page.url();

    // The default words first, in English (the event's default).
    await expect.poll(() => tab(page, /^Default \(English\)/).getAttribute('aria-selected')).toBe('true');
    await page.getByTestId('subject-input').fill('Welcome to the lake');
    await page.getByTestId('email-editor').click();
    await page.keyboard.type('Doors open at seven.');
    await expect.poll(() => page.getByTestId('save-state').textContent(), { timeout: 10_000 }).toBe('All changes saved');

    // German: empty, the default words as placeholders, and a note that empty fields fall back.
    await tab(page, /^German/).click();
    await expect.poll(() => page.getByTestId('subject-input').inputValue()).toBe('');
    expect(await page.getByTestId('subject-input').getAttribute('placeholder')).toBe('Welcome to the lake');
    await expect.poll(() => page.getByTestId('variant-notice').textContent()).toContain('A field left empty uses the default text (English)');
    expect(await page.getByText('Empty: guests read the default message (“Doors open at seven.”).').count()).toBe(1);
    await shootAtWidths(page, 'communication-language-empty', WIDTHS, { fullPage: true });

    await page.getByTestId('subject-input').fill('Willkommen am See');
    await page.getByTestId('email-editor').click();
    await page.keyboard.type('Einlass um sieben.');
    await expect.poll(() => page.getByTestId('save-state').textContent(), { timeout: 10_000 }).toBe('All changes saved');
    await expect.poll(() => tab(page, /^German/).textContent()).toContain('has its own words');
    await shootAtWidths(page, 'communication-language-german', WIDTHS, { fullPage: true });

    // Read back from the server: the German words are kept, the default ones unchanged.
    await page.goto(communicationUrl);
    await expect.poll(() => page.getByTestId('subject-input').inputValue()).toBe('Welcome to the lake');
    expect(await tab(page, /^German/).textContent()).toContain('has its own words');
    expect(await tab(page, /^French/).textContent()).not.toContain('has its own words');
    await tab(page, /^German/).click();
    await expect.poll(() => page.getByTestId('subject-input').inputValue()).toBe('Willkommen am See');
    await expect.poll(() => page.getByTestId('email-editor').textContent()).toBe('Einlass um sieben.');

    // Removing the variant: German guests read the default words again.
    await page.getByRole('button', { name: 'Remove German' }).click();
    await expect.poll(() => page.getByTestId('subject-input').inputValue()).toBe('');
    await expect.poll(() => page.getByTestId('save-state').textContent(), { timeout: 10_000 }).toBe('All changes saved');
    await page.goto(communicationUrl);
    await expect.poll(() => page.getByTestId('subject-input').inputValue()).toBe('Welcome to the lake');
    expect(await tab(page, /^German/).textContent()).not.toContain('has its own words');

    // A template in French: saved with the template, marked in the editor when it opens again.
    await page.goto(`${eventUrl}/communications/templates`);
    await page.getByTestId('template-new').click();
    const editor = page.getByTestId('template-editor');
    await editor.getByLabel('Name').fill('Bienvenue');
    await editor.getByTestId('subject-input').fill('Welcome');
    await editor.getByTestId('email-editor').click();
    await page.keyboard.type('See you soon.');
    await tab(page, /^French/).click();
    await editor.getByTestId('subject-input').fill('Bienvenue');
    await shootAtWidths(page, 'template-language-french', WIDTHS);
    await page.getByTestId('template-save').click();
    await expect.poll(() => page.getByTestId('template-editor').count()).toBe(0);
    await page.getByRole('button', { name: 'Edit Bienvenue' }).click();
    await expect.poll(() => tab(page, /^French/).textContent()).toContain('has its own words');
    await tab(page, /^French/).click();
    await expect.poll(() => page.getByTestId('template-editor').getByTestId('subject-input').inputValue()).toBe('Bienvenue');
    await page.keyboard.press('Escape');

    // A journey's welcome step in Spanish: the template wrote its heading and button in every language
    // (the default words stay as placeholders); the organiser rewrites both.
    await page.goto(`${eventUrl}/journeys`);
    await page.getByTestId('new-journey').click();
    await page.getByRole('radio', { name: /Welcome, RSVP, then details/ }).click();
    await page.getByTestId('journey-name').fill('Invitation');
    await page.getByTestId('create-journey-submit').click();
    await page.waitForURL(/\/journeys\/[0-9a-f-]{36}$/);
    const journeyUrl = page.url();
    await page.getByTestId('journey-node').first().click();
    const panel = page.getByTestId('step-panel');
    await panel
      .getByTestId('message-language-tabs')
      .getByRole('tab', { name: /^Spanish/ })
      .click();
    // The template offers its words in every language; the organiser rewrites the Spanish one.
    const heading = panel.getByTestId('journey-block-in-language').first().locator('input');
    expect(await heading.inputValue()).toBe('Está invitado');
    expect(await heading.getAttribute('placeholder')).not.toBe('');
    await heading.fill('Bienvenidos');
    await panel.getByTestId('journey-button-in-language').first().locator('input').fill('Adelante');
    await panel.getByTestId('journey-button-in-language').first().locator('input').blur();
    await shootAtWidths(page, 'journey-step-spanish', WIDTHS);
    await expect.poll(() => panel.getByRole('tab', { name: /^Spanish/ }).textContent()).toContain('has its own words');
    // Where the desk has room for the phone preview beside the step, it shows the step in Spanish.
    await page.setViewportSize({ width: 1920, height: 900 });
    await expect.poll(() => page.getByTestId('journey-preview').textContent()).toContain('Bienvenidos');
    expect(await page.getByTestId('journey-preview').textContent()).toContain('Adelante');
    // The product's words in the preview follow the tab too: the progress and the date in Spanish.
    expect(await page.getByTestId('journey-preview').textContent()).toContain('Paso 1 de');
    expect(await page.getByTestId('journey-preview').textContent()).toContain('junio de 2099');
    await page.setViewportSize({ width: 1440, height: 900 });
    // Saved on the server (the editor saves as the typing pauses), then shown again after a reload.
    const journeyApi = `${server.baseUrl}/api/v2/events/${eventUrl.split('/events/')[1]}/journeys/${journeyUrl.split('/journeys/')[1]}`;
    await expect
      .poll(async () => JSON.stringify((await (await page.request.get(journeyApi)).json()).data.draft), { timeout: 10_000 })
      .toMatch(/"text_translations":\{[^}]*"es":"Bienvenidos"[^}]*\}.*"label_translations":\{[^}]*"es":"Adelante"[^}]*\}/);
    await page.goto(journeyUrl);
    await page.getByTestId('journey-node').first().click();
    await expect
      .poll(() =>
        page
          .getByTestId('step-panel')
          .getByRole('tab', { name: /^Spanish/ })
          .textContent(),
      )
      .toContain('has its own words');
    await page
      .getByTestId('step-panel')
      .getByRole('tab', { name: /^Spanish/ })
      .click();
    await expect.poll(() => page.getByTestId('journey-block-in-language').first().locator('input').inputValue()).toBe('Bienvenidos');
    await expect.poll(() => page.getByTestId('journey-button-in-language').first().locator('input').inputValue()).toBe('Adelante');
    await context.close();
  });
});
