import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { withCacheWork, type MutationConfig } from './mutation-config'
import { api } from '@/lib/api-client'
import type { z } from 'zod'
import type { PreferencesSchema } from '@usher/domain/contract/communications'

/** What a guest's message link shows them about their subscription. */
export type MailPreferences = z.infer<typeof PreferencesSchema>

export const preferencesKeys = {
  token: (token: string) => ['public-mail-preferences', token] as const,
}

const preferencesPath = (token: string) => `/api/v2/public/messages/${encodeURIComponent(token)}/preferences`

export function mailPreferencesQuery(token: string) {
  return queryOptions({
    queryKey: preferencesKeys.token(token),
    // Silent: a guest's page has no loading bar to turn red on a bad link; the page says it in words.
    queryFn: ({ signal }) => api.get<{ data: MailPreferences }>(preferencesPath(token), { signal, silent: true }).then((r) => r.data),
    retry: false,
    refetchOnWindowFocus: false,
  })
}

export function setMailSubscription(token: string, subscribed: boolean): Promise<{ data: MailPreferences }> {
  return api.put(preferencesPath(token), { subscribed })
}

/** Subscribes or unsubscribes the message link's address; the page shows the answer. */
export function useSetMailSubscription(token: string, config?: MutationConfig<{ data: MailPreferences }, boolean>) {
  const queryClient = useQueryClient()
  return useMutation({
    ...withCacheWork(config, (result) => queryClient.setQueryData(preferencesKeys.token(token), result.data)),
    mutationFn: (subscribed: boolean) => setMailSubscription(token, subscribed),
  })
}
