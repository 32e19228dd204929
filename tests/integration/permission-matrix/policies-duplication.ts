import type { RoutePolicy } from './route-policies.ts';
import type { WorldIds } from './matrix-world.ts';

// Event duplication (issue 21): what a duplicate would copy and how one is getting on are read by those who
// may view the event; guests by id by those who may find guests (door staff too, as the guest list);
// activity entries by id by any account (only entries of events it may view come back, the rest are absent).

const e = (ids: WorldIds) => `/api/v2/events/${ids.event}`;

export const DUPLICATION_POLICIES: Record<string, RoutePolicy> = {
  'GET /api/v2/events/{uuid}/template': { url: (ids) => `${e(ids)}/template` },
  'GET /api/v2/events/{uuid}/duplication-timeline': { url: (ids) => `${e(ids)}/duplication-timeline` },
  'POST /api/v2/events/{e}/attendees/list-by-ids': { url: (ids) => `${e(ids)}/attendees/list-by-ids`, body: (ids) => ({ ids: [ids.guest] }) },
  'POST /api/v2/activity-log/list-by-ids': { url: () => '/api/v2/activity-log/list-by-ids', body: (ids) => ({ ids: [ids.activityLog] }) },
};
