import { createFileRoute } from '@tanstack/react-router'
import { GuestManagementPage } from '@/features/guest-list/GuestManagementPage'
import { parseGuestListSearch } from '@/features/guest-list/filters/guest-list-search'

export const Route = createFileRoute('/_default/events/$uuid/guest-management')({
  validateSearch: parseGuestListSearch,
  component: function GuestManagementRoute() {
    const { uuid } = Route.useParams()
    const search = Route.useSearch()
    return <GuestManagementPage eventUuid={uuid} search={search} />
  },
})
