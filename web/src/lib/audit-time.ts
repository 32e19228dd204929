import { formatExactInZone, fromZonedInputValue, toZonedInputValue } from '@usher/domain/format/zoned-time'

const pad = (n: number) => String(n).padStart(2, '0')

/**
 * An instant as a `datetime-local` input shows it, to the minute: on the
 * event's wall clock when its zone is given (the audit log's filters), else
 * in the browser's own zone.
 */
export function toLocalInput(iso: string | undefined, zone?: string): string {
  if (!iso) return ''
  if (zone) return toZonedInputValue(iso, zone)
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) return ''
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`
}

/**
 * A `datetime-local` value as an instant, read in `zone` when given. The input
 * picks minutes, so an end of range takes in the whole minute it names
 * ('until 18:00' includes 18:00:30).
 */
export function fromLocalInput(value: string, end: 'start' | 'end', zone?: string): string | undefined {
  if (!value) return undefined
  if (zone) return fromZonedInputValue(value, zone, end)
  const date = new Date(value)
  if (Number.isNaN(date.getTime())) return undefined
  if (end === 'end') date.setSeconds(59, 999)
  return date.toISOString()
}

/** 'Nov 21, 2026, 7:04:05 PM EST' in `zone` (the event's); in the browser's zone, still labelled, when none is given. */
export function exactTime(iso: string, zone?: string): string {
  if (zone) return formatExactInZone(iso, zone) || iso
  const date = new Date(iso)
  return Number.isNaN(date.getTime()) ? iso : date.toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'long' })
}
