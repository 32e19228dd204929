import { expect } from 'vitest';
import { seatingPieces } from './policies-seating-read.ts';
import type { TestApp } from '@usher/infra/testing/test-app';
import { addGuests, createEvent, getJson, multipartFile, type Auth } from '@usher/infra/testing/api-helpers';
import { hostTokenFor } from '@usher/infra/http/host-links';
import { passTokenFor } from '@usher/read-models/passes/guest-links';
import { seatingWorld, type SeatingWorld } from './policies-seating-commands.ts';
import { alertsWorld, type AlertsWorld } from './policies-communications-alerts.ts';
import { communicationsTrackingPieces, type CommunicationsTrackingIds } from './policies-communications-tracking.ts';
import type { TicketTransferIds } from './policies-ticket-transfers.ts';
import type { SsoDomainIds } from './policies-sso.ts';
import type { WaitlistIds } from './policies-waitlist.ts';

/** Everyone the matrix asks, as the spec's roles and issue 5 name them. */
export const ROLES = [
  'instance_admin',
  'editor',
  'viewer',
  'check_in',
  'check_in_with_floorplan',
  'inactive',
  'guest_link',
  'go_host',
  'pro_host',
  'other_organiser',
  'anonymous',
] as const;
export type Role = (typeof ROLES)[number];

/** Ids of the organiser's objects the routes name, made once per run. */
export interface WorldIds extends CommunicationsTrackingIds, TicketTransferIds, SsoDomainIds, WaitlistIds {
  event: string;
  otherEvent: string;
  guest: string;
  tag: string;
  tab: string;
  customField: string;
  actionAlert: string;
  viewerAdministrator: string;
  eventWebhook: string;
  organisationWebhook: string;
  webhookDelivery: string;
  apiToken: string;
  upload: string;
  activityLog: string;
  editorUserId: string;
  viewerUserId: string;
  rsvpToken: string;
  ticketVariation: string;
  /** Every tab of the event, comma-separated: reordering must name them all. */
  allTabs: string;
  goGroup: string;
  proGroup: string;
  groupTag: string;
  /** The GO host's personal token (their link's credential). */
  goHostToken: string;
  goHost: string;
  /** A placeholder ticket of each group, which the portal routes name and then use. */
  goTicket: string;
  proTicket: string;
  passToken: string;
  media: string;
  /** The editor's own session's public id: sessions are named by it, never by the token. */
  editorSession: string;
  seating: SeatingWorld;
  /** A row of the event's floor plan, and its section. */
  seatingTable: string;
  seatingSection: string;
  /** Communications: a draft, a sent one and a message of it. */
  alerts: AlertsWorld;
}

export interface World {
  t: TestApp;
  auth: Record<Role, Auth | Record<string, never>>;
  ids: WorldIds;
  /** A new guest of the organiser's event, for routes that use one up (check-in, delete, forget). */
  freshGuest(fields?: Record<string, unknown>): Promise<string>;
}

async function post(t: TestApp, auth: Auth, url: string, payload: object) {
  const response = await t.app.inject({ method: 'POST', url, headers: auth, payload });
  expect(response.statusCode, `${url}: ${response.body}`).toBeLessThan(300);
  return response.json();
}

/** A colleague of the organiser with a role on the event: invited by address, then signed up. */
async function teamMember(t: TestApp, organiser: Auth, eventUuid: string, role: string) {
  const email = `${role.replaceAll('_', '-')}@team.example`;
  const invited = await post(t, organiser, `/api/v2/events/${eventUuid}/administrators`, { email, role });
  await t.settle();
  const signed = await t.signUp({ email }, { verifyEmail: true });
  return { auth: signed.auth, userId: signed.user.id, administratorId: invited.data.id as string };
}

