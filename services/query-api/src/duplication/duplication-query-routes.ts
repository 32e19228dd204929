import { z } from 'zod';
import { safeId } from '@usher/domain/validation/safe-text';
import { GetEventsDuplicationTimelineReplies, GetEventsTemplateReplies } from '@usher/domain/contract/duplication';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ServiceContext } from '@usher/infra/context';
import { waitForPosition } from '../consistency/wait-for-position.ts';
import { duplicationTimeline } from './duplication-timeline.ts';
import { eventTemplate } from './event-template.ts';

const EventParams = z.object({ uuid: safeId() });

/** What a duplicate of an event would copy, and how a duplication is getting on. */
export function duplicationQueryRoutes(context: ServiceContext): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['events'];
    app.get(
      '/api/v2/events/:uuid/template',
      {
        config: { need: ['read', 'event'] },
        schema: { params: EventParams, tags, summary: 'What a duplicate of the event would start from', response: GetEventsTemplateReplies },
      },
      async (request) => {
        const { user } = request;
        await waitForPosition(context, request, 'events', 'guest_list', 'seating', 'attendee_tags', 'host_groups', 'communications');
        return { data: await eventTemplate(context, user, request.params.uuid) };
      },
    );
    app.get(
      '/api/v2/events/:uuid/duplication-timeline',
      {
        config: { need: ['read', 'event'] },
        schema: { params: EventParams, tags, summary: "The copy's duplication, part by part", response: GetEventsDuplicationTimelineReplies },
      },
      async (request) => {
        // The timeline itself is read from the log; the wait is for the copy to be known to the access check.
        await waitForPosition(context, request, 'events');
        return { data: await duplicationTimeline(context, request.params.uuid) };
      },
    );
  };
}
