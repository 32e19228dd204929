import { createFileRoute } from '@tanstack/react-router'
import { attendeeInfiniteQuery } from '@/api/attendee-pages'
import { GuestManagementPage } from '@/features/guest-list/GuestManagementPage'
import { listParamsOf } from '@/features/guest-list/filters/list-params'
import { parseGuestListSearch } from '@/features/guest-list/filters/guest-list-search'

export const Route = createFileRoute('/_default/events/$uuid/guest-management')({
  validateSearch: parseGuestListSearch,
  loaderDeps: ({ search }) => ({ search }),
  // The first guests are asked for while the page's code and the event load, not after both (issue 31:
  // navigation → rows shown). Not awaited: the page shows as soon as it can, and its own query finds this one.
  loader: ({ context, params, deps }) => {
    if (deps.search.as_of) return
    const { as_of: _moment, ...selection } = listParamsOf(deps.search)
    void context.queryClient.prefetchInfiniteQuery(attendeeInfiniteQuery(params.uuid, selection))
  },
  component: function GuestManagementRoute() {
    const { uuid } = Route.useParams()
    const search = Route.useSearch()
    return <GuestManagementPage eventUuid={uuid} search={search} />
  },
})
