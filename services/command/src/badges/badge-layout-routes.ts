import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ServiceContext } from '@usher/infra/context';
import { safeId } from '@usher/domain/validation/safe-text';
import { PutEventsBadgeLayoutReplies } from '@usher/domain/contract/badges';
import { EventParams } from '../events/event-schemas.ts';
import { changeBadgeLayout } from './badge-layout-handlers.ts';

// Shapes only: the domain rule (shared/domain/src/badges) gives the message for a field the event lacks.
const BadgeLayoutBody = z
  .object({
    size: z.enum(['4x3', '4x6', 'a6', 'avery_5392']),
    secondary_field: safeId().nullable(),
    show_ticket_variation: z.boolean(),
    show_host_group: z.boolean(),
    show_table: z.boolean(),
    show_qr: z.boolean(),
    show_logo: z.boolean(),
  })
  .partial();

/** The badge screen's layout: its own route and event, answered with the whole layout after the change. */
export function badgeLayoutRoutes(context: ServiceContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.put(
      '/api/v2/events/:uuid/badge-layout',
      {
        config: { need: ['update', 'event'] },
        schema: {
          params: EventParams,
          body: BadgeLayoutBody,
          tags: ['events'],
          summary: "Change how the event's printed badges look",
          response: PutEventsBadgeLayoutReplies,
        },
      },
      async (request) => {
        return changeBadgeLayout(context, request.params.uuid, request.body, request.metadata);
      },
    );
  };
}
