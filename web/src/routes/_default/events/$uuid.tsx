import { createFileRoute } from '@tanstack/react-router'
import { eventQuery } from '@/api/events'
import { EventLayout } from '@/features/events/EventLayout'
import { requireEventSection } from '@/features/event-access/require-event-section'

export const Route = createFileRoute('/_default/events/$uuid')({
  // The event is asked for as the navigation starts, beside the signed-in person, not after them (issue 31).
  staticData: { early: ({ queryClient, params }) => void (params.uuid && queryClient.prefetchQuery(eventQuery(params.uuid))) },
  // Every event page: a section the role does not see sends the person to the one they do.
  beforeLoad: requireEventSection,
  loader: ({ context, params }) => context.queryClient.ensureQueryData(eventQuery(params.uuid)),
  component: function EventLayoutRoute() {
    const { uuid } = Route.useParams()
    return <EventLayout uuid={uuid} />
  },
})
