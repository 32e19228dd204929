import type { Auth } from '@usher/infra/testing/api-helpers';
import { rsvpTokenFor } from '@usher/read-models/passes/guest-links';
import type { RoutePolicy } from './route-policies.ts';
import type { World, WorldIds } from './matrix-world.ts';

// Journeys (issue 21): editors write, viewers read, door roles get 403; the
// guest's journey is public, by the invitation token.

const e = (ids: WorldIds) => `/api/v2/events/${ids.event}`;
// Refused roles are stopped by the event's policy before the journey is looked up: any id will do.
const UNKNOWN = '99999999-9999-4999-8999-999999999999';

/** The journey (and its first step) made for the allowed role's call just before it; the guest's current step and button. */
const fresh = { journey: UNKNOWN, step: UNKNOWN, guestStep: UNKNOWN, guestAction: UNKNOWN };

async function editorCall(world: World, method: 'POST' | 'PUT', url: string, payload: object) {
  const response = await world.t.app.inject({ method, url, headers: world.auth.editor as Auth, payload });
  if (response.statusCode >= 300) throw new Error(`${url}: ${response.body}`);
  return response.json().data;
}

const freshJourney = async (world: World, ids: WorldIds) => {
  const journey = await editorCall(world, 'POST', `${e(ids)}/journeys/create`, { name: 'Matrix', template_key: 'rsvp_only' });
  fresh.journey = journey.id;
  fresh.step = journey.draft.steps[1].id;
  // The reads serve the read model: let it catch up with the journey just made.
  await world.t.settle();
  return {};
};

/** A published default journey and a new guest on its first step: each allowed role answers their own. */
const publishDefaultJourney = async (world: World, ids: WorldIds) => {
  const journey = await editorCall(world, 'POST', `${e(ids)}/journeys/create`, { name: 'Guests', template_key: 'rsvp_only' });
  await editorCall(world, 'PUT', `${e(ids)}/journeys/${journey.id}`, { publish: true, is_default: true });
  await world.t.settle();
};
const openGuestJourney = (world: World, rsvpToken: string) => world.t.app.inject({ method: 'GET', url: `/api/v2/public/journey/${rsvpToken}` });
const guestOnJourney = async (world: World, ids: WorldIds) => {
  const rsvpToken = await rsvpTokenFor(world.t.context.db, await world.freshGuest());
  let opened = await openGuestJourney(world, rsvpToken);
  // Other routes of the matrix delete, unpublish or replace the default journey: publish one again when the guest has none.
  if (opened.json().data === null) {
    await publishDefaultJourney(world, ids);
    opened = await openGuestJourney(world, rsvpToken);
  }
  const step = opened.json().data.step;
  fresh.guestStep = step.id;
  fresh.guestAction = step.buttons[0].action_id;
  return { rsvpToken };
};

const journey = (ids: WorldIds) => `${e(ids)}/journeys/${fresh.journey}`;

export const JOURNEYS_POLICIES: Record<string, RoutePolicy> = {
  'GET /api/v2/events/{e}/journeys/default-templates': { url: (ids) => `${e(ids)}/journeys/default-templates` },
  'GET /api/v2/events/{e}/journeys/list': { url: (ids) => `${e(ids)}/journeys/list` },
  'GET /api/v2/events/{e}/journeys/{id}': { url: journey, prepare: freshJourney },
  'GET /api/v2/events/{e}/journeys/{id}/grouped-interactions': { url: (ids) => `${journey(ids)}/grouped-interactions`, prepare: freshJourney },
  'GET /api/v2/events/{e}/journeys/{id}/attendee-interactions': { url: (ids) => `${journey(ids)}/attendee-interactions`, prepare: freshJourney },
  'POST /api/v2/events/{e}/journeys/create': { url: (ids) => `${e(ids)}/journeys/create`, body: () => ({ name: 'Welcome' }) },
  'PUT /api/v2/events/{e}/journeys/{id}': { url: journey, body: () => ({ name: 'Renamed', publish: true }), prepare: freshJourney },
  'POST /api/v2/events/{e}/journeys/{id}/duplicate': { url: (ids) => `${journey(ids)}/duplicate`, prepare: freshJourney },
  'PUT /api/v2/events/{e}/journeys/{id}/add-step': {
    url: (ids) => `${journey(ids)}/add-step`,
    body: () => ({ step: { type: 'page', name: 'More' } }),
    prepare: freshJourney,
  },
  'PUT /api/v2/events/{e}/journeys/{id}/{step}/update-step': {
    url: (ids) => `${journey(ids)}/${fresh.step}/update-step`,
    body: () => ({ name: 'Sorry' }),
    prepare: freshJourney,
  },
  'PUT /api/v2/events/{e}/journeys/{id}/{step}/update-action': {
    url: (ids) => `${journey(ids)}/${fresh.step}/update-action`,
    body: () => ({ actions: [{ type: 'to', to_step_id: null }] }),
    prepare: freshJourney,
  },
  'DELETE /api/v2/events/{e}/journeys/{id}/{step}/remove-step': { url: (ids) => `${journey(ids)}/${fresh.step}/remove-step`, prepare: freshJourney },
  'DELETE /api/v2/events/{e}/journeys/{id}': { url: journey, prepare: freshJourney },

  'GET /api/v2/public/journey/{token}': { url: (ids) => `/api/v2/public/journey/${ids.rsvpToken}`, prepare: guestOnJourney },
  'POST /api/v2/public/journey/{token}/answer': {
    url: (ids) => `/api/v2/public/journey/${ids.rsvpToken}/answer`,
    body: () => ({ step_id: fresh.guestStep, action_id: fresh.guestAction }),
    prepare: guestOnJourney,
  },
};
