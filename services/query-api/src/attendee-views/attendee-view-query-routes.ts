import { EventParams } from '@usher/domain/contract/request-params';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ServiceContext } from '@usher/infra/context';
import { waitForPosition } from '../consistency/wait-for-position.ts';
import { columnSettingsOf, listTabs } from './attendee-view-queries.ts';
import { GetEventsAttendeeTabsReplies, GetEventsColumnSettingsReplies } from '@usher/domain/contract/attendee-views';

export function attendeeViewQueryRoutes(context: ServiceContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/v2/events/:e/attendee-tabs',
      { config: { need: ['read', 'event'] }, schema: { params: EventParams, tags: ['attendee-tabs'], response: GetEventsAttendeeTabsReplies } },
      async (request) => {
        await waitForPosition(context, request, 'events', 'attendee_views');
        return listTabs(context, request.params.e);
      },
    );
    app.get(
      '/api/v2/events/:e/column-settings',
      { config: { need: ['read', 'event'] }, schema: { params: EventParams, tags: ['events'], response: GetEventsColumnSettingsReplies } },
      async (request) => {
        const { user } = request;
        await waitForPosition(context, request, 'events', 'attendee_views');
        return { data: { columns: await columnSettingsOf(context, request.params.e, user.id) } };
      },
    );
  };
}
