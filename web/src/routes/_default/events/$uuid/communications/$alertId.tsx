import { createFileRoute } from '@tanstack/react-router'
import { CommunicationPage } from '@/features/communications/CommunicationPage'

export const Route = createFileRoute('/_default/events/$uuid/communications/$alertId')({
  component: function CommunicationRoute() {
    const { uuid, alertId } = Route.useParams()
    return <CommunicationPage eventUuid={uuid} alertId={alertId} />
  },
})
