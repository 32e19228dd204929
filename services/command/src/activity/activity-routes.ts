import { z } from 'zod';
import { safeId } from '@usher/domain/validation/safe-text';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { streamIds } from '@usher/events';
import { DomainError } from '@usher/domain/deciders/domain-error';
import type { ServiceContext } from '@usher/infra/context';
import { metadataFor } from '@usher/infra/http/request-metadata';
import { requireEventAccess } from '../access/event-access.ts';
import { appendToOwnStream } from '../handling/append-to-own-stream.ts';
import { PutActivityLogReadReplies } from '@usher/domain/contract/activity';

export function activityRoutes(context: ServiceContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.put('/api/v2/activity-log/:id/read', { config: { need: ['read', 'event_object'] }, schema: { params: z.object({ id: safeId() }), tags: ['activity'], response: PutActivityLogReadReplies } }, async (request) => {
      const { user } = request;
      const { id } = request.params;
      // An entry is the feed's own object (its id is the logged event's, which the log does not index), and
      // marking it read decides no rule of the domain: the feed says which event it is of (ReadModelViews),
      // the team's stream whether this person may see that event.
      const eventUuid = await context.views.eventOfActivityEntry(id);
      if (!eventUuid) throw DomainError.notFound('activity_log');
      await requireEventAccess(context, user, eventUuid, 'view');
      const readAt = context.clock.now().toISOString();
      const position = await appendToOwnStream(context, streamIds.user(user.id), {
        type: 'ActivityLogRead',
        data: { log_id: id, user_id: user.id, read_at: readAt },
        metadata: metadataFor(request, user, eventUuid),
      });
      return { data: { id, read_at: readAt }, position };
    });
  };
}
