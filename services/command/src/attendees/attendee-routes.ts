import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ServiceContext } from '@usher/infra/context';
import { idempotencyKeyOf } from '@usher/infra/http/request-metadata';
import { judgedEventOf } from '@usher/infra/http/declared-access';
import { eventOfGuest } from './guest-event.ts';
import {
  AddAttendeesBody,
  ApprovalBody,
  AttendeeIdsBody,
  AttendeeParams,
  BulkApprovalBody,
  BulkRsvpBody,
  EventParams,
  RsvpBody,
  UpdateAttendeeBody,
} from './attendee-schemas.ts';
import { startImport } from '../uploads/upload-handlers.ts';
import { updateAttendeeWithTags } from '../attendee-tags/tagging-handlers.ts';
import { guestFormOfAttendee } from '../fields/guest-form.ts';
import { addAttendees, changeAttendee, changeAttendeeOnce, changeAttendees, removeAttendees } from './attendee-handlers.ts';
import {
  CheckInReplies,
  PostEventsAttendeesDeleteReplies,
  PostEventsAttendeesReplies,
  PutEventsAttendeesApprovalReplies,
  PutEventsAttendeesBulkSetApprovalReplies,
  PutEventsAttendeesBulkSetRsvpReplies,
  PutEventsAttendeesReplies,
  PutEventsAttendeesRsvpReplies,
} from '@usher/domain/contract/attendees';

/** The scanner routes read the same header the same way. */
export function attendeeRoutes(context: ServiceContext): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['attendees'];
    // Routes that name a guest by id are judged on the guest's event.
    const guest = eventOfGuest(context);

    app.post(
      '/api/v2/events/:e/attendees',
      { config: { need: ['update', 'event'] }, schema: { params: EventParams, body: AddAttendeesBody, tags, response: PostEventsAttendeesReplies } },
      async (request, reply) => {
        const { user } = request;
        const { e } = request.params;
        if (request.body.upload) return reply.code(202).send(await startImport(context, user, e, request.body.upload, request.metadata));
        const result = await addAttendees(context, user, e, request.body.members ?? [], request.metadata);
        return reply.code(201).send(result);
      },
    );

    app.put(
      '/api/v2/events/attendees/:id',
      {
        config: { need: ['update', 'event_object'], eventOf: guest },
        schema: { params: AttendeeParams, body: UpdateAttendeeBody, tags, response: PutEventsAttendeesReplies },
      },
      async (request) => {
        const { user } = request;
        const { tags: tagIds, custom_fields, ...contact } = request.body;
        const details = { form: await guestFormOfAttendee(context, request.params.id), custom_fields };
        if (tagIds !== undefined) return updateAttendeeWithTags(context, judgedEventOf(request), request.params.id, contact, tagIds, request.metadata, details);
        return changeAttendee(context, user, request.params.id, { type: 'ChangeAttendeeDetails', contact, ...details }, request.metadata);
      },
    );

    app.post(
      '/api/v2/events/:e/attendees/delete',
      { config: { need: ['update', 'event'] }, schema: { params: EventParams, body: AttendeeIdsBody, tags, response: PostEventsAttendeesDeleteReplies } },
      async (request) => {
        const { user } = request;
        const { e } = request.params;
        return removeAttendees(context, user, e, request.body.attendees, request.metadata);
      },
    );

    // The spec names GET for these; they change state, so they take the CSRF header like any write.
    for (const method of ['GET', 'POST'] as const) {
      app.route({
        method,
        url: '/api/v2/events/attendees/:id/check-in',
        schema: { params: AttendeeParams, tags, response: CheckInReplies },
        config: { need: ['check_in', 'event_object'], eventOf: guest, stateChanging: true },
        handler: async (request) => {
          const { user } = request;
          return changeAttendeeOnce(
            context,
            user,
            request.params.id,
            { type: 'CheckIn', at: context.clock.now() },
            request.metadata,
            idempotencyKeyOf(request),
          );
        },
      });
      app.route({
        method,
        url: '/api/v2/events/attendees/:id/undo-check-in',
        schema: { params: AttendeeParams, tags, response: CheckInReplies },
        config: { need: ['check_in', 'event_object'], eventOf: guest, stateChanging: true },
        handler: async (request) => {
          const { user } = request;
          return changeAttendeeOnce(context, user, request.params.id, { type: 'UndoCheckIn' }, request.metadata, idempotencyKeyOf(request));
        },
      });
    }

    app.put(
      '/api/v2/events/attendees/:id/rsvp',
      {
        config: { need: ['update', 'event_object'], eventOf: guest },
        schema: { params: AttendeeParams, body: RsvpBody, tags, response: PutEventsAttendeesRsvpReplies },
      },
      async (request) => {
        const { user } = request;
        return changeAttendee(
          context,
          user,
          request.params.id,
          { type: 'SetRsvp', is_attending: request.body.rsvp, at: context.clock.now() },
          request.metadata,
        );
      },
    );

    app.put(
      '/api/v2/events/attendees/:id/approval',
      {
        config: { need: ['update', 'event_object'], eventOf: guest },
        schema: { params: AttendeeParams, body: ApprovalBody, tags, response: PutEventsAttendeesApprovalReplies },
      },
      async (request) => {
        const { user } = request;
        return changeAttendee(context, user, request.params.id, { type: 'SetApproval', is_approved: request.body.approval }, request.metadata);
      },
    );

    app.put(
      '/api/v2/events/:e/attendees-bulk/set-rsvp',
      { config: { need: ['update', 'event'] }, schema: { params: EventParams, body: BulkRsvpBody, tags, response: PutEventsAttendeesBulkSetRsvpReplies } },
      async (request) => {
        const { user } = request;
        const { e } = request.params;
        const command = { type: 'SetRsvp', is_attending: request.body.rsvp, at: context.clock.now() } as const;
        return changeAttendees(context, user, e, request.body.attendees, command, request.metadata);
      },
    );

    app.put(
      '/api/v2/events/:e/attendees-bulk/set-approval',
      {
        config: { need: ['update', 'event'] },
        schema: { params: EventParams, body: BulkApprovalBody, tags, response: PutEventsAttendeesBulkSetApprovalReplies },
      },
      async (request) => {
        const { user } = request;
        const { e } = request.params;
        const command = { type: 'SetApproval', is_approved: request.body.approval } as const;
        return changeAttendees(context, user, e, request.body.attendees, command, request.metadata);
      },
    );
  };
}
