import { createFileRoute } from '@tanstack/react-router'
import { EventOverviewPage } from '@/features/events/overview/EventOverviewPage'

// Spec section 2, the event's index: its overview (the event layout above it loaded the event).
export const Route = createFileRoute('/_default/events/$uuid/')({
  component: function EventOverviewRoute() {
    const { uuid } = Route.useParams()
    return <EventOverviewPage uuid={uuid} />
  },
})
