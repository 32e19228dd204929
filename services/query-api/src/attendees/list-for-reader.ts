import type { EventAction } from '@usher/domain/access/event-roles';
import { permissionsOf } from '@usher/domain/access/event-roles';
import { eventAreasOf, mayUseFilter } from '@usher/domain/access/event-areas';
import { DomainError } from '@usher/domain/deciders/domain-error';
import type { AuthUser } from '@usher/infra/http/authenticate';
import type { ServiceContext } from '@usher/infra/context';
import { customFieldFiltersOf } from '../fields/custom-field-filters.ts';
import { requireEventRead } from '../access/event-role.ts';
import { listAttendees, type AttendeeListQuery } from './attendee-queries.ts';

/** Door staff search the list to check guests in. */
export const GUEST_LIST_READERS: EventAction[] = ['view', 'check_in'];

/**
 * One page of the live guest list for a user who may read it. The list's
 * statements run beside the access check instead of after it, and answer
 * only once it has passed: a refusal is still a 404 or 403, as quick as
 * before, and shows nothing. Door staff filter by check-in alone
 * (event-areas.ts DOOR_FILTERS): an RSVP, approval or invitation filter
 * would tell them what their role does not show, so it is refused (403).
 */
export async function listAttendeesForReader(context: ServiceContext, user: AuthUser, eventUuid: string, query: Omit<AttendeeListQuery, 'custom_field_filters'>, url: string) {
  const access = requireEventRead(context, user, eventUuid, GUEST_LIST_READERS);
  const listing = customFieldFiltersOf(context, eventUuid, url).then((custom_field_filters) => listAttendees(context, eventUuid, { ...query, custom_field_filters }));
  // Awaited below, or dropped if access is refused: its failure must not go unhandled meanwhile.
  listing.catch(() => undefined);
  const areas = eventAreasOf(permissionsOf(await access));
  if (!query.filters.every((filter) => mayUseFilter(areas, filter))) {
    throw new DomainError('forbidden', 'forbidden', 'Your role lets you filter the guests by check-in only.');
  }
  return listing;
}
