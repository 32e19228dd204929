import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { EventParams } from '@usher/domain/contract/request-params';
import { GetWaitlistReplies } from '@usher/domain/contract/waitlist';
import type { ServiceContext } from '@usher/infra/context';
import { waitForPosition } from '../consistency/wait-for-position.ts';
import { eventWaitlist } from './waitlist-queries.ts';

/** The event's capacity and waitlist (Event builder → Capacity & waitlist): whoever may view the event may read them. */
export function waitlistQueryRoutes(context: ServiceContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/v2/events/:e/waitlist',
      {
        config: { need: ['read', 'event'] },
        schema: { params: EventParams, tags: ['waitlist'], summary: "The event's places and its waitlist in order", response: GetWaitlistReplies },
      },
      async (request) => {
        await waitForPosition(context, request, 'waitlist', 'guest_list');
        return eventWaitlist(context, request.params.e);
      },
    );
  };
}
