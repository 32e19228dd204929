import { waitUntilProjected } from '../consistency/wait-for-position.ts';
import { streamIds, toDomainEvent } from '@usher/events';
import { DomainError } from '@usher/domain/deciders/domain-error';
import { isUuid } from '@usher/domain/ids/uuid';
import type { EventOfObject } from '@usher/infra/http/declared-access';
import type { ServiceContext } from '@usher/infra/context';
import { describeGuestChange } from './describe-change.ts';

/**
 * The event of the guest whose history a route reads, for the route's need:
 * from the log, so a guest added a moment ago is never a 404; another
 * organisation's guest is one.
 */
export function eventOfGuestInLog(context: ServiceContext): EventOfObject {
  return {
    object: 'attendee',
    find: async (request) => {
      const { id } = request.params as { id: string };
      const [added] = isUuid(id) ? await context.store.readStream(streamIds.attendee(id)) : [];
      const eventUuid = added ? String(added.data.event_uuid) : null;
      const created = eventUuid ? (await context.store.readStream(streamIds.event(eventUuid)))[0] : undefined;
      if (!created || created.data.organisation_id !== request.user.organisation_id) throw DomainError.notFound('attendee');
      // The role is judged on the read models, which may be a moment behind an event the log already has.
      await waitUntilProjected(context, created.globalPosition, 'events', 'event_team');
      return eventUuid;
    },
  };
}

/**
 * A guest's history, read from their own stream in the log: every change,
 * who made it, when, and from which screen or link. Newest first.
 */
export async function guestHistory(context: ServiceContext, attendeeId: string) {
  const events = await context.store.readStream(streamIds.attendee(attendeeId));
  return {
    data: events
      .map((event) => ({
        id: event.eventId,
        type: event.type,
        ...describeGuestChange(toDomainEvent(event)),
        actor: event.metadata.actor,
        source: event.metadata.source,
        occurred_at: new Date(event.recordedAt).toISOString(),
        position: event.globalPosition,
      }))
      .reverse(),
  };
}
