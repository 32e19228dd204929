import { TokenParams } from '@usher/domain/contract/request-params';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ServiceContext } from '@usher/infra/runtime/context';
import { DomainError } from '@usher/domain/deciders/domain-error';
import { publicPass } from './public-pass-queries.ts';
import { recordBadToken, refuseGuessers } from './pass-rate-limit.ts';
import { GetPublicPassReplies } from '@usher/domain/contract/passes';


/** The public pass page's API: no account, the signed token is the credential. */
export function publicPassRoutes(context: ServiceContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/api/v2/public/pass/:token', { schema: { params: TokenParams, tags: ['public'], response: GetPublicPassReplies } }, async (request, reply) => {
      reply.header('cache-control', 'no-store');
      try {
        return await publicPass(context, request.params.token);
      } catch (error) {
        // Only bad tokens are counted and refused: a good one opens its pass whatever the
        // address has sent, since a whole venue can be one address behind its Wi-Fi.
        if (error instanceof DomainError && error.code === 'pass_not_found') {
          await refuseGuessers(context, request);
          await recordBadToken(context, request);
        }
        throw error;
      }
    });
  };
}
