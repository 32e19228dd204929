import { z } from 'zod';
import { EventParams } from '@usher/domain/contract/request-params';
import { safeId } from '@usher/domain/validation/safe-text';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ServiceContext } from '@usher/infra/context';
import { isUuid } from '@usher/domain/ids/uuid';
import { RosterPageSchema as RosterReply } from '@usher/domain/contract/scanner';
import { waitForPosition } from '../consistency/wait-for-position.ts';
import { rosterPage } from './roster-queries.ts';

const RosterQuery = z.object({
  after: safeId().refine(isUuid, 'After is invalid.').optional(),
  limit: z.coerce.number().int().min(1).max(5000).default(2000),
});
/** The door scanner's roster, read page by page into the scanner's offline store. */
export function rosterRoutes(context: ServiceContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/v2/events/:e/scanner/roster',
      {
        config: { need: ['find', 'event'] },
        schema: {
          params: EventParams,
          querystring: RosterQuery,
          tags: ['scanner'],
          summary: "The door scanner's offline roster, page by page",
          response: { 200: RosterReply },
        },
      },
      async (request) => {
        await waitForPosition(context, request, 'guest_list', 'attendee_tags');
        return rosterPage(context, request.params.e, request.query);
      },
    );
  };
}
