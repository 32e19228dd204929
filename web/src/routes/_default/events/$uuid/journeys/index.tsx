import { createFileRoute } from '@tanstack/react-router'
import { JourneysPage } from '@/features/journeys/list/JourneysPage'

export const Route = createFileRoute('/_default/events/$uuid/journeys/')({
  component: function JourneysRoute() {
    const { uuid } = Route.useParams()
    return <JourneysPage eventUuid={uuid} />
  },
})
