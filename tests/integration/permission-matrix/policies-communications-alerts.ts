import { expect } from 'vitest';
import type { TestApp } from '@usher/infra/testing/test-app';
import type { Auth } from '@usher/infra/testing/api-helpers';
import { dispatchAlert } from '@usher/infra/testing/communication-fixtures';
import type { World, WorldIds } from './matrix-world.ts';
import type { RoutePolicy } from './route-policies.ts';

/** The event's communications the routes name: a draft, one sent (by the fixtures, as the engine would), and a message of it. */
export interface AlertsWorld {
  draft: string;
  sent: string;
  message: string;
}

async function draftAlert(t: TestApp, auth: Auth, eventUuid: string, name = 'Matrix note'): Promise<string> {
  const response = await t.app.inject({ method: 'POST', url: `/api/v2/events/${eventUuid}/alerts`, headers: auth, payload: { name } });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data.id as string;
}

export async function alertsWorld(t: TestApp, auth: Auth, eventUuid: string, guest: { id: string; email: string }): Promise<AlertsWorld> {
  const draft = await draftAlert(t, auth, eventUuid);
  const sent = await draftAlert(t, auth, eventUuid, 'Matrix doors open');
  const sending = await t.app.inject({
    method: 'PUT',
    url: `/api/v2/events/${eventUuid}/alerts/${sent}`,
    headers: auth,
    payload: { body: '<p>Doors open at 7.</p>', send: true },
  });
  expect(sending.statusCode, sending.body).toBe(200);
  const [message] = await dispatchAlert(t.context.store, eventUuid, sent, [{ attendee_id: guest.id, email: guest.email }]);
  await t.settle();
  return { draft, sent, message: message! };
}

const alerts = (ids: WorldIds) => `/api/v2/events/${ids.event}/alerts`;
const freshDraft = async (world: World, ids: WorldIds) => ({
  alerts: { ...ids.alerts, draft: await draftAlert(world.t, world.auth.editor as Auth, ids.event) },
});

/** Communications (issue 20, spec section 7 Alerts): editors write, whoever may view the event reads; the door may not. */
export const COMMUNICATIONS_ALERTS_POLICIES: Record<string, RoutePolicy> = {
  'GET /api/v2/events/{e}/alerts': { url: (ids) => alerts(ids) },
  'POST /api/v2/events/{e}/alerts': { url: (ids) => alerts(ids), body: () => ({ name: 'Matrix reminder' }) },
  'GET /api/v2/events/{e}/alerts/list-for-attendee/{attendeeId}': { url: (ids) => `${alerts(ids)}/list-for-attendee/${ids.guest}` },
  'GET /api/v2/events/{e}/alerts/{alertId}': { url: (ids) => `${alerts(ids)}/${ids.alerts.sent}` },
  'PUT /api/v2/events/{e}/alerts/{alertId}': { url: (ids) => `${alerts(ids)}/${ids.alerts.draft}`, body: () => ({ subject: 'Doors open' }) },
  'PUT /api/v2/events/{e}/alerts/{alertId}/update-continous-delivery': {
    url: (ids) => `${alerts(ids)}/${ids.alerts.sent}/update-continous-delivery`,
    body: () => ({ is_continuous_delivery: true }),
  },
  'DELETE /api/v2/events/{e}/alerts/{alertId}': { url: (ids) => `${alerts(ids)}/${ids.alerts.draft}`, prepare: freshDraft },
  'POST /api/v2/events/{e}/alerts/{alertId}/resend': { url: (ids) => `${alerts(ids)}/${ids.alerts.sent}/resend`, body: () => ({ scope: 'failed' }) },
  'GET /api/v2/events/{e}/alerts/{alertId}/messages': { url: (ids) => `${alerts(ids)}/${ids.alerts.sent}/messages` },
  'GET /api/v2/events/{e}/alerts/{alertId}/audience-count': { url: (ids) => `${alerts(ids)}/${ids.alerts.sent}/audience-count` },
  'POST /api/v2/events/{e}/alerts/{alertId}/audience-count': {
    url: (ids) => `${alerts(ids)}/${ids.alerts.draft}/audience-count`,
    body: (ids) => ({ audience: { filters: ['rsvp_pending'], attendee_ids: [ids.guest] } }),
  },
  'GET /api/v2/outbound-messages/{id}': { url: (ids) => `/api/v2/outbound-messages/${ids.alerts.message}` },
};
