import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { withCacheWork, type MutationConfig } from './mutation-config'
import type { z } from 'zod'
import type { AccountSessionSchema } from '@usher/domain/contract/sessions'

/** One place the signed-in account is signed in. */
export type AccountSession = z.infer<typeof AccountSessionSchema>

export const sessionKeys = {
  all: ['account-sessions'] as const,
}

/** "Where you're signed in": the account's sessions, most recently used first. */
export function accountSessionsQuery() {
  return queryOptions({
    queryKey: sessionKeys.all,
    queryFn: ({ signal }) => api.get<{ data: AccountSession[] }>('/api/auth/sessions', { signal }),
  })
}

/** Signs one session out: that device must sign in again. */
export function signOutSession(id: string): Promise<void> {
  return api.delete<void>(`/api/auth/sessions/${id}`)
}

/** Signs out every session but this one. */
export function signOutOtherSessions(): Promise<{ data: { ended: number } }> {
  return api.delete<{ data: { ended: number } }>('/api/auth/sessions')
}

/** Signs one device out; the list reads again. */
export function useSignOutSession(config?: MutationConfig<void, string>) {
  const queryClient = useQueryClient()
  return useMutation({ ...withCacheWork(config, () => queryClient.invalidateQueries({ queryKey: sessionKeys.all })), mutationFn: signOutSession })
}

/** Signs out every other device; the list reads again. */
export function useSignOutOtherSessions(config?: MutationConfig<{ data: { ended: number } }, void>) {
  const queryClient = useQueryClient()
  return useMutation({ ...withCacheWork(config, () => queryClient.invalidateQueries({ queryKey: sessionKeys.all })), mutationFn: signOutOtherSessions })
}
