import { createFileRoute } from '@tanstack/react-router'
import { CommunicationsPage } from '@/features/communications/CommunicationsPage'

export const Route = createFileRoute('/_default/events/$uuid/communications/')({
  component: function CommunicationsRoute() {
    const { uuid } = Route.useParams()
    return <CommunicationsPage eventUuid={uuid} />
  },
})
