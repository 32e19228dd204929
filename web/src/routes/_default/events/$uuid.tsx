import { createFileRoute } from '@tanstack/react-router'
import { eventQuery } from '@/api/events'
import { EventLayout } from '@/features/events/EventLayout'

export const Route = createFileRoute('/_default/events/$uuid')({
  loader: ({ context, params }) => context.queryClient.ensureQueryData(eventQuery(params.uuid)),
  component: function EventLayoutRoute() {
    const { uuid } = Route.useParams()
    return <EventLayout uuid={uuid} />
  },
})
