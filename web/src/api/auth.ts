import { queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query'
import { api, apiRequest } from '@/lib/api-client'
import { ApiError, isApiError } from '@/lib/api-error'
import { forgetSignedIn, mayBeSignedIn } from '@/lib/signed-in-hint'
import { endSessionBoundWork } from '@/lib/session-switch'
import { useConfirmedMutation } from './confirmed-mutation'
import { withCacheWorkFirst, type MutationConfig } from './mutation-config'
import type { Single } from './pagination'
import type { z } from 'zod'
import type { CurrentUserSchema } from '@usher/domain/contract/identity'

/** The signed-in user, with the administrator logged in as them (login-as) when there is one. */
export type CurrentUser = z.infer<typeof CurrentUserSchema>

export type LoginInput = { email: string; password: string }
export type SignupInput = { first_name: string; last_name: string; email: string; password: string; share?: { event_uuid: string; code: string } }
export type AuthResponse = { access_token: string; user: CurrentUser }

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

/** The signed-in user as an answer gives it, keeping who is logged in as them (the answer does not say). */
export function keepSignedInUser(queryClient: QueryClient, user: Omit<CurrentUser, 'impersonator'>) {
  queryClient.setQueryData<CurrentUser>(authKeys.currentUser(), (before) => ({ ...user, impersonator: before?.impersonator ?? null }))
}

/**
 * The session changed under the dashboard (a sign-in, a login-as, a deleted account): nothing cached
 * for the old account may show, and the live connection must re-authenticate as the new one.
 */
export function switchSession(queryClient: QueryClient, user?: CurrentUser) {
  endSessionBoundWork()
  queryClient.clear()
  if (user) queryClient.setQueryData(authKeys.currentUser(), user)
}

/** A sign-in finished (the password, or the second factor after it): a new session's user, read again. */
export async function signedIn(queryClient: QueryClient, user: Omit<CurrentUser, 'impersonator'>) {
  switchSession(queryClient, { ...user, impersonator: null })
  // Who-am-I says whether a second factor must be set up first; the login's answer does not.
  await queryClient.fetchQuery({ ...currentUserQuery(), staleTime: 0 }).catch(() => undefined)
}

/** The password step; when a second factor is needed the answer says so and nobody is signed in yet. */
export function useLogin(config?: MutationConfig<LoginResponse, LoginInput>) {
  const queryClient = useQueryClient()
  return useMutation({ ...withCacheWorkFirst(config, (result) => ('user' in result ? signedIn(queryClient, result.user) : undefined)), mutationFn: login })
}

export function useSignup(config?: MutationConfig<AuthResponse, SignupInput>) {
  const queryClient = useQueryClient()
  return useMutation({ ...withCacheWorkFirst(config, ({ user }) => switchSession(queryClient, user)), mutationFn: signup })
}

/** An instance administrator becomes another user (a sensitive action: render `confirmationDialog`). */
export function useLoginAs(config?: MutationConfig<AuthResponse, string>) {
  const queryClient = useQueryClient()
  return useConfirmedMutation(
    loginAs,
    withCacheWorkFirst(config, ({ user }) => switchSession(queryClient, user)),
  )
}

/** Logs in as another user, unless it is the signed-in one (`userId` null): nothing changes then. */
export function useLoginAsUnlessSelf<Variables extends { userId: string | null }>(config?: MutationConfig<AuthResponse | null, Variables>) {
  const queryClient = useQueryClient()
  return useMutation({
    ...withCacheWorkFirst(config, (response) => response && switchSession(queryClient, response.user)),
    mutationFn: ({ userId }: Variables) => (userId ? loginAs(userId) : Promise.resolve(null)),
  })
}

export function useReturnToOwnAccount(config?: MutationConfig<AuthResponse | undefined, void>) {
  const queryClient = useQueryClient()
  return useMutation({ ...withCacheWorkFirst(config, (response) => switchSession(queryClient, response?.user)), mutationFn: returnToOwnAccount })
}

export function useDeleteAccount(config?: MutationConfig<{ data: { id: string; deleted_at: string } }, string>) {
  const queryClient = useQueryClient()
  return useMutation({ ...withCacheWorkFirst(config, () => switchSession(queryClient)), mutationFn: deleteAccount })
}

/**
 * The address proved: the signed-in user's new state, and every cached answer of the old one
 * dropped. The link may be opened in a browser signed in as someone else, or signed out: only
 * one's own state is kept. An address proved already reads the user again.
 */
export function useSubmitEmailVerification(config?: MutationConfig<Single<Omit<CurrentUser, 'impersonator'>>, { code: string } | { token: string }>) {
  const queryClient = useQueryClient()
  return useMutation({
    ...withCacheWorkFirst(config, ({ data: user }) => {
      const before = queryClient.getQueryData<CurrentUser>(authKeys.currentUser())
      queryClient.clear()
      if (before && before.id === user.id) queryClient.setQueryData(authKeys.currentUser(), { ...user, impersonator: before.impersonator })
    }),
    onError: (error, ...rest) => {
      if (isAlreadyVerified(error)) void queryClient.invalidateQueries({ queryKey: authKeys.currentUser() })
      return config?.onError?.(error, ...rest)
    },
    mutationFn: submitEmailVerification,
  })
}

export function useSendEmailVerification(config?: MutationConfig<Single<{ email: string; expires_at: string }>, void>) {
  const queryClient = useQueryClient()
  return useMutation({
    ...config,
    onError: (error, ...rest) => {
      if (isAlreadyVerified(error)) void queryClient.invalidateQueries({ queryKey: authKeys.currentUser() })
      return config?.onError?.(error, ...rest)
    },
    mutationFn: sendEmailVerification,
  })
}

/** The address was proved meanwhile (another tab, the email's link): the page reads the user again. */
export function isAlreadyVerified(error: unknown): boolean {
  return isApiError(error) && error.code === 'email_already_verified'
}
