import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ServiceContext } from '@usher/infra/runtime/context';
import { DomainError } from '@usher/domain/deciders/domain-error';
import { publicPass } from './public-pass-queries.ts';
import { recordBadToken, refuseGuessers } from './pass-rate-limit.ts';
import { GetPublicPassReplies } from '@usher/domain/contract/passes';

const TokenParams = z.object({ token: z.string().max(200) });

/** The public pass page's API: no account, the signed token is the credential. */
export function publicPassRoutes(context: ServiceContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/api/v2/public/pass/:token', { schema: { params: TokenParams, tags: ['public'], response: GetPublicPassReplies } }, async (request, reply) => {
      await refuseGuessers(context, request);
      reply.header('cache-control', 'no-store');
      try {
        return await publicPass(context, request.params.token);
      } catch (error) {
        if (error instanceof DomainError && error.code === 'pass_not_found') await recordBadToken(context, request);
        throw error;
      }
    });
  };
}
