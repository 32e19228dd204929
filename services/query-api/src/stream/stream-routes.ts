import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ServiceContext } from '@usher/infra/context';
import { ALL_EVENTS_OF_ORGANISATION } from '@usher/infra/http/declared-access';
import { decodeCursor } from './stream-cursor.ts';
import { readStreamPage } from './stream-reader.ts';
import { eventScope, organisationScope, typesFilter } from './stream-scope.ts';
import { EventStreamParams, StreamPageSchema, StreamQuery } from './stream-schemas.ts';

/**
 * The integrators' Stream API: the organisation's events (or one organiser's
 * event's) in commit order, resumable from any cursor, with long polling.
 */
export function streamRoutes(context: ServiceContext): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['stream'];

    app.get(
      '/api/v2/stream',
      {
        config: { need: ['read', 'organisation'], eventOf: ALL_EVENTS_OF_ORGANISATION },
        schema: { querystring: StreamQuery, tags, response: { 200: StreamPageSchema } },
      },
      async (request) => {
        const { user } = request;
        const { after, limit, wait, types } = request.query;
        const from = decodeCursor(after);
        const scope = await organisationScope(context, user, typesFilter(types));
        return readStreamPage(context, scope, from, limit, wait);
      },
    );

    app.get(
      '/api/v2/events/:e/stream',
      { config: { need: ['read', 'event'] }, schema: { params: EventStreamParams, querystring: StreamQuery, tags, response: { 200: StreamPageSchema } } },
      async (request) => {
        const { user } = request;
        const { after, limit, wait, types } = request.query;
        const from = decodeCursor(after);
        const scope = eventScope(user, request.params.e, typesFilter(types));
        return readStreamPage(context, scope, from, limit, wait);
      },
    );
  };
}
