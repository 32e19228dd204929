import type { AuditLogFilters } from '@/api/audit'
import { EVENT_TITLES } from '@usher/events/event-titles'

// The type names from their titles, not from the catalogue, whose schemas of every event would weigh some 60 kB.
const KNOWN_TYPES = new Set<string>(Object.keys(EVENT_TITLES))

/**
 * The filters without event types that no event has (the server refuses them), as the page reads
 * them: the route's search check (audit-log-search.ts) knows a type's shape, not the list.
 */
export function withKnownTypes(filters: AuditLogFilters): AuditLogFilters {
  if (!filters.types) return filters
  const { types, ...rest } = filters
  const known = types.split(',').filter((type) => KNOWN_TYPES.has(type))
  return known.length > 0 ? { ...rest, types: known.join(',') } : rest
}
