import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ServiceContext } from '@usher/infra/context';
import { authenticate, authenticateBeforeValidation } from '@usher/infra/http/authenticate';
import { metadataFor } from '@usher/infra/http/request-metadata';
import { AddTagBody, BulkAddTagsBody, TagEventParams, TagParams, UpdateTagBody } from './tag-schemas.ts';
import { addTag, deleteTag, updateTag } from './tag-handlers.ts';
import { addTagsToAttendees } from './tagging-handlers.ts';
import { PostEventsAttendeeTagsAddReplies, PostEventsAttendeeTagsDeleteReplies, PostEventsAttendeeTagsUpdateReplies, PutEventsAttendeesBulkAddTagsReplies } from '@usher/domain/contract/attendee-tags';

/** Writes of the attendee tags (spec section 7); the list and list-by-ids are on the query side. */
export function attendeeTagRoutes(context: ServiceContext): FastifyPluginAsyncZod {
  return async (app) => {
    authenticateBeforeValidation(app, context);
    const tags = ['attendee tags'];

    app.post('/api/v2/events/:e/attendee-tags/add', { schema: { params: TagEventParams, body: AddTagBody, tags, response: PostEventsAttendeeTagsAddReplies } }, async (request, reply) => {
      const user = await authenticate(context, request);
      const { e } = request.params;
      return reply.code(201).send(await addTag(context, user, e, request.body, metadataFor(request, user, e)));
    });

    app.post('/api/v2/events/attendee-tags/:id/update', { schema: { params: TagParams, body: UpdateTagBody, tags, response: PostEventsAttendeeTagsUpdateReplies } }, async (request) => {
      const user = await authenticate(context, request);
      return updateTag(context, user, request.params.id, request.body, metadataFor(request, user, null));
    });

    app.post('/api/v2/events/attendee-tags/:id/delete', { schema: { params: TagParams, tags, response: PostEventsAttendeeTagsDeleteReplies } }, async (request) => {
      const user = await authenticate(context, request);
      return deleteTag(context, user, request.params.id, metadataFor(request, user, null));
    });

    app.put('/api/v2/events/:e/attendees-bulk/add-tags', { schema: { params: TagEventParams, body: BulkAddTagsBody, tags: ['attendees'], response: PutEventsAttendeesBulkAddTagsReplies } }, async (request) => {
      const user = await authenticate(context, request);
      const { e } = request.params;
      return addTagsToAttendees(context, user, e, request.body.attendees, request.body.tags, metadataFor(request, user, e));
    });
  };
}
