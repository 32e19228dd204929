import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ServiceContext } from '@usher/infra/context';
import { authenticate, authenticateBeforeValidation } from '@usher/infra/http/authenticate';
import { metadataFor } from '@usher/infra/http/request-metadata';
import { AttendeeParams, EventParams } from '../attendees/attendee-schemas.ts';
import { BulkInviteBody, EventAttendeeParams, InviteOneBody } from './invitation-schemas.ts';
import { invitationLinks, inviteAttendee, inviteAttendees } from './invitation-handlers.ts';
import { GetEventsAttendeesInvitationLinksReplies, PutEventsAttendeesBulkInviteReplies, PutEventsAttendeesResendInvitationReplies } from '@usher/domain/contract/invitations';

/** Inviting guests (one, or many at once) and the links each guest receives. */
export function invitationRoutes(context: ServiceContext): FastifyPluginAsyncZod {
  return async (app) => {
    authenticateBeforeValidation(app, context);
    const tags = ['invitations'];

    app.put('/api/v2/events/attendees/:id/resend-invitation', { schema: { params: AttendeeParams, body: InviteOneBody, tags, response: PutEventsAttendeesResendInvitationReplies } }, async (request) => {
      const user = await authenticate(context, request);
      const choice = { message: request.body?.message ?? null, journey_id: request.body?.journey_id ?? null };
      return inviteAttendee(context, user, request.params.id, choice, metadataFor(request, user, null));
    });

    app.put('/api/v2/events/:e/attendees-bulk/invite', { schema: { params: EventParams, body: BulkInviteBody, tags, response: PutEventsAttendeesBulkInviteReplies } }, async (request) => {
      const user = await authenticate(context, request);
      const { e } = request.params;
      const choice = { message: request.body.message ?? null, journey_id: request.body.journey_id ?? null };
      return inviteAttendees(context, user, e, request.body.attendees, choice, metadataFor(request, user, e));
    });

    app.get('/api/v2/events/:e/attendees/:id/invitation-links', { schema: { params: EventAttendeeParams, tags, response: GetEventsAttendeesInvitationLinksReplies } }, async (request) => {
      const user = await authenticate(context, request);
      return invitationLinks(context, user, request.params.e, request.params.id);
    });
  };
}
