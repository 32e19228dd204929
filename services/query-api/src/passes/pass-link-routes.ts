import { z } from 'zod';
import { safeId } from '@usher/domain/validation/safe-text';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { passLinksFor } from '@usher/read-models/passes/guest-links';
import type { ServiceContext } from '@usher/infra/context';
import { objectEventOf } from '../access/object-event.ts';
import { eventOfGuestRow } from '../attendees/attendee-queries.ts';
import { GetEventsAttendeesPassLinkReplies } from '@usher/domain/contract/passes';

/** A guest's pass links, under the same policy as reading the guest (the route's need): view, or door staff's check-in. */
async function passLinksOfGuest(context: ServiceContext, attendeeId: string) {
  const links = await passLinksFor(context.db, attendeeId);
  // pass_link is the branded public page: the one the dashboard copies and opens.
  return {
    data: { pass_link: links.pass_public_link, pass_public_link: links.pass_public_link, pass_whitelabel_public_link: links.pass_whitelabel_public_link },
  };
}

export function passLinkRoutes(context: ServiceContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/v2/events/attendees/:id/pass/link',
      {
        config: {
          need: ['find', 'event_object'],
          eventOf: objectEventOf(context, 'attendee', ['events', 'guest_list'], (id, request) => eventOfGuestRow(context, request.user, id)),
        },
        schema: { params: z.object({ id: safeId() }), tags: ['attendees'], response: GetEventsAttendeesPassLinkReplies },
      },
      async (request) => {
        return passLinksOfGuest(context, request.params.id);
      },
    );
  };
}
