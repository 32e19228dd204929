import { api, apiRequest } from '@/lib/api-client'
import type { Single } from './pagination'
import type { CurrentUser } from './auth'

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
