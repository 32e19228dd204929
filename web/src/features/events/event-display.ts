import type { EventLocation, UsherEvent } from '@/api/events'
import { formatDateRange } from '@/lib/dates'

/** 'The Grand Hall, Austin, TX' from whatever parts the location has. */
export function locationSummary(location: EventLocation | null | undefined): string {
  if (!location) return ''
  const region = location.country_code === 'US' ? location.state_region_code : location.state_region
  const place = [location.city, region].filter(Boolean).join(', ')
  return [location.name, place || location.address].filter(Boolean).join(' · ')
}

export function eventDates(event: Pick<UsherEvent, 'starts_date' | 'end_date'>): string {
  return formatDateRange(event.starts_date, event.end_date)
}
