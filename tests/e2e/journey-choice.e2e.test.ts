import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { addGuestsInBrowser, createEventInBrowser, signUpInBrowser } from './support/journeys.ts';
import { productAndBrowserForThisFile } from './support/product-and-browser.ts';
import { shootAtWidths } from './support/screens.ts';

// Issue 21: an organiser chooses which journey an invitation (one guest or
// many) and a host group lead through; the guest then follows that journey
// rather than the event's default.

const suite = productAndBrowserForThisFile();
const organiser = { first: 'Olive', last: 'Chooser', email: 'olive.choice@example.com', password: 'correct horse battery' };
const ada = { first: 'Ada', last: 'Lovelace', email: 'ada.choice@example.com' };
const ben = { first: 'Ben', last: 'Nolan', email: 'ben.choice@example.com' };

/** The signed-in dashboard's own request (session cookie and CSRF header), for setting up journeys quickly. */
async function dashboardRequest<T>(page: Page, method: 'GET' | 'POST' | 'PUT', path: string, body?: unknown): Promise<T> {
  const csrf = (await page.context().cookies()).find((cookie) => cookie.name === 'XSRF-TOKEN')?.value;
  const response = await page.request.fetch(new URL(path, page.url()).toString(), {
    method,
    headers: { Accept: 'application/json', 'X-Requested-With': 'XMLHttpRequest', ...(csrf && { 'X-XSRF-TOKEN': decodeURIComponent(csrf) }) },
    ...(body !== undefined && { data: body }),
  });
  expect(response.status(), `${method} ${path}: ${await response.text()}`).toBeLessThan(300);
  return (await response.json()) as T;
}

const shootBothWidths = (page: Page, name: string) => shootAtWidths(page, name, [1440, 390]);

describe('choosing the journey of an invitation and of a host group', () => {
  it('bulk and single invitations and the group form offer the published journeys; the guest follows the chosen one', async () => {
    const desk = await suite.browser.newContext({ viewport: { width: 1440, height: 900 } });
    const page = await desk.newPage();
    await signUpInBrowser(page, suite.server.baseUrl, organiser);
    await createEventInBrowser(page, { name: 'Choice Gala', date: '2099-06-12', time: '19:00' });
    const eventUuid = /\/events\/([0-9a-f-]{36})\//.exec(page.url())![1]!;
    await addGuestsInBrowser(page, [ada, ben]);
    await expect.poll(() => page.getByTestId('guest-row').count()).toBe(2);

    const journeys = `/api/v2/events/${eventUuid}/journeys`;
    const published = async (name: string, is_default: boolean) => {
      const created = await dashboardRequest<{ data: { id: string } }>(page, 'POST', `${journeys}/create`, { name, template_key: 'rsvp_only' });
      await dashboardRequest(page, 'PUT', `${journeys}/${created.data.id}`, { publish: true, is_default });
      return created.data.id;
    };
    await published('Everyone', true);
    const partners = await published('Partners', false);
    await page.reload();
    await expect.poll(() => page.getByTestId('guest-row').count()).toBe(2);

    // Many guests at once: the dialog asks which journey.
    await page.getByLabel(`Select ${ada.first} ${ada.last}`).click();
    await page.getByLabel(`Select ${ben.first} ${ben.last}`).click();
    await page.getByTestId('bulk-invite').click();
    const dialog = page.getByTestId('invite-dialog');
    await expect.poll(() => dialog.getByText('Guests follow this journey when they open their invitation.').isVisible()).toBe(true);
    // It asks first, as Communications does: how many, and to whom.
    expect(await dialog.getByRole('heading').first().textContent()).toBe('Send invitations to 2 guests?');
    expect(await dialog.getByTestId('invite-recipients').textContent()).toContain(`${ada.first} ${ada.last}`);
    const select = dialog.getByLabel('Journey');
    // The journeys were published through the API a moment ago: the list they come from may still be catching up.
    await expect.poll(() => select.locator('option').allInnerTexts(), { timeout: 10_000 }).toEqual(['None', 'Everyone', 'Partners']);
    await select.selectOption({ label: 'Partners' });
    await shootBothWidths(page, 'invite-bulk');
    // It offers a preview: the invitation as the first selected guest gets it, in a frame that runs nothing (issue 28).
    await dialog.getByTestId('invite-preview-toggle').click();
    await expect.poll(() => dialog.getByTestId('invitation-preview-subject').textContent(), { timeout: 10_000 }).toBe('You are invited to Choice Gala');
    expect((await dialog.getByTestId('invitation-preview-from').textContent())?.trim()).not.toBe('');
    expect(await dialog.getByTestId('invitation-preview-frame').getAttribute('sandbox')).toBe('');
    const invitation = dialog.frameLocator('[data-testid="invitation-preview-frame"]');
    await expect.poll(() => invitation.locator('body').textContent(), { timeout: 10_000 }).toContain(`${ada.first} ${ada.last}`);
    await shootBothWidths(page, 'invite-bulk-preview');
    await dialog.getByTestId('invite-send').click();
    await expect.poll(() => page.getByText('2 invitations sent.').isVisible(), { timeout: 10_000 }).toBe(true);

    // Ada's link leads to Partners although Everyone is the default.
    const guests = await dashboardRequest<{ data: { id: string; first_name: string }[] }>(page, 'GET', `/api/v2/events/${eventUuid}/attendees?per_page=10`);
    const adaId = guests.data.find((guest) => guest.first_name === ada.first)!.id;
    const links = await dashboardRequest<{ data: { rsvp_link: string } }>(page, 'GET', `/api/v2/events/${eventUuid}/attendees/${adaId}/invitation-links`);
    const token = links.data.rsvp_link.split('/rsvp/')[1]!;
    const opened = await dashboardRequest<{ data: { journey_id: string } }>(page, 'GET', `/api/v2/public/journey/${token}`);
    expect(opened.data.journey_id).toBe(partners);

    // One guest: the row's menu opens the same choice.
    await page.getByRole('button', { name: `Actions for ${ben.first} ${ben.last}` }).click();
    await page.getByRole('menuitem', { name: 'Resend invitation…' }).click();
    await expect.poll(() => dialog.getByRole('heading', { name: 'Resend invitation' }).isVisible()).toBe(true);
    await shootBothWidths(page, 'invite-one');
    await dialog.getByRole('button', { name: 'Cancel' }).click();

    // A host group's form: the same select, saved with the group.
    await page.getByRole('navigation', { name: 'Guest management' }).getByRole('link', { name: 'Groups' }).click();
    await page.waitForURL(/\/guest-management\/groups$/);
    await page.getByTestId('add-group').click();
    const form = page.getByTestId('group-form');
    await form.getByLabel('Name', { exact: true }).fill('Acme');
    await form.getByLabel('Journey').selectOption({ label: 'Partners' });
    await shootBothWidths(page, 'group-form');
    await form.getByTestId('group-form-save').click();
    await expect.poll(() => page.getByText('Group created.').isVisible(), { timeout: 10_000 }).toBe(true);
    // Read as another client would, without the command's position: the group list may be a moment behind the reply.
    const journeyOfAcme = async () =>
      (await dashboardRequest<{ groups: { name: string; journey_id: string | null }[] }>(page, 'GET', `/api/v2/events/${eventUuid}/host-group`)).groups.find(
        (group) => group.name === 'Acme',
      )?.journey_id;
    await expect.poll(journeyOfAcme, { timeout: 10_000 }).toBe(partners);
    await desk.close();
  });
});
