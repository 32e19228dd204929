import { useQuery, useSuspenseQuery } from '@tanstack/react-query'
import { eventQuery, type UsherEvent } from '@/api/events'
import { attendeeStatsQuery } from '@/api/attendees'
import { activityLogQuery } from '@/api/activity-log'
import { webhookEndpointsQuery } from '@/api/webhooks'
import { useDocumentTitle } from '@/lib/page-title'
import { OverviewNumbers } from './OverviewNumbers'
import { NeedsAttention } from './NeedsAttention'
import { RecentActivity } from './RecentActivity'
import { EventAreaLinks } from './EventAreaLinks'
import { useAbility } from '@/lib/use-ability'

/** /events/{uuid}: the event at a glance, what needs a look, what happened lately, and the way to each area. */
export function EventOverviewPage({ uuid }: { uuid: string }) {
  const { data: event } = useSuspenseQuery(eventQuery(uuid))
  useDocumentTitle(`Overview · ${event.name}`)
  const canRead = useAbility(event, 'read')
  return (
    <div className="grid gap-5 lg:grid-cols-[minmax(0,1fr)_minmax(300px,380px)]" data-testid="event-overview">
      <div className="flex min-w-0 flex-col gap-5">
        <OverviewNumbers event={event} />
        {canRead && <AttentionFor event={event} />}
        <EventAreaLinks event={event} />
      </div>
      {canRead && <ActivityFor event={event} />}
    </div>
  )
}

// Each part asks only for what the person's role may read (no 403 in the console for door staff).
function AttentionFor({ event }: { event: UsherEvent }) {
  const stats = useQuery(attendeeStatsQuery(event.uuid))
  const canEdit = useAbility(event, 'update')
  const endpoints = useQuery({ ...webhookEndpointsQuery({ eventUuid: event.uuid }), enabled: canEdit })
  return <NeedsAttention uuid={event.uuid} stats={stats} endpoints={canEdit ? endpoints : null} />
}

function ActivityFor({ event }: { event: UsherEvent }) {
  const activity = useQuery(activityLogQuery({ event_uuid: event.uuid, page: 1, per_page: 8 }))
  return <RecentActivity activity={activity} timezone={event.timezone} />
}
