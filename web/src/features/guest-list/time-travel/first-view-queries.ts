import type { QueryClient } from '@tanstack/react-query'
import { attendeeInfiniteQuery } from '@/api/attendee-pages'
import { attendeeStatsQuery } from '@/api/attendees'
import { eventQuery } from '@/api/events'
import { customFieldsQuery } from '@/api/guest-fields'
import { columnSettingsQuery } from '@/api/attendee-views'
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

/** The fewest areas that still see guests: the door's. What they read unchanged, every role that sees guests does. */
const DOOR_AREAS = { details: false, guests: true, pastViews: false }

/**
 * The same without waiting for the event, where no role reads the link differently: searchForRole leaves it
 * as it is for the door's areas (no organiser's filter, no past moment), as the guest list opens from the
 * event's tabs. It then leaves as soon as this module has loaded, not once the event has answered. Returns
 * whether it asked.
 */
export function prefetchFirstViewAtOnce(queryClient: QueryClient, eventUuid: string, linkSearch: GuestListSearch): boolean {
  if (searchForRole(linkSearch, DOOR_AREAS) !== linkSearch) return false
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

/**
 * The table's column definitions, asked for beside the first guests: the rows wait for them
 * (GuestManagementPage), so asked for only when the page rendered they were a round trip more.
 * Only those who run the event read them; the event is in the cache once its guard has loaded it.
 */
export function prefetchColumns(queryClient: QueryClient, eventUuid: string): void {
  const event = queryClient.getQueryData(eventQuery(eventUuid).queryKey)
  if (!event || !eventAreasOf(event.permissions).details) return
  void queryClient.prefetchQuery(customFieldsQuery(eventUuid))
  void queryClient.prefetchQuery(columnSettingsQuery(eventUuid))
}
