import { z } from 'zod';
import { safeId } from '@usher/domain/validation/safe-text';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { streamIds } from '@usher/events';
import { DomainError } from '@usher/domain/deciders/domain-error';
import type { ServiceContext } from '@usher/infra/context';
import type { EventOfObject } from '@usher/infra/http/declared-access';
import { appendToOwnStream } from '../handling/append-to-own-stream.ts';
import { PutActivityLogReadReplies } from '@usher/domain/contract/activity';

/**
 * An entry is the feed's own object (its id is the logged event's, which the log does not index), and
 * marking it read decides no rule of the domain: the feed says which event it is of (ReadModelViews),
 * and the route's need is judged on that event.
 */
function activityEntryEvent(context: ServiceContext): EventOfObject {
  return {
    object: 'activity_log',
    find: async (request) => {
      const eventUuid = await context.views.eventOfActivityEntry((request.params as { id: string }).id);
      if (!eventUuid) throw DomainError.notFound('activity_log');
      return eventUuid;
    },
  };
}

export function activityRoutes(context: ServiceContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.put(
      '/api/v2/activity-log/:id/read',
      {
        config: { need: ['read', 'event_object'], eventOf: activityEntryEvent(context) },
        schema: { params: z.object({ id: safeId() }), tags: ['activity'], response: PutActivityLogReadReplies },
      },
      async (request) => {
        const { user } = request;
        const { id } = request.params;
        const readAt = context.clock.now().toISOString();
        const position = await appendToOwnStream(context, streamIds.user(user.id), {
          type: 'ActivityLogRead',
          data: { log_id: id, user_id: user.id, read_at: readAt },
          metadata: request.metadata,
        });
        return { data: { id, read_at: readAt }, position };
      },
    );
  };
}
