import { passTokenFor } from '@usher/read-models/passes/guest-links';
import type { Role, World, WorldIds } from './matrix-world.ts';
import { SEATING_READ_POLICIES } from './policies-seating-read.ts';
import { SETTINGS_EXEMPT, SETTINGS_POLICIES } from './policies-settings.ts';
import { RECOVERY_EXEMPT, RECOVERY_POLICIES } from './policies-recovery.ts';
import { ADMINDASH_EXEMPT, ADMINDASH_POLICIES } from './policies-admindash.ts';
import { SSO_EXEMPT, SSO_POLICIES } from './policies-sso.ts';
import { SEATING_PRINT_POLICIES } from './policies-seating-print.ts';
import { BADGE_POLICIES } from './policies-badges.ts';
import { SESSIONS_EXEMPT, SESSIONS_POLICIES } from './policies-sessions.ts';
import { ORGS_EXEMPT, ORGS_POLICIES } from './policies-orgs.ts';
import { TWOFACTOR_EXEMPT, TWOFACTOR_POLICIES } from './policies-twofactor.ts';
import { SEATING_ELSE_EXEMPT, SEATING_ELSE_POLICIES } from './policies-seating-else.ts';
import { SEATING_COMMAND_POLICIES } from './policies-seating-commands.ts';
import { COMMUNICATIONS_ALERTS_POLICIES } from './policies-communications-alerts.ts';
import { COMMUNICATIONS_SETTINGS_POLICIES } from './policies-communications-settings.ts';
import { COMMUNICATIONS_TRACKING_POLICIES } from './policies-communications-tracking.ts';
import { TICKET_TRANSFER_POLICIES } from './policies-ticket-transfers.ts';
import { BUILDER_CONTENT_POLICIES } from './policies-builder-content.ts';
import { DUPLICATION_POLICIES } from './policies-duplication.ts';
import { JOURNEYS_POLICIES } from './policies-journeys.ts';
import { WALLET_POLICIES } from './policies-wallet.ts';
import { WAITLIST_POLICIES } from './policies-waitlist.ts';
import { REPORT_POLICIES } from './policies-reports.ts';

/**
 * What a route needs, in the terms of the one policy: nobody (public), an
 * account, the instance's administration, or a permission on the event its
 * ids belong to (spec section 6 and issue 5).
 */
export type Need =
  | 'public'
  | 'signed_in'
  | 'instance_admin'
  /** Anyone of the event's organisation, whatever their role (e.g. asking what they may do). */
  | 'event_member'
  | 'event_view'
  | 'event_edit'
  | 'event_check_in'
  /** Finding a guest: viewers read, door staff look guests up. */
  | 'event_find'
  /** The asker's own organisation as a whole (its stream, its webhooks): its editors. */
  | 'organisation_editing'
  /** An object of the organiser's organisation as a whole (an organisation webhook). */
  | 'organisation_object'
  /** The editor's own objects (their API tokens). */
  | 'owner'
  /** The host portal of one group: its GO host by link, or its PRO host signed in. */
  | 'host_portal'
  /** The groups one hosts: any account (maybe none), or a GO host's link. */
  | 'hosted_groups'
  /** From a group to its page: its hosts, and those who may view the event. */
  | 'group_redirect'
  /** The floor plan at the door: those who may view the event and the 'Check-in with Floorplan' role. */
  | 'event_floorplan';

/** How the matrix calls a route; what the route needs, it declares itself (declared-needs.ts). */
export interface RoutePolicy {
  url: (ids: WorldIds, role: Role) => string;
  body?: (ids: WorldIds) => object;
  multipart?: { fileName: string; content: string | Buffer; contentType: string };
  /** For roles the route allows: objects it uses up (a guest to check in, a tag to delete). */
  prepare?: (world: World, ids: WorldIds) => Promise<Partial<WorldIds>>;
  /** What success looks like when it is not a plain 2xx (a redirect). */
  okStatus?: number;
}

