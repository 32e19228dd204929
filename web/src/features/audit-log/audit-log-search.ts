import type { AuditLogFilters } from '@/api/audit'

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i
const ACTOR_KINDS = new Set(['api_token', 'guest_link', 'system'])
// A type's shape only: this runs when the route is matched, on every page's first script, where even
// the list of titles weighs 2 kB gzip. Names no event has are dropped by withKnownTypes, on the page.
const TYPE_NAME = /^[A-Z][A-Za-z0-9]*$/

const instant = (value: unknown) => (typeof value === 'string' && !Number.isNaN(Date.parse(value)) ? new Date(value).toISOString() : undefined)

/**
 * The audit screen's filters live in the URL, so a filtered view can be
 * shared or bookmarked; anything the server would refuse is dropped here.
 */
export function parseAuditLogSearch(search: Record<string, unknown>): AuditLogFilters {
  const result: AuditLogFilters = {}
  if (typeof search.actor === 'string' && (UUID.test(search.actor) || ACTOR_KINDS.has(search.actor))) result.actor = search.actor
  if (typeof search.attendee === 'string' && UUID.test(search.attendee)) result.attendee = search.attendee
  if (typeof search.types === 'string') {
    const types = search.types.split(',').filter((type) => TYPE_NAME.test(type))
    if (types.length > 0) result.types = types.join(',')
  }
  const from = instant(search.from)
  const to = instant(search.to)
  if (from) result.from = from
  if (to && (!from || to >= from)) result.to = to
  if (search.deliveries === 'shown') result.deliveries = 'shown'
  return result
}

/** Whether the person narrowed the list (showing message deliveries widens it). */
export function hasFilters({ deliveries: _shown, ...filters }: AuditLogFilters): boolean {
  return Object.values(filters).some(Boolean)
}
