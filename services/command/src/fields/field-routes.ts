import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ServiceContext } from '@usher/infra/context';
import {
  BulkTicketVariationBody,
  CustomFieldBody,
  CustomFieldChangesBody,
  DefaultFieldsBody,
  EventParams,
  FieldParams,
  TicketVariationsBody,
} from './field-schemas.ts';
import { addCustomField, deleteCustomField, setDefaultFields, setGuestsTicketVariation, setTicketVariations, updateCustomField } from './field-handlers.ts';
import {
  DeleteEventsCustomFieldsReplies,
  PostEventsCustomFieldsReplies,
  PutEventsAttendeesBulkSetTicketVariationReplies,
  PutEventsCustomFieldsReplies,
  PutEventsDefaultFieldsReplies,
  PutEventsTicketVariationsReplies,
} from '@usher/domain/contract/fields';

/** Custom fields, default fields and ticket variations of an event, and guests' ticket variations in bulk. */
export function fieldRoutes(context: ServiceContext): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['fields'];

    app.post(
      '/api/v2/events/:e/custom-fields',
      { config: { need: ['update', 'event'] }, schema: { params: EventParams, body: CustomFieldBody, tags, response: PostEventsCustomFieldsReplies } },
      async (request, reply) => {
        const { user } = request;
        const { e } = request.params;
        return reply.code(201).send(await addCustomField(context, user, e, request.body, request.metadata));
      },
    );

    app.put(
      '/api/v2/events/:e/custom-fields/:id',
      { config: { need: ['update', 'event'] }, schema: { params: FieldParams, body: CustomFieldChangesBody, tags, response: PutEventsCustomFieldsReplies } },
      async (request) => {
        const { user } = request;
        const { e, id } = request.params;
        return updateCustomField(context, user, e, id, request.body, request.metadata);
      },
    );

    app.delete(
      '/api/v2/events/:e/custom-fields/:id',
      { config: { need: ['update', 'event'] }, schema: { params: FieldParams, tags, response: DeleteEventsCustomFieldsReplies } },
      async (request) => {
        const { user } = request;
        const { e, id } = request.params;
        return deleteCustomField(context, user, e, id, request.metadata);
      },
    );

    app.put(
      '/api/v2/events/:e/default-fields',
      { config: { need: ['update', 'event'] }, schema: { params: EventParams, body: DefaultFieldsBody, tags, response: PutEventsDefaultFieldsReplies } },
      async (request) => {
        const { user } = request;
        const { e } = request.params;
        return setDefaultFields(context, user, e, request.body.default_fields, request.metadata);
      },
    );

    app.put(
      '/api/v2/events/:e/ticket-variations',
      { config: { need: ['update', 'event'] }, schema: { params: EventParams, body: TicketVariationsBody, tags, response: PutEventsTicketVariationsReplies } },
      async (request) => {
        const { user } = request;
        const { e } = request.params;
        return setTicketVariations(context, user, e, request.body.ticket_variations, request.metadata);
      },
    );

    app.put(
      '/api/v2/events/:e/attendees-bulk/set-ticket-variation',
      {
        config: { need: ['update', 'event'] },
        schema: { params: EventParams, body: BulkTicketVariationBody, tags, response: PutEventsAttendeesBulkSetTicketVariationReplies },
      },
      async (request) => {
        const { user } = request;
        const { e } = request.params;
        return setGuestsTicketVariation(context, user, e, request.body.attendees, request.body.ticket_variation_id, request.metadata);
      },
    );
  };
}
