import type { QueryClient } from '@tanstack/react-query'
import { attendeeInfiniteQuery } from '@/api/attendee-pages'
import { attendeeStatsQuery } from '@/api/attendees'
import { eventQuery } from '@/api/events'
import { eventAreasOf } from '@usher/domain/access/event-areas'
import { searchForRole, type GuestListSearch } from '../filters/guest-list-search'
import { listParamsOf } from '../filters/list-params'
import { pastAttendeeInfiniteQuery, pastAttendeeStatsQuery } from './past-guest-list-queries'

/**
 * Asks for the first guests and the counters while the page's code loads (issue 31: navigation → rows
 * shown), both at once; the page shows its rows once both are in (GuestManagementPage), so the counters
 * are never missing above guests already shown. The search is read as the person's role reads it, so
 * door staff following an organiser's link never ask for what the server refuses. The event is in the
 * cache: the event layout's guard has loaded it.
 */
export function prefetchFirstView(queryClient: QueryClient, eventUuid: string, linkSearch: GuestListSearch): void {
  const event = queryClient.getQueryData(eventQuery(eventUuid).queryKey)
  if (!event) return
  prefetchSearch(queryClient, eventUuid, searchForRole(linkSearch, eventAreasOf(event.permissions)))
}

/**
 * The same without waiting for the event, where no role would read the link differently: a list with
 * neither a filter nor a past moment (searchForRole keeps it as it is), as the guest list opens from
 * the event's tabs. Its answer then arrives beside the event's rather than one round trip after it.
 * Returns whether it asked.
 */
export function prefetchFirstViewAtOnce(queryClient: QueryClient, eventUuid: string, linkSearch: GuestListSearch): boolean {
  if (linkSearch.filter !== undefined || linkSearch.as_of !== undefined) return false
  prefetchSearch(queryClient, eventUuid, linkSearch)
  return true
}

function prefetchSearch(queryClient: QueryClient, eventUuid: string, search: GuestListSearch): void {
  const { as_of: asOf, ...selection } = listParamsOf(search)
  if (asOf) {
    void queryClient.prefetchInfiniteQuery(pastAttendeeInfiniteQuery(eventUuid, asOf, selection))
    void queryClient.prefetchQuery(pastAttendeeStatsQuery(eventUuid, asOf))
  } else {
    void queryClient.prefetchInfiniteQuery(attendeeInfiniteQuery(eventUuid, selection))
    void queryClient.prefetchQuery(attendeeStatsQuery(eventUuid))
  }
}
