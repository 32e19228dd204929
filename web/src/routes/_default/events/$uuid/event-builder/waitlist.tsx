import { createFileRoute } from '@tanstack/react-router'
import { WaitlistPage } from '@/features/waitlist/WaitlistPage'

export const Route = createFileRoute('/_default/events/$uuid/event-builder/waitlist')({
  component: function WaitlistRoute() {
    const { uuid } = Route.useParams()
    return <WaitlistPage eventUuid={uuid} />
  },
})
