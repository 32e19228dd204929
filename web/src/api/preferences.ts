import { queryOptions } from '@tanstack/react-query'
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
    queryFn: ({ signal }) => api.get<{ data: MailPreferences }>(preferencesPath(token), { signal }).then((r) => r.data),
    retry: false,
    refetchOnWindowFocus: false,
  })
}

export function setMailSubscription(token: string, subscribed: boolean): Promise<{ data: MailPreferences }> {
  return api.put(preferencesPath(token), { subscribed })
}
