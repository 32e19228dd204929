import { formatDate, formatRelative } from '@usher/domain/format/format'
import { TIME_OPTIONS } from '@usher/domain/constants/time-options'

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

/** 'Today, 3:04 PM', 'Yesterday, 3:04 PM' or 'Nov 21, 2026, 3:04 PM' in the browser's zone. */
export function formatRelativeTime(iso: string | null | undefined): string {
  return formatRelative(iso, new Date())
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
