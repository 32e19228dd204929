import { z } from 'zod';
import { safeId } from '@usher/domain/validation/safe-text';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ServiceContext } from '@usher/infra/context';
import { waitForPosition } from '../consistency/wait-for-position.ts';
import { SelectionQuery } from '../attendees/attendee-query-routes.ts';
import { exportGuests } from './export-guests.ts';
import { customFieldFiltersOf } from '../fields/custom-field-filters.ts';
import { GetEventsAttendeesExportReplies } from '@usher/domain/contract/export';

/**
 * `view=seat_list` is the seat list: an option of this export rather than a
 * route of its own, because it is the same guests under the same filters,
 * search, selection, formats and permission, only led by the seat and in seat order.
 */
const ExportQuery = SelectionQuery.extend({ format: z.enum(['csv', 'xlsx']).default('csv'), view: z.enum(['guests', 'seat_list']).default('guests') });

/** The guest list as a file: the same filters, search, sort and selection as the list. */
export function exportRoutes(context: ServiceContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/v2/events/:e/attendees/export',
      {
        config: { need: ['read', 'event'] },
        schema: { params: z.object({ e: safeId() }), querystring: ExportQuery, tags: ['attendees'], response: GetEventsAttendeesExportReplies },
      },
      async (request, reply) => {
        const { user } = request;
        await waitForPosition(context, request, 'events', 'guest_list', 'attendee_tags');
        const { format, view, filter, ...selection } = request.query;
        const custom_field_filters = await customFieldFiltersOf(context, request.params.e, request.url);
        const file = await exportGuests(context, user, request.params.e, format, { ...selection, filters: filter, custom_field_filters }, view);
        return reply
          .header('content-type', file.contentType)
          .header('content-disposition', `attachment; filename="${file.fileName}"`)
          .header('cache-control', 'no-store')
          .send(file.body);
      },
    );
  };
}
