import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { EventParams } from '@usher/domain/contract/request-params';
import {
  AttendeeInteractionsQuery,
  AttendeeInteractionsReply,
  GroupedInteractionsReply,
  JourneyListReply,
  JourneyParams,
  JourneyReply,
  JourneyTemplateListReply,
} from '@usher/domain/contract/journeys';
import type { ServiceContext } from '@usher/infra/context';
import { waitForPosition } from '../consistency/wait-for-position.ts';
import { askerAbilities } from '../access/asker-abilities.ts';
import { attendeeInteractions, defaultTemplates, groupedInteractions, listJourneys, showJourney } from './journey-queries.ts';

const READS = ['events', 'journeys'];

/**
 * Journeys' reads (spec section 7 Journeys): the default templates, the
 * event's journeys, one journey, and how guests went through it. Whoever may
 * view the event may read them; another organisation's are 404.
 */
export function journeyQueryRoutes(context: ServiceContext): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['journeys'];
    const base = '/api/v2/events/:e/journeys';

    // Registered before '/:id' so these words are never read as ids.
    app.get(
      `${base}/default-templates`,
      {
        config: { need: ['read', 'event'] },
        schema: { params: EventParams, tags, summary: 'The journeys an organiser can start from', response: { 200: JourneyTemplateListReply } },
      },
      async () => {
        return defaultTemplates();
      },
    );

    app.get(
      `${base}/list`,
      {
        config: { need: ['read', 'event'] },
        schema: { params: EventParams, tags, summary: "The event's journeys, oldest first", response: { 200: JourneyListReply } },
      },
      async (request) => {
        await waitForPosition(context, request, ...READS);
        return { ...(await listJourneys(context, request.params.e)), abilities: askerAbilities(request, 'journey') };
      },
    );

    app.get(
      `${base}/:id`,
      {
        config: { need: ['read', 'event'] },
        schema: { params: JourneyParams, tags, summary: 'One journey: its draft and its published version', response: { 200: JourneyReply } },
      },
      async (request) => {
        await waitForPosition(context, request, ...READS);
        return { ...(await showJourney(context, request.params.e, request.params.id)), abilities: askerAbilities(request, 'journey') };
      },
    );

    app.get(
      `${base}/:id/grouped-interactions`,
      {
        config: { need: ['read', 'event'] },
        schema: {
          params: JourneyParams,
          tags,
          summary: 'How many guests reached, answered and are on each step of the published version',
          response: { 200: GroupedInteractionsReply },
        },
      },
      async (request) => {
        await waitForPosition(context, request, ...READS);
        return groupedInteractions(context, request.params.e, request.params.id);
      },
    );

    app.get(
      `${base}/:id/attendee-interactions`,
      {
        config: { need: ['read', 'event'] },
        schema: {
          params: JourneyParams,
          querystring: AttendeeInteractionsQuery,
          tags,
          summary: "Each guest's way through the journey, most recently active first",
          response: { 200: AttendeeInteractionsReply },
        },
      },
      async (request) => {
        await waitForPosition(context, request, ...READS, 'guest_list');
        return attendeeInteractions(context, request.params.e, request.params.id, request.query);
      },
    );
  };
}
