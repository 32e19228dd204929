import { z } from 'zod';
import { safeId } from '@usher/domain/validation/safe-text';
import { GetEventsDuplicationTimelineReplies, GetEventsTemplateReplies } from '@usher/domain/contract/duplication';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ServiceContext } from '@usher/infra/context';
import { authenticate, authenticateBeforeValidation } from '@usher/infra/http/authenticate';
import { waitForPosition } from '../consistency/wait-for-position.ts';
import { requireReadableEvent } from '../attendees/attendee-queries.ts';
import { duplicationTimeline } from './duplication-timeline.ts';
import { eventTemplate } from './event-template.ts';

const EventParams = z.object({ uuid: safeId() });

/** What a duplicate of an event would copy, and how a duplication is getting on. */
export function duplicationQueryRoutes(context: ServiceContext): FastifyPluginAsyncZod {
  return async (app) => {
    authenticateBeforeValidation(app, context);
    const tags = ['events'];
    app.get('/api/v2/events/:uuid/template', { schema: { params: EventParams, tags, summary: 'What a duplicate of the event would start from', response: GetEventsTemplateReplies } }, async (request) => {
      const user = await authenticate(context, request);
      await waitForPosition(context, request, 'events', 'guest_list', 'attendee_tags', 'host_groups', 'communications');
      await requireReadableEvent(context, user, request.params.uuid);
      return { data: await eventTemplate(context, user, request.params.uuid) };
    });
    app.get('/api/v2/events/:uuid/duplication-timeline', { schema: { params: EventParams, tags, summary: "The copy's duplication, part by part", response: GetEventsDuplicationTimelineReplies } }, async (request) => {
      const user = await authenticate(context, request);
      // The timeline itself is read from the log; the wait is for the copy to be known to the access check.
      await waitForPosition(context, request, 'events');
      await requireReadableEvent(context, user, request.params.uuid);
      return { data: await duplicationTimeline(context, request.params.uuid) };
    });
  };
}
