import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import type { z } from 'zod'
import type { GetPhoneReplies } from '@usher/domain/contract/phone-verification'
import { api } from '@/lib/api-client'
import type { Single } from './pagination'
import { withCacheWork, type MutationConfig } from './mutation-config'

export type PhoneStatus = z.infer<(typeof GetPhoneReplies)[200]>['data']

export const phoneKeys = { all: ['phone'] as const }

export function phoneQuery() {
  return queryOptions({ queryKey: phoneKeys.all, queryFn: ({ signal }) => api.get<Single<PhoneStatus>>('/api/auth/phone', { signal }).then((r) => r.data) })
}

/** Texts a six-digit code to the number (read as US unless it starts with +). */
export function sendPhoneVerification(phoneNumber: string): Promise<Single<{ phone_number: string; expires_at: string }>> {
  return api.post<Single<{ phone_number: string; expires_at: string }>>('/api/auth/send-phone-verification', { phone_number: phoneNumber })
}

export function submitPhoneVerification(code: string): Promise<Single<{ phone_number: string; phone_verified_at: string }>> {
  return api.post<Single<{ phone_number: string; phone_verified_at: string }>>('/api/auth/submit-phone-verification', { code })
}

/** Texts a code to the number; nothing is kept until the code comes back. */
export function useSendPhoneVerification(config?: MutationConfig<Single<{ phone_number: string; expires_at: string }>, string>) {
  return useMutation({ ...config, mutationFn: sendPhoneVerification })
}

/** The texted code: the number is the account's, and the card reads it again. */
export function useSubmitPhoneVerification(config?: MutationConfig<Single<{ phone_number: string; phone_verified_at: string }>, string>) {
  const queryClient = useQueryClient()
  return useMutation({ ...withCacheWork(config, () => queryClient.invalidateQueries({ queryKey: phoneKeys.all })), mutationFn: submitPhoneVerification })
}
