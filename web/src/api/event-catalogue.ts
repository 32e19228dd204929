import { queryOptions } from '@tanstack/react-query'
import { api } from '@/lib/api-client'

/** One field of an event payload, flattened: nested fields read `changes.email`, list items `recipients[].name`. */
export type EventField = { name: string; type: string; required: boolean; description: string | null }

export type EventTypeVersion = { version: number; openapi_ref: string; change: string | null }

/** An event type as the public catalogue (GET /api/v2/event-catalogue) describes it. */
export type EventTypeDoc = {
  type: string
  version: number
  stream: string
  description: string
  schema: Record<string, unknown>
  openapi_ref: string
  fields: EventField[]
  example: unknown
  versions: EventTypeVersion[]
}

export const CATALOGUE_URL = '/api/v2/event-catalogue'

export const eventCatalogueKeys = { all: ['event-catalogue'] as const }

export function eventCatalogueQuery() {
  return queryOptions({
    queryKey: eventCatalogueKeys.all,
    queryFn: ({ signal }) => api.get<{ data: EventTypeDoc[] }>(CATALOGUE_URL, { signal, silent: true }).then((r) => r.data),
    // The catalogue changes only with a deployment.
    staleTime: Infinity,
  })
}
