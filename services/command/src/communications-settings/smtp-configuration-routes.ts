import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { EventIdParams, EventParams } from '@usher/domain/contract/request-params';
import { CommunicationSettingsBody, SmtpConfigurationBody } from '@usher/domain/contract/communications';
import {
  DeleteEventsSmtpConfigurationsReplies,
  PostEventsSmtpConfigurationsReplies,
  PutEventsCommunicationSettingsReplies,
  PutEventsSmtpConfigurationsReplies,
} from '@usher/domain/contract/communications-settings';
import type { ServiceContext } from '@usher/infra/context';
import { removeSmtpConfiguration, saveSmtpConfiguration, testSmtpConfiguration } from './smtp-configuration-handlers.ts';
import { changeCommunicationSettings } from './communication-settings-handlers.ts';

/** An event's SMTP configurations (spec section 7) and its mail settings; the reads are on the query side. */
export function smtpConfigurationRoutes(context: ServiceContext): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['mail settings'];

    app.post(
      '/api/v2/events/:e/smtp-configurations',
      {
        config: { need: ['update', 'event'] },
        schema: {
          params: EventParams,
          body: SmtpConfigurationBody,
          tags,
          summary: 'Save an SMTP configuration, or send a test through it (test_recipient)',
          response: PostEventsSmtpConfigurationsReplies,
        },
      },
      async (request, reply) => {
        const { user } = request;
        const { e } = request.params;
        if (request.body.test_recipient != null) return reply.code(200).send(await testSmtpConfiguration(context, user, e, request.body));
        return reply.code(201).send(await saveSmtpConfiguration(context, user, e, null, request.body, request.metadata));
      },
    );

    app.put(
      '/api/v2/events/:e/smtp-configurations/:id',
      {
        config: { need: ['update', 'event'] },
        schema: {
          params: EventIdParams,
          body: SmtpConfigurationBody,
          tags,
          summary: 'Change an SMTP configuration',
          response: PutEventsSmtpConfigurationsReplies,
        },
      },
      async (request) => {
        const { user } = request;
        const { e, id } = request.params;
        return saveSmtpConfiguration(context, user, e, id, request.body, request.metadata);
      },
    );

    app.delete(
      '/api/v2/events/:e/smtp-configurations/:id',
      {
        config: { need: ['update', 'event'] },
        schema: { params: EventIdParams, tags, summary: 'Delete an SMTP configuration', response: DeleteEventsSmtpConfigurationsReplies },
      },
      async (request) => {
        const { user } = request;
        const { e, id } = request.params;
        return removeSmtpConfiguration(context, user, e, id, request.metadata);
      },
    );

    app.put(
      '/api/v2/events/:e/communication-settings',
      {
        config: { need: ['update', 'event'] },
        schema: {
          params: EventParams,
          body: CommunicationSettingsBody,
          tags,
          summary: "Change the event's mail settings",
          response: PutEventsCommunicationSettingsReplies,
        },
      },
      async (request) => {
        const { user } = request;
        const { e } = request.params;
        return changeCommunicationSettings(context, user, e, request.body, request.metadata);
      },
    );
  };
}
