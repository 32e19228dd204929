import { z } from 'zod';
import { safeId } from '@usher/domain/validation/safe-text';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ServiceContext } from '@usher/infra/context';
import { authenticate, authenticateBeforeValidation } from '@usher/infra/http/authenticate';
import { guestHistory } from './guest-history.ts';
import { GetEventsAttendeesHistoryReplies } from '@usher/domain/contract/history';

export function historyRoutes(context: ServiceContext): FastifyPluginAsyncZod {
  return async (app) => {
    authenticateBeforeValidation(app, context);
    app.get('/api/v2/events/attendees/:id/history', { schema: { params: z.object({ id: safeId() }), tags: ['attendees'], response: GetEventsAttendeesHistoryReplies } }, async (request) => {
      const user = await authenticate(context, request);
      return guestHistory(context, user, request.params.id);
    });
  };
}
