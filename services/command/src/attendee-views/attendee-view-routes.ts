import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ServiceContext } from '@usher/infra/context';
import { ColumnSettingsBody, CreateTabBody, EventParams, ReorderTabsBody, TabParams, UpdateTabBody } from './attendee-view-schemas.ts';
import { createTab, deleteTab, reorderTabs, saveColumnSettings, updateTab } from './attendee-view-handlers.ts';
import {
  DeleteEventsAttendeeTabsReplies,
  PostEventsAttendeeTabsReorderReplies,
  PostEventsAttendeeTabsReplies,
  PutEventsAttendeeTabsReplies,
  PutEventsColumnSettingsReplies,
} from '@usher/domain/contract/attendee-views';

/** Attendee tabs (saved views shared by the event's team) and per-person column settings. */
export function attendeeViewRoutes(context: ServiceContext): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['attendee-tabs'];

    app.post(
      '/api/v2/events/:e/attendee-tabs',
      { config: { need: ['update', 'event'] }, schema: { params: EventParams, body: CreateTabBody, tags, response: PostEventsAttendeeTabsReplies } },
      async (request, reply) => {
        const { user } = request;
        const { e } = request.params;
        return reply.code(201).send(await createTab(context, user, e, request.body, request.metadata));
      },
    );

    // Registered before '/:id' so 'reorder' is never read as a tab id.
    app.post(
      '/api/v2/events/:e/attendee-tabs/reorder',
      { config: { need: ['update', 'event'] }, schema: { params: EventParams, body: ReorderTabsBody, tags, response: PostEventsAttendeeTabsReorderReplies } },
      async (request) => {
        const { user } = request;
        const { e } = request.params;
        return reorderTabs(context, user, e, request.body.tab_ids, request.metadata);
      },
    );

    app.put(
      '/api/v2/events/:e/attendee-tabs/:id',
      { config: { need: ['update', 'event'] }, schema: { params: TabParams, body: UpdateTabBody, tags, response: PutEventsAttendeeTabsReplies } },
      async (request) => {
        const { user } = request;
        const { e, id } = request.params;
        return updateTab(context, user, e, id, request.body, request.metadata);
      },
    );

    app.delete(
      '/api/v2/events/:e/attendee-tabs/:id',
      { config: { need: ['update', 'event'] }, schema: { params: TabParams, tags, response: DeleteEventsAttendeeTabsReplies } },
      async (request) => {
        const { user } = request;
        const { e, id } = request.params;
        return deleteTab(context, user, e, id, request.metadata);
      },
    );

    app.put(
      '/api/v2/events/:e/column-settings',
      {
        config: { need: ['read', 'event'] },
        schema: { params: EventParams, body: ColumnSettingsBody, tags: ['events'], response: PutEventsColumnSettingsReplies },
      },
      async (request) => {
        const { user } = request;
        const { e } = request.params;
        return saveColumnSettings(context, user, e, request.body.columns, request.metadata);
      },
    );
  };
}
