import { createFileRoute } from '@tanstack/react-router'
import { CommunicationsPage } from '@/features/communications/CommunicationsPage'
import { parseCommunicationsSearch } from '@/features/communications/communications-search'

export const Route = createFileRoute('/_default/events/$uuid/communications/')({
  validateSearch: parseCommunicationsSearch,
  component: function CommunicationsRoute() {
    const { uuid } = Route.useParams()
    const search = Route.useSearch()
    return <CommunicationsPage eventUuid={uuid} search={search} />
  },
})
