import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { addGuestsInBrowser, createEventInBrowser, signUpInBrowser } from './support/journeys.ts';
import { productAndBrowserForThisFile } from './support/product-and-browser.ts';
import { shoot, shootAtWidths } from './support/screens.ts';
import { untilLive } from './support/live.ts';

// Issue 21, "The guest's side": an organiser builds a journey (a welcome page,
// the RSVP, and a form only for those who say Yes), publishes it and makes it
// the invitations' default; a guest follows it from their invitation link on a
// phone, reloads midway and finds their place, and ends at their pass; a second
// guest says No and never sees the form; the organiser watches the funnel and
// each guest's path change while they go.

const suite = productAndBrowserForThisFile();
const organiser = { first: 'Olive', last: 'Planner', email: 'olive.journeys@example.com', password: 'correct horse battery' };
const ada = { first: 'Ada', last: 'Lovelace', email: 'ada.journey@example.com' };
const ben = { first: 'Ben', last: 'Nolan', email: 'ben.journey@example.com' };

/** A request from the signed-in page, as the dashboard sends one (session cookie and CSRF header). */
async function apiFrom<T = { data: unknown }>(page: Page, method: 'GET' | 'POST' | 'PUT', path: string, body?: unknown): Promise<T> {
  const csrf = (await page.context().cookies()).find((cookie) => cookie.name === 'XSRF-TOKEN')?.value;
  const response = await page.request.fetch(new URL(path, page.url()).toString(), {
    method,
    headers: { Accept: 'application/json', 'X-Requested-With': 'XMLHttpRequest', ...(csrf && { 'X-XSRF-TOKEN': decodeURIComponent(csrf) }) },
    ...(body !== undefined && { data: body }),
  });
  expect(response.status(), `${method} ${path}: ${await response.text()}`).toBeLessThan(300);
  return (await response.json()) as T;
}

/** The guest's page at a phone's, a tablet's and a laptop's width (a person looks at each; the test keeps them). */
const shootWidths = (page: Page, name: string) => shootAtWidths(page, name, [768, 1440, 390], { fullPage: true });

const step = (page: Page) => page.getByTestId('journey-step');
const stepType = (page: Page) => step(page).getAttribute('data-step-type');

type Grouped = { data: { started: number; completed: number; steps: { step_id: string; reached: number; completed: number; left: number }[] } };
type Paths = { data: { name: string; completed_at: string | null; path: { step_id: string }[] }[] };

