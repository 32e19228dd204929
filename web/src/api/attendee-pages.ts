import { infiniteQueryOptions, keepPreviousData, useMutation } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { attendeeKeys, type Attendee } from './attendees'
import type { Paginated } from './pagination'
import type { MutationConfig } from '@/api/mutation-config'

/**
 * Rows fetched per request while the guest table scrolls: a few screens' worth. The first page is on the
 * guest list's way to its first paint (200 rows of a 100,000-guest event took the server 80 ms, 100 rows 50).
 */
export const GUEST_PAGE_SIZE = 100

/** The list's query parameters as the URL holds them (filter, search, sort, tags, …), page excluded. */
export type AttendeeSelectionParams = Record<string, string | undefined>

/**
 * The guest list as an infinite list for the virtualised table. Its key sits
 * under attendeeKeys.lists, so live updates and mutations that patch or
 * invalidate the lists reach it too.
 */
export function attendeeInfiniteQuery(eventUuid: string, params: AttendeeSelectionParams) {
  return infiniteQueryOptions({
    queryKey: [...attendeeKeys.lists(eventUuid), 'infinite', params] as const,
    queryFn: ({ pageParam, signal }) =>
      api.get<Paginated<Attendee>>(`/api/v2/events/${eventUuid}/attendees`, { query: { ...params, page: pageParam, per_page: GUEST_PAGE_SIZE }, signal }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.meta.page < last.meta.last_page ? last.meta.page + 1 : undefined),
    placeholderData: keepPreviousData,
  })
}

/** Every guest the view shows, as ids in its order: what "select all in this view" selects. */
export function attendeeIdsOfView(eventUuid: string, params: AttendeeSelectionParams): Promise<string[]> {
  return api.get<{ data: string[]; meta: { total: number } }>(`/api/v2/events/${eventUuid}/attendees/ids`, { query: params }).then((result) => result.data)
}

/**
 * "Select all in this view", fetched when asked for rather than kept: the ids are read at the
 * moment the person widens the selection, so a mutation (not a query) carries the request.
 */
export function useWholeViewIds(eventUuid: string, config?: MutationConfig<string[], AttendeeSelectionParams>) {
  return useMutation({ mutationFn: (params: AttendeeSelectionParams) => attendeeIdsOfView(eventUuid, params), ...config })
}
