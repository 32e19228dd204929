import type { AttendeeTab } from '@/api/attendee-views'

/** Parameters that say where a person is in the list, not what the view shows. */
const NOT_SAVED = new Set(['tab', 'page', 'per_page', 'sort'])

/**
 * The current list view as a tab stores it: every URL search parameter (so
 * filters added later are saved too) as text. Non-text values are kept as
 * JSON, the way the router writes them into the URL.
 */
export function viewOfSearch(search: Record<string, unknown>): { filters: Record<string, string>; sort: string | null } {
  const filters: Record<string, string> = {}
  for (const [key, value] of Object.entries(search)) {
    if (NOT_SAVED.has(key) || value === undefined || value === null || value === '') continue
    filters[key] = typeof value === 'string' ? value : JSON.stringify(value)
  }
  return { filters, sort: typeof search.sort === 'string' ? search.sort : null }
}

function parseValue(value: string): unknown {
  if (!/^[[{]/.test(value)) return value
  try {
    return JSON.parse(value) as unknown
  } catch {
    return value
  }
}

/** The URL search that shows a tab's view; the route's validateSearch drops anything it no longer knows. */
export function searchOfTab(tab: Pick<AttendeeTab, 'id' | 'filters' | 'sort'>): Record<string, unknown> {
  const search: Record<string, unknown> = Object.fromEntries(Object.entries(tab.filters).map(([key, value]) => [key, parseValue(value)]))
  if (tab.sort) search.sort = tab.sort
  search.tab = tab.id
  return search
}
