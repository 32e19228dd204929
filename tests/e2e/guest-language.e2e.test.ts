import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser } from './support/browser.ts';
import { startProduct, type ProductServer } from './support/product-server.ts';

// Issue 32, section 5: a French guest opens their invitation and reads it in French, whatever the browser's language.
let server: ProductServer;
let browser: Browser;
let owner: { authorization: string };

async function call(method: string, url: string, body?: unknown) {
  const headers = { ...owner, accept: 'application/json', ...(body === undefined ? {} : { 'content-type': 'application/json' }) };
  const response = await fetch(`${server.baseUrl}${url}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  return (await response.json()) as Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
}

beforeAll(async () => {
  server = await startProduct();
  browser = await launchBrowser();
  const signup = await fetch(`${server.baseUrl}/api/auth/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ first_name: 'Lea', last_name: 'Roux', email: 'lea@example.com', password: 'correct horse battery' }),
  });
  owner = { authorization: `Bearer ${((await signup.json()) as { access_token: string }).access_token}` };
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('a guest page in the guest language', () => {
  it('opens the RSVP page of a French guest in French, with the date in French and its zone named', async () => {
    const event = (
      await call('POST', '/api/v2/events', { name: 'Soirée de printemps', starts_date: '2099-05-14', starts_time: '19:00', timezone: 'Europe/Brussels' })
    ).data as { uuid: string };
    const [guest] = (
      await call('POST', `/api/v2/events/${event.uuid}/attendees`, { members: [{ first_name: 'Camille', last_name: 'Durand', language: 'Français' }] })
    ).data as { id: string }[];
    const link = (await call('GET', `/api/v2/events/${event.uuid}/attendees/${guest!.id}/invitation-links`)).data.rsvp_link as string;
    const page = await browser.newPage({ locale: 'en-US' });
    await page.goto(`${server.baseUrl}/rsvp/${link.split('/rsvp/')[1]}`);
    await expect.poll(() => page.getByText('Camille Durand, vous êtes invité(e) à').isVisible()).toBe(true);
    await expect.poll(() => page.getByText('jeudi 14 mai 2099 à 19:00 (Europe/Brussels)').isVisible()).toBe(true);
    expect(await page.getByRole('radio', { name: 'Oui' }).isVisible()).toBe(true);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('fr');
    // The switcher: the guest may read it in another language.
    await page.getByTestId('guest-language-switcher').selectOption('de');
    await expect.poll(() => page.getByRole('button', { name: 'Antwort senden' }).isVisible()).toBe(true);
    await page.close();
  });

  it("opens a German guest's pass with its ticket transfer in German, and shows a refusal in German", async () => {
    const event = (await call('POST', '/api/v2/events', { name: 'Sommerfest', starts_date: '2099-05-14', starts_time: '19:00', timezone: 'Europe/Brussels' }))
      .data as { uuid: string };
    const [guest] = (
      await call('POST', `/api/v2/events/${event.uuid}/attendees`, {
        members: [{ first_name: 'Hanna', last_name: 'Schmidt', email: 'hanna@guests.example', language: 'Deutsch' }],
      })
    ).data as { id: string }[];
    // The guest list's row follows the append a moment later.
    let link = '';
    await expect
      .poll(async () => (link = ((await call('GET', `/api/v2/events/attendees/${guest!.id}/pass/link`)).data?.pass_public_link as string) ?? ''))
      .not.toBe('');
    const page = await browser.newPage({ locale: 'en-US' });
    await page.goto(`${server.baseUrl}/pass/${link.split('/pass/')[1]}`);
    await expect.poll(() => page.getByRole('heading', { name: 'Ticket übertragen' }).isVisible()).toBe(true);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('de');
    await page.getByTestId('transfer-open').click();
    await expect.poll(() => page.getByLabel('Vorname').isVisible()).toBe(true);
    // Her own address: the server refuses it by field in English; the page says it in German.
    await page.getByLabel('Vorname').fill('Hanna');
    await page.getByLabel('E-Mail').fill('hanna@guests.example');
    await page.getByTestId('transfer-submit').click();
    await expect.poll(() => page.getByText('Bitte prüfen Sie Ihre Angaben.').isVisible()).toBe(true);
    expect(await page.getByText('someone else').count()).toBe(0);
    await page.close();
  });

  it('walks a German guest through a journey made from a template in German, its refusal in German too', async () => {
    const event = (await call('POST', '/api/v2/events', { name: 'Sommerfest', starts_date: '2099-05-14', starts_time: '19:00', timezone: 'Europe/Brussels' }))
      .data as { uuid: string };
    const journey = (await call('POST', `/api/v2/events/${event.uuid}/journeys/create`, { name: 'Gäste', template_key: 'welcome_rsvp_details' })).data as {
      id: string;
    };
    expect((await call('PUT', `/api/v2/events/${event.uuid}/journeys/${journey.id}`, { publish: true, is_default: true })).errors).toBeUndefined();
    const [guest] = (
      await call('POST', `/api/v2/events/${event.uuid}/attendees`, { members: [{ first_name: 'Jonas', last_name: 'Weber', language: 'Deutsch' }] })
    ).data as { id: string }[];
    const link = (await call('GET', `/api/v2/events/${event.uuid}/attendees/${guest!.id}/invitation-links`)).data.rsvp_link as string;
    const page = await browser.newPage({ locale: 'en-US' });
    await page.goto(`${server.baseUrl}/rsvp/${link.split('/rsvp/')[1]}`);

    // The template's own words, the product's words and the event's date: all German, for an English browser.
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Sie sind eingeladen');
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('de');
    expect(await page.getByTestId('journey-progress').textContent()).toMatch(/^Schritt 1 von (etwa )?3/);
    expect(await page.getByTestId('journey-event-details').textContent()).toContain('14. Mai 2099');
    await page.getByRole('button', { name: 'Weiter' }).click();

    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Sind Sie dabei?');
    await page.getByRole('button', { name: 'Ja, ich nehme teil' }).click();

    // The form: named in German (the step's name is the form's), its labels German, its refusal German.
    const form = page.getByRole('form', { name: 'Ihre Angaben' });
    await expect.poll(() => form.isVisible()).toBe(true);
    await page.getByLabel('Vorname').fill('');
    await page.getByLabel('Telefonnummer').fill('+49 30 1234567');
    await page.getByRole('button', { name: 'Absenden' }).click();
    await expect.poll(() => page.getByRole('alert').first().textContent()).toBe('Bitte füllen Sie dieses Feld aus.');
    expect(await page.getByText('is required').count()).toBe(0);
    await page.getByLabel('Vorname').fill('Jonas');
    await page.getByRole('button', { name: 'Absenden' }).click();
    await expect.poll(() => page.getByTestId('journey-end').textContent()).toContain('Vielen Dank, Jonas');
    await page.close();
  });
});
