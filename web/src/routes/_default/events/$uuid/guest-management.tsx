import { createFileRoute } from '@tanstack/react-router'
import type { QueryClient } from '@tanstack/react-query'
import { eventQuery } from '@/api/events'
import { GuestManagementPage } from '@/features/guest-list/GuestManagementPage'
import { parseGuestListSearch, type GuestListSearch } from '@/features/guest-list/filters/guest-list-search'

/**
 * The first guests and their counters, asked for as soon as the event (the role's permissions) is in,
 * while the page's code loads, not after it (issue 31: navigation → rows shown). Not awaited: the page
 * shows as soon as it can, and its own queries find these. Imported on navigation: the queries' code is
 * the page's, and kept out of the entry every page loads.
 */
function prefetchGuestList(queryClient: QueryClient, eventUuid: string, search: GuestListSearch): void {
  const queries = import('@/features/guest-list/time-travel/first-view-queries')
  void Promise.all([queries, queryClient.ensureQueryData(eventQuery(eventUuid))]).then(
    ([{ prefetchFirstView }]) => prefetchFirstView(queryClient, eventUuid, search),
    () => undefined,
  )
}

export const Route = createFileRoute('/_default/events/$uuid/guest-management')({
  validateSearch: parseGuestListSearch,
  loaderDeps: ({ search }) => ({ search }),
  // As the navigation starts, beside the signed-in person and the event's guard (a first visit or a link).
  staticData: { early: ({ queryClient, params, search }) => params.uuid && prefetchGuestList(queryClient, params.uuid, parseGuestListSearch(search)) },
  // A preload (a link hovered) and a navigation the early start did not see ask here; both find one request.
  loader: ({ context, params, deps }) => prefetchGuestList(context.queryClient, params.uuid, deps.search),
  component: function GuestManagementRoute() {
    const { uuid } = Route.useParams()
    const search = Route.useSearch()
    return <GuestManagementPage eventUuid={uuid} search={search} />
  },
})
