const pad = (n: number) => String(n).padStart(2, '0')

/** An instant as a `datetime-local` input shows it: the browser's own zone, to the minute. */
export function toLocalInput(iso: string | undefined): string {
  if (!iso) return ''
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) return ''
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`
}

/**
 * A `datetime-local` value as an instant. The input picks minutes, so an end
 * of range takes in the whole minute it names ('until 18:00' includes 18:00:30).
 */
export function fromLocalInput(value: string, end: 'start' | 'end'): string | undefined {
  if (!value) return undefined
  const date = new Date(value)
  if (Number.isNaN(date.getTime())) return undefined
  if (end === 'end') date.setSeconds(59, 999)
  return date.toISOString()
}

/** 'Nov 21, 2026, 3:04:05 PM' in the browser's zone. */
export function exactTime(iso: string): string {
  const date = new Date(iso)
  return Number.isNaN(date.getTime()) ? iso : date.toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'medium' })
}
