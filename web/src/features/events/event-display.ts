import { use } from 'react'
import type { EventLocation, UsherEvent } from '@/api/events'
import { combineDateTime } from '@usher/domain/events/event-dates'
import { zoneLabel } from '@usher/domain/format/zoned-time'
import { formatDateRange, formatWallTime } from '@/lib/dates'
import { addressFormatter } from '@/lib/formatters'

// The address formatter carries every country's templates (33 kB gzip): fetched as soon as an event
// page or list loads (or its navigation starts), beside its data, not in its first script. A location
// waits for it (suspends) rather than showing a rough address that changes a moment later.
addressFormatter()

/**
 * 'The Grand Hall, 405 Lexington Ave, New York, NY 10017': the venue and its
 * address as the venue's country writes it, without the country itself.
 */
export function useLocationSummary(location: EventLocation | null | undefined): string {
  const { formatVenueShort } = use(addressFormatter())
  if (!location) return ''
  return formatVenueShort({ ...location, country_code: location.country_code ?? '', country: location.country ?? '' }) ?? ''
}

export function eventDates(event: Pick<UsherEvent, 'starts_date' | 'end_date'>): string {
  return formatDateRange(event.starts_date, event.end_date)
}

/**
 * '7:00 PM – 11:30 PM EST' (or the start alone): the event's wall-clock times and whose clock they
 * are, as the zone stands on the day (EST or EDT); '' when no time is set.
 */
export function eventTimesWithZone(
  event: Pick<UsherEvent, 'starts_date' | 'starts_time' | 'end_time' | 'timezone'>,
  which: 'start' | 'start-end' = 'start-end',
): string {
  const times = [formatWallTime(event.starts_time), which === 'start-end' ? formatWallTime(event.end_time) : ''].filter(Boolean).join(' \u2013 ')
  if (!times) return ''
  return `${times} ${zoneLabel(combineDateTime(event.starts_date, event.starts_time, event.timezone) ?? new Date(), event.timezone)}`
}
