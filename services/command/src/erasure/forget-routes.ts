import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IdParams } from '@usher/domain/contract/request-params';
import type { ServiceContext } from '@usher/infra/context';
import { forgetAttendee } from './forget-attendee.ts';
import { PostEventsAttendeesForgetReplies } from '@usher/domain/contract/erasure';

const AttendeeParams = IdParams;

/** Erasure: forgetting a guest's personal data (crypto-shredding). The spec is silent; docs/api.md describes it. */
export function forgetRoutes(context: ServiceContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.post('/api/v2/events/attendees/:id/forget', { config: { need: ['update', 'event_object'] }, schema: { params: AttendeeParams, tags: ['attendees'], response: PostEventsAttendeesForgetReplies } }, async (request) => {
      const { user } = request;
      return forgetAttendee(context, user, request.params.id, request.metadata);
    });
  };
}
