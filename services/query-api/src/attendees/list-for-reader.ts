import type { EventAction } from '@usher/domain/access/event-roles';
import type { AuthUser } from '@usher/infra/http/authenticate';
import type { ServiceContext } from '@usher/infra/context';
import { customFieldFiltersOf } from '../fields/custom-field-filters.ts';
import { listAttendees, requireReadableEvent, type AttendeeListQuery } from './attendee-queries.ts';

/** Door staff search the list to check guests in. */
export const GUEST_LIST_READERS: EventAction[] = ['view', 'check_in'];

/**
 * One page of the live guest list for a user who may read it. The list's
 * statements run beside the access check instead of after it, and answer
 * only once it has passed: a refusal is still a 404 or 403, as quick as
 * before, and shows nothing.
 */
export async function listAttendeesForReader(context: ServiceContext, user: AuthUser, eventUuid: string, query: Omit<AttendeeListQuery, 'custom_field_filters'>, url: string) {
  const access = requireReadableEvent(context, user, eventUuid, GUEST_LIST_READERS);
  const listing = customFieldFiltersOf(context, eventUuid, url).then((custom_field_filters) => listAttendees(context, eventUuid, { ...query, custom_field_filters }));
  // Awaited below, or dropped if access is refused: its failure must not go unhandled meanwhile.
  listing.catch(() => undefined);
  await access;
  return listing;
}
