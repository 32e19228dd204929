import type { EventStatus } from '@/api/events'

export type EventsSearch = { status?: EventStatus; q?: string; page?: number }

export function parseEventsSearch(search: Record<string, unknown>): EventsSearch {
  const result: EventsSearch = {}
  if (search.status === 'archived') result.status = 'archived'
  if (typeof search.q === 'string' && search.q.trim()) result.q = search.q
  const page = Number(search.page)
  if (Number.isInteger(page) && page > 1) result.page = page
  return result
}
