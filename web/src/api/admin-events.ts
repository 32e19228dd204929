import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import type { z } from 'zod'
import { api } from '@/lib/api-client'
import type { Paginated } from './pagination'
import type { AdminEventSchema } from '@usher/domain/contract/admin-stats'

export type AdminEvent = z.infer<typeof AdminEventSchema>
export type AdminEventSearch = { search: string; page: number }

export const ADMIN_EVENTS_PER_PAGE = 25

export const adminEventKeys = {
  all: ['admin-events'] as const,
  list: (search: AdminEventSearch) => [...adminEventKeys.all, search] as const,
}

/** Every event of the instance, searched by its name or its organisation's, for the instance's administrators. */
export function adminEventsQuery(search: AdminEventSearch) {
  const params = new URLSearchParams({ page: String(search.page), per_page: String(ADMIN_EVENTS_PER_PAGE) })
  if (search.search) params.set('search', search.search)
  return queryOptions({
    queryKey: adminEventKeys.list(search),
    queryFn: ({ signal }) => api.get<Paginated<AdminEvent>>(`/api/v2/admin/events?${params}`, { signal }),
    placeholderData: keepPreviousData,
  })
}
