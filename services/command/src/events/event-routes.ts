import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ServiceContext } from '@usher/infra/context';
import { authenticate, authenticateBeforeValidation } from '@usher/infra/http/authenticate';
import { metadataFor } from '@usher/infra/http/request-metadata';
import { CreateEventBody, DuplicateEventBody, EventParams, EventSettingsBody, LocationBody } from './event-schemas.ts';
import { changeEvent, createEvent, duplicateEvent } from './event-handlers.ts';
import { z } from 'zod';
import { DeleteEventsArchiveReplies, PostEventsDuplicateReplies, PostEventsLocationReplies, PostEventsReplies, PostEventsRestoreReplies, PutEventsReplies } from '@usher/domain/contract/events';

export function eventRoutes(context: ServiceContext): FastifyPluginAsyncZod {
  return async (app) => {
    authenticateBeforeValidation(app, context);
    const tags = ['events'];

    app.post('/api/v2/events', { schema: { body: CreateEventBody, tags, response: PostEventsReplies } }, async (request, reply) => {
      const user = await authenticate(context, request);
      const { location, ...settings } = request.body;
      const result = await createEvent(context, user, { settings, location }, metadataFor(request, user, null));
      return reply.code(201).send(result);
    });

    app.put('/api/v2/events/:uuid', { schema: { params: EventParams, body: EventSettingsBody, tags, response: PutEventsReplies } }, async (request) => {
      const user = await authenticate(context, request);
      const { uuid } = request.params;
      return changeEvent(context, user, uuid, { type: 'UpdateEvent', changes: request.body, now: context.clock.now() }, metadataFor(request, user, uuid));
    });

    app.post(
      '/api/v2/events/:uuid/location',
      { schema: { params: EventParams, body: z.object({ location: LocationBody }), tags, response: PostEventsLocationReplies } },
      async (request) => {
        const user = await authenticate(context, request);
        const { uuid } = request.params;
        return changeEvent(context, user, uuid, { type: 'ChangeEventLocation', location: request.body.location }, metadataFor(request, user, uuid));
      },
    );

    app.delete('/api/v2/events/:uuid/archive', { schema: { params: EventParams, tags, response: DeleteEventsArchiveReplies } }, async (request) => {
      const user = await authenticate(context, request);
      const { uuid } = request.params;
      return changeEvent(context, user, uuid, { type: 'ArchiveEvent' }, metadataFor(request, user, uuid));
    });

    app.post('/api/v2/events/:uuid/restore', { schema: { params: EventParams, tags, response: PostEventsRestoreReplies } }, async (request) => {
      const user = await authenticate(context, request);
      const { uuid } = request.params;
      return changeEvent(context, user, uuid, { type: 'RestoreEvent' }, metadataFor(request, user, uuid));
    });

    app.post('/api/v2/events/:uuid/duplicate', { schema: { params: EventParams, body: DuplicateEventBody, tags, summary: 'Copy the event; its parts are copied in the background (see duplication-timeline)', response: PostEventsDuplicateReplies } }, async (request, reply) => {
      const user = await authenticate(context, request);
      const options = { include_guests: request.body?.include_guests ?? false };
      const result = await duplicateEvent(context, user, request.params.uuid, options, metadataFor(request, user, request.params.uuid));
      return reply.code(201).send(result);
    });
  };
}
