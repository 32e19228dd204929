import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ServiceContext } from '@usher/infra/context';
import { AddTagBody, BulkAddTagsBody, TagEventParams, TagParams, UpdateTagBody } from './tag-schemas.ts';
import { addTag, deleteTag, updateTag } from './tag-handlers.ts';
import { eventOfTagNamed } from './tag-catalogue.ts';
import { judgedEventOf } from '@usher/infra/http/declared-access';
import { addTagsToAttendees } from './tagging-handlers.ts';
import {
  PostEventsAttendeeTagsAddReplies,
  PostEventsAttendeeTagsDeleteReplies,
  PostEventsAttendeeTagsUpdateReplies,
  PutEventsAttendeesBulkAddTagsReplies,
} from '@usher/domain/contract/attendee-tags';

/** Writes of the attendee tags (spec section 7); the list and list-by-ids are on the query side. */
export function attendeeTagRoutes(context: ServiceContext): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['attendee tags'];
    // Routes that name a tag by id are judged on the tag's event.
    const tag = eventOfTagNamed(context);

    app.post(
      '/api/v2/events/:e/attendee-tags/add',
      { config: { need: ['update', 'event'] }, schema: { params: TagEventParams, body: AddTagBody, tags, response: PostEventsAttendeeTagsAddReplies } },
      async (request, reply) => {
        return reply.code(201).send(await addTag(context, request.params.e, request.body, request.metadata));
      },
    );

    app.post(
      '/api/v2/events/attendee-tags/:id/update',
      {
        config: { need: ['update', 'event_object'], eventOf: tag },
        schema: { params: TagParams, body: UpdateTagBody, tags, response: PostEventsAttendeeTagsUpdateReplies },
      },
      async (request) => {
        return updateTag(context, judgedEventOf(request), request.params.id, request.body, request.metadata);
      },
    );

    app.post(
      '/api/v2/events/attendee-tags/:id/delete',
      { config: { need: ['update', 'event_object'], eventOf: tag }, schema: { params: TagParams, tags, response: PostEventsAttendeeTagsDeleteReplies } },
      async (request) => {
        return deleteTag(context, judgedEventOf(request), request.params.id, request.metadata);
      },
    );

    app.put(
      '/api/v2/events/:e/attendees-bulk/add-tags',
      {
        config: { need: ['update', 'event'] },
        schema: { params: TagEventParams, body: BulkAddTagsBody, tags: ['attendees'], response: PutEventsAttendeesBulkAddTagsReplies },
      },
      async (request) => {
        const { user } = request;
        const { e } = request.params;
        return addTagsToAttendees(context, user, e, request.body.attendees, request.body.tags, request.metadata);
      },
    );
  };
}
