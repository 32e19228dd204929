import { streamIds, toDomainEvent } from '@usher/events';
import { DomainError } from '@usher/domain/deciders/domain-error';
import { isUuid } from '@usher/domain/ids/uuid';
import type { AuthUser } from '@usher/infra/http/authenticate';
import type { ServiceContext } from '@usher/infra/context';
import { describeGuestChange } from './describe-change.ts';
import { requireAllowed, roleOnOwnEvent } from '../access/event-role.ts';

/**
 * A guest's history, read from their own stream in the log: every change,
 * who made it, when, and from which screen or link. Newest first.
 */
export async function guestHistory(context: ServiceContext, user: AuthUser, attendeeId: string) {
  const events = isUuid(attendeeId) ? await context.store.readStream(streamIds.attendee(attendeeId)) : [];
  // Ownership from the log too, so a guest added a moment ago is never a 404.
  const eventUuid = events[0] ? String(events[0].data.event_uuid) : null;
  const created = eventUuid ? (await context.store.readStream(streamIds.event(eventUuid)))[0] : undefined;
  if (!created || created.data.organisation_id !== user.organisation_id) throw DomainError.notFound('attendee');
  requireAllowed(await roleOnOwnEvent(context, user, eventUuid!), ['view']);
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
