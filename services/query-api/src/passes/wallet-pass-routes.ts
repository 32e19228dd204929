import { TokenParams } from '@usher/domain/contract/request-params';
import { GetPublicPassAppleWalletReplies, GetPublicPassGoogleWalletReplies } from '@usher/domain/contract/wallet';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ServiceContext } from '@usher/infra/context';
import { countingBadTokens } from '@usher/infra/http/bad-token-limit';
import { applePassFile, googleWalletLink } from './wallet-pass-queries.ts';

/**
 * A guest's pass in their phone's wallet (issue 32 section 1): the pass token is the credential,
 * as for the pass page, and bad tokens count against the same limit.
 */
export function walletPassRoutes(context: ServiceContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/v2/public/pass/:token/apple-wallet',
      {
        config: { need: 'public' },
        schema: { params: TokenParams, tags: ['public'], summary: 'The pass as a signed .pkpass for Apple Wallet', response: GetPublicPassAppleWalletReplies },
      },
      async (request, reply) => {
        const file = await countingBadTokens(context, request, 'pass', 'pass_not_found', () => applePassFile(context, request.params.token));
        return reply
          .header('content-type', 'application/vnd.apple.pkpass')
          .header('content-disposition', 'attachment; filename="pass.pkpass"')
          .header('cache-control', 'no-store')
          .send(file);
      },
    );

    app.get(
      '/api/v2/public/pass/:token/google-wallet',
      {
        config: { need: 'public' },
        schema: { params: TokenParams, tags: ['public'], summary: "Google Wallet's Save page for the pass", response: GetPublicPassGoogleWalletReplies },
      },
      async (request, reply) => {
        const link = await countingBadTokens(context, request, 'pass', 'pass_not_found', () => googleWalletLink(context, request.params.token));
        return reply.header('cache-control', 'no-store').redirect(link, 302);
      },
    );
  };
}
