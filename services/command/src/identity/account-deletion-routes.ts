import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { safeText } from '@usher/domain/validation/safe-text';
import type { ServiceContext } from '@usher/infra/context';
import { clearSessionCookies } from '@usher/infra/http/cookies';
import { deleteOwnAccount } from './account-deletion.ts';

const DeleteAccountBody = z.object({
  password: safeText({ max: 1000 }).describe("The account's current password, to prove the request is its owner's."),
});
const DeleteAccountReply = z.object({
  data: z.object({ id: z.string().describe('The deleted account.'), deleted_at: z.string() }),
  position: z.string(),
});

/** A person deletes their own account (issue 16): no spec route; docs/api.md and the README describe it. */
export function accountDeletionRoutes(context: ServiceContext): FastifyPluginAsyncZod {
  return async (app) => {
    // Open before the address is proved: whoever signed up with an address that is not theirs can take the account away again.
    app.delete(
      '/api/auth/account',
      {
        schema: { body: DeleteAccountBody, response: { 200: DeleteAccountReply }, tags: ['auth'] },
        config: { need: 'signed_in', openBeforeEmailVerified: true },
      },
      async (request, reply) => {
        const { user } = request;
        const result = await deleteOwnAccount(context, user, request.body.password, request.metadata);
        clearSessionCookies(reply);
        return result;
      },
    );
  };
}
