import { queryOptions } from '@tanstack/react-query'
import { api, apiRequest } from '@/lib/api-client'
import { ApiError, isApiError } from '@/lib/api-error'
import { forgetSignedIn, mayBeSignedIn } from '@/lib/signed-in-hint'
import type { Single } from './pagination'
import type { z } from 'zod'
import type { CurrentUserSchema } from '@usher/domain/contract/identity'

/** The signed-in user, with the administrator logged in as them (login-as) when there is one. */
export type CurrentUser = z.infer<typeof CurrentUserSchema>

export type LoginInput = { email: string; password: string }
export type SignupInput = { first_name: string; last_name: string; email: string; password: string; share?: { event_uuid: string; code: string } }
type AuthResponse = { access_token: string; user: CurrentUser }

export const authKeys = {
  all: ['auth'] as const,
  currentUser: () => [...authKeys.all, 'current-user'] as const,
}

export function currentUserQuery() {
  return queryOptions({
    queryKey: authKeys.currentUser(),
    queryFn: async ({ signal }) => {
      // Signed out for sure (no session cookie was ever set here): no request to fail with 401.
      if (!mayBeSignedIn()) throw new ApiError(401, 'Unauthenticated.')
      try {
        return (await api.get<Single<CurrentUser>>('/api/auth/business', { signal, silent: true })).data
      } catch (error) {
        // The session ended on the server (expired, signed out elsewhere): the next page need not ask again.
        if (isApiError(error) && error.status === 401) forgetSignedIn()
        throw error
      }
    },
    staleTime: 5 * 60_000,
    retry: false,
  })
}

/** With a second factor on the account, the password opens no session yet: the answer says a code is needed. */
export type LoginResponse = AuthResponse | { two_factor: true }

export function login(input: LoginInput): Promise<LoginResponse> {
  return api.post<LoginResponse>('/login', input)
}

export function signup(input: SignupInput): Promise<AuthResponse> {
  return api.post<AuthResponse>('/api/auth/signup', input)
}

export function logout(): Promise<void> {
  return api.post<void>('/api/auth/logout')
}

/** Spec section 6: an administrator of the instance logs in as another user. */
export function loginAs(userId: string): Promise<AuthResponse> {
  return api.post<AuthResponse>(`/api/auth/login-as/${userId}`)
}

/** Ends a login-as; answers nothing when the administrator must sign in again. */
export function returnToOwnAccount(): Promise<AuthResponse | undefined> {
  return api.post<AuthResponse | undefined>('/api/auth/login-as/return')
}

/** Deletes the signed-in person's own account, proved by their current password (issue 16). */
export function deleteAccount(password: string): Promise<{ data: { id: string; deleted_at: string } }> {
  return apiRequest('/api/auth/account', { method: 'DELETE', body: { password } })
}

/** Spec section 7: mails a new code and link to the signed-in account's address (the earlier code stops working). */
export function sendEmailVerification(): Promise<Single<{ email: string; expires_at: string }>> {
  return api.post<Single<{ email: string; expires_at: string }>>('/api/auth/send-email-verification')
}

/** Proves the address: the six digits (signed in), or the token of the email's link (no session needed). */
export function submitEmailVerification(proof: { code: string } | { token: string }): Promise<Single<Omit<CurrentUser, 'impersonator'>>> {
  return api.post<Single<Omit<CurrentUser, 'impersonator'>>>('/api/auth/submit-email-verification', proof)
}
