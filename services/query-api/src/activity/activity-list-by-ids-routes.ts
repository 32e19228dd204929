import { z } from 'zod';
import { safeId } from '@usher/domain/validation/safe-text';
import { isUuid } from '@usher/domain/ids/uuid';
import { PostActivityLogListByIdsReplies } from '@usher/domain/contract/duplication';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ServiceContext } from '@usher/infra/context';
import { waitForPosition } from '../consistency/wait-for-position.ts';
import { activityLogRows, selectActivityLogs, viewableByUser } from './activity-rows.ts';

const IdsBody = z.object({ ids: z.array(safeId()).max(1000) });

/**
 * Activity-log entries by id, in the feed's shape (a read, though a POST):
 * only entries of events of the user's organisation they may view; any other
 * id is simply absent. Newest first, as the feed.
 */
export function activityListByIdsRoutes(context: ServiceContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/api/v2/activity-log/list-by-ids',
      {
        config: { need: 'signed_in' },
        schema: { body: IdsBody, tags: ['activity'], summary: 'Activity-log entries by id (a read, though a POST)', response: PostActivityLogListByIdsReplies },
      },
      async (request) => {
        const { user } = request;
        await waitForPosition(context, request, 'events', 'activity_feed');
        const ids = [...new Set(request.body.ids.filter(isUuid))];
        if (ids.length === 0) return { activity_logs: [] };
        return { activity_logs: await selectActivityLogs(activityLogRows(context, user).where(viewableByUser(user)).where('l.id', 'in', ids)) };
      },
    );
  };
}
