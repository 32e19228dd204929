import type { Auth } from '@usher/infra/testing/api-helpers';
import type { RoutePolicy } from './route-policies.ts';
import type { World, WorldIds } from './matrix-world.ts';

// Templates, SMTP configurations, the event's mail settings, previews and test sends (issue 20):
// editors write, viewers read and preview, door roles get 403.

const e = (ids: WorldIds) => `/api/v2/events/${ids.event}`;
// Refused roles are stopped by the event's policy before the object is looked up: any id will do.
const UNKNOWN = '99999999-9999-4999-8999-999999999999';

/** The template and configuration made for the allowed role's call just before it (a delete uses one up). */
const fresh: { template: string; smtpConfiguration: string } = { template: UNKNOWN, smtpConfiguration: UNKNOWN };

const TEMPLATE = {
  name: 'Invitation',
  notification_type: 'invitation',
  subject: 'Come to {event.name}',
  body: '<p>Hello <span data-type="mention" data-id="guest.first_name">@First name</span></p>',
};
const SMTP = {
  name: 'Ours',
  host: 'smtp.organiser.test',
  port: 587,
  security: 'starttls',
  username: 'mailer',
  password: 'secret',
  from_email: 'events@organiser.test',
};

async function created(world: World, url: string, payload: object): Promise<string> {
  const response = await world.t.app.inject({ method: 'POST', url, headers: world.auth.editor as Auth, payload });
  if (response.statusCode !== 201) throw new Error(`${url}: ${response.body}`);
  return response.json().data.id as string;
}
const freshTemplate = async (world: World, ids: WorldIds) => {
  fresh.template = await created(world, `${e(ids)}/templates`, TEMPLATE);
  return {};
};
const freshSmtpConfiguration = async (world: World, ids: WorldIds) => {
  fresh.smtpConfiguration = await created(world, `${e(ids)}/smtp-configurations`, SMTP);
  return {};
};

export const COMMUNICATIONS_SETTINGS_POLICIES: Record<string, RoutePolicy> = {
  'GET /api/v2/events/{e}/templates': { url: (ids) => `${e(ids)}/templates` },
  'POST /api/v2/events/{e}/templates': { url: (ids) => `${e(ids)}/templates`, body: () => TEMPLATE },
  'PUT /api/v2/events/{e}/templates/{id}': {
    url: (ids) => `${e(ids)}/templates/${fresh.template}`,
    body: () => ({ name: 'Renamed', activate: true }),
    prepare: freshTemplate,
  },
  'PUT /api/v2/events/{e}/templates/{id}/reset-to-default': { url: (ids) => `${e(ids)}/templates/${fresh.template}/reset-to-default`, prepare: freshTemplate },
  'DELETE /api/v2/events/{e}/templates/{id}': { url: (ids) => `${e(ids)}/templates/${fresh.template}`, prepare: freshTemplate },

  'GET /api/v2/events/{e}/smtp-configurations': { url: (ids) => `${e(ids)}/smtp-configurations` },
  'POST /api/v2/events/{e}/smtp-configurations': { url: (ids) => `${e(ids)}/smtp-configurations`, body: () => SMTP },
  'PUT /api/v2/events/{e}/smtp-configurations/{id}': {
    url: (ids) => `${e(ids)}/smtp-configurations/${fresh.smtpConfiguration}`,
    body: () => ({ ...SMTP, name: 'Renamed' }),
    prepare: freshSmtpConfiguration,
  },
  'DELETE /api/v2/events/{e}/smtp-configurations/{id}': {
    url: (ids) => `${e(ids)}/smtp-configurations/${fresh.smtpConfiguration}`,
    prepare: freshSmtpConfiguration,
  },

  'GET /api/v2/events/{e}/communication-settings': { url: (ids) => `${e(ids)}/communication-settings` },
  'PUT /api/v2/events/{e}/communication-settings': { url: (ids) => `${e(ids)}/communication-settings`, body: () => ({ is_click_tracking_enabled: false }) },

  'POST /api/v2/events/{e}/alerts/preview': {
    url: (ids) => `${e(ids)}/alerts/preview`,
    body: (ids) => ({ subject: 'Hi {guest.first_name}', body: '<p>Hello</p>', attendee_id: ids.guest }),
  },
  'POST /api/v2/events/{e}/alerts/test': {
    url: (ids) => `${e(ids)}/alerts/test`,
    body: () => ({ to: 'organiser@organiser.test', subject: 'Hi', body: '<p>Hello</p>' }),
  },
  'GET /api/v2/events/{e}/merge-tags': { url: (ids) => `${e(ids)}/merge-tags` },
};
