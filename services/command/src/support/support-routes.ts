import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { EventParams, TokenParams } from '@usher/domain/contract/request-params';
import { AnswerQuestionBody, AskQuestionBody, PostEventsSupportAnswerReplies, PostPublicPassQuestionsReplies } from '@usher/domain/contract/support';
import { safeId } from '@usher/domain/validation/safe-text';
import { countingBadTokens } from '@usher/infra/http/bad-token-limit';
import type { ServiceContext } from '@usher/infra/context';
import { answerQuestion, askQuestion } from './support-handlers.ts';

const QuestionParams = EventParams.extend({ id: safeId().describe("The question's id.") });

/** The organiser's side of concierge support: answering a guest's question. */
export function supportRoutes(context: ServiceContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/api/v2/events/:e/support-questions/:id/answer',
      {
        config: { need: ['update', 'event'] },
        schema: {
          params: QuestionParams,
          body: AnswerQuestionBody,
          tags: ['support'],
          summary: "Answer a guest's question; the guest is emailed and sees it on their pass",
          response: PostEventsSupportAnswerReplies,
        },
      },
      async (request) => {
        const { user } = request;
        const { e, id } = request.params;
        return answerQuestion(context, user, e, id, request.body.answer, request.metadata);
      },
    );
  };
}

/** The guest's side: a question from the pass, the signed pass token the credential. */
export function publicSupportRoutes(context: ServiceContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/api/v2/public/pass/:token/questions',
      {
        config: { need: 'public' },
        schema: {
          params: TokenParams,
          body: AskQuestionBody,
          tags: ['public'],
          summary: 'Ask the organiser a question from a pass',
          response: PostPublicPassQuestionsReplies,
        },
      },
      async (request, reply) => {
        const result = await countingBadTokens(context, request, 'pass', 'pass_not_found', () =>
          askQuestion(context, request, request.params.token, request.body.text),
        );
        return reply.code(201).send(result);
      },
    );
  };
}
