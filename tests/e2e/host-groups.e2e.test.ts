import { describe, expect, it } from 'vitest';
import { createEventInBrowser, signUpInBrowser } from './support/journeys.ts';
import { productAndBrowserForThisFile } from './support/product-and-browser.ts';
import { shoot } from './support/screens.ts';

const suite = productAndBrowserForThisFile();

const organiser = { first: 'Ana', last: 'Ruiz', email: 'groups@example.com', password: 'correct horse battery' };

describe('host groups, as an organiser uses them', () => {
  it('creates a group with placeholder tickets, names one, applies the default settings and sees the table follow', async () => {
    const context = await suite.browser.newContext({ viewport: { width: 1400, height: 900 } });
    const page = await context.newPage();
    await signUpInBrowser(page, suite.server.baseUrl, organiser);
    await createEventInBrowser(page, { name: 'Group Gala', date: '2099-12-24', time: '19:00' });

    // Guest management → Groups: none yet.
    await page.getByRole('navigation', { name: 'Guest management' }).getByRole('link', { name: 'Groups' }).click();
    await page.waitForURL(/\/guest-management\/groups$/);
    await expect.poll(() => page.getByText('No groups yet').isVisible(), { timeout: 10_000 }).toBe(true);

    // A new group: name, two tickets, one host.
    await page.getByTestId('add-group').click();
    const form = page.getByTestId('group-form');
    await form.getByLabel('Name', { exact: true }).fill('Acme');
    await form.getByLabel('Total tickets').fill('2');
    await form.getByTestId('add-host').click();
    await form.getByLabel('Host first name').fill('Hal');
    await form.getByLabel('Host last name').fill('Host');
    await form.getByLabel('Host email').fill('hal@example.org');
    await expect.poll(() => form.getByTestId('group-form-modified').isVisible()).toBe(true);
    // PRO (the event default) keeps floor-plan viewing off.
    expect(await form.getByTestId('flag-is_view_floorplan_enabled').isDisabled()).toBe(true);
    await shoot(page, 'host-group-form');
    await form.getByTestId('group-form-save').click();

    const row = page.getByTestId('group-row').filter({ hasText: 'Acme' });
    await expect.poll(() => row.getByTestId('tickets-status').textContent(), { timeout: 10_000 }).toBe('0 named · 2 to name · 0 yes');
    expect(await row.textContent()).toContain('Hal Host');
    expect(await row.textContent()).toContain('PRO Host');

    // Name a placeholder in the group form: it becomes a real ticket.
    await row.getByRole('button', { name: 'Acme', exact: true }).click();
    await expect.poll(() => form.getByTestId('group-guest-row').count(), { timeout: 10_000 }).toBe(2);
    const placeholder = form.getByTestId('group-guest-row').first();
    expect(await placeholder.getByLabel('Guest first name').inputValue()).toBe('Guest Of');
    expect(await placeholder.getByLabel('Guest last name').inputValue()).toBe('Acme');
    await placeholder.getByLabel('Guest first name').fill('Bea');
    await placeholder.getByLabel('Guest last name').fill('Lopez');
    await form.getByLabel('Remove guest 2').click();
    // Marked for removal, it stays in the list until the save; taken back, it stays a placeholder.
    expect(await form.getByTestId('group-guest-row').count()).toBe(2);
    await shoot(page, 'host-group-edit-form');
    await form.getByLabel('Keep guest 2').click();
    await form.getByTestId('group-form-save').click();
    await expect.poll(() => row.getByTestId('tickets-status').textContent(), { timeout: 10_000 }).toBe('1 named · 1 to name · 0 yes');

    // Default group settings: GO hosts; then apply them to every group.
    await page.getByRole('link', { name: 'Default settings' }).click();
    await page.waitForURL(/\/event-builder\/groups$/);
    const defaults = page.getByTestId('group-defaults-form');
    await defaults.getByLabel('Experience type').selectOption('go');
    await defaults.getByTestId('group-defaults-save').click();
    await expect.poll(() => page.getByText('Default group settings saved.', { exact: false }).isVisible(), { timeout: 10_000 }).toBe(true);
    await shoot(page, 'host-group-defaults');
    await page.goBack();
    await page.waitForURL(/\/guest-management\/groups$/);
    await page.getByTestId('apply-default-settings').click();
    await page.getByTestId('confirm-dialog').getByRole('button', { name: 'Apply to all groups' }).click();
    await expect.poll(() => page.getByTestId('group-row').filter({ hasText: 'Acme' }).textContent(), { timeout: 10_000 }).toContain('GO Host');
    await shoot(page, 'host-groups-table');

    // The guest list shows the group's guests with their group and hosts.
    await page.getByRole('navigation', { name: 'Guest management' }).getByRole('link', { name: 'Guests' }).click();
    await expect.poll(() => page.getByText('Bea', { exact: true }).isVisible(), { timeout: 10_000 }).toBe(true);
    await shoot(page, 'host-groups-guest-list');

    // The host table.
    await page.getByRole('navigation', { name: 'Guest management' }).getByRole('link', { name: 'Hosts' }).click();
    await expect.poll(() => page.getByTestId('host-table-row').allTextContents(), { timeout: 10_000 }).toEqual([expect.stringContaining('Acme')]);
    await shoot(page, 'host-groups-hosts');
    await context.close();
  }, 180_000);
});
