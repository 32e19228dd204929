import { streamIds } from '@usher/events';
import { eventDecider, type EventState } from '@usher/domain/deciders/event-decider';
import { fold } from '@usher/domain/deciders/decider';
import { DomainError } from '@usher/domain/deciders/domain-error';
import type { AuthUser } from '@usher/infra/http/authenticate';
import type { ServiceContext } from '@usher/infra/runtime/context';
import { toDomainEvent } from '../handling/execute.ts';
import { isUuid } from '@usher/domain/ids/uuid';

// An event's organisation never changes once created, so it can be remembered.
const organisationOfEvent = new Map<string, string>();
export async function loadEvent(context: ServiceContext, eventUuid: string): Promise<EventState> {
  if (!isUuid(eventUuid)) return eventDecider.initialState();
  const history = await context.store.readStream(streamIds.event(eventUuid));
  return fold(eventDecider, history.map(toDomainEvent));
}

/**
 * The event when the user's organisation owns it. Another organisation's
 * event answers exactly like a missing one: 404, no hint it exists.
 */
export async function requireEventAccess(context: ServiceContext, user: AuthUser, eventUuid: string): Promise<void> {
  let organisation = organisationOfEvent.get(eventUuid);
  if (!organisation) {
    const state = await loadEvent(context, eventUuid);
    if (!state.exists || !state.organisation_id) throw DomainError.notFound('event');
    organisation = state.organisation_id;
    organisationOfEvent.set(eventUuid, organisation);
  }
  if (organisation !== user.organisation_id) throw DomainError.notFound('event');
}
