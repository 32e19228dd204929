import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { useConfirmedMutation } from './confirmed-mutation'
import { withCacheWork, type MutationConfig } from './mutation-config'
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

/** A new token (a sensitive action: render `confirmationDialog`); the list reads again. */
export function useCreateApiTokenMutation(config?: MutationConfig<CreatedApiToken, NewApiToken>) {
  const queryClient = useQueryClient()
  return useConfirmedMutation(
    (input: NewApiToken) => createApiToken(input).then((r) => r.data),
    withCacheWork(config, () => queryClient.invalidateQueries({ queryKey: apiTokenKeys.all })),
  )
}

export function useRevokeApiTokenMutation(config?: MutationConfig<Single<ApiToken>, ApiToken>) {
  const queryClient = useQueryClient()
  return useMutation({
    ...withCacheWork(config, () => queryClient.invalidateQueries({ queryKey: apiTokenKeys.all })),
    mutationFn: (token: ApiToken) => revokeApiToken(token.id),
  })
}
