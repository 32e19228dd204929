import { createFileRoute } from '@tanstack/react-router'
import { GuestManagementPage } from '@/features/guest-list/GuestManagementPage'
import { parseGuestListSearch } from '@/features/guest-list/filters/guest-list-search'

export const Route = createFileRoute('/_default/events/$uuid/guest-management')({
  validateSearch: parseGuestListSearch,
  loaderDeps: ({ search }) => ({ search }),
  // The first guests and their counters are asked for while the page's code loads, not after it (issue 31:
  // navigation → rows shown). Not awaited: the page shows as soon as it can, and its own queries find these.
  // Imported on navigation: the queries' code is the page's, and kept out of the entry every page loads.
  loader: ({ context, params, deps }) => {
    void import('@/features/guest-list/time-travel/first-view-queries').then(({ prefetchFirstView }) =>
      prefetchFirstView(context.queryClient, params.uuid, deps.search),
    )
  },
  component: function GuestManagementRoute() {
    const { uuid } = Route.useParams()
    const search = Route.useSearch()
    return <GuestManagementPage eventUuid={uuid} search={search} />
  },
})