const e = (ids: WorldIds) => `/api/v2/events/${ids.event}`;
const guest = (ids: WorldIds) => `/api/v2/events/attendees/${ids.guest}`;
const freshGuest = async (world: World) => ({ guest: await world.freshGuest() });
const checkedInGuest = async (world: World) => {
  const id = await world.freshGuest();
  const response = await world.t.app.inject({ method: 'POST', url: `/api/v2/events/attendees/${id}/check-in`, headers: world.auth.editor });
  if (response.statusCode !== 200) throw new Error(response.body);
  return { guest: id };
};
const freshEvent = async (world: World) => {
  const response = await world.t.app.inject({
    method: 'POST',
    url: '/api/v2/events',
    headers: world.auth.editor,
    payload: { name: 'Spare', starts_date: '2099-01-01', starts_time: '19:00' },
  });
  await world.t.settle();
  return { event: response.json().data.uuid as string };
};
const created = (url: (ids: WorldIds) => string, body: object | ((ids: WorldIds) => object), key: keyof WorldIds) => async (world: World, ids: WorldIds) => {
  const payload = typeof body === 'function' ? body(ids) : body;
  const response = await world.t.app.inject({ method: 'POST', url: url(ids), headers: world.auth.editor, payload });
  if (response.statusCode >= 300) throw new Error(response.body);
  await world.t.settle();
  return { [key]: response.json().data.id as string };
};

const allTabs = async (world: World, ids: WorldIds) => {
  // The list is a read model: a tab created a moment ago (by another route's preparation) must be in it first.
  await world.t.settle();
  const response = await world.t.app.inject({ method: 'GET', url: `${e(ids)}/attendee-tabs`, headers: world.auth.editor });
  return { allTabs: (response.json().tabs as { id: string }[]).map((tab) => tab.id).join(',') };
};

/** A host portal route: a GO host names their link and group, anyone else asks as the signed-in account for the PRO group. */
const portal =
  (suffix: (ticket: string) => string = () => '') =>
  (ids: WorldIds, role: Role) =>
    role === 'go_host'
      ? `/api/v2/host-portal/${ids.goHostToken}/groups/${ids.goGroup}${suffix(ids.goTicket)}`
      : `/api/v2/host-portal/me/groups/${ids.proGroup}${suffix(ids.proTicket)}`;
const hostGroup = (ids: WorldIds) => `${e(ids)}/host-group`;
const scannedGuest = async (world: World) => {
  const id = await world.freshGuest();
  return { guest: id, passToken: await passTokenFor(world.t.context.db, id) };
};

