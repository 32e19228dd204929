import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ServiceContext } from '@usher/infra/context';
import { authenticate, authenticateBeforeValidation } from '@usher/infra/http/authenticate';
import { idempotencyKeyOf, metadataFor } from '@usher/infra/http/request-metadata';
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
import { CheckInReplies, PostEventsAttendeesDeleteReplies, PostEventsAttendeesReplies, PutEventsAttendeesApprovalReplies, PutEventsAttendeesBulkSetApprovalReplies, PutEventsAttendeesBulkSetRsvpReplies, PutEventsAttendeesReplies, PutEventsAttendeesRsvpReplies } from '@usher/domain/contract/attendees';

/** The scanner routes read the same header the same way. */
export function attendeeRoutes(context: ServiceContext): FastifyPluginAsyncZod {
  return async (app) => {
    authenticateBeforeValidation(app, context);
    const tags = ['attendees'];

    app.post('/api/v2/events/:e/attendees', { schema: { params: EventParams, body: AddAttendeesBody, tags, response: PostEventsAttendeesReplies } }, async (request, reply) => {
      const user = await authenticate(context, request);
      const { e } = request.params;
      if (request.body.upload) return reply.code(202).send(await startImport(context, user, e, request.body.upload, metadataFor(request, user, e)));
      const result = await addAttendees(context, user, e, request.body.members ?? [], metadataFor(request, user, e));
      return reply.code(201).send(result);
    });

    app.put('/api/v2/events/attendees/:id', { schema: { params: AttendeeParams, body: UpdateAttendeeBody, tags, response: PutEventsAttendeesReplies } }, async (request) => {
      const user = await authenticate(context, request);
      const { tags: tagIds, custom_fields, ...contact } = request.body;
      const details = { form: await guestFormOfAttendee(context, request.params.id), custom_fields };
      if (tagIds !== undefined) return updateAttendeeWithTags(context, user, request.params.id, contact, tagIds, metadataFor(request, user, null), details);
      return changeAttendee(context, user, request.params.id, { type: 'ChangeAttendeeDetails', contact, ...details }, metadataFor(request, user, null));
    });

    app.post('/api/v2/events/:e/attendees/delete', { schema: { params: EventParams, body: AttendeeIdsBody, tags, response: PostEventsAttendeesDeleteReplies } }, async (request) => {
      const user = await authenticate(context, request);
      const { e } = request.params;
      return removeAttendees(context, user, e, request.body.attendees, metadataFor(request, user, e));
    });

    // The spec names GET for these; they change state, so they take the CSRF header like any write.
    for (const method of ['GET', 'POST'] as const) {
      app.route({
        method,
        url: '/api/v2/events/attendees/:id/check-in',
        schema: { params: AttendeeParams, tags, response: CheckInReplies },
        config: { stateChanging: true },
        handler: async (request) => {
          const user = await authenticate(context, request);
          return changeAttendeeOnce(context, user, request.params.id, { type: 'CheckIn', at: context.clock.now() }, metadataFor(request, user, null), idempotencyKeyOf(request));
        },
      });
      app.route({
        method,
        url: '/api/v2/events/attendees/:id/undo-check-in',
        schema: { params: AttendeeParams, tags, response: CheckInReplies },
        config: { stateChanging: true },
        handler: async (request) => {
          const user = await authenticate(context, request);
          return changeAttendeeOnce(context, user, request.params.id, { type: 'UndoCheckIn' }, metadataFor(request, user, null), idempotencyKeyOf(request));
        },
      });
    }

    app.put('/api/v2/events/attendees/:id/rsvp', { schema: { params: AttendeeParams, body: RsvpBody, tags, response: PutEventsAttendeesRsvpReplies } }, async (request) => {
      const user = await authenticate(context, request);
      return changeAttendee(context, user, request.params.id, { type: 'SetRsvp', is_attending: request.body.rsvp, at: context.clock.now() }, metadataFor(request, user, null));
    });

    app.put('/api/v2/events/attendees/:id/approval', { schema: { params: AttendeeParams, body: ApprovalBody, tags, response: PutEventsAttendeesApprovalReplies } }, async (request) => {
      const user = await authenticate(context, request);
      return changeAttendee(context, user, request.params.id, { type: 'SetApproval', is_approved: request.body.approval }, metadataFor(request, user, null));
    });

    app.put('/api/v2/events/:e/attendees-bulk/set-rsvp', { schema: { params: EventParams, body: BulkRsvpBody, tags, response: PutEventsAttendeesBulkSetRsvpReplies } }, async (request) => {
      const user = await authenticate(context, request);
      const { e } = request.params;
      const command = { type: 'SetRsvp', is_attending: request.body.rsvp, at: context.clock.now() } as const;
      return changeAttendees(context, user, e, request.body.attendees, command, metadataFor(request, user, e));
    });

    app.put('/api/v2/events/:e/attendees-bulk/set-approval', { schema: { params: EventParams, body: BulkApprovalBody, tags, response: PutEventsAttendeesBulkSetApprovalReplies } }, async (request) => {
      const user = await authenticate(context, request);
      const { e } = request.params;
      const command = { type: 'SetApproval', is_approved: request.body.approval } as const;
      return changeAttendees(context, user, e, request.body.attendees, command, metadataFor(request, user, e));
    });
  };
}
