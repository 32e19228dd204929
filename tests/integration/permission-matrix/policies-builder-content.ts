import { passTokenFor } from '@usher/read-models/passes/guest-links';
import type { Auth } from '@usher/infra/testing/api-helpers';
import type { RoutePolicy } from './route-policies.ts';
import type { World, WorldIds } from './matrix-world.ts';

// Features and concierge support (issue 21): editors write, viewers read, door roles get 403;
// a guest asks through their pass token.

const e = (ids: WorldIds) => `/api/v2/events/${ids.event}`;
// Refused roles are stopped by the event's policy before the object is looked up: any id will do.
const UNKNOWN = '99999999-9999-4999-8999-999999999999';

/** The feature and question made for the allowed role's call just before it (a delete or an answer uses one up). */
const fresh: { feature: string; question: string; order: string[] } = { feature: UNKNOWN, question: UNKNOWN, order: [] };

const FEATURE = { kind: 'agenda', title: 'Agenda', items: [{ title: 'Doors open', detail: '', time: '18:30' }] };

const freshFeature = async (world: World, ids: WorldIds) => {
  const response = await world.t.app.inject({ method: 'POST', url: `${e(ids)}/features`, headers: world.auth.editor as Auth, payload: FEATURE });
  if (response.statusCode !== 201) throw new Error(response.body);
  fresh.feature = response.json().data.id as string;
  await world.t.settle();
  return {};
};

const allFeatures = async (world: World, ids: WorldIds) => {
  await world.t.settle();
  const response = await world.t.app.inject({ method: 'GET', url: `${e(ids)}/features`, headers: world.auth.editor as Auth });
  fresh.order = (response.json().data as { id: string }[]).map((feature) => feature.id);
  return {};
};

/** A guest of their own for each call: a pass takes only a few unanswered questions. */
const freshPass = async (world: World) => {
  const id = await world.freshGuest();
  return { guest: id, passToken: await passTokenFor(world.t.context.db, id) };
};

const freshQuestion = async (world: World, ids: WorldIds) => {
  const { passToken } = await freshPass(world);
  const response = await world.t.app.inject({ method: 'POST', url: `/api/v2/public/pass/${passToken}/questions`, payload: { text: 'Is there parking?' } });
  if (response.statusCode !== 201) throw new Error(response.body);
  fresh.question = response.json().data.id as string;
  await world.t.settle();
  return { event: ids.event };
};

export const BUILDER_CONTENT_POLICIES: Record<string, RoutePolicy> = {
  'GET /api/v2/events/{e}/features': { url: (ids) => `${e(ids)}/features` },
  'GET /api/v2/events/{e}/features/{id}': { url: (ids) => `${e(ids)}/features/${fresh.feature}`, prepare: freshFeature },
  'POST /api/v2/events/{e}/features': { url: (ids) => `${e(ids)}/features`, body: () => FEATURE },
  'PUT /api/v2/events/{e}/features/{id}': { url: (ids) => `${e(ids)}/features/${fresh.feature}`, body: () => ({ title: 'Programme' }), prepare: freshFeature },
  'POST /api/v2/events/{e}/features/reorder': {
    url: (ids) => `${e(ids)}/features/reorder`,
    body: () => ({ feature_ids: [...fresh.order].reverse() }),
    prepare: allFeatures,
  },
  'DELETE /api/v2/events/{e}/features/{id}': { url: (ids) => `${e(ids)}/features/${fresh.feature}`, prepare: freshFeature },

  'GET /api/v2/events/{e}/support-questions': { url: (ids) => `${e(ids)}/support-questions` },
  'POST /api/v2/events/{e}/support-questions/{id}/answer': {
    url: (ids) => `${e(ids)}/support-questions/${fresh.question}/answer`,
    body: () => ({ answer: 'Yes, behind the hall.' }),
    prepare: freshQuestion,
  },
  'GET /api/v2/public/pass/{token}/questions': { url: (ids) => `/api/v2/public/pass/${ids.passToken}/questions` },
  'GET /api/v2/public/pass/{token}/features': { url: (ids) => `/api/v2/public/pass/${ids.passToken}/features` },
  'POST /api/v2/public/pass/{token}/questions': {
    url: (ids) => `/api/v2/public/pass/${ids.passToken}/questions`,
    body: () => ({ text: 'What should I wear?' }),
    prepare: freshPass,
  },
};
