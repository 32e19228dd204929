import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IdParams } from '@usher/domain/contract/request-params';
import type { ServiceContext } from '@usher/infra/context';
import { authenticate, authenticateBeforeValidation } from '@usher/infra/http/authenticate';
import { metadataFor } from '@usher/infra/http/request-metadata';
import { forgetAttendee } from './forget-attendee.ts';
import { PostEventsAttendeesForgetReplies } from '@usher/domain/contract/erasure';

const AttendeeParams = IdParams;

/** Erasure: forgetting a guest's personal data (crypto-shredding). The spec is silent; docs/api.md describes it. */
export function forgetRoutes(context: ServiceContext): FastifyPluginAsyncZod {
  return async (app) => {
    authenticateBeforeValidation(app, context);
    app.post('/api/v2/events/attendees/:id/forget', { schema: { params: AttendeeParams, tags: ['attendees'], response: PostEventsAttendeesForgetReplies } }, async (request) => {
      const user = await authenticate(context, request);
      return forgetAttendee(context, user, request.params.id, metadataFor(request, user, null));
    });
  };
}
