import { z } from 'zod';
import { EventParams } from '@usher/domain/contract/request-params';
import { safeId } from '@usher/domain/validation/safe-text';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ServiceContext } from '@usher/infra/context';
import { waitForPosition } from '../consistency/wait-for-position.ts';
import { listTags, listTagsByIds } from './tag-queries.ts';
import { GetEventsAttendeeTagsReplies, PostEventsAttendeeTagsListByIdsReplies } from '@usher/domain/contract/attendee-tags';

const IdsBody = z.object({ ids: z.array(safeId()).max(1000) });

/** The attendee tags of an event: list, and list-by-ids (a read, though the spec makes it a POST). */
export function attendeeTagQueryRoutes(context: ServiceContext): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['attendee tags'];
    app.get(
      '/api/v2/events/:e/attendee-tags',
      { config: { need: ['read', 'event'] }, schema: { params: EventParams, tags, response: GetEventsAttendeeTagsReplies } },
      async (request) => {
        await waitForPosition(context, request, 'events', 'attendee_tags');
        return listTags(context, request.params.e);
      },
    );
    app.post(
      '/api/v2/events/:e/attendee-tags/list-by-ids',
      { config: { need: ['read', 'event'] }, schema: { params: EventParams, body: IdsBody, tags, response: PostEventsAttendeeTagsListByIdsReplies } },
      async (request) => {
        await waitForPosition(context, request, 'events', 'attendee_tags');
        return listTagsByIds(context, request.params.e, request.body.ids);
      },
    );
  };
}
