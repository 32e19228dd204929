import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { productAndBrowserForThisFile } from './support/product-and-browser.ts';
import { verifyEmailByApi } from './support/verification-mail.ts';
import { shoot } from './support/screens.ts';
import { untilSettled } from './support/settled.ts';
import { openInApp } from './support/in-app-navigation.ts';

// Issue 17, "Each role sees what it may use": every role walks every page it can reach, and no page
// asks the server for what the role may not read (no 403, no console error); the tabs and counters
// are the role's own. And the Invitations switch does what it says.
const suite = productAndBrowserForThisFile();
const password = 'correct horse battery';
const ownerEmail = 'olga@example.com';

type Setup = { eventUuid: string; owner: string };
let setup: Setup | null = null;

// The replies this test reads: an event, added guests, a refusal.
type Reply = { data: { uuid: string; id: string }[] & { uuid: string }; code?: string; message?: string };

async function api(auth: string, method: string, url: string, body?: unknown): Promise<{ status: number; json: Reply }> {
  const response = await fetch(`${suite.server.baseUrl}${url}`, {
    method,
    headers: { authorization: auth, 'content-type': 'application/json', accept: 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, json: (await response.json().catch(() => null)) as Reply };
}

async function signUp(person: { first_name: string; last_name: string; email: string }): Promise<string> {
  const response = await fetch(`${suite.server.baseUrl}/api/auth/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...person, password }),
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { access_token: string }).access_token;
}

const ROLES = ['editor', 'viewer', 'check_in', 'check_in_with_floorplan', 'inactive'] as const;
const emailOf = (role: string) => `${role.replaceAll('_', '-')}@team.example`;

/** The organiser's event with a party and its team, one member per role, each with a proved address. */
async function world(): Promise<Setup> {
  if (setup) return setup;
  const owner = `Bearer ${await signUp({ first_name: 'Olga', last_name: 'Owner', email: ownerEmail })}`;
  const eventUuid = (await api(owner, 'POST', '/api/v2/events', { name: 'Harbour Gala', starts_date: '2099-06-01', starts_time: '19:00' })).json.data.uuid;
  const added = await api(owner, 'POST', `/api/v2/events/${eventUuid}/attendees`, {
    members: [{ first_name: 'Ada', last_name: 'Main', email: 'ada@example.com' }],
  });
  await api(owner, 'POST', `/api/v2/events/${eventUuid}/attendees`, {
    members: [{ first_name: 'Bo', last_name: 'Plus', parent_attendee_id: added.json.data[0]!.id }],
  });
  expect((await api(owner, 'POST', `/api/v2/events/${eventUuid}/attendee-tags/add`, { name: 'VIP' })).status).toBe(201);
  for (const role of ROLES) {
    expect((await api(owner, 'POST', `/api/v2/events/${eventUuid}/administrators`, { email: emailOf(role), role })).status).toBe(201);
    await verifyEmailByApi(suite.server, await signUp({ first_name: role, last_name: 'Member', email: emailOf(role) }), emailOf(role));
  }
  setup = { eventUuid, owner };
  return setup;
}

type Session = { page: Page; problems: string[]; settled: () => Promise<void>; close: () => Promise<void> };

async function signedIn(email: string, width = 1280): Promise<Session> {
  const context = await suite.browser.newContext({ viewport: { width, height: 900 } });
  const page = await context.newPage();
  const problems: string[] = [];
  // A page has made every request it will once it shows no skeleton or spinner and its requests have
  // all answered, with none started for a moment after (a screen's data can ask for more data).
  const settled = () => untilSettled(page);
  page.on('response', (response) => {
    if (response.status() === 403) problems.push(`403 ${response.request().method()} ${new URL(response.url()).pathname}`);
  });
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console error: ${message.text()}`);
  });
  await page.goto(`${suite.server.baseUrl}/account/login`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(`${suite.server.baseUrl}/`);
  return { page, problems, settled, close: () => context.close() };
}

/** Every page of the product a signed-in person can open, by path under the event where it is one. */
function pagesOf(eventUuid: string): string[] {
  const event = `/events/${eventUuid}`;
  return [
    '/',
    event,
    `${event}/guest-management`,
    `${event}/guest-management/groups`,
    `${event}/guest-management/hosts`,
    `${event}/event-builder`,
    `${event}/event-builder/pass`,
    `${event}/event-builder/groups`,
    `${event}/share`,
    `${event}/audit`,
    `${event}/scanner`,
    `${event}/settings/general`,
    `${event}/settings/fields`,
    `${event}/settings/tags`,
    `${event}/settings/ticket-variations`,
    `${event}/settings/webhooks`,
    '/account/profile',
    '/account/api-tokens',
    '/account/webhooks',
  ];
}

async function walk({ page, problems, settled }: Session, paths: string[]): Promise<Record<string, string[]>> {
  const found: Record<string, string[]> = {};
  for (const [index, path] of paths.entries()) {
    problems.length = 0;
    // The first page loaded in full (where faults of a page's start show), the others as a person moves on.
    if (index === 0) await page.goto(`${suite.server.baseUrl}${path}`);
    else await openInApp(page, path);
    await settled();
    if (problems.length > 0) found[path] = [...problems];
  }
  return found;
}

const visibleTabs = (page: Page) => page.getByRole('navigation', { name: 'Event sections' }).locator('a, span[aria-disabled]').allTextContents();
const statIds = (page: Page) =>
  page
    .getByRole('group', { name: 'Guest statistics' })
    .locator('[data-testid^="stat-"]:not([data-testid="stat-value"])')
    .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-testid')));

describe('each role sees what it may use', () => {
  // One test per role: each walks many pages, and a slow machine must not need one role's time for all.
  for (const role of ['check_in', 'check_in_with_floorplan'] as const) {
    it(`door staff (Check-in Only: ${role}) see the guests, the check-in counters and the scanner, and no page asks for more`, async () => {
      const { eventUuid } = await world();
      const session = await signedIn(emailOf(role));
      const { page, close } = session;
      // Both roles have the same permissions (the unit test of the areas map proves it): one walks every page, to keep this file quick.
      expect(await walk(session, role === 'check_in' ? pagesOf(eventUuid) : pagesOf(eventUuid).slice(0, 2)), role).toEqual({});
      await page.goto(`${suite.server.baseUrl}/events/${eventUuid}/guest-management`);
      await expect.poll(() => page.getByTestId('guest-row').count(), { timeout: 10_000 }).toBe(2);
      expect(await visibleTabs(page)).toEqual(['Overview', 'Guest Management', 'Door Scanner']);
      expect(await statIds(page)).toEqual(['stat-total', 'stat-checked-in', 'stat-not-checked-in']);
      // The door's columns: who, the check-in and its alert; no RSVP, approval or invitation columns.
      const headers = (await page.getByRole('columnheader').allTextContents()).map((text) => text.trim()).filter(Boolean);
      expect(headers).toEqual(expect.arrayContaining(['Check-in', 'First name', 'Last name']));
      for (const organisersOnly of ['RSVP', 'Approval', 'Invitation Sent', 'Tags', 'Email']) expect(headers, organisersOnly).not.toContain(organisersOnly);
      // No organiser's tools: no groups and hosts, tags, saved tabs, columns or export.
      expect(await page.getByRole('navigation', { name: 'Guest management' }).count()).toBe(0);
      expect(await page.getByTestId('filter-selected-tags').count()).toBe(0);
      expect(await page.getByTestId('column-settings-button').count()).toBe(0);
      expect(await page.getByTestId('guest-name').count()).toBe(0);
      expect(await page.getByTestId('activity-feed-trigger').count()).toBe(0);
      // Issue 28, section 5: the filters are the door's (check-in), and there is no time travel.
      expect(await page.getByTestId('guest-filter').locator('option').allTextContents()).toEqual(['All', 'Checked In', 'Not Checked In']);
      expect(await page.getByTestId('time-travel-button').count()).toBe(0);
      // A link an organiser shared with an RSVP filter and a past moment shows her the live, unfiltered list, with no refusal.
      session.problems.length = 0;
      await page.goto(
        `${suite.server.baseUrl}/events/${eventUuid}/guest-management?filter=rsvp_yes&as_of=${encodeURIComponent(new Date(Date.now() - 60_000).toISOString())}`,
      );
      await expect.poll(() => page.getByTestId('guest-row').count(), { timeout: 10_000 }).toBe(2);
      expect(await page.getByTestId('past-view-banner').count()).toBe(0);
      await session.settled();
      expect(session.problems).toEqual([]);
      if (role === 'check_in') {
        await shoot(page, 'e2e-roles-check-in');
        await page.setViewportSize({ width: 390, height: 844 });
        await shoot(page, 'e2e-roles-check-in-390', { fullPage: true });
        await page.setViewportSize({ width: 1280, height: 900 });
      }
      // The overview's numbers are the door's: no "RSVP yes".
      await page.goto(`${suite.server.baseUrl}/events/${eventUuid}`);
      await expect.poll(() => page.getByTestId('overview-checked-in').count(), { timeout: 10_000 }).toBe(1);
      expect(await page.getByTestId('overview-rsvp-yes').count()).toBe(0);
      if (role === 'check_in') {
        await shoot(page, 'e2e-roles-check-in-overview');
        await page.setViewportSize({ width: 390, height: 844 });
        await shoot(page, 'e2e-roles-check-in-overview-390', { fullPage: true });
        await page.setViewportSize({ width: 1280, height: 900 });
      }
      // A section they do not see sends them to the guests, never to a page that says "not allowed": Journeys too.
      for (const section of ['settings/general', 'journeys']) {
        await page.goto(`${suite.server.baseUrl}/events/${eventUuid}/${section}`);
        await page.waitForURL(`${suite.server.baseUrl}/events/${eventUuid}/guest-management`);
      }
      await close();
    });
  }

  for (const [who, email] of [
    ['founder', ownerEmail],
    ['editor', emailOf('editor')],
    ['viewer', emailOf('viewer')],
  ] as const) {
    it(`organisers (the founder, editors) and viewers walk every page without a refusal, and see every counter: ${who}`, async () => {
      const { eventUuid } = await world();
      const session = await signedIn(email);
      const { page, close } = session;
      // An editor has the founder's permissions on the event: their own pages (the account's) are what differ.
      const paths = who === 'editor' ? ['/', `/events/${eventUuid}/guest-management`, '/account/profile', '/account/webhooks'] : pagesOf(eventUuid);
      expect(await walk(session, paths), who).toEqual({});
      await page.goto(`${suite.server.baseUrl}/events/${eventUuid}/guest-management`);
      await expect.poll(() => page.getByTestId('guest-row').count(), { timeout: 10_000 }).toBe(2);
      const tabs = await visibleTabs(page);
      expect(tabs, who).toContain('Settings');
      expect(tabs.includes('Door Scanner'), who).toBe(who !== 'viewer');
      // The spec's eighteen counters, less the three of seating (total seats, seated, unseated): this event's seating is off.
      expect((await statIds(page)).length, who).toBe(15);
      expect(await page.getByTestId('filter-selected-tags').count(), who).toBe(1);
      expect(await page.getByTestId('guest-filter').locator('option').allTextContents(), who).toEqual(
        expect.arrayContaining(['RSVP Yes', 'Approval Pending', 'Invitation Did Not Arrive']),
      );
      expect(await page.getByTestId('time-travel-button').count(), who).toBe(1);
      // The organisation's webhooks are the founder's (their default role); invited members have no such tab.
      await page.goto(`${suite.server.baseUrl}/account/profile`);
      await expect
        .poll(() => page.getByRole('navigation', { name: 'Account settings' }).getByRole('link').allTextContents(), { timeout: 10_000 })
        .toEqual(who === 'founder' ? ['Profile', 'API tokens', 'Webhooks'] : ['Profile', 'API tokens']);
      await close();
    });
  }

  it('someone without access to the event does not see it, and their own pages ask for nothing they may not read', async () => {
    const { eventUuid } = await world();
    const session = await signedIn(emailOf('inactive'));
    const { page, close } = session;
    expect(await walk(session, ['/', '/account/profile', '/account/api-tokens', '/account/webhooks'])).toEqual({});
    await page.goto(`${suite.server.baseUrl}/`);
    await expect.poll(() => page.getByText('No events yet').count(), { timeout: 10_000 }).toBe(1);
    expect(await page.locator(`[data-event-id="${eventUuid}"]`).count()).toBe(0);
    await close();
  });

  it("the organisation's own actions (creating an event, copying one) are offered only to those whose role in it allows them", async () => {
    const { eventUuid } = await world();
    // Issue 27, section 6: a teammate invited to one event has no role in the organisation, whatever their role on the event.
    for (const width of [1280, 390]) {
      const { page, close } = await signedIn(emailOf('check_in'), width);
      await expect.poll(() => page.locator(`[data-event-id="${eventUuid}"]`).count(), { timeout: 10_000 }).toBeGreaterThan(0);
      expect(await page.getByRole('link', { name: 'Create event' }).count(), `${width}px`).toBe(0);
      await shoot(page, `e2e-roles-check-in-home-${width}`, { fullPage: true });
      // Typed in by hand, the create page sends them back to their events.
      await page.goto(`${suite.server.baseUrl}/events/create`);
      await page.waitForURL((url) => url.pathname === '/' || url.pathname === '/events');
      await close();
    }
    const editor = await signedIn(emailOf('editor'));
    await editor.page.goto(`${suite.server.baseUrl}/events/${eventUuid}`);
    await editor.page.getByRole('button', { name: 'Event actions' }).click();
    await expect.poll(() => editor.page.getByRole('menuitem', { name: 'Archive event' }).count(), { timeout: 10_000 }).toBe(1);
    expect(await editor.page.getByRole('menuitem', { name: 'Duplicate event' }).count()).toBe(0);
    expect(await editor.page.getByRole('link', { name: 'Create event' }).count()).toBe(0);
    await editor.close();

    const founder = await signedIn(ownerEmail);
    await expect.poll(() => founder.page.getByRole('link', { name: 'Create event' }).count(), { timeout: 10_000 }).toBe(1);
    await founder.page.goto(`${suite.server.baseUrl}/events/${eventUuid}`);
    await founder.page.getByRole('button', { name: 'Event actions' }).click();
    await expect.poll(() => founder.page.getByRole('menuitem', { name: 'Duplicate event' }).count(), { timeout: 10_000 }).toBe(1);
    await founder.close();
  });

  it('with Invitations off, nobody can send one: the server says where to turn them on, and the invite actions say it too', async () => {
    const { eventUuid, owner } = await world();
    const { page, close } = await signedIn(ownerEmail);
    await page.goto(`${suite.server.baseUrl}/events/${eventUuid}/settings/general`);
    const invitations = page.getByRole('switch', { name: 'Invitations' });
    await expect.poll(() => invitations.getAttribute('aria-checked'), { timeout: 10_000 }).toBe('true');
    // Settings with nothing behind them yet are not offered.
    for (const title of ['Ticket transfers', 'Concierge support', 'Organizer support'])
      expect(await page.getByRole('switch', { name: title }).count(), title).toBe(0);
    await invitations.click();
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect.poll(() => page.getByText('Event settings saved.').count(), { timeout: 10_000 }).toBe(1);

    await page.goto(`${suite.server.baseUrl}/events/${eventUuid}/guest-management`);
    await page.getByRole('checkbox', { name: 'Select Ada Main' }).click();
    const bulkInvite = page.getByTestId('bulk-invite');
    expect(await bulkInvite.isDisabled()).toBe(true);
    const why = "Invitations are turned off for this event. Turn them on in the event's Settings, General, under Features.";
    expect(await page.locator('#bulk-invite-off').textContent()).toBe(why);
    await shoot(page, 'e2e-invitations-off');

    const guests = (await api(owner, 'GET', `/api/v2/events/${eventUuid}/attendees`)).json.data;
    const refused = await api(owner, 'PUT', `/api/v2/events/${eventUuid}/attendees-bulk/invite`, { attendees: guests.map((guest) => guest.id) });
    expect(refused.status).toBe(409);
    expect(refused.json).toMatchObject({ code: 'invitations_off', message: why });
    await close();
  });
});
