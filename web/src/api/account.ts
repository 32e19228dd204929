import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api, apiRequest } from '@/lib/api-client'
import type { Single } from './pagination'
import { keepSignedInUser, type CurrentUser } from './auth'
import { useConfirmedMutation } from './confirmed-mutation'
import { withCacheWork, withCacheWorkFirst, type MutationConfig } from './mutation-config'

type Message = { message: string }
type SignedInUser = Omit<CurrentUser, 'impersonator'>

export type NewPassword = { password: string; password_confirmation: string }

/** Spec '/account/forgot-password': the same answer whether or not the address has an account. */
export function forgotPassword(email: string): Promise<Message> {
  return api.post<Message>('/api/auth/forgot-password', { email })
}

/** Sets the new password with the emailed link's token; nobody is signed in by it. */
export function resetPassword(input: NewPassword & { token: string }): Promise<Message> {
  return api.post<Message>('/api/auth/reset-password', input)
}

/** Spec 'POST /api/auth/change-password': the current password, and the new one twice. */
export function changePassword(input: NewPassword & { current_password: string }): Promise<Message & { data: SignedInUser }> {
  return api.post<Message & { data: SignedInUser }>('/api/auth/change-password', input)
}

export function updateProfile(input: { first_name: string; last_name: string }): Promise<Single<SignedInUser>> {
  return apiRequest<Single<SignedInUser>>('/api/auth/profile', { method: 'PUT', body: input })
}

export function changeEmail(email: string): Promise<Single<{ email: string; expires_at: string }>> {
  return api.post<Single<{ email: string; expires_at: string }>>('/api/auth/change-email', { email })
}

export function confirmEmailChange(proof: { code: string } | { token: string }): Promise<Single<SignedInUser>> {
  return api.post<Single<SignedInUser>>('/api/auth/confirm-email-change', proof)
}

/** An administrator's actions on another account: what was emailed is said, never shown. */
export function sendResetLinkToUser(userId: string): Promise<Message> {
  return api.post<Message>(`/api/v2/user/${userId}/send-reset-link`)
}

export function setTemporaryPasswordOf(userId: string): Promise<Message> {
  return api.post<Message>(`/api/v2/user/${userId}/default-password`)
}

export function useForgotPassword(config?: MutationConfig<Message, string>) {
  return useMutation({ ...config, mutationFn: forgotPassword })
}

export function useResetPassword(config?: MutationConfig<Message, NewPassword & { token: string }>) {
  return useMutation({ ...config, mutationFn: resetPassword })
}

/** A new password (a sensitive action: render `confirmationDialog`); the signed-in user is the answer's before the screen moves on. */
export function useChangePassword(config?: MutationConfig<Message & { data: SignedInUser }, NewPassword & { current_password: string }>) {
  const queryClient = useQueryClient()
  return useConfirmedMutation(
    changePassword,
    withCacheWorkFirst(config, ({ data }) => keepSignedInUser(queryClient, data)),
  )
}

export function useUpdateProfile(config?: MutationConfig<Single<SignedInUser>, { first_name: string; last_name: string }>) {
  const queryClient = useQueryClient()
  return useMutation({ ...withCacheWork(config, ({ data }) => keepSignedInUser(queryClient, data)), mutationFn: updateProfile })
}

/** Sends a code to a new address (a sensitive action: render `confirmationDialog`). */
export function useChangeEmail(config?: MutationConfig<Single<{ email: string; expires_at: string }>, string>) {
  return useConfirmedMutation(changeEmail, config)
}

export function useConfirmEmailChange(config?: MutationConfig<Single<SignedInUser>, { code: string } | { token: string }>) {
  const queryClient = useQueryClient()
  return useMutation({ ...withCacheWork(config, ({ data }) => keepSignedInUser(queryClient, data)), mutationFn: confirmEmailChange })
}

export function useSendResetLinkToUser(config?: MutationConfig<Message, string>) {
  return useMutation({ ...config, mutationFn: sendResetLinkToUser })
}

export function useSetTemporaryPassword(config?: MutationConfig<Message, string>) {
  return useMutation({ ...config, mutationFn: setTemporaryPasswordOf })
}
