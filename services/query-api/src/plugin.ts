import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ServiceContext } from '@usher/infra/runtime/context';
import { eventQueryRoutes } from './events/event-query-routes.ts';
import { attendeeQueryRoutes } from './attendees/attendee-query-routes.ts';
import { attendeeTagQueryRoutes } from './attendee-tags/tag-query-routes.ts';
import { activityQueryRoutes } from './activity/activity-routes.ts';
import { liveRoutes } from './live/live-routes.ts';
import { exportRoutes } from './export/export-routes.ts';
import { historyRoutes } from './history/history-routes.ts';
import { attendeeViewQueryRoutes } from './attendee-views/attendee-view-query-routes.ts';
import { alertQueryRoutes } from './alerts/alert-query-routes.ts';
import { fieldQueryRoutes } from './fields/field-query-routes.ts';
import { teamQueryRoutes } from './team/team-query-routes.ts';
import { auditLogRoutes } from './audit/audit-log-routes.ts';
import { timeTravelLifecycle } from './time-travel/time-travel-lifecycle.ts';
import { webhookQueryRoutes } from './webhooks/webhook-query-routes.ts';
import { WebsocketHub } from './live/websocket-hub.ts';
import { streamRoutes } from './stream/stream-routes.ts';
import { streamTailRoutes } from './stream/stream-tail-routes.ts';
import { catalogueRoutes } from './catalogue/catalogue-routes.ts';
import { hostGroupQueryRoutes } from './host-groups/host-group-query-routes.ts';
import { passLinkRoutes } from './passes/pass-link-routes.ts';
import { publicPassRoutes } from './passes/public-pass-routes.ts';
import { mediaQueryRoutes } from './media/media-routes.ts';
import { organisationQueryRoutes } from './organisations/organisation-query-routes.ts';
import { rosterRoutes } from './scanner/roster-routes.ts';
import { seatingViewRoutes } from './seating-view/seating-view-routes.ts';
import { adminUserRoutes } from './admin/admin-user-routes.ts';
import { projectionFailureRoutes } from './admin/projection-failure-routes.ts';
import { hostPortalQueryRoutes } from './host-portal/host-portal-routes.ts';
import { instanceRoutes } from './instance/instance-routes.ts';
import { adminStatsRoutes } from './admin-stats/admin-stats-routes.ts';

/** The read side: GET routes over the read models, and the websocket hub. */
export function queryApiService(context: ServiceContext, hub: WebsocketHub): FastifyPluginAsyncZod {
  return async (app) => {
    await app.register(eventQueryRoutes(context));
    await app.register(attendeeQueryRoutes(context));
    await app.register(attendeeTagQueryRoutes(context));
    await app.register(activityQueryRoutes(context));
    await app.register(exportRoutes(context));
    await app.register(historyRoutes(context));
    await app.register(attendeeViewQueryRoutes(context));
    await app.register(alertQueryRoutes(context));
    await app.register(fieldQueryRoutes(context));
    await app.register(teamQueryRoutes(context));
    await app.register(auditLogRoutes(context));
    await app.register(timeTravelLifecycle(context));
    await app.register(webhookQueryRoutes(context));
    await app.register(liveRoutes(context, hub));
    await app.register(streamRoutes(context));
    await app.register(streamTailRoutes(context));
    await app.register(catalogueRoutes());
    await app.register(hostGroupQueryRoutes(context));
    await app.register(passLinkRoutes(context));
    await app.register(publicPassRoutes(context));
    await app.register(mediaQueryRoutes(context));
    await app.register(organisationQueryRoutes(context));
    await app.register(rosterRoutes(context));
    await app.register(seatingViewRoutes(context));
    await app.register(adminUserRoutes(context));
    await app.register(projectionFailureRoutes(context));
    await app.register(instanceRoutes(context));
    await app.register(hostPortalQueryRoutes(context));
    await app.register(adminStatsRoutes(context));
  };
}

export { WebsocketHub };
