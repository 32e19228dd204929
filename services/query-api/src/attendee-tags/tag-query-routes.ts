import { z } from 'zod';
import { EventParams } from '@usher/domain/contract/request-params';
import { safeId } from '@usher/domain/validation/safe-text';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ServiceContext } from '@usher/infra/context';
import { authenticate, authenticateBeforeValidation } from '@usher/infra/http/authenticate';
import { waitForPosition } from '../consistency/wait-for-position.ts';
import { requireReadableEvent } from '../attendees/attendee-queries.ts';
import { listTags, listTagsByIds } from './tag-queries.ts';
import { GetEventsAttendeeTagsReplies, PostEventsAttendeeTagsListByIdsReplies } from '@usher/domain/contract/attendee-tags';

const IdsBody = z.object({ ids: z.array(safeId()).max(1000) });

/** The attendee tags of an event: list, and list-by-ids (a read, though the spec makes it a POST). */
export function attendeeTagQueryRoutes(context: ServiceContext): FastifyPluginAsyncZod {
  return async (app) => {
    authenticateBeforeValidation(app, context);
    const tags = ['attendee tags'];
    app.get('/api/v2/events/:e/attendee-tags', { schema: { params: EventParams, tags, response: GetEventsAttendeeTagsReplies } }, async (request) => {
      const user = await authenticate(context, request);
      await waitForPosition(context, request, 'events', 'attendee_tags');
      await requireReadableEvent(context, user, request.params.e);
      return listTags(context, request.params.e);
    });
    app.post('/api/v2/events/:e/attendee-tags/list-by-ids', { schema: { params: EventParams, body: IdsBody, tags, response: PostEventsAttendeeTagsListByIdsReplies } }, async (request) => {
      const user = await authenticate(context, request);
      await waitForPosition(context, request, 'events', 'attendee_tags');
      await requireReadableEvent(context, user, request.params.e);
      return listTagsByIds(context, request.params.e, request.body.ids);
    });
  };
}
