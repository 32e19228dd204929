import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pagingQuery } from '@usher/domain/contract/request-params';
import { safeText } from '@usher/domain/validation/safe-text';
import { GetAdminCalendarReplies, GetAdminDashboardReplies, GetAdminEventsReplies, GetAdminUserStatsReplies } from '@usher/domain/contract/admin-stats';
import type { ServiceContext } from '@usher/infra/context';
import { adminDashboard } from './admin-dashboard-queries.ts';
import { signUpSeries } from './sign-up-series.ts';
import { eventCalendar } from './event-calendar.ts';
import { listAdminEvents } from './admin-event-queries.ts';
import { CalendarMonth, ViewerTimezone } from './admin-stats-params.ts';

const DashboardQuery = z.object({ timezone: ViewerTimezone });
const SignUpsQuery = z.object({
  days: z.coerce.number().int().min(1).max(730).default(90),
  bucket: z.enum(['day', 'week']).default('day'),
  timezone: ViewerTimezone,
});
const CalendarQuery = z.object({ month: CalendarMonth });
const AdminEventsQuery = z.object({ search: safeText({ max: 200 }).optional(), ...pagingQuery() });

/** Spec section 7 'GET /stats/admin/…' and the admin panel's list of every event. */
export function adminStatsRoutes(context: ServiceContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/v2/stats/admin/dashboard',
      {
        config: { need: ['administer', 'instance'] },
        schema: {
          querystring: DashboardQuery,
          response: GetAdminDashboardReplies,
          tags: ['admin'],
          summary: 'The instance at a glance: counts, mail, read-model lag, database',
        },
      },
      async (request) => {
        return { data: await adminDashboard(context, request.query.timezone) };
      },
    );

    app.get(
      '/api/v2/stats/admin/users',
      {
        config: { need: ['administer', 'instance'] },
        schema: { querystring: SignUpsQuery, response: GetAdminUserStatsReplies, tags: ['admin'], summary: 'Sign-ups per day or week' },
      },
      async (request) => {
        return signUpSeries(context, request.query);
      },
    );

    app.get(
      '/api/v2/stats/admin/calendar',
      {
        config: { need: ['administer', 'instance'] },
        schema: { querystring: CalendarQuery, response: GetAdminCalendarReplies, tags: ['admin'], summary: 'Events per day of a month' },
      },
      async (request) => {
        return eventCalendar(context, request.query.month);
      },
    );

    app.get(
      '/api/v2/admin/events',
      {
        config: { need: ['administer', 'instance'] },
        schema: { querystring: AdminEventsQuery, response: GetAdminEventsReplies, tags: ['admin'], summary: 'Every event of the instance, searchable' },
      },
      async (request) => {
        return listAdminEvents(context, request.query);
      },
    );
  };
}
