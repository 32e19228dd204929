import { createFileRoute } from '@tanstack/react-router'
import { SupportPage } from '@/features/support/SupportPage'

export const Route = createFileRoute('/_default/events/$uuid/event-builder/support')({
  component: function SupportRoute() {
    const { uuid } = Route.useParams()
    return <SupportPage eventUuid={uuid} />
  },
})
