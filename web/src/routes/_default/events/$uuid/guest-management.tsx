import { createFileRoute } from '@tanstack/react-router'
import type { QueryClient } from '@tanstack/react-query'
import { eventQuery } from '@/api/events'
import { GuestManagementPage } from '@/features/guest-list/GuestManagementPage'
import { parseGuestListSearch, type GuestListSearch } from '@/features/guest-list/filters/guest-list-search'
import { prefetchColumns, prefetchFirstView, prefetchFirstViewAtOnce } from '@/features/guest-list/time-travel/first-view-queries'
import { phoneFormatter } from '@/lib/formatters'

/**
 * The first guests and their counters, asked for while the page's code loads, not after it (issue 31:
 * navigation → rows shown): at once where every role reads the link alike, else as soon as the event
 * (the role's permissions) is in. Not awaited: the page shows as soon as it can, and its own queries
 * find these. The queries' code is in the entry (about 1 kB gzip): imported on navigation, it was one
 * more request queued behind the page's scripts, and the list's request left only once it was in.
 */
async function prefetchGuestList(queryClient: QueryClient, eventUuid: string, search: GuestListSearch): Promise<void> {
  const asked = prefetchFirstViewAtOnce(queryClient, eventUuid, search)
  await queryClient.ensureQueryData(eventQuery(eventUuid))
  if (!asked) prefetchFirstView(queryClient, eventUuid, search)
  prefetchColumns(queryClient, eventUuid)
}

/** Started, not awaited; a failure is the page's own queries' to report. */
function startPrefetch(queryClient: QueryClient, eventUuid: string, search: GuestListSearch): void {
  prefetchGuestList(queryClient, eventUuid, search).catch(() => undefined)
}

export const Route = createFileRoute('/_default/events/$uuid/guest-management')({
  validateSearch: parseGuestListSearch,
  loaderDeps: ({ search }) => ({ search }),
  // As the navigation starts, beside the signed-in person and the event's guard (a first visit or a link); the
  // rows' phone numbers wait for their formatter, so it starts then too.
  staticData: {
    early: ({ queryClient, params, search }) => {
      if (!params.uuid) return
      startPrefetch(queryClient, params.uuid, parseGuestListSearch(search))
      void phoneFormatter()
    },
  },
  // A preload (a link hovered) and a navigation the early start did not see ask here; both find one request.
  loader: ({ context, params, deps }) => startPrefetch(context.queryClient, params.uuid, deps.search),
  component: function GuestManagementRoute() {
    const { uuid } = Route.useParams()
    const search = Route.useSearch()
    return <GuestManagementPage eventUuid={uuid} search={search} />
  },
})
