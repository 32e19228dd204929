import { EventParams } from '@usher/domain/contract/request-params';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ServiceContext } from '@usher/infra/context';
import { authenticate, authenticateBeforeValidation } from '@usher/infra/http/authenticate';
import { waitForPosition } from '../consistency/wait-for-position.ts';
import { requireReadableEvent } from '../attendees/attendee-queries.ts';
import { columnSettingsOf, listTabs } from './attendee-view-queries.ts';
import { GetEventsAttendeeTabsReplies, GetEventsColumnSettingsReplies } from '@usher/domain/contract/attendee-views';


export function attendeeViewQueryRoutes(context: ServiceContext): FastifyPluginAsyncZod {
  return async (app) => {
    authenticateBeforeValidation(app, context);
    app.get('/api/v2/events/:e/attendee-tabs', { schema: { params: EventParams, tags: ['attendee-tabs'], response: GetEventsAttendeeTabsReplies } }, async (request) => {
      const user = await authenticate(context, request);
      await waitForPosition(context, request, 'events', 'attendee_views');
      await requireReadableEvent(context, user, request.params.e);
      return listTabs(context, request.params.e);
    });
    app.get('/api/v2/events/:e/column-settings', { schema: { params: EventParams, tags: ['events'], response: GetEventsColumnSettingsReplies } }, async (request) => {
      const user = await authenticate(context, request);
      await waitForPosition(context, request, 'events', 'attendee_views');
      await requireReadableEvent(context, user, request.params.e);
      return { data: { columns: await columnSettingsOf(context, request.params.e, user.id) } };
    });
  };
}
