import { createFileRoute } from '@tanstack/react-router'
import { EventBuilderIndexPage } from '@/features/events/builder/EventBuilderIndexPage'

export const Route = createFileRoute('/_default/events/$uuid/event-builder/')({
  component: function EventBuilderIndexRoute() {
    const { uuid } = Route.useParams()
    return <EventBuilderIndexPage uuid={uuid} />
  },
})
