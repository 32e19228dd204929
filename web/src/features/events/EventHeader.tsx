import { Link } from '@tanstack/react-router'
import { ArrowLeft, CalendarDays, Clock, MapPin } from 'lucide-react'
import type { UsherEvent } from '@/api/events'
import { Badge } from '@/components/ui/badge'
import { combineDateTime } from '@usher/domain/events/event-dates'
import { zoneLabel } from '@usher/domain/format/zoned-time'
import { formatWallTime } from '@/lib/dates'
import { EventActionsMenu } from './EventActionsMenu'
import { LiveStatusBadge } from '@/components/feedback/LiveStatusBadge'
import { eventDates, locationSummary } from './event-display'

export function EventHeader({ event }: { event: UsherEvent }) {
  const dates = eventDates(event)
  const location = locationSummary(event.location)
  const wallTimes = [formatWallTime(event.starts_time), formatWallTime(event.end_time)].filter(Boolean).join(' – ')
  // The times are the event's wall clock: say whose, as it stands on the day (EST or EDT).
  const zone = zoneLabel(combineDateTime(event.starts_date, event.starts_time, event.timezone) ?? new Date(), event.timezone)
  const time = wallTimes && `${wallTimes} ${zone}`
  return (
    <div className="mb-5">
      <Link
        to="/"
        className="mb-3 inline-flex items-center gap-1 rounded text-[13px] text-muted-foreground transition-colors hover:text-foreground"
      >
        <ArrowLeft className="size-3.5" aria-hidden />
        All events
      </Link>
      <div className="flex items-start justify-between gap-4">
        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-2">
            <h1 className="truncate text-[22px] leading-tight font-semibold tracking-[-0.02em]" data-testid="event-name">
              {event.name}
            </h1>
            {event.is_archived && <Badge tone="warning">Archived</Badge>}
            <LiveStatusBadge eventUuid={event.uuid} />
          </div>
          <div className="mt-1.5 flex flex-wrap items-center gap-x-4 gap-y-1 text-[13px] text-muted-foreground">
            {dates && (
              <span className="inline-flex items-center gap-1.5">
                <CalendarDays className="size-3.5" aria-hidden />
                {dates}
              </span>
            )}
            {time && (
              <span className="inline-flex items-center gap-1.5">
                <Clock className="size-3.5" aria-hidden />
                {time}
              </span>
            )}
            {location && (
              <span className="inline-flex items-center gap-1.5" data-testid="event-location">
                <MapPin className="size-3.5" aria-hidden />
                {location}
              </span>
            )}
          </div>
        </div>
        <EventActionsMenu event={event} />
      </div>
    </div>
  )
}
