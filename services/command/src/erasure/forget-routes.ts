import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IdParams } from '@usher/domain/contract/request-params';
import type { ServiceContext } from '@usher/infra/context';
import { eventOfGuest } from '../attendees/guest-event.ts';
import { forgetAttendee } from './forget-attendee.ts';
import { PostEventsAttendeesForgetReplies } from '@usher/domain/contract/erasure';

const AttendeeParams = IdParams;

/** Erasure: forgetting a guest's personal data (crypto-shredding). The spec is silent; docs/api.md describes it. */
export function forgetRoutes(context: ServiceContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/api/v2/events/attendees/:id/forget',
      {
        config: { need: ['update', 'event_object'], eventOf: eventOfGuest(context, { removedToo: true }) },
        schema: { params: AttendeeParams, tags: ['attendees'], response: PostEventsAttendeesForgetReplies },
      },
      async (request) => {
        return forgetAttendee(context, request.params.id, request.metadata);
      },
    );
  };
}
