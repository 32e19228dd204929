import { z } from 'zod';
import { pagingQuery } from '@usher/domain/contract/request-params';
import { safeText, safeId } from '@usher/domain/validation/safe-text';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ServiceContext } from '@usher/infra/context';
import { waitForPosition } from '../consistency/wait-for-position.ts';
import { listEvents, showEvent } from './event-queries.ts';
import { GetEventReplies, GetEventsReplies } from '@usher/domain/contract/events';

const ListQuery = z.object({
  ...pagingQuery(),
  search: safeText({ max: 200 }).optional(),
  status: z.enum(['active', 'archived']).default('active'),
});

export function eventQueryRoutes(context: ServiceContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/v2/events',
      { config: { need: 'signed_in' }, schema: { querystring: ListQuery, tags: ['events'], response: GetEventsReplies } },
      async (request) => {
        const { user } = request;
        await waitForPosition(context, request, 'events', 'guest_list');
        return listEvents(context, user, request.query);
      },
    );
    app.get(
      '/api/v2/events/:uuid',
      { config: { need: ['find', 'event'] }, schema: { params: z.object({ uuid: safeId() }), tags: ['events'], response: GetEventReplies } },
      async (request) => {
        const { user } = request;
        await waitForPosition(context, request, 'events', 'guest_list');
        return showEvent(context, user, request.params.uuid);
      },
    );
  };
}
