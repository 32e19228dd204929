import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { EventParams } from '@usher/domain/contract/request-params';
import { SuppressionBody, SuppressionCommandReply } from '@usher/domain/contract/communications';
import type { ServiceContext } from '@usher/infra/context';
import { changeSuppression } from './suppression-handlers.ts';

/** The organiser's changes to the suppression list (the list itself is served by the query API). Editors only. */
export function suppressionRoutes(context: ServiceContext): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['communications'];

    app.post(
      '/api/v2/events/:e/suppressions',
      {
        config: { need: ['update', 'event'] },
        schema: {
          params: EventParams,
          body: SuppressionBody,
          tags,
          summary: 'Stop all communications to an address',
          response: { 200: SuppressionCommandReply },
        },
      },
      async (request) => {
        const { user } = request;
        const { e } = request.params;
        return changeSuppression(context, user, e, { email: request.body.email, suppress: true }, request.metadata);
      },
    );

    app.post(
      '/api/v2/events/:e/suppressions/remove',
      {
        config: { need: ['update', 'event'] },
        schema: {
          params: EventParams,
          body: SuppressionBody,
          tags,
          summary: 'Let communications reach an address again',
          response: { 200: SuppressionCommandReply },
        },
      },
      async (request) => {
        const { user } = request;
        const { e } = request.params;
        return changeSuppression(context, user, e, { email: request.body.email, suppress: false }, request.metadata);
      },
    );
  };
}
