import type { RoutePolicy } from './route-policies.ts';

/** The admin dashboard's stats and the list of every event: instance administrators only. */
export const ADMINDASH_POLICIES: Record<string, RoutePolicy> = {
  'GET /api/v2/stats/admin/dashboard': { url: () => '/api/v2/stats/admin/dashboard?timezone=Europe/Paris' },
  'GET /api/v2/stats/admin/users': { url: () => '/api/v2/stats/admin/users?days=30&bucket=week' },
  'GET /api/v2/stats/admin/calendar': { url: () => '/api/v2/stats/admin/calendar?month=2026-11' },
  'GET /api/v2/admin/events': { url: () => '/api/v2/admin/events?search=a' },
};

/** None: every route above is asked by every role. */
export const ADMINDASH_EXEMPT: Record<string, string> = {};
