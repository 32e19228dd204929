import { queryOptions } from '@tanstack/react-query'
import type { z } from 'zod'
import type { GetTwoFactorQrCodeReplies, GetTwoFactorStatusReplies, PostTwoFactorChallengeReplies, PostTwoFactorEnableReplies, RecoveryCodesReplies, TwoFactorPolicySchema } from '@usher/domain/contract/two-factor'
import { api } from '@/lib/api-client'
import type { Single } from './pagination'

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
  return queryOptions({ queryKey: twoFactorKeys.status(), queryFn: ({ signal }) => api.get<Single<TwoFactorStatus>>(`${USER}/two-factor-authentication`, { signal }).then((r) => r.data) })
}

export function twoFactorQrCodeQuery() {
  return queryOptions({ queryKey: twoFactorKeys.qrCode(), queryFn: ({ signal }) => api.get<TwoFactorQrCode>(`${USER}/two-factor-qr-code`, { signal }), staleTime: Infinity })
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
  return queryOptions({ queryKey: twoFactorKeys.policy(), queryFn: ({ signal }) => api.get<Single<{ policy: TwoFactorPolicy }>>('/api/v2/admin/settings/two-factor', { signal }).then((r) => r.data) })
}

export function saveTwoFactorPolicy(policy: TwoFactorPolicy): Promise<Single<{ policy: TwoFactorPolicy }>> {
  return api.put<Single<{ policy: TwoFactorPolicy }>>('/api/v2/admin/settings/two-factor', { policy })
}

export function requireTwoFactor(userId: string, required: boolean): Promise<Single<{ id: string; two_factor_required: boolean }>> {
  return api.post<Single<{ id: string; two_factor_required: boolean }>>(`${USER}/${userId}/require-two-factor`, { required })
}
