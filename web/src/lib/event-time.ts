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
  return moment.isValid ? `${moment.toFormat('LLL d, yyyy, h:mm:ss a')} ${zoneName(moment)}` : ''
}

/** 'EST' / 'EDT' for US zones; elsewhere what the browser's Intl names it ('GMT+1'). */
function zoneLabel(iso: string, timezone: string): string {
  const moment = DateTime.fromISO(iso).setZone(timezone).setLocale('en-US')
  return moment.isValid ? zoneName(moment) : ''
}

// One formatter per zone, made once: luxon's 'ZZZZ' builds a new Intl.DateTimeFormat on every call, the
// most of a time cell's cost (two per cell, so most of the guest list's first rows; issue 31).
const zoneNameFormats = new Map<string, Intl.DateTimeFormat>()

/**
 * What luxon's toFormat('ZZZZ') answers for a moment in an IANA zone, from the same Intl options
 * (luxon's parseZoneInfo), so the same text. Other zones (UTC, fixed offsets) are luxon's own.
 */
function zoneName(moment: DateTime): string {
  if (moment.zone.type !== 'iana') return moment.toFormat('ZZZZ')
  let format = zoneNameFormats.get(moment.zone.name)
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZoneName: 'short',
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      timeZone: moment.zone.name,
    })
    zoneNameFormats.set(moment.zone.name, format)
  }
  return format.formatToParts(moment.toJSDate()).find((part) => part.type.toLowerCase() === 'timezonename')?.value ?? ''
}
