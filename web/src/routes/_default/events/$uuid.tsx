import { createFileRoute } from '@tanstack/react-router'
import { eventQuery } from '@/api/events'
import { EventLayout } from '@/features/events/EventLayout'
import { requireEventSection } from '@/features/event-access/require-event-section'
import { addressFormatter } from '@/lib/formatters'

export const Route = createFileRoute('/_default/events/$uuid')({
  // The event is asked for as the navigation starts, beside the signed-in person, not after them (issue 31);
  // so is the address formatter its header waits for.
  staticData: {
    early: ({ queryClient, params }) => {
      if (!params.uuid) return
      void queryClient.prefetchQuery(eventQuery(params.uuid))
      void addressFormatter()
    },
  },
  // Every event page: a section the role does not see sends the person to the one they do.
  beforeLoad: requireEventSection,
  loader: ({ context, params }) => context.queryClient.ensureQueryData(eventQuery(params.uuid)),
  component: function EventLayoutRoute() {
    const { uuid } = Route.useParams()
    return <EventLayout uuid={uuid} />
  },
})
