import { Outlet } from '@tanstack/react-router'
import { useSuspenseQuery } from '@tanstack/react-query'
import { eventAreasOf } from '@usher/domain/access/event-areas'
import { eventQuery } from '@/api/events'
import { PageContainer } from '@/features/layout/PageContainer'
import { useEventChannel } from '@/lib/realtime'
import { EventHeader } from './EventHeader'
import { EventTabs } from './EventTabs'

/** Everything under /events/{uuid}: the event's name and actions, its sections, and live updates. */
export function EventLayout({ uuid }: { uuid: string }) {
  const { data: event } = useSuspenseQuery(eventQuery(uuid))
  useEventChannel(uuid)
  return (
    <PageContainer className="pt-5 lg:pt-6">
      <EventHeader event={event} />
      <EventTabs uuid={uuid} areas={eventAreasOf(event.permissions)} />
      <div className="pt-6">
        <Outlet />
      </div>
    </PageContainer>
  )
}
