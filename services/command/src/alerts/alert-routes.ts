import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ServiceContext } from '@usher/infra/context';
import { EventParams } from '../attendees/attendee-schemas.ts';
import { ActionAlertBody, ActionAlertParams, CheckInAlertBody } from './alert-schemas.ts';
import { createActionAlert, deleteActionAlert, setCheckInAlert } from './alert-handlers.ts';
import {
  DeleteEventsAttendeesActionAlertReplies,
  PostEventsAttendeesActionAlertReplies,
  PostEventsAttendeesCheckinAlertReplies,
} from '@usher/domain/contract/alerts';

/** Check-in alerts on guests, and the event's action alerts (the list is served by the query API). */
export function alertRoutes(context: ServiceContext): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['alerts'];

    app.post(
      '/api/v2/events/:e/attendees/checkin-alert',
      {
        config: { need: ['update', 'event'] },
        schema: { params: EventParams, body: CheckInAlertBody, tags, response: PostEventsAttendeesCheckinAlertReplies },
      },
      async (request) => {
        const { user } = request;
        const { e } = request.params;
        return setCheckInAlert(context, user, e, request.body.attendees, request.body.users, request.metadata);
      },
    );

    app.post(
      '/api/v2/events/:e/attendees/action-alert',
      { config: { need: ['update', 'event'] }, schema: { params: EventParams, body: ActionAlertBody, tags, response: PostEventsAttendeesActionAlertReplies } },
      async (request, reply) => {
        const { user } = request;
        const { e } = request.params;
        return reply.code(201).send(await createActionAlert(context, user, e, request.body, request.metadata));
      },
    );

    app.delete(
      '/api/v2/events/:e/attendees/action-alert/:id',
      { config: { need: ['update', 'event'] }, schema: { params: ActionAlertParams, tags, response: DeleteEventsAttendeesActionAlertReplies } },
      async (request) => {
        const { user } = request;
        const { e, id } = request.params;
        return deleteActionAlert(context, user, e, id, request.metadata);
      },
    );
  };
}
