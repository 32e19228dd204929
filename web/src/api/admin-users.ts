import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import type { Paginated } from './pagination'
import type { z } from 'zod'
import type { AdminUserSchema } from '@usher/domain/contract/admin'

export type AdminUser = z.infer<typeof AdminUserSchema>

export type AdminUserSearch = { search: string; page: number }

export const adminUserKeys = {
  all: ['admin-users'] as const,
  list: (search: AdminUserSearch) => [...adminUserKeys.all, search] as const,
}

export const ADMIN_USERS_PER_PAGE = 25

/** Spec section 7 'GET /user (query)': the instance's accounts, for its administrators. */
export function adminUsersQuery(search: AdminUserSearch) {
  const params = new URLSearchParams({ page: String(search.page), per_page: String(ADMIN_USERS_PER_PAGE) })
  if (search.search) params.set('search', search.search)
  return queryOptions({
    queryKey: adminUserKeys.list(search),
    queryFn: ({ signal }) => api.get<Paginated<AdminUser>>(`/api/v2/user?${params}`, { signal }),
    placeholderData: keepPreviousData,
  })
}