/** How to call every route of the product, keyed as the OpenAPI document names it. */
export const ROUTE_POLICIES: Record<string, RoutePolicy> = {
  ...SEATING_READ_POLICIES,
  ...RECOVERY_POLICIES,
  ...ADMINDASH_POLICIES,
  ...SSO_POLICIES,
  ...SEATING_PRINT_POLICIES,
  ...BADGE_POLICIES,
  ...TWOFACTOR_POLICIES,
  ...SEATING_ELSE_POLICIES,
  // Identity and account
  'GET /api/health': { url: () => '/api/health' },
  'GET /api/csrf-cookie': { url: () => '/api/csrf-cookie' },
  'GET /sanctum/csrf-cookie': { url: () => '/sanctum/csrf-cookie' },
  'GET /api/auth/business': { url: () => '/api/auth/business' },
  'GET /api/auth/confirmed-password-status': { url: () => '/api/auth/confirmed-password-status' },
  'GET /api/v2/user': { url: () => '/api/v2/user' },
  'GET /api/v2/admin/projection-failures': { url: () => '/api/v2/admin/projection-failures' },
  'GET /api/v2/activity-log': { url: () => '/api/v2/activity-log' },
  'PUT /api/v2/activity-log/{id}/read': { url: (ids) => `/api/v2/activity-log/${ids.activityLog}/read` },
  'GET /api/v2/account/api-tokens': { url: () => '/api/v2/account/api-tokens' },
  'POST /api/v2/account/api-tokens': { url: () => '/api/v2/account/api-tokens', body: () => ({ name: 'Matrix token', scopes: ['stream:read'] }) },
  'DELETE /api/v2/account/api-tokens/{id}': { url: (ids) => `/api/v2/account/api-tokens/${ids.apiToken}` },
  'GET /api/v2/attendees/upload-fields': { url: () => '/api/v2/attendees/upload-fields' },
  'GET /api/v2/event-catalogue': { url: () => '/api/v2/event-catalogue' },
  'GET /api/v2/event-catalogue/{type}': { url: () => '/api/v2/event-catalogue/AttendeeAdded' },
  'GET /api/v2/stream': { url: () => '/api/v2/stream' },

  // Events
  'GET /api/v2/events': { url: () => '/api/v2/events' },
  'POST /api/v2/events': { url: () => '/api/v2/events', body: () => ({ name: 'New', starts_date: '2099-01-01', starts_time: '19:00' }) },
  'GET /api/v2/events/{uuid}': { url: e },
  'PUT /api/v2/events/{uuid}': { url: e, body: () => ({ name: 'Matrix Gala' }) },
  'POST /api/v2/events/{uuid}/location': { url: (ids) => `${e(ids)}/location`, body: () => ({ location: { name: 'Hall', country_code: 'US' } }) },
  'DELETE /api/v2/events/{uuid}/archive': { url: (ids) => `${e(ids)}/archive`, prepare: freshEvent },
  'POST /api/v2/events/{uuid}/restore': { url: (ids) => `${e(ids)}/restore`, body: () => ({}) },
  'POST /api/v2/events/{uuid}/duplicate': { url: (ids) => `${e(ids)}/duplicate`, body: () => ({}) },
  'GET /api/v2/events/{e}/permissions': { url: (ids) => `${e(ids)}/permissions` },
  'GET /api/v2/events/{e}/stream': { url: (ids) => `${e(ids)}/stream` },
  'GET /api/v2/events/{e}/audit-log': { url: (ids) => `${e(ids)}/audit-log` },
  'GET /api/v2/events/{e}/audit-log/export': { url: (ids) => `${e(ids)}/audit-log/export?format=jsonl` },

  // Team and sharing
  'GET /api/v2/events/{e}/administrators': { url: (ids) => `${e(ids)}/administrators` },
  'POST /api/v2/events/{e}/administrators': {
    url: (ids) => `${e(ids)}/administrators`,
    body: () => ({ email: `new-${Math.random().toString(36).slice(2)}@team.example`, role: 'viewer' }),
  },
  'POST /api/v2/events/administrators/{id}/set-role': {
    url: (ids) => `/api/v2/events/administrators/${ids.viewerAdministrator}/set-role`,
    body: () => ({ role: 'viewer' }),
  },
  'GET /api/v2/events/{id}/share/link': { url: (ids) => `${e(ids)}/share/link?role=viewer` },
  'POST /api/v2/events/{id}/share/link/reset': { url: (ids) => `${e(ids)}/share/link/reset`, body: () => ({}) },

  // Guests
  'GET /api/v2/events/{e}/attendees': { url: (ids) => `${e(ids)}/attendees` },
  'GET /api/v2/events/{e}/attendees/stats': { url: (ids) => `${e(ids)}/attendees/stats` },
  'GET /api/v2/events/{e}/attendees/export': { url: (ids) => `${e(ids)}/attendees/export?format=csv` },
  'GET /api/v2/events/{e}/attendees/ids': { url: (ids) => `${e(ids)}/attendees/ids?filter=checked_in` },
  'GET /api/v2/attendees/{id}': { url: (ids) => `/api/v2/attendees/${ids.guest}` },
  'GET /api/v2/events/attendees/{id}/history': { url: (ids) => `${guest(ids)}/history` },
  'POST /api/v2/events/{e}/attendees': { url: (ids) => `${e(ids)}/attendees`, body: () => ({ members: [{ first_name: 'Added' }] }) },
  'PUT /api/v2/events/attendees/{id}': { url: guest, body: () => ({ first_name: 'Gus' }) },
  'POST /api/v2/events/{e}/attendees/delete': { url: (ids) => `${e(ids)}/attendees/delete`, body: (ids) => ({ attendees: [ids.guest] }), prepare: freshGuest },
  'GET /api/v2/events/attendees/{id}/check-in': { url: (ids) => `${guest(ids)}/check-in`, prepare: freshGuest },
  'POST /api/v2/events/attendees/{id}/check-in': { url: (ids) => `${guest(ids)}/check-in`, prepare: freshGuest },
  'GET /api/v2/events/attendees/{id}/undo-check-in': { url: (ids) => `${guest(ids)}/undo-check-in`, prepare: checkedInGuest },
  'POST /api/v2/events/attendees/{id}/undo-check-in': { url: (ids) => `${guest(ids)}/undo-check-in`, prepare: checkedInGuest },
  'PUT /api/v2/events/attendees/{id}/rsvp': { url: (ids) => `${guest(ids)}/rsvp`, body: () => ({ rsvp: true }) },
  'PUT /api/v2/events/attendees/{id}/approval': { url: (ids) => `${guest(ids)}/approval`, body: () => ({ approval: true }) },
  'PUT /api/v2/events/{e}/attendees-bulk/set-rsvp': {
    url: (ids) => `${e(ids)}/attendees-bulk/set-rsvp`,
    body: (ids) => ({ attendees: [ids.guest], rsvp: null }),
  },
  'PUT /api/v2/events/{e}/attendees-bulk/set-approval': {
    url: (ids) => `${e(ids)}/attendees-bulk/set-approval`,
    body: (ids) => ({ attendees: [ids.guest], approval: null }),
  },
  'PUT /api/v2/events/{e}/attendees-bulk/set-ticket-variation': {
    url: (ids) => `${e(ids)}/attendees-bulk/set-ticket-variation`,
    body: (ids) => ({ attendees: [ids.guest], ticket_variation_id: ids.ticketVariation }),
  },
  'PUT /api/v2/events/{e}/attendees-bulk/add-tags': {
    url: (ids) => `${e(ids)}/attendees-bulk/add-tags`,
    body: (ids) => ({ attendees: [ids.guest], tags: [ids.tag] }),
  },
  'PUT /api/v2/events/attendees/{id}/resend-invitation': { url: (ids) => `${guest(ids)}/resend-invitation`, body: () => ({}) },
  'PUT /api/v2/events/{e}/attendees-bulk/invite': { url: (ids) => `${e(ids)}/attendees-bulk/invite`, body: (ids) => ({ attendees: [ids.guest] }) },
  'GET /api/v2/events/{e}/attendees/{id}/invitation-links': { url: (ids) => `${e(ids)}/attendees/${ids.guest}/invitation-links` },
  'GET /api/v2/events/{e}/attendees/{id}/invitation-preview': { url: (ids) => `${e(ids)}/attendees/${ids.guest}/invitation-preview` },
  'POST /api/v2/events/attendees/{id}/forget': { url: (ids) => `${guest(ids)}/forget`, body: () => ({}), prepare: freshGuest },
  'POST /api/v2/events/{e}/attendees/upload': {
    url: (ids) => `${e(ids)}/attendees/upload`,
    multipart: { fileName: 'guests.csv', content: 'First name\nUla\n', contentType: 'text/csv' },
  },
  'GET /api/v2/events/{e}/attendees/upload/{id}': { url: (ids) => `${e(ids)}/attendees/upload/${ids.upload}` },
  'GET /api/v2/events/{e}/attendees/upload/{id}/rejected-rows': { url: (ids) => `${e(ids)}/attendees/upload/${ids.upload}/rejected-rows` },
  'POST /api/v2/events/{e}/attendees/upload/{id}/preview': {
    url: (ids) => `${e(ids)}/attendees/upload/${ids.upload}/preview`,
    body: () => ({ mapping: ['first_name', 'last_name'] }),
  },

  // The guest's own link
  'GET /api/v2/public/rsvp/{token}': { url: (ids) => `/api/v2/public/rsvp/${ids.rsvpToken}` },
  'POST /api/v2/public/rsvp/{token}': { url: (ids) => `/api/v2/public/rsvp/${ids.rsvpToken}`, body: () => ({ is_attending: true }) },

  // Alerts
  'POST /api/v2/events/{e}/attendees/checkin-alert': {
    url: (ids) => `${e(ids)}/attendees/checkin-alert`,
    body: (ids) => ({ attendees: [ids.guest], users: [ids.editorUserId] }),
  },
  'GET /api/v2/events/{e}/attendees/action-alert': { url: (ids) => `${e(ids)}/attendees/action-alert` },
  'POST /api/v2/events/{e}/attendees/action-alert': {
    url: (ids) => `${e(ids)}/attendees/action-alert`,
    body: (ids) => ({ user_id: ids.viewerUserId, action: 'rsvp_yes' }),
  },
  'DELETE /api/v2/events/{e}/attendees/action-alert/{id}': {
    url: (ids) => `${e(ids)}/attendees/action-alert/${ids.actionAlert}`,
    prepare: created(
      (ids) => `${e(ids)}/attendees/action-alert`,
      (ids) => ({ action: 'rsvp_no', user_id: ids.editorUserId }),
      'actionAlert',
    ),
  },
  'GET /api/v2/events/{e}/alert-users': { url: (ids) => `${e(ids)}/alert-users` },

  // Tags, tabs, columns
  'GET /api/v2/events/{e}/attendee-tags': { url: (ids) => `${e(ids)}/attendee-tags` },
  'POST /api/v2/events/{e}/attendee-tags/list-by-ids': { url: (ids) => `${e(ids)}/attendee-tags/list-by-ids`, body: (ids) => ({ ids: [ids.tag] }) },
  'POST /api/v2/events/{e}/attendee-tags/add': {
    url: (ids) => `${e(ids)}/attendee-tags/add`,
    body: () => ({ name: `Tag ${Math.random().toString(36).slice(2, 8)}`, color: '#2D4CD7' }),
  },
  'POST /api/v2/events/attendee-tags/{id}/update': {
    url: (ids) => `/api/v2/events/attendee-tags/${ids.tag}/update`,
    body: () => ({ name: 'VIP', color: '#2D4CD7' }),
  },
  'POST /api/v2/events/attendee-tags/{id}/delete': {
    url: (ids) => `/api/v2/events/attendee-tags/${ids.tag}/delete`,
    body: () => ({}),
    prepare: created((ids) => `${e(ids)}/attendee-tags/add`, { name: 'Spare tag', color: '#2D4CD7' }, 'tag'),
  },
  'GET /api/v2/events/{e}/attendee-tabs': { url: (ids) => `${e(ids)}/attendee-tabs` },
  'POST /api/v2/events/{e}/attendee-tabs': { url: (ids) => `${e(ids)}/attendee-tabs`, body: () => ({ name: 'Another tab' }) },
  'PUT /api/v2/events/{e}/attendee-tabs/{id}': { url: (ids) => `${e(ids)}/attendee-tabs/${ids.tab}`, body: () => ({ name: 'Arrivals' }) },
  'POST /api/v2/events/{e}/attendee-tabs/reorder': {
    url: (ids) => `${e(ids)}/attendee-tabs/reorder`,
    body: (ids) => ({ tab_ids: ids.allTabs.split(',') }),
    prepare: allTabs,
  },
  'DELETE /api/v2/events/{e}/attendee-tabs/{id}': {
    url: (ids) => `${e(ids)}/attendee-tabs/${ids.tab}`,
    prepare: created((ids) => `${e(ids)}/attendee-tabs`, { name: 'Spare tab' }, 'tab'),
  },
  'GET /api/v2/events/{e}/column-settings': { url: (ids) => `${e(ids)}/column-settings` },
  'PUT /api/v2/events/{e}/column-settings': { url: (ids) => `${e(ids)}/column-settings`, body: () => ({ columns: [{ key: 'first_name', visible: true }] }) },

  // Fields
  'GET /api/v2/events/{e}/custom-fields': { url: (ids) => `${e(ids)}/custom-fields` },
  'POST /api/v2/events/{e}/custom-fields': {
    url: (ids) => `${e(ids)}/custom-fields`,
    body: () => ({ label: `Field ${Math.random().toString(36).slice(2, 8)}`, type: 'text' }),
  },
  'PUT /api/v2/events/{e}/custom-fields/{id}': { url: (ids) => `${e(ids)}/custom-fields/${ids.customField}`, body: () => ({ label: 'Meal' }) },
  'DELETE /api/v2/events/{e}/custom-fields/{id}': {
    url: (ids) => `${e(ids)}/custom-fields/${ids.customField}`,
    prepare: created((ids) => `${e(ids)}/custom-fields`, { label: 'Spare field', type: 'text' }, 'customField'),
  },
  'GET /api/v2/events/{e}/default-fields': { url: (ids) => `${e(ids)}/default-fields` },
  'PUT /api/v2/events/{e}/default-fields': {
    url: (ids) => `${e(ids)}/default-fields`,
    body: () => ({ default_fields: { email: { is_visible: true, is_required: false } } }),
  },
  'GET /api/v2/events/{e}/ticket-variations': { url: (ids) => `${e(ids)}/ticket-variations` },
  'PUT /api/v2/events/{e}/ticket-variations': {
    url: (ids) => `${e(ids)}/ticket-variations`,
    body: (ids) => ({ ticket_variations: [{ id: ids.ticketVariation, name: 'General', type: 'access_pass', is_default: true }] }),
  },

  // Webhooks
  'GET /api/v2/webhooks': { url: () => '/api/v2/webhooks' },
  'POST /api/v2/webhooks': { url: () => '/api/v2/webhooks', body: () => ({ url: 'http://127.0.0.1:9/another' }) },
  'GET /api/v2/events/{e}/webhooks': { url: (ids) => `${e(ids)}/webhooks` },
  'POST /api/v2/events/{e}/webhooks': { url: (ids) => `${e(ids)}/webhooks`, body: () => ({ url: 'http://127.0.0.1:9/event-hook' }) },
  'GET /api/v2/webhooks/{id}': { url: (ids) => `/api/v2/webhooks/${ids.organisationWebhook}` },
  'PUT /api/v2/webhooks/{id}': { url: (ids) => `/api/v2/webhooks/${ids.organisationWebhook}`, body: () => ({ description: 'Org hook' }) },
  'DELETE /api/v2/webhooks/{id}': {
    url: (ids) => `/api/v2/webhooks/${ids.organisationWebhook}`,
    prepare: created(() => '/api/v2/webhooks', { url: 'http://127.0.0.1:9/spare' }, 'organisationWebhook'),
  },
  'GET /api/v2/webhooks/{id}/secret': { url: (ids) => `/api/v2/webhooks/${ids.organisationWebhook}/secret` },
  'GET /api/v2/webhooks/{id}/deliveries': { url: (ids) => `/api/v2/webhooks/${ids.organisationWebhook}/deliveries` },
  'POST /api/v2/webhooks/{id}/enable': { url: (ids) => `/api/v2/webhooks/${ids.organisationWebhook}/enable`, body: () => ({}) },
  'POST /api/v2/webhooks/{id}/rotate-secret': { url: (ids) => `/api/v2/webhooks/${ids.organisationWebhook}/rotate-secret`, body: () => ({}) },
  'POST /api/v2/webhooks/{id}/test': { url: (ids) => `/api/v2/webhooks/${ids.organisationWebhook}/test`, body: () => ({}) },
  'POST /api/v2/webhooks/{id}/disable': { url: (ids) => `/api/v2/webhooks/${ids.organisationWebhook}/disable`, body: () => ({}) },
  // The fixture's delivery is still being retried (its receiver is a closed port): redelivering it is a conflict, not a refusal.
  'POST /api/v2/webhooks/{id}/deliveries/{delivery}/redeliver': {
    okStatus: 409,
    url: (ids) => `/api/v2/webhooks/${ids.eventWebhook}/deliveries/${ids.webhookDelivery}/redeliver`,
    body: () => ({}),
  },
  // Host groups (organiser side)
  'GET /api/v2/events/{e}/host-group': { url: hostGroup },
  'POST /api/v2/events/{e}/host-group/list-by-ids': { url: (ids) => `${hostGroup(ids)}/list-by-ids`, body: (ids) => ({ ids: [ids.goGroup] }) },
  'GET /api/v2/events/{e}/host-group/{id}/guests': { url: (ids) => `${hostGroup(ids)}/${ids.goGroup}/guests` },
  'GET /api/v2/events/{e}/host-group-hosts': { url: (ids) => `${e(ids)}/host-group-hosts` },
  'GET /api/v2/events/{e}/host-group-tags': { url: (ids) => `${e(ids)}/host-group-tags` },
  'POST /api/v2/events/{e}/host-group-tags/list-by-ids': { url: (ids) => `${e(ids)}/host-group-tags/list-by-ids`, body: (ids) => ({ ids: [ids.groupTag] }) },
  'POST /api/v2/events/{e}/host-group/add': {
    url: (ids) => `${hostGroup(ids)}/add`,
    body: () => ({ name: `Group ${Math.random().toString(36).slice(2, 8)}`, total_tickets: 1, experience_type: 'go' }),
  },
  'PUT /api/v2/events/{e}/host-group/update': { url: (ids) => `${hostGroup(ids)}/update`, body: (ids) => ({ id: ids.goGroup, name: 'GO Partners' }) },
  'PUT /api/v2/events/{e}/host-group/update-attendees': {
    url: (ids) => `${hostGroup(ids)}/update-attendees`,
    body: (ids) => ({ id: ids.goGroup, updated: [] }),
  },
  'POST /api/v2/events/{e}/host-group/delete': {
    url: (ids) => `${hostGroup(ids)}/delete`,
    body: (ids) => ({ ids: [ids.goGroup] }),
    prepare: created((ids) => `${hostGroup(ids)}/add`, { name: 'Spare group', total_tickets: 0, experience_type: 'go' }, 'goGroup'),
  },
  'POST /api/v2/events/{e}/host-group/upload': {
    url: (ids) => `${hostGroup(ids)}/upload`,
    multipart: { fileName: 'groups.csv', content: 'Group Name,Total Tickets\nUploaded Group,1\n', contentType: 'text/csv' },
  },
  // The defaults make groups PRO: applied to the PRO group, so the GO host's link keeps its group.
  'POST /api/v2/events/{e}/host-group/apply-default-settings': {
    url: (ids) => `${hostGroup(ids)}/apply-default-settings`,
    body: (ids) => ({ ids: [ids.proGroup] }),
  },
  'PUT /api/v2/events/{e}/host-group/share': { url: (ids) => `${hostGroup(ids)}/share`, body: (ids) => ({ id: ids.goGroup }) },
  'POST /api/v2/events/{e}/host-group/share-all': { url: (ids) => `${hostGroup(ids)}/share-all`, body: () => ({}) },
  'POST /api/v2/events/{e}/host-group/send': {
    url: (ids) => `${hostGroup(ids)}/send`,
    body: (ids) => ({ id: ids.goGroup }),
    prepare: created(
      (ids) => `${hostGroup(ids)}/add`,
      {
        name: 'Named group',
        total_tickets: 1,
        experience_type: 'go',
        guests: { created: [{ first_name: 'Sam', last_name: 'Sent', email: 'sam@guests.example' }] },
      },
      'goGroup',
    ),
  },
  'POST /api/v2/events/{e}/host-group/unseat': { url: (ids) => `${hostGroup(ids)}/unseat`, body: (ids) => ({ id: ids.goGroup }) },
  'POST /api/v2/events/{e}/host-group/attendee/{id}/move': {
    url: (ids) => `${hostGroup(ids)}/attendee/${ids.guest}/move`,
    body: (ids) => ({ host_group_id: ids.proGroup }),
    prepare: freshGuest,
  },
  'POST /api/v2/events/{e}/host-group-hosts/delete': {
    url: (ids) => `${e(ids)}/host-group-hosts/delete`,
    body: (ids) => ({ group_id: ids.goGroup, attendee_ids: [ids.goHost] }),
    prepare: async (world, ids) => {
      const email = `spare-${Math.random().toString(36).slice(2)}@hosts.example`;
      const response = await world.t.app.inject({
        method: 'PUT',
        url: `${hostGroup(ids)}/update`,
        headers: world.auth.editor,
        payload: { id: ids.goGroup, hosts: { created: [{ first_name: 'Spare', last_name: 'Host', email }] } },
      });
      if (response.statusCode >= 300) throw new Error(response.body);
      await world.t.settle();
      const groups = await world.t.app.inject({ method: 'GET', url: hostGroup(ids), headers: world.auth.editor });
      const group = (groups.json().groups as { id: string; hosts: { attendee_id: string; email: string | null }[] }[]).find((row) => row.id === ids.goGroup)!;
      return { goHost: group.hosts.find((host) => host.email === email)!.attendee_id };
    },
  },
  'POST /api/v2/events/{e}/host-group-tags/add': {
    url: (ids) => `${e(ids)}/host-group-tags/add`,
    body: () => ({ name: `Tag ${Math.random().toString(36).slice(2, 8)}` }),
  },
  'POST /api/v2/events/{e}/host-group-tags/{id}/delete': {
    url: (ids) => `${e(ids)}/host-group-tags/${ids.groupTag}/delete`,
    body: () => ({}),
    prepare: created((ids) => `${e(ids)}/host-group-tags/add`, { name: 'Spare group tag' }, 'groupTag'),
  },
  'GET /api/v2/events/host-group/{id}/redirect': { okStatus: 302, url: (ids) => `/api/v2/events/host-group/${ids.proGroup}/redirect` },
  'GET /api/v2/events/host-group/all-by-user': { url: () => '/api/v2/events/host-group/all-by-user' },

  // The host portal: the host's own group only
  'GET /api/v2/host-portal/links/{token}': { url: (ids) => `/api/v2/host-portal/links/${ids.goHostToken}` },
  'GET /api/v2/host-portal/{host}/groups': {
    url: (ids, role) => (role === 'go_host' ? `/api/v2/host-portal/${ids.goHostToken}/groups` : '/api/v2/host-portal/me/groups'),
  },
  'GET /api/v2/host-portal/{host}/groups/{groupId}': { url: portal() },
  'GET /api/v2/host-portal/{host}/groups/{groupId}/guests': { url: portal(() => '/guests') },
  // Naming comes first: it turns each group's placeholder into the named guest the next three use.
  'POST /api/v2/host-portal/{host}/groups/{groupId}/guests/{id}/name': {
    url: portal((ticket) => `/guests/${ticket}/name`),
    body: () => ({ first_name: 'Nia', last_name: 'Named', email: 'nia@guests.example' }),
  },
  'PUT /api/v2/host-portal/{host}/groups/{groupId}/guests/{id}': {
    url: portal((ticket) => `/guests/${ticket}`),
    body: () => ({ phone_number: '+12025550143' }),
  },
  'POST /api/v2/host-portal/{host}/groups/{groupId}/guests/{id}/invite': { url: portal((ticket) => `/guests/${ticket}/invite`), body: () => ({}) },
  'POST /api/v2/host-portal/{host}/groups/{groupId}/guests/{id}/send-pass': { url: portal((ticket) => `/guests/${ticket}/send-pass`), body: () => ({}) },

  // Passes
  'PUT /api/v2/events/{uuid}/pass-settings': { url: (ids) => `${e(ids)}/pass-settings`, body: () => ({ access: { checked_in_title: 'Arrived' } }) },
  'PUT /api/v2/events/{uuid}/event-data': { url: (ids) => `${e(ids)}/event-data`, body: () => ({ attire: 'Black tie' }) },
  'POST /api/v2/pass/file-upload': {
    url: (ids) => `/api/v2/pass/file-upload?event_uuid=${ids.event}`,
    multipart: {
      fileName: 'logo.png',
      content: Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64'),
      contentType: 'image/png',
    },
  },
  'GET /api/v2/events/attendees/{id}/pass/link': { url: (ids) => `${guest(ids)}/pass/link` },
  'GET /api/v2/public/pass/{token}': { url: (ids) => `/api/v2/public/pass/${ids.passToken}` },
  'GET /media/{id}': { url: (ids) => `/media/${ids.media}` },

  // The door scanner
  'POST /api/v2/events/{e}/scans': { url: (ids) => `${e(ids)}/scans`, body: (ids) => ({ token: ids.passToken }), prepare: scannedGuest },
  'GET /api/v2/events/{e}/scanner/roster': { url: (ids) => `${e(ids)}/scanner/roster` },
  ...SETTINGS_POLICIES,
  ...SESSIONS_POLICIES,
  ...ORGS_POLICIES,
  ...SEATING_COMMAND_POLICIES,
  ...COMMUNICATIONS_ALERTS_POLICIES,
  ...COMMUNICATIONS_SETTINGS_POLICIES,
  ...COMMUNICATIONS_TRACKING_POLICIES,
  ...TICKET_TRANSFER_POLICIES,
  ...BUILDER_CONTENT_POLICIES,
  ...DUPLICATION_POLICIES,
  ...JOURNEYS_POLICIES,
  ...WALLET_POLICIES,
  ...WAITLIST_POLICIES,
  ...REPORT_POLICIES,
};

