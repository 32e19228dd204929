import { createFileRoute } from '@tanstack/react-router'
import { SeatingSettingsPage } from '@/features/seating/editor/SeatingSettingsPage'

export const Route = createFileRoute('/_default/events/$uuid/event-builder/seating')({
  component: function SeatingSettingsRoute() {
    const { uuid } = Route.useParams()
    return <SeatingSettingsPage uuid={uuid} />
  },
})
