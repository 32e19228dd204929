import { EventParams } from '@usher/domain/contract/request-params';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ServiceContext } from '@usher/infra/context';
import { waitForPosition } from '../consistency/wait-for-position.ts';
import { GetEventsAlertUsersReplies, GetEventsAttendeesActionAlertReplies } from '@usher/domain/contract/alerts';

/** The event's action alerts, and the users an organiser may choose for any alert. */
export function alertQueryRoutes(context: ServiceContext): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['alerts'];

    app.get(
      '/api/v2/events/:e/attendees/action-alert',
      { config: { need: ['read', 'event'] }, schema: { params: EventParams, tags, response: GetEventsAttendeesActionAlertReplies } },
      async (request) => {
        const { e } = request.params;
        // The event's own row may be newer than this process has read: wait for it as for the alerts.
        await waitForPosition(context, request, 'events', 'action_alerts');
        const rows = await context.db
          .selectFrom('rm_action_alerts as a')
          .innerJoin('users as u', 'u.id', 'a.user_id')
          .select(['a.id', 'a.event_uuid', 'a.user_id', 'a.action', 'a.created_at', 'u.first_name', 'u.last_name', 'u.email'])
          .where('a.event_uuid', '=', e)
          .orderBy('a.created_at')
          .execute();
        return {
          data: rows.map((row) => ({
            id: row.id,
            event_uuid: row.event_uuid,
            user_id: row.user_id,
            user: { id: row.user_id, full_name: `${row.first_name} ${row.last_name}`.trim(), email: row.email },
            action: row.action,
            created_at: new Date(row.created_at).toISOString(),
          })),
        };
      },
    );

    // Roles come later: today every user of the event's organisation may be told.
    app.get(
      '/api/v2/events/:e/alert-users',
      { config: { need: ['read', 'event'] }, schema: { params: EventParams, tags, response: GetEventsAlertUsersReplies } },
      async (request) => {
        const { user } = request;
        await waitForPosition(context, request, 'events');
        const users = await context.db
          .selectFrom('users')
          .select(['id', 'first_name', 'last_name', 'email'])
          .where('organisation_id', '=', user.organisation_id)
          .orderBy('first_name')
          .orderBy('last_name')
          .execute();
        return { data: users.map((u) => ({ id: u.id, full_name: `${u.first_name} ${u.last_name}`.trim(), email: u.email })) };
      },
    );
  };
}
