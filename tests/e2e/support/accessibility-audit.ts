import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { untilSettled } from './settled.ts';
import type { BrowserContext, Page } from 'playwright-core';
import { readOutbox } from '@usher/infra/testing/mail-outbox';
import { productAndBrowserForThisFile, type RunningProductAndBrowser } from './product-and-browser.ts';
import { shoot } from './screens.ts';
import { axeViolations } from './axe-in-page.ts';
import { openInApp } from './in-app-navigation.ts';

/**
 * axe-core (WCAG 2.0 and 2.1, levels A and AA) over every main screen of the
 * product, with one realistic event behind them, at a desk width and a phone
 * width. A screen passes with no critical and no serious violation; a failure
 * lists each violation's rule, the elements it found and axe's help text.
 * One test file per width (accessibility-desk, accessibility-phone), so the
 * two run side by side, each on a product of its own.
 */

let suite: RunningProductAndBrowser;
const WCAG_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
export const WIDTHS = {
  desk: { name: 'desk', viewport: { width: 1440, height: 1000 } },
  phone: { name: 'phone', viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
} as const;
type Width = (typeof WIDTHS)[keyof typeof WIDTHS];

const organiser = { first_name: 'Olive', last_name: 'Organiser', email: 'olive@example.com', password: 'correct horse battery' };
let authorization: string;
const seeded = { eventUuid: '', passToken: '', rsvpToken: '', hostLink: '', alertId: '' };

/** A state of a screen reached as a person would, on the screen as it is (a dialog open, rows ticked); `leave` goes back. */
interface ScreenState {
  name: string;
  reach: (page: Page) => Promise<void>;
  leave?: (page: Page) => Promise<void>;
}

interface Screen {
  name: string;
  /** The path to open, from the seeded event's ids. */
  path: () => string;
  signedOut?: boolean;
  /** The page's own answer when it is not a success (the 404 page). */
  status?: number;
  /** Checked one after the other on the same visit, after the screen as it opens. */
  states?: ScreenState[];
}

const event = () => `/events/${seeded.eventUuid}`;
const closeWithEscape = async (page: Page) => {
  await page.keyboard.press('Escape');
  await page.getByRole('dialog').waitFor({ state: 'detached' });
};
const SCREENS: Screen[] = [
  { name: 'login', path: () => '/account/login', signedOut: true },
  { name: 'signup', path: () => '/account/signup', signedOut: true },
  { name: 'forgot password', path: () => '/account/forgot-password', signedOut: true },
  { name: 'reset link sent', path: () => '/account/send-reset-link', signedOut: true },
  { name: 'reset password', path: () => '/account/reset-password?token=not-a-real-token', signedOut: true },
  { name: 'login after inactivity', path: () => '/account/login?reason=idle', signedOut: true },
  { name: 'account settings', path: () => '/account/profile' },
  { name: 'home', path: () => '/' },
  { name: 'event overview', path: () => event() },
  {
    name: 'guest management',
    path: () => `${event()}/guest-management`,
    states: [
      {
        // Ticked rows are tinted, and the bulk bar appears.
        name: 'rows ticked',
        reach: async (page) => {
          await page.getByLabel('Select Ada Lovelace').click();
          await page.getByLabel('Select Alan Turing').click();
          await page.getByTestId('bulk-selected').waitFor();
        },
      },
      {
        name: 'add guest',
        reach: async (page) => {
          await page.getByTestId('add-guest').click();
          await page.getByTestId('guest-member-row').first().waitFor();
        },
        leave: closeWithEscape,
      },
      {
        name: 'history',
        reach: async (page) => {
          await page.getByTestId('guest-actions').first().click();
          await page.getByTestId('guest-history-open').click();
          await page.getByTestId('guest-history').waitFor();
        },
      },
    ],
  },
  { name: 'groups', path: () => `${event()}/guest-management/groups` },
  { name: 'hosts', path: () => `${event()}/guest-management/hosts` },
  { name: 'settings: general', path: () => `${event()}/settings/general` },
  { name: 'settings: tags', path: () => `${event()}/settings/tags` },
  { name: 'settings: custom fields', path: () => `${event()}/settings/custom-fields` },
  { name: 'builder', path: () => `${event()}/event-builder` },
  { name: 'builder: pass', path: () => `${event()}/event-builder/pass` },
  { name: 'builder: groups', path: () => `${event()}/event-builder/groups` },
  { name: 'share', path: () => `${event()}/share` },
  {
    name: 'communications',
    path: () => `${event()}/communications`,
    states: [
      {
        name: 'new communication',
        reach: async (page) => {
          await page.getByTestId('new-communication').click();
          await page.getByTestId('communication-name').waitFor();
        },
        leave: closeWithEscape,
      },
    ],
  },
  {
    name: 'communication',
    path: () => `${event()}/communications/${seeded.alertId}`,
    states: [
      {
        // The merge tags offered after an @, as chips are shown in the message.
        name: 'merge tags',
        reach: async (page) => {
          await page.getByTestId('email-editor').click();
          await page.keyboard.press('End');
          await page.keyboard.type(' @');
          await page.getByTestId('merge-tag-menu').waitFor();
        },
        leave: async (page) => {
          await page.keyboard.press('Escape');
          await page.getByTestId('merge-tag-menu').waitFor({ state: 'detached' });
        },
      },
      {
        name: 'preview',
        reach: async (page) => {
          await page.getByTestId('open-preview').click();
          await page.getByTestId('preview-frame').waitFor();
        },
        leave: closeWithEscape,
      },
    ],
  },
  { name: 'audit log', path: () => `${event()}/audit` },
  { name: 'pass', path: () => `/pass/${seeded.passToken}`, signedOut: true },
  { name: 'rsvp', path: () => `/rsvp/${seeded.rsvpToken}`, signedOut: true },
  { name: 'not found', path: () => '/no/such/page', status: 404 },
  { name: 'scanner', path: () => `${event()}/scanner` },
  { name: 'host portal', path: () => new URL(seeded.hostLink).pathname, signedOut: true },
  { name: 'admin', path: () => '/admin' },
  { name: 'admin: users', path: () => '/admin/users' },
  { name: 'admin: settings', path: () => '/admin/settings' },
  { name: 'admin: theme', path: () => '/admin/theme' },
  { name: 'admin: events', path: () => '/admin/events' },
  { name: 'onboarding', path: () => '/onboarding' },
  {
    name: 'organization',
    path: () => '/organization',
    states: [
      {
        name: 'media uploader',
        reach: async (page) => {
          await page.getByRole('button', { name: 'Choose logo' }).click();
          await page.getByRole('dialog', { name: 'Choose a logo' }).waitFor();
        },
        leave: closeWithEscape,
      },
    ],
  },
  { name: 'organization: location', path: () => '/organization/location' },
  { name: 'account created', path: () => '/account/created' },
];

/** The organiser's seeding goes through the API, as an integrator's script would. */
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

/** Waits for something that follows a command a moment later (the read model, the outbox). */
async function until(what: string, done: () => Promise<boolean>): Promise<void> {
  const deadline = Date.now() + 15_000;
  while (!(await done())) {
    if (Date.now() > deadline) throw new Error(`Waited in vain for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** One gala as an organiser would have it a week before: tags, custom fields, guests with plus-ones, a host group, a pass. */
async function seedEvent(): Promise<void> {
  // The instance's first account is also its administrator: the admin screens open for it.
  const signup = await fetch(`${suite.server.baseUrl}/api/auth/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(organiser),
  });
  authorization = `Bearer ${((await signup.json()) as { access_token: string }).access_token}`;
  const created = await api<{ data: { uuid: string } }>('POST', '/api/v2/events', {
    name: 'Harbour Gala',
    starts_date: '2099-06-12',
    starts_time: '19:00',
    timezone: 'Europe/Brussels',
  });
  const e = (seeded.eventUuid = created.data.uuid);

  const vip = await api<{ data: { id: string } }>('POST', `/api/v2/events/${e}/attendee-tags/add`, { name: 'VIP', color: '#7C3AED' });
  const press = await api<{ data: { id: string } }>('POST', `/api/v2/events/${e}/attendee-tags/add`, { name: 'Press', color: '#0EA5E9' });
  // Light and mid-tone palette colours too, where white chip text would not be readable (the tags settings list them all).
  for (const [name, color] of [
    ['Speaker', '#84CC16'],
    ['Sponsor', '#A855F7'],
    ['Staff', '#6366F1'],
    ['Crew', '#F59E0B'],
  ])
    await api('POST', `/api/v2/events/${e}/attendee-tags/add`, { name, color });
  const company = await api<{ data: { id: string } }>('POST', `/api/v2/events/${e}/custom-fields`, { label: 'Company', type: 'text' });
  const diet = await api<{ data: { id: string } }>('POST', `/api/v2/events/${e}/custom-fields`, {
    label: 'Dietary needs',
    type: 'single_choice',
    options: ['None', 'Vegetarian', 'Vegan'],
  });

  const guests = await api<{ data: { id: string; email: string | null }[] }>('POST', `/api/v2/events/${e}/attendees`, {
    members: [
      {
        first_name: 'Ada',
        last_name: 'Lovelace',
        email: 'ada@example.com',
        phone_number: '+32470123456',
        custom_fields: { [company.data.id]: 'Analytical Engines', [diet.data.id]: 'Vegetarian' },
      },
      { first_name: 'Grace', last_name: 'Hopper', email: 'grace@example.com', custom_fields: { [company.data.id]: 'Navy', [diet.data.id]: 'None' } },
      { first_name: 'Alan', last_name: 'Turing', email: 'alan@example.com' },
      { first_name: 'Katherine', last_name: 'Johnson', email: 'katherine@example.com' },
    ],
  });
  const [ada, grace, alan] = guests.data;
  await api('POST', `/api/v2/events/${e}/attendees`, {
    members: [
      { first_name: 'Charles', last_name: 'Babbage', parent_attendee_id: ada!.id },
      { first_name: 'Byron', last_name: 'Guest', parent_attendee_id: ada!.id },
    ],
  });
  await api('PUT', `/api/v2/events/${e}/attendees-bulk/add-tags`, { attendees: [ada!.id, grace!.id], tags: [vip.data.id] });
  await api('PUT', `/api/v2/events/${e}/attendees-bulk/add-tags`, { attendees: [alan!.id], tags: [press.data.id] });
  await api('PUT', `/api/v2/events/attendees/${grace!.id}/rsvp`, { rsvp: true });
  await api('POST', `/api/v2/events/attendees/${grace!.id}/check-in`);

  const group = await api<{ data: { id: string } }>('POST', `/api/v2/events/${e}/host-group/add`, {
    name: 'Acme Ltd',
    experience_type: 'go',
    total_tickets: 2,
    hosts: { created: [{ first_name: 'Hal', last_name: 'Host', email: 'hal@example.com' }] },
  });
  await api('PUT', `/api/v2/events/${e}/host-group/share`, { id: group.data.id });

  // A communication being written, to the VIP guests, with merge tags in its subject and message.
  const alert = await api<{ data: { id: string } }>('POST', `/api/v2/events/${e}/alerts`, { name: 'Arrival details' });
  seeded.alertId = alert.data.id;
  await api('PUT', `/api/v2/events/${e}/alerts/${alert.data.id}`, {
    subject: 'Your evening, {guest.first_name}',
    body: '<h2>Welcome</h2><p>Dear <span data-type="mention" data-id="guest.first_name" data-label="First name">@First name</span>, your table is <span data-type="mention" data-id="guest.table" data-label="Table">@Table</span>.</p><p><a href="{link.pass}" data-button="true">Open your pass</a></p>',
    audience: { tag_ids: [vip.data.id] },
  });

  // Every screen then shows the whole event: the read model has caught up with the last change (the group's two guests).
  await until('the guest list to show the group', async () => {
    const list = await api<{ data: { host_group_id: string | null }[] }>('GET', `/api/v2/events/${e}/attendees`);
    return list.data.filter((guest) => guest.host_group_id === group.data.id).length === 2;
  });
  seeded.passToken = new URL((await api<{ data: { pass_link: string } }>('GET', `/api/v2/events/attendees/${ada!.id}/pass/link`)).data.pass_link).pathname
    .split('/')
    .at(-1)!;
  seeded.rsvpToken = new URL(
    (await api<{ data: { rsvp_link: string } }>('GET', `/api/v2/events/${e}/attendees/${ada!.id}/invitation-links`)).data.rsvp_link,
  ).pathname
    .split('/')
    .at(-1)!;
  // The host's link is only in the mail they receive.
  await until('the host to receive their link', async () => {
    const mail = (await readOutbox(suite.server.mailDir)).find((m) => m.to.includes('hal@example.com') && /\/host\//.test(m.text));
    if (mail) seeded.hostLink = /(https?:\/\/\S+\/host\/\S+)/.exec(mail.text)![1]!;
    return Boolean(mail);
  });
}

interface Finding {
  id: string;
  impact: string;
  help: string;
  targets: string[];
}

const findings = new Map<string, Finding[]>();

async function audit(page: Page): Promise<Finding[]> {
  // Only violations are built in full: axe skips the detail of passing nodes, a good part of its time.
  // A sandboxed frame (a message's preview) runs no script, so axe cannot look inside; what it shows is an
  // email, checked by the mail tests, not a screen of the dashboard (support/axe-in-page.ts).
  const violations = await axeViolations(page, WCAG_AA);
  return violations
    .filter((violation) => violation.impact === 'critical' || violation.impact === 'serious')
    .map((violation) => ({
      id: violation.id,
      impact: violation.impact!,
      help: violation.help,
      // The element, and what axe measured there (e.g. the contrast ratio and both colours).
      targets: violation.nodes.map((node) => `${node.target.join(' ')}: ${node.failureSummary?.split('\n').slice(1).join(' ').trim() ?? ''}`),
    }));
}

function describeFindings(list: Finding[]): string {
  return list.map((f) => `  [${f.impact}] ${f.id}: ${f.help}\n${f.targets.map((t) => `      ${t}`).join('\n')}`).join('\n');
}

/** Every main screen audited at one width, by the calling test file, on a product of its own. */
export function auditEveryScreenAt(width: Width): void {
  suite = productAndBrowserForThisFile();
  beforeAll(async () => {
    await seedEvent();
  });
  afterAll(() => printFindings(width));
  describeScreensAt(width);
}

/** The per-screen table, for the closing note and to read at a glance. */
function printFindings(width: Width): void {
  const names = SCREENS.flatMap((screen) => [screen.name, ...(screen.states ?? []).map((state) => `${screen.name}: ${state.name}`)]);
  const rows = names.map((name) => {
    const list = findings.get(`${name}@${width.name}`);
    const count = (impact: string) => list?.filter((f) => f.impact === impact).length ?? 0;
    return `${name.padEnd(34)}${list ? `${count('critical')} crit ${count('serious')} ser` : '   -/-   '}`;
  });
  console.log(`axe (WCAG 2.1 A/AA): critical and serious violations per screen at ${width.viewport.width} px\n${rows.join('\n')}`);
}

function describeScreensAt(width: Width): void {
  describe(`every main screen at ${width.viewport.width} px has no critical or serious accessibility violation`, () => {
    let signedIn: BrowserContext;
    let signedOut: BrowserContext;
    let signedInPage: Page;
    let signedOutPage: Page;

    beforeAll(async () => {
      const { name: _name, ...options } = width;
      // Reduced motion: entrance animations end at once, so colours are read as they settle.
      signedOut = await suite.browser.newContext({ ...options, reducedMotion: 'reduce' });
      signedIn = await suite.browser.newContext({ ...options, reducedMotion: 'reduce' });
      signedOutPage = await signedOut.newPage();
      signedInPage = await signedIn.newPage();
      await signedInPage.goto(`${suite.server.baseUrl}/account/login`);
      await signedInPage.getByLabel('Email').fill(organiser.email);
      await signedInPage.getByLabel('Password').fill(organiser.password);
      await signedInPage.getByRole('button', { name: 'Sign in' }).click();
      await signedInPage.waitForURL(`${suite.server.baseUrl}/`);
    });

    afterAll(async () => {
      await signedIn?.close();
      await signedOut?.close();
    });

    for (const screen of SCREENS) {
      it(screen.name, async () => {
        const page = screen.signedOut ? signedOutPage : signedInPage;
        if (screen.signedOut || screen.status) {
          // Loaded in full: the product's own answer for the address is part of what is checked.
          const response = await page.goto(`${suite.server.baseUrl}${screen.path()}`);
          if (screen.status) expect(response?.status()).toBe(screen.status);
          else expect(response?.status()).toBeLessThan(400);
        } else {
          // The signed-in dashboard is open since the sign-in: a person moves on to the next screen in it.
          await openInApp(page, screen.path());
        }
        const failures: string[] = [];
        for (const state of [{ name: '', reach: async () => undefined } as ScreenState, ...(screen.states ?? [])]) {
          await state.reach(page);
          await untilSettled(page);
          const name = state.name ? `${screen.name}: ${state.name}` : screen.name;
          await shoot(page, `${name.replace(/\W+/g, '-')}-${width.viewport.width}`, { fullPage: true });
          const found = await audit(page);
          findings.set(`${name}@${width.name}`, found);
          if (found.length) failures.push(`${name} at ${width.viewport.width} px:\n${describeFindings(found)}`);
          await state.leave?.(page);
        }
        expect(failures.join('\n'), 'critical or serious violations').toBe('');
      });
    }
  });
}
