import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { EventParams, TokenParams } from '@usher/domain/contract/request-params';
import { GetEventsSupportQuestionsReplies, GetPublicPassQuestionsReplies } from '@usher/domain/contract/support';
import { countingBadTokens } from '@usher/infra/http/bad-token-limit';
import type { ServiceContext } from '@usher/infra/context';
import { waitForPosition } from '../consistency/wait-for-position.ts';
import { passQuestionsOf, supportQuestionsOf } from './support-queries.ts';
import { passFeaturesOf } from '../features/pass-features.ts';
import { GetPublicPassFeaturesReplies } from '@usher/domain/contract/features';

/** The Support screen's list of guests' questions: anyone who may view the event. */
export function supportQueryRoutes(context: ServiceContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/v2/events/:e/support-questions',
      {
        config: { need: ['read', 'event'] },
        schema: { params: EventParams, tags: ['support'], summary: "Guests' questions, unanswered first", response: GetEventsSupportQuestionsReplies },
      },
      async (request) => {
        await waitForPosition(context, request, 'events', 'support_questions');
        return { data: await supportQuestionsOf(context, request.params.e) };
      },
    );
  };
}

/** What a pass shows beside the ticket: its guest's questions and answers, the event's features (the signed pass token is the credential). */
export function publicSupportQueryRoutes(context: ServiceContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/v2/public/pass/:token/questions',
      {
        config: { need: 'public' },
        schema: { params: TokenParams, tags: ['public'], summary: "A pass's questions and the organiser's answers", response: GetPublicPassQuestionsReplies },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        await waitForPosition(context, request, 'support_questions');
        return countingBadTokens(context, request, 'pass', 'pass_not_found', () => passQuestionsOf(context, request.params.token));
      },
    );
    app.get(
      '/api/v2/public/pass/:token/features',
      {
        config: { need: 'public' },
        schema: {
          params: TokenParams,
          tags: ['public'],
          summary: "The event's visible features, in the organiser's order",
          response: GetPublicPassFeaturesReplies,
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        return countingBadTokens(context, request, 'pass', 'pass_not_found', () => passFeaturesOf(context, request.params.token));
      },
    );
  };
}
