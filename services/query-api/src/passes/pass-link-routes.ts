import { z } from 'zod';
import { safeId } from '@usher/domain/validation/safe-text';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DomainError } from '@usher/domain/deciders/domain-error';
import { isUuid } from '@usher/domain/ids/uuid';
import type { AuthUser } from '@usher/infra/http/authenticate';
import { passLinksFor } from '@usher/read-models/passes/guest-links';
import type { ServiceContext } from '@usher/infra/context';
import { requireEventRead } from '../access/event-role.ts';
import { waitForPosition } from '../consistency/wait-for-position.ts';
import { GetEventsAttendeesPassLinkReplies } from '@usher/domain/contract/passes';

/** A guest's pass links, under the same policy as reading the guest: view, or door staff's check-in. */
async function passLinksOfGuest(context: ServiceContext, user: AuthUser, attendeeId: string) {
  if (!isUuid(attendeeId)) throw DomainError.notFound('attendee');
  const row = await context.db
    .selectFrom('rm_attendees as a')
    .innerJoin('rm_events as e', 'e.uuid', 'a.event_uuid')
    .select('a.event_uuid')
    .where('a.id', '=', attendeeId)
    .where('e.organisation_id', '=', user.organisation_id)
    .executeTakeFirst();
  if (!row) throw DomainError.notFound('attendee');
  await requireEventRead(context, user, row.event_uuid, ['view', 'check_in']);
  const links = await passLinksFor(context.db, attendeeId);
  // pass_link is the branded public page: the one the dashboard copies and opens.
  return { data: { pass_link: links.pass_public_link, pass_public_link: links.pass_public_link, pass_whitelabel_public_link: links.pass_whitelabel_public_link } };
}

export function passLinkRoutes(context: ServiceContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/api/v2/events/attendees/:id/pass/link', { config: { need: ['find', 'event_object'] }, schema: { params: z.object({ id: safeId() }), tags: ['attendees'], response: GetEventsAttendeesPassLinkReplies } }, async (request) => {
      const { user } = request;
      await waitForPosition(context, request, 'events', 'guest_list');
      return passLinksOfGuest(context, user, request.params.id);
    });
  };
}
