import { queryOptions } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import type { z } from 'zod'
import type { CatalogueEntrySchema, FieldRowSchema } from '@usher/domain/contract/catalogue'

/** One field of an event payload, flattened: nested fields read `changes.email`, list items `recipients[].name`. */
export type EventField = z.infer<typeof FieldRowSchema>

export type EventTypeVersion = EventTypeDoc['versions'][number]

/** An event type as the public catalogue (GET /api/v2/event-catalogue) describes it. */
export type EventTypeDoc = z.infer<typeof CatalogueEntrySchema>

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