/**
 * Routes outside the matrix, each with the reason and the test that covers it instead.
 * Signing in, up and out change who is asking, so they cannot be asked as a role.
 */
export const EXEMPT_ROUTES: Record<string, string> = {
  ...RECOVERY_EXEMPT,
  ...ADMINDASH_EXEMPT,
  ...SSO_EXEMPT,
  ...ORGS_EXEMPT,
  ...TWOFACTOR_EXEMPT,
  ...SEATING_ELSE_EXEMPT,
  'POST /api/auth/signup': 'creates the account the role would be (identity tests)',
  'POST /login': 'signs in; no role applies before it (login tests)',
  'POST /api/auth/login': 'signs in; no role applies before it (login tests)',
  'POST /api/auth/logout': 'would end the role’s own session (session tests)',
  'POST /api/auth/login-as/{id}': 'would replace the asking session (login-as tests)',
  'POST /api/auth/login-as/return': 'only meaningful inside a login-as session (login-as tests)',
  'POST /api/auth/confirm-password': 'proves the asker’s own password; no role applies to it (password-confirmation tests: 401, 422, 429)',
  'DELETE /api/auth/account':
    'deletes the asking account, leaving no role to ask the next route (account-deletion tests: 401, 422, 403 for an API token, 409 for a founder with members)',
  'POST /api/auth/send-email-verification': 'mails the asker’s own address a code (email-verification tests)',
  'POST /api/auth/submit-email-verification': 'proves the asker’s own address, changing what it opens (email-verification tests)',
  'GET /api/v2/events/share/accept/{code}/{x}': 'joins the team, changing the asker’s role (share-link tests)',
  'POST /api/v2/events/share/accept/{code}/{x}': 'joins the team, changing the asker’s role (share-link tests)',
  'POST /api/broadcasting/auth': 'authorises a live websocket of the asker (live tests)',
  ...SETTINGS_EXEMPT,
  ...SESSIONS_EXEMPT,
};
