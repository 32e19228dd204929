import { z } from 'zod';
import { safeId } from '@usher/domain/validation/safe-text';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { streamIds } from '@usher/events';
import { DomainError } from '@usher/domain/deciders/domain-error';
import type { ServiceContext } from '@usher/infra/context';
import { metadataFor } from '@usher/infra/http/request-metadata';
import { requireEventAccess } from '../access/event-access.ts';
import { appendToOwnStream } from '../handling/append-to-own-stream.ts';
import { isUuid } from '@usher/domain/ids/uuid';
import { PutActivityLogReadReplies } from '@usher/domain/contract/activity';

export function activityRoutes(context: ServiceContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.put('/api/v2/activity-log/:id/read', { config: { need: ['read', 'event_object'] }, schema: { params: z.object({ id: safeId() }), tags: ['activity'], response: PutActivityLogReadReplies } }, async (request) => {
      const { user } = request;
      const { id } = request.params;
      // The one read-model read of the command side, on purpose: an entry of the activity feed is the
      // feed's own (its id is the logged event's id, which the log does not index, as migration 001
      // explains), and marking it read decides no rule of the domain, only which event it belongs to.
      // eslint-disable-next-line no-restricted-syntax -- see above
      const log = isUuid(id) ? await context.db.selectFrom('rm_activity_logs').select(['id', 'event_uuid']).where('id', '=', id).executeTakeFirst() : undefined;
      if (!log) throw DomainError.notFound('activity_log');
      await requireEventAccess(context, user, log.event_uuid, 'view');
      const readAt = context.clock.now().toISOString();
      const position = await appendToOwnStream(context, streamIds.user(user.id), {
        type: 'ActivityLogRead',
        data: { log_id: id, user_id: user.id, read_at: readAt },
        metadata: metadataFor(request, user, log.event_uuid),
      });
      return { data: { id, read_at: readAt }, position };
    });
  };
}
