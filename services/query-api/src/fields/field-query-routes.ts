import { EventParams } from '@usher/domain/contract/request-params';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ServiceContext } from '@usher/infra/context';
import { initialEventFields } from '@usher/domain/deciders/event-fields-decider';
import { ticketWording } from '@usher/domain/fields/ticket-variations';
import { waitForPosition } from '../consistency/wait-for-position.ts';
import { loadEventFields } from './event-fields-read.ts';
import { GetEventsCustomFieldsReplies, GetEventsDefaultFieldsReplies, GetEventsTicketVariationsReplies } from '@usher/domain/contract/fields';

/** An event's guest fields, for the settings screens and the guest forms. */
export function fieldQueryRoutes(context: ServiceContext): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['fields'];
    const fieldsOf = async (eventUuid: string) => ({ ...initialEventFields(), ...stripMissing(await loadEventFields(context, eventUuid)) });

    app.get(
      '/api/v2/events/:e/custom-fields',
      { config: { need: ['read', 'event'] }, schema: { params: EventParams, tags, response: GetEventsCustomFieldsReplies } },
      async (request) => {
        await waitForPosition(context, request, 'events');
        return { data: (await fieldsOf(request.params.e)).custom_fields };
      },
    );

    app.get(
      '/api/v2/events/:e/default-fields',
      { config: { need: ['read', 'event'] }, schema: { params: EventParams, tags, response: GetEventsDefaultFieldsReplies } },
      async (request) => {
        await waitForPosition(context, request, 'events');
        return { data: (await fieldsOf(request.params.e)).default_fields };
      },
    );

    app.get(
      '/api/v2/events/:e/ticket-variations',
      { config: { need: ['read', 'event'] }, schema: { params: EventParams, tags, response: GetEventsTicketVariationsReplies } },
      async (request) => {
        await waitForPosition(context, request, 'events');
        const variations = (await fieldsOf(request.params.e)).ticket_variations;
        return { data: variations, meta: { wording: ticketWording(variations) } };
      },
    );
  };
}

function stripMissing<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
}
