import { createFileRoute } from '@tanstack/react-router'
import { BadgesPage } from '@/features/badges/BadgesPage'

export const Route = createFileRoute('/_default/events/$uuid/event-builder/badges')({
  component: function BadgesRoute() {
    const { uuid } = Route.useParams()
    return <BadgesPage uuid={uuid} />
  },
})
