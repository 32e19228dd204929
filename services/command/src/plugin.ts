import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ServiceContext } from '@usher/infra/runtime/context';
import { identityRoutes } from './identity/identity-routes.ts';
import { eventRoutes } from './events/event-routes.ts';
import { attendeeRoutes } from './attendees/attendee-routes.ts';
import { activityRoutes } from './activity/activity-routes.ts';
import { uploadRoutes } from './uploads/upload-routes.ts';
import { resumeImports } from './uploads/import-job.ts';

/** The write side: every route here validates, authenticates, decides and appends. */
export function commandService(context: ServiceContext): FastifyPluginAsyncZod {
  return async (app) => {
    await app.register(identityRoutes(context));
    await app.register(eventRoutes(context));
    await app.register(attendeeRoutes(context));
    await app.register(activityRoutes(context));
    await app.register(uploadRoutes(context));
    // Imports a previous run left half done carry on once the service is up.
    app.addHook('onReady', async () => {
      void resumeImports(context).catch((error: unknown) => app.log.error({ err: error }, 'resuming imports failed'));
    });
  };
}
