import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { EventParams } from '@usher/domain/contract/request-params';
import { SuppressionBody, SuppressionCommandReply } from '@usher/domain/contract/communications';
import type { ServiceContext } from '@usher/infra/context';
import { authenticate, authenticateBeforeValidation } from '@usher/infra/http/authenticate';
import { metadataFor } from '@usher/infra/http/request-metadata';
import { changeSuppression } from './suppression-handlers.ts';

/** The organiser's changes to the suppression list (the list itself is served by the query API). Editors only. */
export function suppressionRoutes(context: ServiceContext): FastifyPluginAsyncZod {
  return async (app) => {
    authenticateBeforeValidation(app, context);
    const tags = ['communications'];

    app.post('/api/v2/events/:e/suppressions', { schema: { params: EventParams, body: SuppressionBody, tags, summary: 'Stop all communications to an address', response: { 200: SuppressionCommandReply } } }, async (request) => {
      const user = await authenticate(context, request);
      const { e } = request.params;
      return changeSuppression(context, user, e, { email: request.body.email, suppress: true }, metadataFor(request, user, e));
    });

    app.post('/api/v2/events/:e/suppressions/remove', { schema: { params: EventParams, body: SuppressionBody, tags, summary: 'Let communications reach an address again', response: { 200: SuppressionCommandReply } } }, async (request) => {
      const user = await authenticate(context, request);
      const { e } = request.params;
      return changeSuppression(context, user, e, { email: request.body.email, suppress: false }, metadataFor(request, user, e));
    });
  };
}
