import { createFileRoute } from '@tanstack/react-router'
import { PassSettingsPage } from '@/features/passes/PassSettingsPage'

export const Route = createFileRoute('/_default/events/$uuid/event-builder/pass')({
  component: function PassSettingsRoute() {
    const { uuid } = Route.useParams()
    return <PassSettingsPage uuid={uuid} />
  },
})
