import { GuestLanguageQuery, TokenParams } from '@usher/domain/contract/request-params';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ServiceContext } from '@usher/infra/context';
import { publicPass } from './public-pass-queries.ts';
import { countingBadTokens } from '@usher/infra/http/bad-token-limit';
import { GetPublicPassReplies } from '@usher/domain/contract/passes';

/** The public pass page's API: no account, the signed token is the credential. */
export function publicPassRoutes(context: ServiceContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/v2/public/pass/:token',
      { config: { need: 'public' }, schema: { params: TokenParams, querystring: GuestLanguageQuery, tags: ['public'], response: GetPublicPassReplies } },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        // Only bad tokens are counted and refused: a good one opens its pass whatever the
        // address has sent, since a whole venue can be one address behind its Wi-Fi.
        return countingBadTokens(context, request, 'pass', 'pass_not_found', () =>
          publicPass(context, request.params.token, { chosen: request.query.lang, browser: request.headers['accept-language'] }),
        );
      },
    );
  };
}
