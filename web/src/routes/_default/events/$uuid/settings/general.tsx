import { createFileRoute } from '@tanstack/react-router'
import { EventSettingsPage } from '@/features/events/EventSettingsPage'

export const Route = createFileRoute('/_default/events/$uuid/settings/general')({
  component: function GeneralSettingsRoute() {
    const { uuid } = Route.useParams()
    return <EventSettingsPage uuid={uuid} />
  },
})
