import { queryOptions } from '@tanstack/react-query'
import type { ApiTokenScope } from '@usher/events/api-token-scopes'
import { api } from '@/lib/api-client'
import type { Single } from './pagination'
import type { z } from 'zod'
import type { ApiTokenSchema, CreatedApiTokenSchema } from '@usher/domain/contract/api-tokens'

export type { ApiTokenScope }

/** A token as the list shows it: never the token itself. */
export type ApiToken = z.infer<typeof ApiTokenSchema>

/** The reply to a creation: the only time the plain token is ever sent. */
export type CreatedApiToken = z.infer<typeof CreatedApiTokenSchema>

export type NewApiToken = { name: string; scopes: ApiTokenScope[] }

export const apiTokenKeys = {
  all: ['api-tokens'] as const,
}

const BASE = '/api/v2/account/api-tokens'

export function apiTokensQuery() {
  return queryOptions({
    queryKey: apiTokenKeys.all,
    queryFn: ({ signal }) => api.get<{ data: ApiToken[] }>(BASE, { signal }).then((r) => r.data),
  })
}

export function createApiToken(input: NewApiToken): Promise<Single<CreatedApiToken>> {
  return api.post(BASE, input)
}

export function revokeApiToken(id: string): Promise<Single<ApiToken>> {
  return api.delete(`${BASE}/${encodeURIComponent(id)}`)
}
