import { formatInZone, formatTimeInZone } from '@usher/domain/format/zoned-time'
import type { JourneyEventSummary } from './rendered-step'

/**
 * When the event is, on its own wall clock and labelled with its zone
 * ('Dec 5, 2026, 7:00 PM CET – 11:00 PM CET'), wherever the guest's phone is.
 * An end on the same day shows only its time.
 */
export function eventWhen(event: Pick<JourneyEventSummary, 'starts' | 'ends' | 'timezone'>): string | null {
  const start = formatInZone(event.starts, event.timezone)
  if (!start) return null
  if (!event.ends) return start
  const end = formatInZone(event.ends, event.timezone)
  if (!end) return start
  const sameDay = end.split(',').slice(0, 2).join(',') === start.split(',').slice(0, 2).join(',')
  return `${start} – ${sameDay ? formatTimeInZone(event.ends, event.timezone) : end}`
}
