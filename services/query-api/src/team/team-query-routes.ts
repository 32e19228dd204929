import { EventParams } from '@usher/domain/contract/request-params';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ServiceContext } from '@usher/infra/context';
import { authenticate, authenticateBeforeValidation } from '@usher/infra/http/authenticate';
import { waitForPosition } from '../consistency/wait-for-position.ts';
import { eventRoleFor, requireEventRead } from '../access/event-role.ts';
import { listAdministrators, presentPermissions } from './team-queries.ts';
import { GetEventsAdministratorsReplies, GetEventsPermissionsReplies } from '@usher/domain/contract/team';


/** Spec section 7: GET /events/{e}/administrators and GET /events/{e}/permissions. */
export function teamQueryRoutes(context: ServiceContext): FastifyPluginAsyncZod {
  return async (app) => {
    authenticateBeforeValidation(app, context);
    const tags = ['team'];

    app.get('/api/v2/events/:e/administrators', { schema: { params: EventParams, tags, response: GetEventsAdministratorsReplies } }, async (request) => {
      const user = await authenticate(context, request);
      await waitForPosition(context, request, 'event_team');
      await requireEventRead(context, user, request.params.e);
      return listAdministrators(context, user, request.params.e);
    });

    // Any member of the organisation may ask what they may do, even with no access.
    app.get('/api/v2/events/:e/permissions', { schema: { params: EventParams, tags, response: GetEventsPermissionsReplies } }, async (request) => {
      const user = await authenticate(context, request);
      await waitForPosition(context, request, 'event_team');
      return presentPermissions(await eventRoleFor(context, user, request.params.e));
    });
  };
}
