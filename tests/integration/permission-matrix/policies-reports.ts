import type { RoutePolicy } from './route-policies.ts';

const eventReport = (name: string): RoutePolicy => ({ url: (ids) => `/api/v2/events/${ids.event}/reports/${name}?by=tag` });

/** Reports: those who view the event read its reports; any account reads its organisation's side by side (the events it may view). */
export const REPORT_POLICIES: Record<string, RoutePolicy> = {
  'GET /api/v2/events/{e}/reports/arrivals': eventReport('arrivals'),
  'GET /api/v2/events/{e}/reports/attendance': eventReport('attendance'),
  'GET /api/v2/events/{e}/reports/responses': eventReport('responses'),
  'GET /api/v2/events/{e}/reports/journeys': eventReport('journeys'),
  'GET /api/v2/events/{e}/reports/messages': eventReport('messages'),
  'GET /api/v2/reports/events': { url: () => '/api/v2/reports/events' },
};
