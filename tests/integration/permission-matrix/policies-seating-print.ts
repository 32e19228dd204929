import type { RoutePolicy } from './route-policies.ts';

const e = (ids: { event: string }) => `/api/v2/events/${ids.event}`;

/** The floor plan's printouts (issue 19): whoever may view the event may print its plan and table cards. */
export const SEATING_PRINT_POLICIES: Record<string, RoutePolicy> = {
  'GET /api/v2/events/{e}/seating/print/plan.pdf': { url: (ids) => `${e(ids)}/seating/print/plan.pdf?paper=a4` },
  'GET /api/v2/events/{e}/seating/print/table-cards.pdf': { url: (ids) => `${e(ids)}/seating/print/table-cards.pdf?paper=letter` },
};
