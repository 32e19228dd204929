import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ServiceContext } from '@usher/infra/runtime/context';
import { identityRoutes } from './identity/identity-routes.ts';
import { eventRoutes } from './events/event-routes.ts';
import { attendeeRoutes } from './attendees/attendee-routes.ts';
import { activityRoutes } from './activity/activity-routes.ts';

/** The write side: every route here validates, authenticates, decides and appends. */
export function commandService(context: ServiceContext): FastifyPluginAsyncZod {
  return async (app) => {
    await app.register(identityRoutes(context));
    await app.register(eventRoutes(context));
    await app.register(attendeeRoutes(context));
    await app.register(activityRoutes(context));
  };
}
