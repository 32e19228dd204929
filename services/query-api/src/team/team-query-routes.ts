import { EventParams } from '@usher/domain/contract/request-params';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ServiceContext } from '@usher/infra/context';
import { waitForPosition } from '../consistency/wait-for-position.ts';
import { eventRoleFor } from '../access/event-role.ts';
import { listAdministrators, presentPermissions } from './team-queries.ts';
import { GetEventsAdministratorsReplies, GetEventsPermissionsReplies } from '@usher/domain/contract/team';

/** Spec section 7: GET /events/{e}/administrators and GET /events/{e}/permissions. */
export function teamQueryRoutes(context: ServiceContext): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['team'];

    app.get(
      '/api/v2/events/:e/administrators',
      { config: { need: ['read', 'event'] }, schema: { params: EventParams, tags, response: GetEventsAdministratorsReplies } },
      async (request) => {
        const { user } = request;
        await waitForPosition(context, request, 'event_team');
        return listAdministrators(context, user, request.params.e);
      },
    );

    // Any member of the organisation may ask what they may do, even with no access.
    app.get(
      '/api/v2/events/:e/permissions',
      { config: { need: ['member', 'event'] }, schema: { params: EventParams, tags, response: GetEventsPermissionsReplies } },
      async (request) => {
        const { user } = request;
        await waitForPosition(context, request, 'event_team');
        return presentPermissions(await eventRoleFor(context, user, request.params.e));
      },
    );
  };
}
