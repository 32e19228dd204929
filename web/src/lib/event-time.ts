import { formatRelative } from '@usher/domain/format/format'
import { DateTime } from 'luxon'

/**
 * Times on the guest list read in the EVENT's time zone, not the browser's
 * (issue 17 §5): an organiser in London preparing a New York gala sees the
 * door's times. Each is labelled with the zone's short name so nobody has to
 * guess: 'Today, 7:04 PM EST', 'Nov 21, 2026, 7:04 PM EST'.
 */
export function formatEventTime(iso: string | null | undefined, timezone: string, now: Date = new Date()): string {
  const text = formatRelative(iso, now, timezone)
  return text ? `${text} ${zoneLabel(iso!, timezone)}` : ''
}

/** The exact instant with seconds, for a title: 'Nov 21, 2026, 7:04:09 PM EST'. */
export function exactEventTime(iso: string, timezone: string): string {
  const moment = DateTime.fromISO(iso).setZone(timezone).setLocale('en-US')
  return moment.isValid ? moment.toFormat('LLL d, yyyy, h:mm:ss a ZZZZ') : ''
}

/** 'EST' / 'EDT' for US zones; elsewhere what the browser's Intl names it ('GMT+1'). */
function zoneLabel(iso: string, timezone: string): string {
  const moment = DateTime.fromISO(iso).setZone(timezone).setLocale('en-US')
  return moment.isValid ? moment.toFormat('ZZZZ') : ''
}
