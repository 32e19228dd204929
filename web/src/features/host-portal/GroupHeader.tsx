import { CalendarDays, Clock, MapPin } from 'lucide-react'
import type { HostedGroup } from '@/api/host-portal'

/** 'Dec 5, 2026, 7:30 PM' for a stored 'YYYY-MM-DD HH:MM:00' deadline, read on the event's own clock. */
function formatDeadline(deadline: string): string {
  const [date, time] = deadline.split(' ')
  const [year, month, day] = (date ?? '').split('-').map(Number)
  const [hours, minutes] = (time ?? '').split(':').map(Number)
  const wall = new Date(Date.UTC(year!, month! - 1, day!, hours, minutes))
  return new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' }).format(wall)
}

/** The event and the group: whose guests these are, and until when the host may change them. */
export function GroupHeader({ group }: { group: HostedGroup }) {
  return (
    <header>
      <p className="text-[13px] text-muted-foreground">{group.event.name}</p>
      <h1 className="mt-0.5 text-xl font-semibold tracking-tight" data-testid="host-group-name">
        {group.name}
      </h1>
      <p className="mt-0.5 text-[13px] text-muted-foreground">Hosted by {`${group.host.first_name} ${group.host.last_name}`.trim()}</p>
      <dl className="mt-3 flex flex-col gap-1.5 text-sm text-foreground/80">
        {group.event.when && (
          <div className="flex items-start gap-2">
            <dt className="sr-only">When</dt>
            <CalendarDays aria-hidden className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
            <dd>{group.event.when}</dd>
          </div>
        )}
        {group.event.where && (
          <div className="flex items-start gap-2">
            <dt className="sr-only">Where</dt>
            <MapPin aria-hidden className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
            <dd>{group.event.where}</dd>
          </div>
        )}
        {group.host_access_till && (
          <div className="flex items-start gap-2">
            <dt className="sr-only">Deadline</dt>
            <Clock aria-hidden className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
            <dd>
              {group.access.open ? 'You can make changes until ' : 'Changes closed on '}
              {formatDeadline(group.host_access_till)} ({group.event.timezone})
            </dd>
          </div>
        )}
      </dl>
    </header>
  )
}
