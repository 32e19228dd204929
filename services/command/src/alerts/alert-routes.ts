import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ServiceContext } from '@usher/infra/context';
import { authenticate, authenticateBeforeValidation } from '@usher/infra/http/authenticate';
import { metadataFor } from '@usher/infra/http/request-metadata';
import { EventParams } from '../attendees/attendee-schemas.ts';
import { ActionAlertBody, ActionAlertParams, CheckInAlertBody } from './alert-schemas.ts';
import { createActionAlert, deleteActionAlert, setCheckInAlert } from './alert-handlers.ts';
import { DeleteEventsAttendeesActionAlertReplies, PostEventsAttendeesActionAlertReplies, PostEventsAttendeesCheckinAlertReplies } from '@usher/domain/contract/alerts';

/** Check-in alerts on guests, and the event's action alerts (the list is served by the query API). */
export function alertRoutes(context: ServiceContext): FastifyPluginAsyncZod {
  return async (app) => {
    authenticateBeforeValidation(app, context);
    const tags = ['alerts'];

    app.post('/api/v2/events/:e/attendees/checkin-alert', { schema: { params: EventParams, body: CheckInAlertBody, tags, response: PostEventsAttendeesCheckinAlertReplies } }, async (request) => {
      const user = await authenticate(context, request);
      const { e } = request.params;
      return setCheckInAlert(context, user, e, request.body.attendees, request.body.users, metadataFor(request, user, e));
    });

    app.post('/api/v2/events/:e/attendees/action-alert', { schema: { params: EventParams, body: ActionAlertBody, tags, response: PostEventsAttendeesActionAlertReplies } }, async (request, reply) => {
      const user = await authenticate(context, request);
      const { e } = request.params;
      return reply.code(201).send(await createActionAlert(context, user, e, request.body, metadataFor(request, user, e)));
    });

    app.delete('/api/v2/events/:e/attendees/action-alert/:id', { schema: { params: ActionAlertParams, tags, response: DeleteEventsAttendeesActionAlertReplies } }, async (request) => {
      const user = await authenticate(context, request);
      const { e, id } = request.params;
      return deleteActionAlert(context, user, e, id, metadataFor(request, user, e));
    });
  };
}
