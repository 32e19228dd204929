import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { EventIdParams, EventParams } from '@usher/domain/contract/request-params';
import { CreateTemplateBody, UpdateTemplateBody } from '@usher/domain/contract/communications';
import { DeleteEventsTemplatesReplies, PostEventsTemplatesReplies, PutEventsTemplatesReplies } from '@usher/domain/contract/communications-settings';
import type { ServiceContext } from '@usher/infra/context';
import { createTemplate, deleteTemplate, resetTemplateToDefault, updateTemplate } from './template-handlers.ts';

/** An event's email templates (spec section 7); the list is on the query side. */
export function templateRoutes(context: ServiceContext): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['templates'];

    app.post(
      '/api/v2/events/:e/templates',
      {
        config: { need: ['update', 'event'] },
        schema: { params: EventParams, body: CreateTemplateBody, tags, summary: 'Create an email template', response: PostEventsTemplatesReplies },
      },
      async (request, reply) => {
        const { user } = request;
        const { e } = request.params;
        return reply.code(201).send(await createTemplate(context, user, e, request.body, request.metadata));
      },
    );

    app.put(
      '/api/v2/events/:e/templates/:id',
      {
        config: { need: ['update', 'event'] },
        schema: { params: EventIdParams, body: UpdateTemplateBody, tags, summary: 'Change an email template', response: PutEventsTemplatesReplies },
      },
      async (request) => {
        const { user } = request;
        const { e, id } = request.params;
        return updateTemplate(context, user, e, id, request.body, request.metadata);
      },
    );

    app.put(
      '/api/v2/events/:e/templates/:id/reset-to-default',
      {
        config: { need: ['update', 'event'] },
        schema: { params: EventIdParams, tags, summary: "Put a notification's template back to the default words", response: PutEventsTemplatesReplies },
      },
      async (request) => {
        const { user } = request;
        const { e, id } = request.params;
        return resetTemplateToDefault(context, user, e, id, request.metadata);
      },
    );

    app.delete(
      '/api/v2/events/:e/templates/:id',
      {
        config: { need: ['update', 'event'] },
        schema: { params: EventIdParams, tags, summary: 'Delete an email template', response: DeleteEventsTemplatesReplies },
      },
      async (request) => {
        const { user } = request;
        const { e, id } = request.params;
        return deleteTemplate(context, user, e, id, request.metadata);
      },
    );
  };
}
