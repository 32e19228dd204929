import { permissionsOf, type EventRole } from '@usher/domain/access/event-roles';
import { eventAreasOf, mayUseFilter } from '@usher/domain/access/event-areas';
import { DomainError } from '@usher/domain/deciders/domain-error';
import type { ServiceContext } from '@usher/infra/context';
import { customFieldFiltersOf } from '../fields/custom-field-filters.ts';
import { listAttendees, type AttendeeListQuery } from './attendee-queries.ts';

/**
 * One page of the live guest list for a role the route's need let read it
 * (view, or the door's check-in, who search the list to check guests in). Door staff filter by check-in alone
 * (event-areas.ts DOOR_FILTERS): an RSVP, approval or invitation filter
 * would tell them what their role does not show, so it is refused (403).
 */
export async function listAttendeesForReader(
  context: ServiceContext,
  role: EventRole,
  eventUuid: string,
  query: Omit<AttendeeListQuery, 'custom_field_filters'>,
  url: string,
) {
  const areas = eventAreasOf(permissionsOf(role));
  if (!query.filters.every((filter) => mayUseFilter(areas, filter))) {
    throw new DomainError('forbidden', 'forbidden', 'Your role lets you filter the guests by check-in only.');
  }
  return listAttendees(context, eventUuid, { ...query, custom_field_filters: await customFieldFiltersOf(context, eventUuid, url) });
}
