import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import type { ServiceContext } from '@usher/infra/context';
import { countingBadTokens } from '@usher/infra/http/bad-token-limit';
import { GuestLanguageQuery, TokenParams } from '@usher/domain/contract/request-params';
import { JourneyAnswerBody, PublicJourneyAnswerReply, PublicJourneyConflictReply, PublicJourneyReply } from '@usher/domain/contract/journeys';
import { answerJourney, openJourney } from './public-journey-handlers.ts';

// The same limit as the RSVP page, on the same count: only links that are not valid count against an address.
const guarded = <T>(context: ServiceContext, request: FastifyRequest, handle: () => Promise<T>) =>
  countingBadTokens(context, request, 'rsvp', 'invitation_not_found', handle);

/** The guest's journey, by the invitation token of /rsvp/{token}: no account, the signed link is the credential. */
export function publicJourneyRoutes(context: ServiceContext): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['public'];

    app.get(
      '/api/v2/public/journey/:token',
      {
        config: { need: 'public' },
        schema: {
          params: TokenParams,
          querystring: GuestLanguageQuery,
          tags,
          summary: "The guest's journey: the step they are on (data null: no published journey, use the RSVP page)",
          response: { 200: PublicJourneyReply },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        return guarded(context, request, () => openJourney(context, request, request.params.token));
      },
    );

    app.post(
      '/api/v2/public/journey/:token/answer',
      {
        config: { need: 'public' },
        schema: {
          params: TokenParams,
          querystring: GuestLanguageQuery,
          body: JourneyAnswerBody,
          tags,
          summary: "Answer the guest's current step; 409 with where they are when it is not current, or event_full when a Yes finds no place",
          response: { 200: PublicJourneyAnswerReply, 409: PublicJourneyConflictReply },
        },
      },
      async (request) => guarded(context, request, () => answerJourney(context, request, request.params.token, request.body)),
    );
  };
}
