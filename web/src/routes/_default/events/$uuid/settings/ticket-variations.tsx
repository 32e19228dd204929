import { createFileRoute } from '@tanstack/react-router'
import { TicketVariationsSettingsPage } from '@/features/guest-fields/settings/TicketVariationsSettingsPage'

export const Route = createFileRoute('/_default/events/$uuid/settings/ticket-variations')({
  component: function TicketVariationsRoute() {
    const { uuid } = Route.useParams()
    return <TicketVariationsSettingsPage eventUuid={uuid} />
  },
})
