import { z } from 'zod';
import { UserSchema } from '@usher/domain/contract/identity';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { safeId, safeText } from '@usher/domain/validation/safe-text';
import { DomainError } from '@usher/domain/deciders/domain-error';
import type { ServiceContext } from '@usher/infra/context';
import { signedInUser } from '@usher/infra/http/optional-sign-in';
import { metadataFor } from '@usher/infra/http/request-metadata';
import { presentUser } from '../present-user.ts';
import { sendEmailVerification } from './send-verification.ts';
import { verifyByCode, verifyByLink } from './submit-verification.ts';
import { CODE_REQUIRED_MESSAGE } from './verification-rules.ts';

const SubmitBody = z.object({
  code: safeText({ max: 20 }).optional().describe('The six digits from the email (needs the session of the account they were sent to).'),
  token: safeId(200).optional().describe("The token of the email's link; works without a session."),
});

const SentResponse = z.object({
  data: z.object({ email: z.string(), expires_at: z.string().describe('When the new code and link stop working (ISO 8601).') }),
});
const VerifiedResponse = z.object({ data: UserSchema });

// Open to an account that has not proved its address yet: that is what they are for.
const config = { openBeforeEmailVerified: true };

/** Spec section 7: proving that the account's email address is its owner's (issue 16). */
export function emailVerificationRoutes(context: ServiceContext): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['auth'];

    app.post(
      '/api/auth/send-email-verification',
      {
        schema: { tags, summary: 'Mails a new code and link to the signed-in account’s address', response: { 202: SentResponse } },
        config: { ...config, need: 'signed_in' },
      },
      async (request, reply) => {
        const { user } = request;
        return reply.code(202).send(await sendEmailVerification(context, user, { ip: request.ip ?? null }));
      },
    );

    // Public: the emailed link's token is its own credential; the code needs the session, asked for below.
    app.post(
      '/api/auth/submit-email-verification',
      {
        schema: { body: SubmitBody, tags, summary: 'Proves the address with the code (signed in) or the link’s token', response: { 200: VerifiedResponse } },
        config: { ...config, need: 'public', signIn: 'optional' },
      },
      async (request) => {
        const { code, token } = request.body;
        const client = { ip: request.ip ?? null };
        if (token) return { data: presentUser(await verifyByLink(context, token, client, metadataFor(request, null, null))) };
        const user = signedInUser(request);
        if (!code) throw DomainError.validation({ code: [CODE_REQUIRED_MESSAGE] });
        return { data: presentUser(await verifyByCode(context, user, code, client, metadataFor(request, user, null))) };
      },
    );
  };
}