export async function buildWorld(t: TestApp): Promise<World> {
  // The first account of an empty instance administers it; its organisation is its own.
  const instanceAdmin = await t.signUp({ first_name: 'Ivy', last_name: 'Instance' });
  // Organisers who proved their addresses (an unproved one is kept out of the host portal: address-attachment tests).
  const editor = await t.signUp({ first_name: 'Eve', last_name: 'Editor' }, { verifyEmail: true });
  const otherOrganiser = await t.signUp({ first_name: 'Otto', last_name: 'Other' }, { verifyEmail: true });
  const event = (await createEvent(t, editor.auth, { name: 'Matrix Gala' })).uuid;
  const otherEvent = (await createEvent(t, otherOrganiser.auth, { name: 'Elsewhere' })).uuid;
  const [guest] = await addGuests(t, editor.auth, event, [{ first_name: 'Gus', last_name: 'Guest', email: 'gus@guests.example' }]);

  const viewer = await teamMember(t, editor.auth, event, 'viewer');
  const checkIn = await teamMember(t, editor.auth, event, 'check_in');
  const checkInWithFloorplan = await teamMember(t, editor.auth, event, 'check_in_with_floorplan');
  const inactive = await teamMember(t, editor.auth, event, 'inactive');

  const tag = await post(t, editor.auth, `/api/v2/events/${event}/attendee-tags/add`, { name: 'VIP', color: '#2D4CD7' });
  const tab = await post(t, editor.auth, `/api/v2/events/${event}/attendee-tabs`, { name: 'Arrivals', filters: { filter: 'checked_in' } });
  const field = await post(t, editor.auth, `/api/v2/events/${event}/custom-fields`, { label: 'Meal', type: 'text' });
  const alert = await post(t, editor.auth, `/api/v2/events/${event}/attendees/action-alert`, { user_id: editor.user.id, action: 'check_in' });
  // Receivers on a closed port: deliveries exist and fail, which is all the routes need.
  const eventWebhook = await post(t, editor.auth, `/api/v2/events/${event}/webhooks`, { url: 'http://127.0.0.1:9/hook' });
  const organisationWebhook = await post(t, editor.auth, '/api/v2/webhooks', { url: 'http://127.0.0.1:9/org-hook' });
  await post(t, editor.auth, `/api/v2/webhooks/${eventWebhook.data.id}/test`, {});
  const token = await post(t, editor.auth, '/api/v2/account/api-tokens', { name: 'Matrix', scopes: ['stream:read'] });
  const upload = await uploadCsv(t, editor.auth, event);
  const links = await getJson(t, editor.auth, `/api/v2/events/${event}/attendees/${guest!.id}/invitation-links`);
  const groupTag = await post(t, editor.auth, `/api/v2/events/${event}/host-group-tags/add`, { name: 'Sponsors' });
  const goGroup = await hostGroup(t, editor.auth, event, 'go', 'gina@hosts.example');
  const proGroup = await hostGroup(t, editor.auth, event, 'pro', 'pat@hosts.example');
  // A PRO host signs in with an account of their own address, in an organisation of their own.
  const proHost = await t.signUp({ first_name: 'Pat', last_name: 'Pro', email: 'pat@hosts.example' }, { verifyEmail: true });
  const image = multipartFile(
    'logo.png',
    Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64'),
    'image/png',
  );
  const media = await t.app.inject({
    method: 'POST',
    url: `/api/v2/pass/file-upload?event_uuid=${event}`,
    headers: { ...editor.auth, ...image.headers },
    payload: image.payload,
  });
  expect(media.statusCode, media.body).toBeLessThan(300);
  await t.settle();
  const delivery = await waitForDelivery(t, editor.auth, eventWebhook.data.id);
  const activity = await getJson(t, editor.auth, '/api/v2/activity-log');
  const variations = await t.app.inject({
    method: 'PUT',
    url: `/api/v2/events/${event}/ticket-variations`,
    headers: editor.auth,
    payload: { ticket_variations: [{ name: 'General', type: 'access_pass', is_default: true }] },
  });

  const ids: WorldIds = {
    event,
    otherEvent,
    guest: guest!.id,
    tag: tag.data.id,
    tab: tab.data.id,
    customField: field.data.id,
    actionAlert: alert.data.id,
    viewerAdministrator: viewer.administratorId,
    eventWebhook: eventWebhook.data.id,
    organisationWebhook: organisationWebhook.data.id,
    webhookDelivery: delivery,
    apiToken: token.data.id,
    upload,
    activityLog: activity.activity_logs[0].id,
    editorUserId: editor.user.id,
    viewerUserId: viewer.userId,
    rsvpToken: (links.data.rsvp_link as string).split('/rsvp/')[1]!,
    ticketVariation: variations.json().data[0].id,
    allTabs: tab.data.id,
    goGroup: goGroup.id,
    proGroup: proGroup.id,
    groupTag: groupTag.data.id,
    goHostToken: await hostTokenFor(t.context.db, goGroup.host),
    goHost: goGroup.host,
    goTicket: goGroup.placeholder,
    proTicket: proGroup.placeholder,
    passToken: await passTokenFor(t.context.db, guest!.id),
    media: media.json().data.id,
    seating: await seatingWorld(t, editor.auth, event),
    ...(await seatingPieces(t, event)),
    alerts: await alertsWorld(t, editor.auth, event, { id: guest!.id, email: 'gus@guests.example' }),
    ...(await communicationsTrackingPieces(t, event, guest!.id, 'gus@guests.example')),
    editorSession: (
      await t.context.db.selectFrom('sessions').select('id').where('user_id', '=', editor.user.id).orderBy('created_at').executeTakeFirstOrThrow()
    ).id,
  };
  return {
    t,
    ids,
    auth: {
      instance_admin: instanceAdmin.auth,
      editor: editor.auth,
      viewer: viewer.auth,
      check_in: checkIn.auth,
      check_in_with_floorplan: checkInWithFloorplan.auth,
      inactive: inactive.auth,
      // All a guest holds is their link: its token is no credential for anything but their own page.
      guest_link: { authorization: `Bearer ${ids.rsvpToken}` },
      // A GO host holds only their link: its token opens the host portal and nothing else.
      go_host: { authorization: `Bearer ${ids.goHostToken}` },
      pro_host: proHost.auth,
      other_organiser: otherOrganiser.auth,
      anonymous: {},
    },
    async freshGuest(fields = {}) {
      const [added] = await addGuests(t, editor.auth, event, [{ first_name: 'Fresh', last_name: 'Guest', ...fields }]);
      return added!.id;
    },
  };
}

