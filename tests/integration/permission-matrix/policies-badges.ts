import type { RoutePolicy } from './route-policies.ts';

const e = (ids: { event: string }) => `/api/v2/events/${ids.event}`;

/** Badges (issue 32): editors change the layout; whoever may find the event's guests (door staff too) reads it and prints. */
export const BADGE_POLICIES: Record<string, RoutePolicy> = {
  'GET /api/v2/events/{e}/badge-layout': { url: (ids) => `${e(ids)}/badge-layout` },
  'PUT /api/v2/events/{uuid}/badge-layout': { url: (ids) => `${e(ids)}/badge-layout`, body: () => ({ size: '4x6' }) },
  'POST /api/v2/events/{e}/badges.pdf': { url: (ids) => `${e(ids)}/badges.pdf`, body: (ids) => ({ ids: [ids.guest] }) },
};
