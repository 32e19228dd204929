import { streamIds } from '@usher/events';
import { eventDecider, type EventState } from '@usher/domain/deciders/event-decider';
import { fold } from '@usher/domain/deciders/decider';
import { DomainError } from '@usher/domain/deciders/domain-error';
import type { EventAction, EventRole } from '@usher/domain/access/event-roles';
import { eventRoleOf as resolveEventRole } from '@usher/domain/access/policy';
import type { AuthUser } from '@usher/infra/http/authenticate';
import type { ServiceContext } from '@usher/infra/context';
import { toDomainEvent } from '../handling/execute.ts';
import { isUuid } from '@usher/domain/ids/uuid';
import { teamOf } from './event-teams.ts';

// An event's organisation never changes once created, so it can be remembered.
const organisationOfEvent = new Map<string, string>();
export async function loadEvent(context: ServiceContext, eventUuid: string): Promise<EventState> {
  if (!isUuid(eventUuid)) return eventDecider.initialState();
  const history = await context.store.readStream(streamIds.event(eventUuid));
  return fold(eventDecider, history.map(toDomainEvent));
}

const ACTION_WORDS: Record<EventAction, string> = { view: 'view this event', edit: 'change this event', check_in: 'check guests in at this event' };

export function forbidden(action: EventAction): DomainError {
  return new DomainError('forbidden', 'forbidden', `Your role does not allow you to ${ACTION_WORDS[action]}.`);
}

/** The user's role on an event of their own organisation (404 for anyone else's event). */
export async function eventRoleOf(context: ServiceContext, user: AuthUser, eventUuid: string): Promise<EventRole> {
  let organisation = organisationOfEvent.get(eventUuid);
  if (!organisation) {
    const state = await loadEvent(context, eventUuid);
    if (!state.exists || !state.organisation_id) throw DomainError.notFound('event');
    organisation = state.organisation_id;
    organisationOfEvent.set(eventUuid, organisation);
  }
  if (organisation !== user.organisation_id) throw DomainError.notFound('event');
  // The facts from the streams; the role from the resolver both services share.
  const role = resolveEventRole(user, { organisation_id: organisation, team: await teamOf(context, eventUuid) });
  if (role === null) throw DomainError.notFound('event');
  return role;
}
