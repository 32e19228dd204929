import { Link } from '@tanstack/react-router'
import { ChevronRight, CircleCheck, MapPin, UserCheck, Users } from 'lucide-react'
import type { UsherEvent } from '@/api/events'
import { Badge } from '@/components/ui/badge'
import { useAbility } from '@/lib/use-ability'
import { EventDateTile } from './EventDateTile'
import { eventDates, eventTimesWithZone, useLocationSummary } from './event-display'

export function EventListItem({ event }: { event: UsherEvent }) {
  const location = useLocationSummary(event.location)
  const dates = eventDates(event)
  // Door staff (check-in roles) come to an event to scan passes: their row opens the scanner.
  const checksIn = useAbility(event, 'check_in')
  const reads = useAbility(event, 'read')
  const doorOnly = checksIn && !reads
  return (
    <li>
      <Link
        to={doorOnly ? '/events/$uuid/scanner' : '/events/$uuid/guest-management'}
        params={{ uuid: event.uuid }}
        data-testid="event-row"
        data-event-id={event.uuid}
        className="group flex items-center gap-4 px-4 py-3.5 transition-colors hover:bg-canvas focus-visible:bg-canvas focus-visible:outline-offset-[-2px] sm:px-5"
      >
        <EventDateTile date={event.starts_date} />
        <div className="min-w-0 flex-1">
          <div className="flex items-center gap-2">
            <p className="truncate text-sm font-medium text-foreground">{event.name}</p>
            {event.is_archived && <Badge tone="neutral">Archived</Badge>}
            {doorOnly && <Badge tone="primary">Door scanner</Badge>}
            {event.is_ended && !event.is_archived && <Badge tone="outline">Ended</Badge>}
          </div>
          <div className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-[13px] text-muted-foreground">
            <span className="tabular-nums">
              {dates || 'Date not set'}
              {event.starts_time ? ` · ${eventTimesWithZone(event, 'start')}` : ''}
            </span>
            {location && (
              <span className="inline-flex min-w-0 items-center gap-1">
                <MapPin className="size-3.5 shrink-0" aria-hidden />
                <span className="truncate">{location}</span>
              </span>
            )}
            <span className="inline-flex flex-wrap items-center gap-x-3 gap-y-1 tabular-nums" data-testid="event-row-counts">
              <span className="inline-flex items-center gap-1" data-testid="event-row-guests">
                <Users className="size-3.5" aria-hidden />
                {event.guests_count} {event.guests_count === 1 ? 'guest' : 'guests'}
              </span>
              {/* Who said Yes is the organiser's count: door staff see who is in. */}
              {!doorOnly && (
                <span className="inline-flex items-center gap-1" data-testid="event-row-rsvp-yes">
                  <CircleCheck className="size-3.5" aria-hidden />
                  {event.rsvp_yes_count} RSVP yes
                </span>
              )}
              <span className="inline-flex items-center gap-1" data-testid="event-row-checked-in">
                <UserCheck className="size-3.5" aria-hidden />
                {event.checked_in_count} checked in
              </span>
            </span>
          </div>
        </div>
        <ChevronRight className="size-4 shrink-0 text-subtle-foreground transition-transform group-hover:translate-x-0.5" aria-hidden />
      </Link>
    </li>
  )
}
