import type { AdminEvent } from '@/api/admin-events'
import { formatDateRange, formatWallTime } from '@/lib/dates'
import { TIMEZONES } from '@usher/domain/constants/timezones'

const ZONE_LABELS = new Map(TIMEZONES.map((zone) => [zone.value, zone.label]))

/** An event's dates and times as its organiser set them, in its own time zone, labelled. */
export function EventWhen({ event }: { event: Pick<AdminEvent, 'starts_date' | 'starts_time' | 'end_date' | 'end_time' | 'timezone'> }) {
  if (!event.starts_date) return <span className="text-muted-foreground">No date yet</span>
  const dates = formatDateRange(event.starts_date, event.end_date)
  const times = [formatWallTime(event.starts_time), formatWallTime(event.end_time)].filter(Boolean).join(' – ')
  return (
    <div>
      <div>{times ? `${dates}, ${times}` : dates}</div>
      <div className="text-xs text-muted-foreground">{ZONE_LABELS.get(event.timezone) ?? event.timezone}</div>
    </div>
  )
}
