import { z } from 'zod';
import { pagingQuery } from '@usher/domain/contract/request-params';
import { safeId } from '@usher/domain/validation/safe-text';
import { sql } from 'kysely';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ServiceContext } from '@usher/infra/runtime/context';
import { authenticate, authenticateBeforeValidation } from '@usher/infra/http/authenticate';
import { waitForPosition } from '../consistency/wait-for-position.ts';
import { requireReadableEvent } from '../attendees/attendee-queries.ts';
import { GetActivityLogReplies } from '@usher/domain/contract/activity';
import { EVENT_ROLES, permissionsOf } from '@usher/domain/access/event-roles';
import { teamRoleOf } from '../access/event-role.ts';

/** The roles that read an event's activity: the all-events feed holds only their events. */
const VIEWING_ROLES = EVENT_ROLES.filter((role) => permissionsOf(role).view);

const ListQuery = z.object({
  event_uuid: safeId().optional(),
  ...pagingQuery({ perPage: 20, maxPerPage: 100 }),
});

/** The activity feed of one event, or of every event of the user's organisation. */
export function activityQueryRoutes(context: ServiceContext): FastifyPluginAsyncZod {
  return async (app) => {
    authenticateBeforeValidation(app, context);
    app.get('/api/v2/activity-log', { schema: { querystring: ListQuery, tags: ['activity'], response: GetActivityLogReplies } }, async (request) => {
      const user = await authenticate(context, request);
      await waitForPosition(context, request, 'events', 'activity_feed');
      const { event_uuid, page, per_page } = request.query;
      if (event_uuid) await requireReadableEvent(context, user, event_uuid);
      let rows = context.db
        .selectFrom('rm_activity_logs as l')
        .innerJoin('rm_events as e', 'e.uuid', 'l.event_uuid')
        .leftJoin('rm_activity_reads as r', (join) => join.onRef('r.log_id', '=', 'l.id').on('r.user_id', '=', user.id))
        .where('e.organisation_id', '=', user.organisation_id);
      if (event_uuid) rows = rows.where('l.event_uuid', '=', event_uuid);
      // Every event of the organisation the user may view, not those where their role is door staff or no access.
      else rows = rows.where(sql<boolean>`coalesce(${teamRoleOf(user, sql.ref('e.uuid'))}, ${user.default_event_role}) in (${sql.join(VIEWING_ROLES)})`);
      const [logs, counts] = await Promise.all([
        rows
          .select(['l.id', 'l.event_uuid', 'e.name as event_name', 'l.type', 'l.description', 'l.actor_name', 'l.attendee_id', 'l.item_count', 'l.created_at', 'r.read_at'])
          // Each entry's time reads on its own event's clock, as the event's other screens do.
          .select(sql<string | null>`e.body->'settings'->>'timezone'`.as('event_timezone'))
          .orderBy('l.global_position', 'desc')
          .limit(per_page)
          .offset((page - 1) * per_page)
          .execute(),
        rows
          .select([sql<number>`count(*)::int`.as('total'), sql<number>`count(*) filter (where r.read_at is null)::int`.as('unread')])
          .executeTakeFirstOrThrow(),
      ]);
      return {
        activity_logs: logs.map((log) => ({ ...log, event_timezone: log.event_timezone || 'UTC', created_at: new Date(log.created_at).toISOString(), read_at: log.read_at ? new Date(log.read_at).toISOString() : null })),
        meta: { total: counts.total, unread: counts.unread, page, per_page, last_page: Math.max(1, Math.ceil(counts.total / per_page)) },
      };
    });
  };
}
