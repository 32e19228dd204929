import { formatDate } from '@usher/domain/format/format'
import { TIME_OPTIONS } from '@usher/domain/constants/time-options'
import { formatRelativeInZone } from '@usher/domain/format/zoned-time'

/** 'Nov 21, 2026' for a calendar date ('YYYY-MM-DD') read as a wall-clock date, not shifted by zones. */
export function formatCalendarDate(date: string | null | undefined): string {
  if (!date) return ''
  return formatDate(`${date.slice(0, 10)}T12:00:00Z`, 'UTC')
}

const TIME_LABELS = new Map(TIME_OPTIONS.map((option) => [option.value, option.label]))

/** '7:30 PM' for '19:30'. */
export function formatWallTime(time: string | null | undefined): string {
  if (!time) return ''
  return TIME_LABELS.get(time.slice(0, 5)) ?? time
}

/**
 * 'Today, 3:04 PM GMT+1', 'Yesterday, …' or 'Nov 21, 2026, 3:04 PM …' in the browser's zone, the zone
 * said: "Last signed in Today, 11:42 AM" left a person to guess whose clock it was (issue 28, section 5).
 */
export function formatRelativeTime(iso: string | null | undefined): string {
  return formatRelativeInZone(iso, new Date(), Intl.DateTimeFormat().resolvedOptions().timeZone)
}

/** 'Nov 21, 2026' in the browser's zone for a timestamp. */
export function formatTimestampDate(iso: string | null | undefined): string {
  return formatDate(iso)
}

/** 'Nov 21, 2026 – Nov 23, 2026', or one date when start and end fall on the same day. */
export function formatDateRange(start: string | null | undefined, end: string | null | undefined): string {
  const from = formatCalendarDate(start)
  const to = formatCalendarDate(end)
  if (!from) return to
  if (!to || to === from) return from
  return `${from} – ${to}`
}
