import { z } from 'zod';
import { pagingQuery } from '@usher/domain/contract/request-params';
import { safeId } from '@usher/domain/validation/safe-text';
import { sql } from 'kysely';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ServiceContext } from '@usher/infra/context';
import { waitForPosition } from '../consistency/wait-for-position.ts';
import type { EventOfObject } from '@usher/infra/http/declared-access';
import { GetActivityLogReplies } from '@usher/domain/contract/activity';
import { activityLogRows, selectActivityLogs, viewableByUser } from './activity-rows.ts';

const ListQuery = z.object({
  event_uuid: safeId().optional(),
  ...pagingQuery(),
});

/** `?event_uuid=`, when given, is one event's feed: those who may read that event. */
const eventInQuery: EventOfObject = {
  object: 'event',
  action: 'read',
  find: async (request) => (request.query as z.infer<typeof ListQuery>).event_uuid ?? null,
};

/** The activity feed of one event, or of every event of the user's organisation (those of its events the user may see). */
export function activityQueryRoutes(context: ServiceContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/v2/activity-log',
      { config: { need: 'signed_in', eventOf: eventInQuery }, schema: { querystring: ListQuery, tags: ['activity'], response: GetActivityLogReplies } },
      async (request) => {
        const { user } = request;
        await waitForPosition(context, request, 'events', 'activity_feed');
        const { event_uuid, page, per_page } = request.query;
        let rows = activityLogRows(context, user);
        if (event_uuid) rows = rows.where('l.event_uuid', '=', event_uuid);
        else rows = rows.where(viewableByUser(user));
        const [activity_logs, counts] = await Promise.all([
          selectActivityLogs(rows, { limit: per_page, offset: (page - 1) * per_page }),
          rows
            .select([sql<number>`count(*)::int`.as('total'), sql<number>`count(*) filter (where r.read_at is null)::int`.as('unread')])
            .executeTakeFirstOrThrow(),
        ]);
        return {
          activity_logs,
          meta: { total: counts.total, unread: counts.unread, page, per_page, last_page: Math.max(1, Math.ceil(counts.total / per_page)) },
        };
      },
    );
  };
}
