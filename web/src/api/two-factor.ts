import { queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query'
import type { z } from 'zod'
import type {
  GetTwoFactorQrCodeReplies,
  GetTwoFactorStatusReplies,
  PostTwoFactorChallengeReplies,
  PostTwoFactorEnableReplies,
  RecoveryCodesReplies,
  TwoFactorPolicySchema,
} from '@usher/domain/contract/two-factor'
import { api } from '@/lib/api-client'
import type { Single } from './pagination'
import { authKeys, signedIn } from './auth'
import { useConfirmedMutation } from './confirmed-mutation'
import { withCacheWork, withCacheWorkFirst, type MutationConfig } from './mutation-config'
import { adminUserKeys } from './admin-users'

export type TwoFactorStatus = z.infer<(typeof GetTwoFactorStatusReplies)[200]>['data']
export type TwoFactorSetup = z.infer<(typeof PostTwoFactorEnableReplies)[201]>['data']
export type TwoFactorQrCode = z.infer<(typeof GetTwoFactorQrCodeReplies)[200]>
export type RecoveryCodes = z.infer<(typeof RecoveryCodesReplies)[200]>['data']
export type TwoFactorPolicy = z.infer<typeof TwoFactorPolicySchema>
export type ChallengeAnswer = { code: string } | { recovery_code: string }
type SignedIn = z.infer<(typeof PostTwoFactorChallengeReplies)[200]>

export const twoFactorKeys = {
  all: ['two-factor'] as const,
  status: () => [...twoFactorKeys.all, 'status'] as const,
  qrCode: () => [...twoFactorKeys.all, 'qr-code'] as const,
  policy: () => [...twoFactorKeys.all, 'policy'] as const,
}

const USER = '/api/v2/user'

export function twoFactorStatusQuery() {
  return queryOptions({
    queryKey: twoFactorKeys.status(),
    queryFn: ({ signal }) => api.get<Single<TwoFactorStatus>>(`${USER}/two-factor-authentication`, { signal }).then((r) => r.data),
  })
}

export function twoFactorQrCodeQuery() {
  return queryOptions({
    queryKey: twoFactorKeys.qrCode(),
    queryFn: ({ signal }) => api.get<TwoFactorQrCode>(`${USER}/two-factor-qr-code`, { signal }),
    staleTime: Infinity,
  })
}

/** A new secret and recovery codes, pending until a code from the app confirms them. */
export function enableTwoFactor(): Promise<Single<TwoFactorSetup>> {
  return api.post<Single<TwoFactorSetup>>(`${USER}/two-factor-authentication`)
}

export function confirmTwoFactor(code: string): Promise<void> {
  return api.post<void>(`${USER}/confirmed-two-factor-authentication`, { code })
}

export function disableTwoFactor(): Promise<void> {
  return api.delete<void>(`${USER}/two-factor-authentication`)
}

export function regenerateRecoveryCodes(): Promise<Single<RecoveryCodes>> {
  return api.post<Single<RecoveryCodes>>(`${USER}/two-factor-recovery-codes`)
}

/** The login's second step: a code from the app or the email, or a recovery code. */
export function submitTwoFactorChallenge(answer: ChallengeAnswer): Promise<SignedIn> {
  return api.post<SignedIn>('/two-factor-challenge', answer)
}

export function sendSignInCodeByEmail(): Promise<Single<{ expires_at: string }>> {
  return api.post<Single<{ expires_at: string }>>('/api/auth/send-mfa-code')
}

export function twoFactorPolicyQuery() {
  return queryOptions({
    queryKey: twoFactorKeys.policy(),
    queryFn: ({ signal }) => api.get<Single<{ policy: TwoFactorPolicy }>>('/api/v2/admin/settings/two-factor', { signal }).then((r) => r.data),
  })
}

export function saveTwoFactorPolicy(policy: TwoFactorPolicy): Promise<Single<{ policy: TwoFactorPolicy }>> {
  return api.put<Single<{ policy: TwoFactorPolicy }>>('/api/v2/admin/settings/two-factor', { policy })
}

export function requireTwoFactor(userId: string, required: boolean): Promise<Single<{ id: string; two_factor_required: boolean }>> {
  return api.post<Single<{ id: string; two_factor_required: boolean }>>(`${USER}/${userId}/require-two-factor`, { required })
}

/** A second factor changed: its status, and the signed-in user (who says whether one must be set up), read again. */
function refreshTwoFactor(queryClient: QueryClient) {
  return Promise.all([queryClient.invalidateQueries({ queryKey: twoFactorKeys.all }), queryClient.invalidateQueries({ queryKey: authKeys.currentUser() })])
}

/** A new secret to scan (a sensitive action: render `confirmationDialog`); the old QR code is gone. */
export function useEnableTwoFactor(config?: MutationConfig<Single<TwoFactorSetup>, void>) {
  const queryClient = useQueryClient()
  return useConfirmedMutation(
    enableTwoFactor,
    withCacheWork(config, () => {
      queryClient.removeQueries({ queryKey: twoFactorKeys.qrCode() })
      return refreshTwoFactor(queryClient)
    }),
  )
}

export function useConfirmTwoFactor(config?: MutationConfig<void, string>) {
  const queryClient = useQueryClient()
  return useMutation({ ...withCacheWork(config, () => refreshTwoFactor(queryClient)), mutationFn: confirmTwoFactor })
}

/** Turns the second factor off (a sensitive action: render `confirmationDialog`). */
export function useDisableTwoFactor(config?: MutationConfig<void, void>) {
  const queryClient = useQueryClient()
  return useConfirmedMutation(
    disableTwoFactor,
    withCacheWork(config, () => refreshTwoFactor(queryClient)),
  )
}

/** New recovery codes, shown once (a sensitive action: render `confirmationDialog`). */
export function useRegenerateRecoveryCodes(config?: MutationConfig<Single<RecoveryCodes>, void>) {
  const queryClient = useQueryClient()
  return useConfirmedMutation(
    regenerateRecoveryCodes,
    withCacheWork(config, () => refreshTwoFactor(queryClient)),
  )
}

/** The login's second step; a right answer opens the session, in the cache before the screen moves on. */
export function useSubmitTwoFactorChallenge(config?: MutationConfig<SignedIn, ChallengeAnswer>) {
  const queryClient = useQueryClient()
  return useMutation({ ...withCacheWorkFirst(config, ({ user }) => signedIn(queryClient, user)), mutationFn: submitTwoFactorChallenge })
}

export function useSendSignInCodeByEmail(config?: MutationConfig<Single<{ expires_at: string }>, void>) {
  return useMutation({ ...config, mutationFn: sendSignInCodeByEmail })
}

/** The instance's policy; it applies to the signed-in administrator too, so who-am-I reads again. */
export function useSaveTwoFactorPolicy(config?: MutationConfig<Single<{ policy: TwoFactorPolicy }>, TwoFactorPolicy>) {
  const queryClient = useQueryClient()
  return useMutation({
    ...withCacheWork(config, ({ data }) => {
      queryClient.setQueryData(twoFactorKeys.policy(), data)
      return queryClient.invalidateQueries({ queryKey: authKeys.currentUser() })
    }),
    mutationFn: saveTwoFactorPolicy,
  })
}

/** An administrator requires a second factor of one account, or stops requiring it; the users list reads again. */
export function useRequireTwoFactor(config?: MutationConfig<Single<{ id: string; two_factor_required: boolean }>, { userId: string; required: boolean }>) {
  const queryClient = useQueryClient()
  return useMutation({
    ...withCacheWork(config, () => queryClient.invalidateQueries({ queryKey: adminUserKeys.all })),
    mutationFn: ({ userId, required }: { userId: string; required: boolean }) => requireTwoFactor(userId, required),
  })
}
