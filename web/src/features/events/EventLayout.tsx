import { Outlet, useMatchRoute } from '@tanstack/react-router'
import { useSuspenseQuery } from '@tanstack/react-query'
import { eventAreasOf } from '@usher/domain/access/event-areas'
import { eventQuery } from '@/api/events'
import { PageContainer } from '@/components/layout/PageContainer'
import { cn } from '@/lib/cn'
import { UnderPageTitle } from '@/lib/page-heading'
import { useEventChannel } from '@/lib/realtime'
import { EventHeader } from './EventHeader'
import { EventTabs } from './EventTabs'

/** Everything under /events/{uuid}: the event's name and actions, its sections, and live updates. */
export function EventLayout({ uuid }: { uuid: string }) {
  const { data: event } = useSuspenseQuery(eventQuery(uuid))
  useEventChannel(uuid)
  // The guest list is a wide table: it takes a wide screen's width instead of
  // stopping at the reading width other pages keep (issue 17, 1920 px).
  const matchRoute = useMatchRoute()
  const wide = Boolean(
    matchRoute({ to: '/events/$uuid/guest-management', params: { uuid } }) ||
    matchRoute({ to: '/events/$uuid/floor-plan', params: { uuid } }) ||
    matchRoute({ to: '/events/$uuid/journeys/$journeyId', params: { uuid } }),
  )
  return (
    <PageContainer className={cn('pt-5 lg:pt-6', wide && 'max-w-[2400px]')}>
      <EventHeader event={event} />
      <EventTabs uuid={uuid} areas={eventAreasOf(event.permissions)} />
      <div className="pt-6">
        {/* The event's name is the page's h1: each screen's own title is a heading below it. */}
        <UnderPageTitle>
          <Outlet />
        </UnderPageTitle>
      </div>
    </PageContainer>
  )
}
