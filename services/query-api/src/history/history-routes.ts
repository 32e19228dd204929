import { z } from 'zod';
import { safeId } from '@usher/domain/validation/safe-text';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ServiceContext } from '@usher/infra/context';
import { eventOfGuestInLog, guestHistory } from './guest-history.ts';
import { GetEventsAttendeesHistoryReplies } from '@usher/domain/contract/history';

export function historyRoutes(context: ServiceContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/v2/events/attendees/:id/history',
      {
        config: { need: ['read', 'event_object'], eventOf: eventOfGuestInLog(context) },
        schema: { params: z.object({ id: safeId() }), tags: ['attendees'], response: GetEventsAttendeesHistoryReplies },
      },
      async (request) => {
        return guestHistory(context, request.params.id);
      },
    );
  };
}
