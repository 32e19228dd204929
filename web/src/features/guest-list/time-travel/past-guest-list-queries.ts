import { infiniteQueryOptions, keepPreviousData, queryOptions } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import type { Paginated, Single } from '@/api/pagination'
import { GUEST_PAGE_SIZE, type AttendeeSelectionParams } from '@/api/attendee-pages'
import type { Attendee, AttendeeStats } from '@/api/attendees'

/**
 * The past views' keys sit outside attendeeKeys.event on purpose: live
 * updates and mutations invalidate that subtree, and the past never changes,
 * so a past view is fetched once and left alone (live updates paused).
 */
export const pastGuestListKeys = {
  moment: (eventUuid: string, asOf: string) => ['attendees-as-of', eventUuid, asOf] as const,
  list: (eventUuid: string, asOf: string, params: AttendeeSelectionParams) => [...pastGuestListKeys.moment(eventUuid, asOf), 'list', params] as const,
  stats: (eventUuid: string, asOf: string) => [...pastGuestListKeys.moment(eventUuid, asOf), 'stats'] as const,
}

/** The guest list as it was at `asOf`, page by page for the virtualised table. */
export function pastAttendeeInfiniteQuery(eventUuid: string, asOf: string, params: AttendeeSelectionParams) {
  return infiniteQueryOptions({
    queryKey: pastGuestListKeys.list(eventUuid, asOf, params),
    queryFn: ({ pageParam, signal }) =>
      api.get<Paginated<Attendee>>(`/api/v2/events/${eventUuid}/attendees`, {
        query: { ...params, as_of: asOf, page: pageParam, per_page: GUEST_PAGE_SIZE },
        signal,
      }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.meta.page < last.meta.last_page ? last.meta.page + 1 : undefined),
    placeholderData: keepPreviousData,
    staleTime: Infinity,
  })
}

/** The stat counters as they were at `asOf`. */
export function pastAttendeeStatsQuery(eventUuid: string, asOf: string) {
  return queryOptions({
    queryKey: pastGuestListKeys.stats(eventUuid, asOf),
    queryFn: ({ signal }) =>
      api.get<Single<AttendeeStats>>(`/api/v2/events/${eventUuid}/attendees/stats`, { query: { as_of: asOf }, signal }).then((r) => r.data),
    staleTime: Infinity,
  })
}
