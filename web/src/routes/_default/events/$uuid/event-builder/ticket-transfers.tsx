import { createFileRoute } from '@tanstack/react-router'
import { TicketTransfersPage } from '@/features/ticket-transfers/TicketTransfersPage'

export const Route = createFileRoute('/_default/events/$uuid/event-builder/ticket-transfers')({
  component: function TicketTransfersRoute() {
    const { uuid } = Route.useParams()
    return <TicketTransfersPage eventUuid={uuid} />
  },
})
