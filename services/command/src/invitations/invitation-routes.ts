import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ServiceContext } from '@usher/infra/context';
import { judgedEventOf } from '@usher/infra/http/declared-access';
import { eventOfGuest } from '../attendees/guest-event.ts';
import { AttendeeParams, EventParams } from '../attendees/attendee-schemas.ts';
import { BulkInviteBody, EventAttendeeParams, InviteOneBody } from './invitation-schemas.ts';
import { invitationLinks, inviteAttendee, inviteAttendees } from './invitation-handlers.ts';
import {
  GetEventsAttendeesInvitationLinksReplies,
  PutEventsAttendeesBulkInviteReplies,
  PutEventsAttendeesResendInvitationReplies,
} from '@usher/domain/contract/invitations';

/** Inviting guests (one, or many at once) and the links each guest receives. */
export function invitationRoutes(context: ServiceContext): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['invitations'];

    app.put(
      '/api/v2/events/attendees/:id/resend-invitation',
      {
        config: { need: ['update', 'event_object'], eventOf: eventOfGuest(context) },
        schema: { params: AttendeeParams, body: InviteOneBody, tags, response: PutEventsAttendeesResendInvitationReplies },
      },
      async (request) => {
        const { user } = request;
        const choice = { message: request.body?.message ?? null, journey_id: request.body?.journey_id ?? null };
        return inviteAttendee(context, user, judgedEventOf(request), request.params.id, choice, request.metadata);
      },
    );

    app.put(
      '/api/v2/events/:e/attendees-bulk/invite',
      { config: { need: ['update', 'event'] }, schema: { params: EventParams, body: BulkInviteBody, tags, response: PutEventsAttendeesBulkInviteReplies } },
      async (request) => {
        const { user } = request;
        const { e } = request.params;
        const choice = { message: request.body.message ?? null, journey_id: request.body.journey_id ?? null };
        return inviteAttendees(context, user, e, request.body.attendees, choice, request.metadata);
      },
    );

    app.get(
      '/api/v2/events/:e/attendees/:id/invitation-links',
      { config: { need: ['update', 'event'] }, schema: { params: EventAttendeeParams, tags, response: GetEventsAttendeesInvitationLinksReplies } },
      async (request) => {
        const { user } = request;
        return invitationLinks(context, user, request.params.e, request.params.id);
      },
    );
  };
}
