import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { EventParams } from '@usher/domain/contract/request-params';
import {
  GetEventsCommunicationSettingsReplies,
  GetEventsMergeTagsReplies,
  GetEventsSmtpConfigurationsReplies,
  GetEventsTemplatesReplies,
} from '@usher/domain/contract/communications-settings';
import type { ServiceContext } from '@usher/infra/context';
import { waitForPosition } from '../consistency/wait-for-position.ts';
import { mergeTagsOfEvent } from './merge-tag-examples.ts';
import { communicationSettingsOf, listSmtpConfigurations, listTemplates } from './communications-settings-queries.ts';

/** The reads of an event's templates, SMTP configurations, mail settings and merge tags (issue 20). */
export function communicationsSettingsQueryRoutes(context: ServiceContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/v2/events/:e/templates',
      {
        config: { need: ['read', 'event'] },
        schema: { params: EventParams, tags: ['templates'], summary: "The event's email templates", response: GetEventsTemplatesReplies },
      },
      async (request) => {
        await waitForPosition(context, request, 'communications');
        return listTemplates(context, request.params.e);
      },
    );

    app.get(
      '/api/v2/events/:e/smtp-configurations',
      {
        config: { need: ['read', 'event'] },
        schema: { params: EventParams, tags: ['mail settings'], summary: "The event's SMTP configurations", response: GetEventsSmtpConfigurationsReplies },
      },
      async (request) => {
        await waitForPosition(context, request, 'communications');
        return listSmtpConfigurations(context, request.params.e);
      },
    );

    app.get(
      '/api/v2/events/:e/communication-settings',
      {
        config: { need: ['read', 'event'] },
        schema: { params: EventParams, tags: ['mail settings'], summary: "The event's mail settings", response: GetEventsCommunicationSettingsReplies },
      },
      async (request) => {
        await waitForPosition(context, request, 'communications');
        return { data: await communicationSettingsOf(context, request.params.e) };
      },
    );

    app.get(
      '/api/v2/events/:e/merge-tags',
      {
        config: { need: ['read', 'event'] },
        schema: {
          params: EventParams,
          tags: ['alerts'],
          summary: 'The merge tags a message may hold, with examples from the event and one of its guests',
          response: GetEventsMergeTagsReplies,
        },
      },
      async (request) => {
        // The event's details and a guest of its list.
        await waitForPosition(context, request, 'events', 'guest_list');
        return { data: await mergeTagsOfEvent(context, request.params.e) };
      },
    );
  };
}
