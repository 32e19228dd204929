import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { streamIds, type DomainEvent } from '@usher/events';
import { DomainError } from '@usher/domain/deciders/domain-error';
import type { ServiceContext } from '@usher/infra/runtime/context';
import { authenticate, authenticateBeforeValidation } from '@usher/infra/http/authenticate';
import { describeGuestChange } from './describe-change.ts';
import { isUuid } from '@usher/domain/ids/uuid';

/**
 * A guest's history, read from their own stream in the log: every change,
 * who made it, when, and from which screen or link. Newest first.
 */
export function historyRoutes(context: ServiceContext): FastifyPluginAsyncZod {
  return async (app) => {
    authenticateBeforeValidation(app, context);
    app.get('/api/v2/events/attendees/:id/history', { schema: { params: z.object({ id: z.string().max(100) }), tags: ['attendees'] } }, async (request) => {
      const user = await authenticate(context, request);
      const { id } = request.params;
      const events = isUuid(id) ? await context.store.readStream(streamIds.attendee(id)) : [];
      // Ownership from the log too, so a guest added a moment ago is never a 404.
      const eventUuid = events[0] ? String(events[0].data.event_uuid) : null;
      const created = eventUuid ? (await context.store.readStream(streamIds.event(eventUuid)))[0] : undefined;
      if (!created || created.data.organisation_id !== user.organisation_id) throw DomainError.notFound('attendee');
      return {
        data: events
          .map((event) => ({
            id: event.eventId,
            type: event.type,
            ...describeGuestChange({ type: event.type, data: event.data } as DomainEvent),
            actor: event.metadata.actor,
            source: event.metadata.source,
            occurred_at: new Date(event.recordedAt).toISOString(),
            position: event.globalPosition,
          }))
          .reverse(),
      };
    });
  };
}
