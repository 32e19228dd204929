import type { Page } from 'playwright-core';
import type { TourWorld } from './tour-world.ts';

export type TourRole = 'owner' | 'door' | 'guest' | 'visitor';

/** One screen of the spec as someone reaches it, and what they do on it before the picture. */
export interface TourScreen {
  name: string;
  role: TourRole;
  path: string;
  /** What a person does first (opens a dialog, a tab): the picture is of what they see then. */
  act?: (page: Page) => Promise<void>;
}

/** Selects the first three guests of the list and opens Invite, which asks before it mails anyone. */
async function openBulkInvite(page: Page) {
  const boxes = page.getByRole('checkbox', { name: /^Select (?!all)/ });
  await boxes.first().waitFor({ timeout: 15_000 });
  for (let i = 0; i < 3; i++) await boxes.nth(i).click();
  await page.getByTestId('bulk-invite').click();
  await page.getByRole('dialog').waitFor({ timeout: 10_000 });
}

/** Every screen of the spec's section 2, the guests' pages, and the door, as each role that sees it differently. */
export function tourScreens(world: TourWorld): TourScreen[] {
  const e = `/events/${world.eventUuid}`;
  const path = (link: string) => new URL(link).pathname;
  return [
    { name: 'login', role: 'visitor', path: '/account/login' },
    { name: 'signup', role: 'visitor', path: '/account/signup' },
    { name: 'forgot-password', role: 'visitor', path: '/account/forgot-password' },
    { name: 'not-found', role: 'visitor', path: '/no-such-page' },
    { name: 'home', role: 'owner', path: '/' },
    { name: 'events-create', role: 'owner', path: '/events/create' },
    { name: 'overview', role: 'owner', path: e },
    { name: 'guest-list', role: 'owner', path: `${e}/guest-management` },
    { name: 'bulk-invite', role: 'owner', path: `${e}/guest-management`, act: openBulkInvite },
    { name: 'host-groups', role: 'owner', path: `${e}/guest-management/groups` },
    { name: 'hosts', role: 'owner', path: `${e}/guest-management/hosts` },
    { name: 'floor-plan', role: 'owner', path: `${e}/floor-plan` },
    { name: 'journeys', role: 'owner', path: `${e}/journeys` },
    { name: 'journey-editor', role: 'owner', path: `${e}/journeys/${world.journeyId}` },
    { name: 'communications', role: 'owner', path: `${e}/communications` },
    { name: 'communication', role: 'owner', path: `${e}/communications/${world.communicationId}` },
    { name: 'templates', role: 'owner', path: `${e}/communications/templates` },
    { name: 'builder', role: 'owner', path: `${e}/event-builder` },
    { name: 'builder-groups', role: 'owner', path: `${e}/event-builder/groups` },
    { name: 'builder-pass', role: 'owner', path: `${e}/event-builder/pass` },
    { name: 'builder-seating', role: 'owner', path: `${e}/event-builder/seating` },
    { name: 'builder-support', role: 'owner', path: `${e}/event-builder/support` },
    { name: 'builder-ticket-transfers', role: 'owner', path: `${e}/event-builder/ticket-transfers` },
    { name: 'builder-features', role: 'owner', path: `${e}/event-builder/features` },
    { name: 'settings-general', role: 'owner', path: `${e}/settings/general` },
    { name: 'settings-fields', role: 'owner', path: `${e}/settings/fields` },
    { name: 'settings-tags', role: 'owner', path: `${e}/settings/tags` },
    { name: 'settings-ticket-variations', role: 'owner', path: `${e}/settings/ticket-variations` },
    { name: 'settings-smtp', role: 'owner', path: `${e}/settings/smtp` },
    { name: 'share', role: 'owner', path: `${e}/share` },
    { name: 'audit', role: 'owner', path: `${e}/audit` },
    { name: 'table-owner', role: 'owner', path: `${e}/table-owner` },
    { name: 'scanner', role: 'owner', path: `${e}/scanner` },
    { name: 'organization', role: 'owner', path: '/organization' },
    { name: 'profile', role: 'owner', path: '/account/profile' },
    { name: 'admin', role: 'owner', path: '/admin' },
    { name: 'admin-users', role: 'owner', path: '/admin/users' },
    { name: 'admin-events', role: 'owner', path: '/admin/events' },
    { name: 'door-home', role: 'door', path: '/' },
    { name: 'door-overview', role: 'door', path: e },
    { name: 'door-guest-list', role: 'door', path: `${e}/guest-management` },
    { name: 'door-scanner', role: 'door', path: `${e}/scanner` },
    { name: 'guest-rsvp', role: 'guest', path: path(world.links.rsvp) },
    { name: 'guest-pass', role: 'guest', path: path(world.links.pass) },
    { name: 'guest-transfer', role: 'guest', path: path(world.links.transfer) },
    { name: 'guest-journey', role: 'guest', path: path(world.links.journey) },
    { name: 'host-portal', role: 'guest', path: path(world.links.host) },
  ];
}
