import { relativeText, dateText, timeText, zonedInstant } from '@usher/domain/format/format'
import { zoneNameAt } from '@usher/domain/format/zone-clock'

/**
 * Times on the guest list read in the EVENT's time zone, not the browser's
 * (issue 17 §5): an organiser in London preparing a New York gala sees the
 * door's times. Each is labelled with the zone's short name so nobody has to
 * guess: 'Today, 7:04 PM EST', 'Nov 21, 2026, 7:04 PM EST'. Read through Intl
 * alone (the domain's zone clock), one formatter per zone: every row shows
 * them, and the guest list's first script carries no date library (issue 31).
 */
export function formatEventTime(iso: string | null | undefined, timezone: string, now: Date = new Date()): string {
  const moment = zonedInstant(iso, timezone)
  if (!moment || !Number.isFinite(now.getTime())) return ''
  return `${relativeText(moment, now)} ${zoneNameAt(moment.zone, moment.epochMs)}`
}

/** The exact instant with seconds, for a title: 'Nov 21, 2026, 7:04:09 PM EST'. */
export function exactEventTime(iso: string, timezone: string): string {
  const moment = zonedInstant(iso, timezone)
  return moment ? `${dateText(moment.clock)}, ${timeText(moment.clock, true)} ${zoneNameAt(moment.zone, moment.epochMs)}` : ''
}
