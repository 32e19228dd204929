import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ServiceContext } from '@usher/infra/runtime/context';
import { authenticate, authenticateBeforeValidation } from '@usher/infra/http/authenticate';
import { waitForPosition } from '../consistency/wait-for-position.ts';
import { SelectionQuery } from '../attendees/attendee-query-routes.ts';
import { exportGuests } from './export-guests.ts';

const ExportQuery = SelectionQuery.extend({ format: z.enum(['csv', 'xlsx']).default('csv') });

/** The guest list as a file: the same filters, search, sort and selection as the list. */
export function exportRoutes(context: ServiceContext): FastifyPluginAsyncZod {
  return async (app) => {
    authenticateBeforeValidation(app, context);
    app.get(
      '/api/v2/events/:e/attendees/export',
      { schema: { params: z.object({ e: z.string().max(100) }), querystring: ExportQuery, tags: ['attendees'] } },
      async (request, reply) => {
        const user = await authenticate(context, request);
        await waitForPosition(context, request, 'events', 'guest_list');
        const { format, filter, ...selection } = request.query;
        const file = await exportGuests(context, user, request.params.e, format, { ...selection, filters: filter });
        return reply
          .header('content-type', file.contentType)
          .header('content-disposition', `attachment; filename="${file.fileName}"`)
          .header('cache-control', 'no-store')
          .send(file.body);
      },
    );
  };
}
