import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext } from 'playwright-core';
import { startTestSmtpServer, type TestSmtpServer } from '@usher/infra/testing/test-smtp-server';
import { launchBrowser } from './support/browser.ts';
import { startProduct, type ProductServer } from './support/product-server.ts';
import { shoot } from './support/screens.ts';

let smtp: TestSmtpServer;
let server: ProductServer;
let browser: Browser;
let organiser: { authorization: string };
let eventUuid: string;

/** The organiser's side goes through the API, as an integrator's script would. */
async function api(method: string, path: string, body?: unknown) {
  const response = await fetch(`${server.baseUrl}${path}`, {
    method,
    headers: { ...organiser, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await response.json()) as Record<string, unknown>;
  expect(response.ok, JSON.stringify(json)).toBe(true);
  return json;
}

/** A group with one host, shared with them: the link comes from the mail the host receives. */
async function sharedGroup(name: string, experienceType: 'go' | 'pro', host: { first_name: string; last_name: string; email: string }) {
  const created = (await api('POST', `/api/v2/events/${eventUuid}/host-group/add`, {
    name,
    experience_type: experienceType,
    total_tickets: 3,
    hosts: { created: [host] },
  })) as { data: { id: string } };
  await api('PUT', `/api/v2/events/${eventUuid}/host-group/share`, { id: created.data.id });
  const mail = await smtp.waitFor((m) => m.to.includes(host.email));
  const link = /(http:\/\/127\.0\.0\.1:\d+\/host\/\S+)/.exec(mail.email.text ?? '')![1]!;
  return { groupId: created.data.id, link };
}

function phone(): Promise<BrowserContext> {
  return browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
}

beforeAll(async () => {
  smtp = await startTestSmtpServer();
  server = await startProduct({ env: smtp.env });
  browser = await launchBrowser();
  const signup = await fetch(`${server.baseUrl}/api/auth/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ first_name: 'Olive', last_name: 'Organiser', email: 'olive@example.com', password: 'correct horse battery' }),
  });
  organiser = { authorization: `Bearer ${((await signup.json()) as { access_token: string }).access_token}` };
  const event = (await api('POST', '/api/v2/events', {
    name: 'Harbour Gala',
    starts_date: '2099-06-12',
    starts_time: '19:00',
    timezone: 'Europe/Brussels',
  })) as { data: { uuid: string } };
  eventUuid = event.data.uuid;
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await smtp?.close();
});

describe('host portal on a phone', () => {
  it('a GO host opens their link, names a ticket, and sees the check-in the organiser makes appear live', async () => {
    const { groupId, link } = await sharedGroup('Acme Ltd', 'go', { first_name: 'Hal', last_name: 'Host', email: 'hal@example.com' });
    expect(link).toMatch(/\/host\/[0-9a-f-]{36}_[A-Za-z0-9_-]{43}$/);

    const context = await phone();
    const page = await context.newPage();
    await page.goto(link);
    await expect.poll(() => page.getByTestId('host-group-name').textContent(), { timeout: 15_000 }).toBe('Acme Ltd');
    await expect.poll(() => page.getByTestId('host-guest').count(), { timeout: 10_000 }).toBe(3);
    expect(await page.getByTestId('host-guest-name').first().textContent()).toBe('Guest Of Acme Ltd');
    expect(await page.getByTestId('host-counter-placeholders').locator('dd').textContent()).toBe('3');
    await shoot(page, 'host-portal-go', { fullPage: true });

    // Name the first placeholder ticket.
    await page.getByRole('button', { name: 'Name this ticket' }).first().click();
    const form = page.getByTestId('host-guest-form');
    await form.getByLabel('First name').fill('Nina');
    await form.getByLabel('Last name').fill('Named');
    await form.getByLabel('Email').fill('nina@example.com');
    await shoot(page, 'host-portal-name-ticket');
    await form.getByRole('button', { name: 'Name ticket' }).click();
    await expect.poll(() => page.getByTestId('host-guest-name').first().textContent(), { timeout: 10_000 }).toBe('Nina Named');
    await expect.poll(() => page.getByTestId('host-counter-named').locator('dd').textContent(), { timeout: 10_000 }).toBe('1');
    await expect.poll(() => page.getByTestId('host-counter-placeholders').locator('dd').textContent()).toBe('2');

    // Invite Nina and send her pass from her card: both emails go out.
    await page.getByRole('button', { name: 'Invite', exact: true }).click();
    const invitation = await smtp.waitFor((m) => m.to.includes('nina@example.com') && m.email.subject === 'You are invited to Harbour Gala');
    expect(invitation.email.text).toMatch(/\/rsvp\/\S+/);
    await page.getByRole('button', { name: 'Send pass' }).click();
    const ticket = await smtp.waitFor((m) => m.to.includes('nina@example.com') && m.email.subject === 'Your ticket to Harbour Gala');
    expect(ticket.email.text).toMatch(/\/pass\/P1\S+/);
    await expect.poll(() => page.getByRole('button', { name: 'Invite again' }).count(), { timeout: 10_000 }).toBe(1);

    // The page stays open, not reloaded, while the organiser checks Nina in elsewhere.
    await page.evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true));
    const guests = (await api('GET', `/api/v2/host-portal/${link.split('/host/')[1]}/groups/${groupId}/guests?search=nina`)) as { data: { id: string }[] };
    expect(guests.data).toHaveLength(1);
    await api('POST', `/api/v2/events/attendees/${guests.data[0]!.id}/check-in`);

    await expect.poll(() => page.getByTestId('host-guest-checked-in').count(), { timeout: 15_000 }).toBe(1);
    await expect.poll(() => page.getByTestId('host-counter-checked_in').locator('dd').textContent()).toBe('1');
    expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);
    await shoot(page, 'host-portal-checked-in', { fullPage: true });

    // The organiser turns invitations off: the open page offers no Invite and says why, before the host tries.
    await api('PUT', `/api/v2/events/${eventUuid}`, { invites_enabled: false });
    await expect
      .poll(() => page.getByTestId('host-invitations-off').textContent(), { timeout: 15_000 })
      .toBe('The organiser has turned invitations off for this event.');
    expect(await page.getByRole('button', { name: 'Invite again' }).count()).toBe(0);
    await api('PUT', `/api/v2/events/${eventUuid}`, { invites_enabled: true });
    await expect.poll(() => page.getByRole('button', { name: 'Invite again' }).count(), { timeout: 15_000 }).toBe(1);

    // After the deadline the page is read-only: the banner shows and the buttons go.
    await api('PUT', `/api/v2/events/${eventUuid}/host-group/update`, { id: groupId, host_access_till: '2020-01-01 10:00' });
    await expect
      .poll(() => page.getByTestId('host-read-only').textContent(), { timeout: 15_000 })
      .toContain('Your access to this group ended on January 1, 2020 at 10:00 AM.');
    expect(await page.getByRole('button', { name: 'Name this ticket' }).count()).toBe(0);
    await shoot(page, 'host-portal-read-only', { fullPage: true });
    await context.close();
  });

  it('a PRO host creates their account from the sign-in link and finds their group under /events/host-group', async () => {
    const { link } = await sharedGroup('Partners', 'pro', { first_name: 'Pat', last_name: 'Pro', email: 'pat@example.com' });
    expect(link).toMatch(/\/sign-in$/);

    const context = await phone();
    const page = await context.newPage();
    await page.goto(link);
    await expect.poll(() => page.getByLabel('Email').inputValue(), { timeout: 15_000 }).toBe('pat@example.com');
    await shoot(page, 'host-portal-pro-sign-in', { fullPage: true });
    await page.getByLabel('Password').fill('correct horse battery');
    await page.getByRole('button', { name: 'Create account' }).last().click();
    // The group opens once the host proves the address: the code comes by mail (the test's SMTP server).
    await page.waitForURL(/\/account\/verify-email/);
    await shoot(page, 'host-portal-pro-verify-email', { fullPage: true });
    const mail = await smtp.waitFor((m) => m.to.includes('pat@example.com') && /is your Usher verification code/.test(m.email.subject ?? ''));
    await page.getByLabel('Verification code').fill(/^(\d{6})/.exec(mail.email.subject!)![1]!);
    await page.getByRole('button', { name: 'Confirm email address' }).click();
    await page.waitForURL(`${server.baseUrl}/events/host-group`);
    await expect.poll(() => page.getByTestId('host-groups').getByRole('link').count(), { timeout: 10_000 }).toBe(1);
    await shoot(page, 'host-portal-pro-groups', { fullPage: true });

    await page.getByTestId('host-groups').getByRole('link').first().click();
    await expect.poll(() => page.getByTestId('host-group-name').textContent(), { timeout: 10_000 }).toBe('Partners');
    await expect.poll(() => page.getByTestId('host-guest').count()).toBe(3);
    // Their own organisation: the organiser's event is not theirs to open.
    const foreign = await page.evaluate(async (uuid) => (await fetch(`/api/v2/events/${uuid}/attendees`)).status, eventUuid);
    expect(foreign).toBe(404);

    // Signing in later lands on their own (empty) events page, which points them to the portal.
    await page.goto(`${server.baseUrl}/`);
    await expect.poll(() => page.getByTestId('hosted-groups-notice').textContent(), { timeout: 10_000 }).toContain('You host the group Partners');
    await page.getByRole('link', { name: 'Open host portal' }).click();
    await page.waitForURL(`${server.baseUrl}/events/host-group`);
    await context.close();
  });
});