describe('a guest follows a journey from their invitation link', () => {
  it('page → RSVP Yes → a form for those who come → the pass, resumable on reload; a No skips the form; the organiser sees both paths', async () => {
    const desk = await suite.browser.newContext({ viewport: { width: 1440, height: 900 } });
    const page = await desk.newPage();
    await signUpInBrowser(page, suite.server.baseUrl, organiser);
    await createEventInBrowser(page, { name: 'Harbour Gala', date: '2099-06-12', time: '19:00' });
    const eventUuid = /\/events\/([0-9a-f-]{36})\//.exec(page.url())![1]!;
    await addGuestsInBrowser(page, [ada, ben]);
    await expect.poll(() => page.getByTestId('guest-row').count()).toBe(2);

    // The form asks the phone number and the guest's meal (a custom field they must answer).
    const meal = await apiFrom<{ data: { id: string } }>(page, 'POST', `/api/v2/events/${eventUuid}/custom-fields`, {
      label: 'Meal',
      type: 'single_choice',
      options: ['Fish', 'Vegetarian'],
      is_required: true,
    });

    // The journey, through the organiser's API: steps first, then the buttons and the branch between them.
    const base = `/api/v2/events/${eventUuid}/journeys`;
    const created = await apiFrom<{ data: { id: string } }>(page, 'POST', `${base}/create`, { name: 'Gala welcome' });
    const journey = `${base}/${created.data.id}`;
    const block = (id: string, type: string, text = '') => ({ id, type, text, media_id: null, url: null });
    await apiFrom(page, 'PUT', `${journey}/add-step`, {
      step: {
        id: 'welcome',
        type: 'page',
        name: 'Welcome',
        blocks: [
          block('w1', 'heading', 'Welcome to the Harbour Gala'),
          block('w2', 'text', 'An evening by the sea.\nDress: black tie.'),
          block('w3', 'event_details'),
          block('w4', 'map'),
        ],
      },
    });
    await apiFrom(page, 'PUT', `${journey}/add-step`, {
      step: { id: 'answer', type: 'rsvp', name: 'RSVP', position: { x: 0, y: 200 }, blocks: [block('r1', 'heading', 'Will you join us?')] },
    });
    await apiFrom(page, 'PUT', `${journey}/add-step`, {
      step: {
        id: 'details',
        type: 'form',
        name: 'Your details',
        position: { x: 0, y: 400 },
        blocks: [block('d1', 'heading', 'A few details')],
        form_fields: ['phone_number', `custom:${meal.data.id}`],
      },
    });
    const action = (id: string, type: string, to: string | null, conditions: unknown[] = [], label = '') => ({ id, type, label, to_step_id: to, conditions });
    await apiFrom(page, 'PUT', `${journey}/details/update-action`, { actions: [action('send', 'submit_form', null, [], 'Send my details')] });
    await apiFrom(page, 'PUT', `${journey}/answer/update-action`, {
      actions: [
        action('yes', 'rsvp_yes', null),
        action('no', 'rsvp_no', null),
        action('only-yes', 'condition', 'details', [{ type: 'rsvp_status', status: 'yes' }]),
      ],
    });
    await apiFrom(page, 'PUT', `${journey}/welcome/update-action`, { actions: [action('go', 'to', 'answer', [], 'Continue')] });
    await apiFrom(page, 'PUT', journey, { start_step_id: 'welcome' });
    await apiFrom(page, 'PUT', journey, { publish: true, is_default: true });

    // Both guests are invited; each one's link is their way in.
    type Guests = { data: { id: string; first_name: string }[] };
    const guests = (await apiFrom<Guests>(page, 'GET', `/api/v2/events/${eventUuid}/attendees?per_page=10`)).data;
    const idOf = (first: string) => guests.find((guest) => guest.first_name === first)!.id;
    await apiFrom(page, 'PUT', `/api/v2/events/${eventUuid}/attendees-bulk/invite`, { attendees: guests.map((guest) => guest.id), message: null });
    const linkOf = async (first: string) => {
      const link = (await apiFrom<{ data: { rsvp_link: string } }>(page, 'GET', `/api/v2/events/${eventUuid}/attendees/${idOf(first)}/invitation-links`)).data
        .rsvp_link;
      return new URL(link, suite.server.baseUrl).toString();
    };
    const grouped = () => apiFrom<Grouped>(page, 'GET', `${journey}/grouped-interactions`).then((reply) => reply.data);
    const stepFigures = async (stepId: string) => (await grouped()).steps.find((figures) => figures.step_id === stepId);

    // The organiser watches the journey's interactions while the guests go (no reload: the screen follows live).
    const watch = await desk.newPage();
    await watch.goto(`${suite.server.baseUrl}/events/${eventUuid}/journeys/${created.data.id}`);
    await watch.getByRole('button', { name: 'Interactions' }).click();
    await expect.poll(() => watch.getByTestId('journey-funnel-step').count()).toBe(3);
    await untilLive(watch);
    const funnel = (stepName: string, column: 'reached' | 'moved on' | 'still there') =>
      watch
        .getByTestId('journey-funnel-step')
        .filter({ hasText: stepName })
        .getByRole('cell')
        .nth({ reached: 1, 'moved on': 2, 'still there': 3 }[column])
        .textContent()
        .then((text) => text?.trim());
    const whereIs = (name: string) => watch.getByTestId('journey-guest-row').filter({ hasText: name }).textContent();

    // Ada, on her phone.
    const phone = await suite.browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    const guestPage = await phone.newPage();
    await guestPage.goto(await linkOf('Ada'));
    await expect.poll(() => stepType(guestPage)).toBe('page');
    expect(await guestPage.getByRole('heading', { level: 1 }).textContent()).toBe('Welcome to the Harbour Gala');
    expect(await guestPage.title()).toBe('Harbour Gala | Usher');
    // The organiser's words are text, line breaks kept; the date is the event's, its zone said.
    expect(await guestPage.getByText('Dress: black tie.').count()).toBe(1);
    expect(await guestPage.getByTestId('journey-event-details').textContent()).toContain('June 12, 2099 at 7:00 PM (US/Eastern)');
    expect(await guestPage.getByTestId('journey-progress').textContent()).toMatch(/^Step 1 of (about )?3/);
    await shootWidths(guestPage, '1-welcome');
    await guestPage.getByRole('button', { name: 'Continue' }).click();

    await expect.poll(() => stepType(guestPage)).toBe('rsvp');
    expect(await guestPage.getByTestId('journey-progress').textContent()).toMatch(/^Step 2 of/);
    // The organiser's funnel: Ada left the welcome page and stands on the RSVP.
    await expect.poll(() => funnel('Welcome', 'moved on')).toBe('1');
    await expect.poll(() => funnel('RSVP', 'still there')).toBe('1');
    await expect.poll(() => whereIs('Ada')).toContain('RSVP');
    await shoot(watch, 'organiser-interactions-midway-1440', { fullPage: true });

    // Closing and reopening the link: she is where she left off.
    await guestPage.reload();
    await expect.poll(() => stepType(guestPage)).toBe('rsvp');
    await shootWidths(guestPage, '2-rsvp');
    // Every button is at least 44 px tall, for a thumb.
    for (const box of await guestPage
      .getByTestId('journey-buttons')
      .getByRole('button')
      .evaluateAll((buttons) => buttons.map((button) => button.getBoundingClientRect().height))) {
      expect(box).toBeGreaterThanOrEqual(44);
    }
    await guestPage.getByRole('button', { name: 'Yes, I will attend' }).click();

    await expect.poll(() => stepType(guestPage)).toBe('form');
    await guestPage.reload();
    await expect.poll(() => stepType(guestPage)).toBe('form');
    // The meal must be chosen: the server's message shows under the field.
    await guestPage.getByLabel('Phone number').fill('+44 20 7946 0000');
    await guestPage.getByRole('button', { name: 'Send my details' }).click();
    await expect.poll(() => guestPage.getByTestId(`journey-field-custom:${meal.data.id}`).getByRole('alert').count()).toBe(1);
    expect(await stepType(guestPage)).toBe('form');
    await shootWidths(guestPage, '3-form-error');
    await guestPage.getByLabel('Meal').selectOption('Fish');
    await expect.poll(() => guestPage.getByRole('alert').count()).toBe(0);
    await shootWidths(guestPage, '3-form');
    await guestPage.getByRole('button', { name: 'Send my details' }).click();

    // The end: thanks, and her pass.
    await expect.poll(() => guestPage.getByTestId('journey-end').count()).toBe(1);
    const passLink = guestPage.getByTestId('journey-pass-link');
    expect(await passLink.getAttribute('href')).toMatch(/\/pass\//);
    await shootWidths(guestPage, '4-end');
    await guestPage.reload();
    await expect.poll(() => guestPage.getByTestId('journey-end').count()).toBe(1);
    await passLink.click();
    await guestPage.waitForURL(/\/pass\//);
    await expect.poll(() => guestPage.getByText('Harbour Gala').count()).toBeGreaterThan(0);

    // What she answered is on her record.
    type Guest = { data: { phone_number: string | null; is_attending: boolean | null; custom_fields: Record<string, unknown> } };
    const adaRecord = (await apiFrom<Guest>(page, 'GET', `/api/v2/attendees/${idOf('Ada')}`)).data;
    expect(adaRecord.is_attending).toBe(true);
    expect(adaRecord.custom_fields[meal.data.id]).toBe('Fish');
    expect(adaRecord.phone_number).toMatch(/7946/);

    await expect.poll(() => whereIs('Ada')).toContain('Finished');

    // Ben opens his link in two tabs and goes on in one; the other, a step behind, is answered as stale
    // and simply shows where he is, without an error.
    // By now the organiser has named the organisation: the journey is headed by it, not by "Usher" (issue 28, section 5).
    await apiFrom(page, 'POST', '/api/v2/organizations', { name: 'Harbour Friends' });
    const benLink = await linkOf('Ben');
    const benPage = await phone.newPage();
    const benOtherTab = await phone.newPage();
    await benPage.goto(benLink);
    await benOtherTab.goto(benLink);
    await expect.poll(() => stepType(benPage)).toBe('page');
    expect(await benPage.getByTestId('organisation-brand').textContent()).toBe('Harbour Friends');
    expect(await benPage.title()).toBe('Harbour Gala | Harbour Friends');
    await expect.poll(() => stepType(benOtherTab)).toBe('page');
    await benPage.getByRole('button', { name: 'Continue' }).click();
    await expect.poll(() => stepType(benPage)).toBe('rsvp');
    await benOtherTab.getByRole('button', { name: 'Continue' }).click();
    await expect.poll(() => stepType(benOtherTab)).toBe('rsvp');
    expect(await benOtherTab.getByRole('alert').count()).toBe(0);
    await benOtherTab.close();

    // He says No: the branch only for those who come is not his; the journey ends without the form.
    await benPage.getByRole('button', { name: 'No, I cannot attend' }).click();
    await expect.poll(() => benPage.getByTestId('journey-end').count()).toBe(1);
    expect(await benPage.getByText('Thank you for letting us know.').count()).toBe(1);
    expect(await benPage.getByTestId('journey-pass-link').count()).toBe(0);
    await shootWidths(benPage, '5-end-no');

    // The organiser: both reached the RSVP, only Ada the form; each guest's path.
    await expect.poll(() => funnel('RSVP', 'reached')).toBe('2');
    await expect.poll(() => funnel('Your details', 'reached')).toBe('1');
    await expect.poll(() => whereIs('Ben')).toContain('Finished');
    await shoot(watch, 'organiser-interactions-end-1440', { fullPage: true });
    await expect.poll(async () => (await grouped()).completed).toBe(2);
    expect((await stepFigures('details'))?.reached).toBe(1);
    const paths = (await apiFrom<Paths>(page, 'GET', `${journey}/attendee-interactions?per_page=10`)).data;
    const pathOf = (name: string) => paths.find((entry) => entry.name.startsWith(name))!.path.map((entry) => entry.step_id);
    expect(pathOf('Ada')).toEqual(['welcome', 'answer', 'details']);
    expect(pathOf('Ben')).toEqual(['welcome', 'answer']);

    await phone.close();
    await desk.close();
  });
});
