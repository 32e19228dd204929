import { Link } from '@tanstack/react-router'
import { ArrowLeft, CalendarDays, Clock, MapPin } from 'lucide-react'
import type { UsherEvent } from '@/api/events'
import { Badge } from '@/components/ui/badge'
import { EventActionsMenu } from './EventActionsMenu'
import { LiveStatusBadge } from '@/components/feedback/LiveStatusBadge'
import { eventDates, eventTimesWithZone, useLocationSummary } from './event-display'

export function EventHeader({ event }: { event: UsherEvent }) {
  const dates = eventDates(event)
  const location = useLocationSummary(event.location)
  const time = eventTimesWithZone(event)
  return (
    <div className="mb-5">
      <Link to="/" className="mb-3 inline-flex items-center gap-1 rounded text-[13px] text-muted-foreground transition-colors hover:text-foreground">
        <ArrowLeft className="size-3.5" aria-hidden />
        All events
      </Link>
      <div className="flex items-start justify-between gap-4">
        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-2">
            {/* The whole name, wrapped: on a phone one line held "Winter Gala (200 gues…". */}
            <h1 className="min-w-0 text-[22px] leading-tight font-semibold tracking-[-0.02em] [overflow-wrap:anywhere]" data-testid="event-name">
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
