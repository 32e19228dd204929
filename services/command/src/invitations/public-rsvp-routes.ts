import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import type { ServiceContext } from '@usher/infra/context';
import { countingBadTokens } from '@usher/infra/http/bad-token-limit';
import { RsvpAnswerBody, TokenParams } from './invitation-schemas.ts';
import { answerInvitation, openInvitation } from './public-rsvp-handlers.ts';
import { GetPublicRsvpReplies, PostPublicRsvpReplies } from '@usher/domain/contract/invitations';
import { GuestLanguageQuery } from '@usher/domain/contract/request-params';

// Only links that are not valid count against an address: guests at one venue share its
// Wi-Fi's address, and each of them opening their own good link must never be refused.
const guarded = <T>(context: ServiceContext, request: FastifyRequest, handle: () => Promise<T>) =>
  countingBadTokens(context, request, 'rsvp', 'invitation_not_found', handle);

/** The public RSVP page's API: no account, the signed link is the credential. */
export function publicRsvpRoutes(context: ServiceContext): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['public'];

    app.get(
      '/api/v2/public/rsvp/:token',
      { config: { need: 'public' }, schema: { params: TokenParams, querystring: GuestLanguageQuery, tags, response: GetPublicRsvpReplies } },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        return guarded(context, request, () => openInvitation(context, request, request.params.token));
      },
    );

    app.post(
      '/api/v2/public/rsvp/:token',
      {
        config: { need: 'public' },
        schema: { params: TokenParams, querystring: GuestLanguageQuery, body: RsvpAnswerBody, tags, response: PostPublicRsvpReplies },
      },
      async (request) => {
        return guarded(context, request, () => answerInvitation(context, request, request.params.token, request.body));
      },
    );
  };
}
