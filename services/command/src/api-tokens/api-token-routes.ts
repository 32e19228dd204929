import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ServiceContext } from '@usher/infra/context';
import { requireRecentAuthentication } from '@usher/infra/http/recent-authentication';
import { ApiTokenParams, ApiTokenView, CreateApiTokenBody, CreatedApiTokenView } from './api-token-schemas.ts';
import { createApiToken, listApiTokens, revokeApiToken } from './api-token-handlers.ts';

/**
 * Account Settings → API tokens. Only a person's session manages tokens: the
 * scope policy refuses these routes to every API token (a token cannot mint tokens).
 */
export function apiTokenRoutes(context: ServiceContext): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['api-tokens'];

    app.get(
      '/api/v2/account/api-tokens',
      { config: { need: 'signed_in' }, schema: { tags, response: { 200: z.object({ data: z.array(ApiTokenView) }) } } },
      async (request) => {
        const { user } = request;
        return { data: await listApiTokens(context, user) };
      },
    );

    app.post(
      '/api/v2/account/api-tokens',
      { config: { need: 'signed_in' }, schema: { body: CreateApiTokenBody, tags, response: { 201: z.object({ data: CreatedApiTokenView }) } } },
      async (request, reply) => {
        const { user } = request;
        // A new token is a lasting key to the account: the person proves it is them first.
        await requireRecentAuthentication(context, user);
        return reply.code(201).send({ data: await createApiToken(context, user, request.body, request.metadata) });
      },
    );

    app.delete(
      '/api/v2/account/api-tokens/:id',
      { config: { need: ['update', 'own_object'] }, schema: { params: ApiTokenParams, tags, response: { 200: z.object({ data: ApiTokenView }) } } },
      async (request) => {
        const { user } = request;
        return { data: await revokeApiToken(context, user, request.params.id, request.metadata) };
      },
    );
  };
}
