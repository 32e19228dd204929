import { createFileRoute } from '@tanstack/react-router'
import { SettingsLayout } from '@/features/event-settings/SettingsLayout'

export const Route = createFileRoute('/_default/events/$uuid/settings')({
  component: function SettingsRoute() {
    const { uuid } = Route.useParams()
    return <SettingsLayout uuid={uuid} />
  },
})
