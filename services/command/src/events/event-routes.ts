import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ServiceContext } from '@usher/infra/context';
import { CreateEventBody, DuplicateEventBody, EventParams, EventSettingsBody, LocationBody } from './event-schemas.ts';
import { changeEvent, createEvent, duplicateEvent } from './event-handlers.ts';
import { z } from 'zod';
import {
  DeleteEventsArchiveReplies,
  PostEventsDuplicateReplies,
  PostEventsLocationReplies,
  PostEventsReplies,
  PostEventsRestoreReplies,
  PutEventsReplies,
} from '@usher/domain/contract/events';

export function eventRoutes(context: ServiceContext): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['events'];

    app.post(
      '/api/v2/events',
      { config: { need: ['update', 'organisation'] }, schema: { body: CreateEventBody, tags, response: PostEventsReplies } },
      async (request, reply) => {
        const { user } = request;
        const { location, ...settings } = request.body;
        const result = await createEvent(context, user, { settings, location }, request.metadata);
        return reply.code(201).send(result);
      },
    );

    app.put(
      '/api/v2/events/:uuid',
      { config: { need: ['update', 'event'] }, schema: { params: EventParams, body: EventSettingsBody, tags, response: PutEventsReplies } },
      async (request) => {
        const { user } = request;
        const { uuid } = request.params;
        return changeEvent(context, user, uuid, { type: 'UpdateEvent', changes: request.body, now: context.clock.now() }, request.metadata);
      },
    );

    app.post(
      '/api/v2/events/:uuid/location',
      {
        config: { need: ['update', 'event'] },
        schema: { params: EventParams, body: z.object({ location: LocationBody }), tags, response: PostEventsLocationReplies },
      },
      async (request) => {
        const { user } = request;
        const { uuid } = request.params;
        return changeEvent(context, user, uuid, { type: 'ChangeEventLocation', location: request.body.location }, request.metadata);
      },
    );

    app.delete(
      '/api/v2/events/:uuid/archive',
      { config: { need: ['update', 'event'] }, schema: { params: EventParams, tags, response: DeleteEventsArchiveReplies } },
      async (request) => {
        const { user } = request;
        const { uuid } = request.params;
        return changeEvent(context, user, uuid, { type: 'ArchiveEvent' }, request.metadata);
      },
    );

    app.post(
      '/api/v2/events/:uuid/restore',
      { config: { need: ['update', 'event'] }, schema: { params: EventParams, tags, response: PostEventsRestoreReplies } },
      async (request) => {
        const { user } = request;
        const { uuid } = request.params;
        return changeEvent(context, user, uuid, { type: 'RestoreEvent' }, request.metadata);
      },
    );

    app.post(
      '/api/v2/events/:uuid/duplicate',
      {
        config: { need: ['update', 'event'] },
        schema: {
          params: EventParams,
          body: DuplicateEventBody,
          tags,
          summary: 'Copy the event; its parts are copied in the background (see duplication-timeline)',
          response: PostEventsDuplicateReplies,
        },
      },
      async (request, reply) => {
        const { user } = request;
        const options = { include_guests: request.body?.include_guests ?? false };
        const result = await duplicateEvent(context, user, request.params.uuid, options, request.metadata);
        return reply.code(201).send(result);
      },
    );
  };
}
