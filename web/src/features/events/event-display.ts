import { formatVenueShort } from '@usher/domain/format/postal-address'
import type { EventLocation, UsherEvent } from '@/api/events'
import { formatDateRange } from '@/lib/dates'

/**
 * 'The Grand Hall, 405 Lexington Ave, New York, NY 10017': the venue and its
 * address as the venue's country writes it, without the country itself.
 */
export function locationSummary(location: EventLocation | null | undefined): string {
  if (!location) return ''
  return formatVenueShort({ ...location, country_code: location.country_code ?? '', country: location.country ?? '' }) ?? ''
}

export function eventDates(event: Pick<UsherEvent, 'starts_date' | 'end_date'>): string {
  return formatDateRange(event.starts_date, event.end_date)
}
