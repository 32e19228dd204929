import type { AlertListParams } from '@/api/communications'

export type AlertListStatus = NonNullable<AlertListParams['status']>

/** The states the list filters by, as the status select offers them. */
export const ALERT_STATUS_OPTIONS: { value: AlertListStatus; label: string }[] = [
  { value: 'draft', label: 'Draft' },
  { value: 'scheduled', label: 'Scheduled' },
  { value: 'sending', label: 'Sending' },
  { value: 'sent', label: 'Sent' },
]

/** The communications list's filters as the URL carries them: search, state, a range of days (the event's), page. */
export type CommunicationsSearch = { q?: string; status?: AlertListStatus; from?: string; to?: string; page?: number }

const DAY = /^\d{4}-\d{2}-\d{2}$/
// A round trip, not Date.parse alone: V8 reads '2026-02-30' as 2 March instead of refusing it.
const isDay = (value: unknown): value is string => {
  if (typeof value !== 'string' || !DAY.test(value)) return false
  const time = Date.parse(`${value}T00:00:00Z`)
  return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === value
}

/**
 * The list's filters live in the URL, so a filtered list can be shared, bookmarked and
 * come back to with Back; anything the server would refuse (an unknown state, a day that
 * does not exist, a range that ends before it starts) is dropped here.
 */
export function parseCommunicationsSearch(search: Record<string, unknown>): CommunicationsSearch {
  const result: CommunicationsSearch = {}
  if (typeof search.q === 'string' && search.q.trim()) result.q = search.q
  const status = ALERT_STATUS_OPTIONS.find((option) => option.value === search.status)
  if (status) result.status = status.value
  if (isDay(search.from)) result.from = search.from
  if (isDay(search.to) && (!result.from || search.to >= result.from)) result.to = search.to
  const page = Number(search.page)
  if (Number.isInteger(page) && page > 1) result.page = page
  return result
}

/** Whether anything narrows the list (the empty state then says nothing matches, not that there is none). */
export function isFiltered(search: CommunicationsSearch): boolean {
  return Boolean(search.q || search.status || search.from || search.to)
}
