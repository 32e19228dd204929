import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { EventParams } from '@usher/domain/contract/request-params';
import { PreviewBody, TestSendBody } from '@usher/domain/contract/communications';
import { PostEventsAlertsPreviewReplies, PostEventsAlertsTestReplies } from '@usher/domain/contract/communications-settings';
import type { ServiceContext } from '@usher/infra/context';
import { previewMessage, sendTestMessage } from './preview-handlers.ts';

/** A draft message rendered for one guest, or sent once to the organiser as a test (nothing appended). */
export function messagePreviewRoutes(context: ServiceContext): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['alerts'];

    app.post(
      '/api/v2/events/:e/alerts/preview',
      {
        config: { need: ['read', 'event'] },
        schema: { params: EventParams, body: PreviewBody, tags, summary: 'Render a draft message for a guest', response: PostEventsAlertsPreviewReplies },
      },
      async (request) => {
        const { user } = request;
        return previewMessage(context, user, request.params.e, request.body);
      },
    );

    app.post(
      '/api/v2/events/:e/alerts/test',
      {
        config: { need: ['update', 'event'] },
        schema: { params: EventParams, body: TestSendBody, tags, summary: 'Send a draft message once as a test', response: PostEventsAlertsTestReplies },
      },
      async (request) => {
        const { user } = request;
        return sendTestMessage(context, user, request.params.e, request.body);
      },
    );
  };
}