/** A group with one host and two placeholder tickets; its id, its host's guest id and a placeholder's. */
async function hostGroup(t: TestApp, auth: Auth, event: string, experience: 'go' | 'pro', hostEmail: string) {
  const created = await post(t, auth, `/api/v2/events/${event}/host-group/add`, {
    name: `${experience.toUpperCase()} Partners`,
    total_tickets: 2,
    experience_type: experience,
    hosts: { created: [{ first_name: 'Hal', last_name: 'Host', email: hostEmail, attending_with_group: false }] },
  });
  await t.settle();
  const id = created.data.id as string;
  const guests = await getJson(t, auth, `/api/v2/events/${event}/host-group/${id}/guests`);
  const groups = await getJson(t, auth, `/api/v2/events/${event}/host-group`);
  const group = (groups.groups as { id: string; hosts: { attendee_id: string }[] }[]).find((row) => row.id === id)!;
  const placeholder = (guests.data as { id: string; is_real_ticket: boolean }[]).find((row) => !row.is_real_ticket)!;
  return { id, host: group.hosts[0]!.attendee_id, placeholder: placeholder.id };
}

async function uploadCsv(t: TestApp, auth: Auth, event: string): Promise<string> {
  const file = multipartFile('guests.csv', 'First name,Last name\nUma,Upload\n', 'text/csv');
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/v2/events/${event}/attendees/upload`,
    headers: { ...auth, ...file.headers },
    payload: file.payload,
  });
  expect(response.statusCode, response.body).toBeLessThan(300);
  return response.json().data.id;
}

async function waitForDelivery(t: TestApp, auth: Auth, webhook: string): Promise<string> {
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    const response = await t.app.inject({ method: 'GET', url: `/api/v2/webhooks/${webhook}/deliveries`, headers: auth });
    const first = response.json().data?.[0];
    if (first) return first.id;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('no webhook delivery was recorded');
}
