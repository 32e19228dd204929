import { redirect } from '@tanstack/react-router'
import type { QueryClient } from '@tanstack/react-query'
import { currentUserQuery, type CurrentUser } from '@/api/auth'
import { isApiError } from '@/lib/api-error'
import { signedOutSearch } from './idle-sign-out'

type GuardArgs = { context: { queryClient: QueryClient }; location: { href: string } }

async function loadCurrentUser(queryClient: QueryClient): Promise<CurrentUser | null> {
  try {
    return await queryClient.ensureQueryData(currentUserQuery())
  } catch (error) {
    if (isApiError(error) && error.status === 401) return null
    throw error
  }
}

/**
 * Authentication guard: signed-out visitors go to the login page and come
 * back afterwards; an account that must prove its address first (it joined
 * another's organisation) goes to the verification step, and comes back too.
 */
export async function requireUser({ context, location }: GuardArgs): Promise<{ user: CurrentUser }> {
  const user = await loadCurrentUser(context.queryClient)
  if (!user)
    throw redirect({
      to: '/account/login',
      search: { redirect: location.href, ...signedOutSearch(context.queryClient.getQueryState(currentUserQuery().queryKey)?.error) },
    })
  if (user.email_verification_required) throw redirect({ to: '/account/verify-email', search: { redirect: location.href } })
  // An administrator's temporary password: the owner chooses their own before anything else.
  if (user.password_change_required) throw redirect({ to: '/account/choose-password', search: { redirect: location.href } })
  // A second factor the account must have comes first too (its administrator or the instance's policy).
  if (user.two_factor_setup_required) throw redirect({ to: '/account/two-factor-setup', search: { redirect: location.href } })
  return { user }
}

/** What is addressed to the user's email (a PRO host's groups) needs the address proved, whoever the account is. */
export async function requireVerifiedUser(args: GuardArgs): Promise<{ user: CurrentUser }> {
  const { user } = await requireUser(args)
  if (!user.email_verified) throw redirect({ to: '/account/verify-email', search: { redirect: args.location.href } })
  return { user }
}

/** Creating an event: only those whose role in the organisation allows it; everyone else goes to their events. */
export async function requireMayCreateEvents(args: GuardArgs): Promise<{ user: CurrentUser }> {
  const { user } = await requireUser(args)
  if (!user.may_create_events) throw redirect({ to: '/', replace: true })
  return { user }
}

/** Admin guard: only a signed-in administrator passes; everyone else goes home. */
export async function requireAdmin(args: GuardArgs): Promise<{ user: CurrentUser }> {
  const { user } = await requireUser(args)
  if (!user.is_admin) throw redirect({ to: '/' })
  return { user }
}

/** Signed-in people have no business on the login or signup page. */
export async function redirectIfSignedIn({ context }: Pick<GuardArgs, 'context'>): Promise<void> {
  const user = await loadCurrentUser(context.queryClient).catch(() => null)
  if (user) throw redirect({ to: '/' })
}

/** Only same-site paths are followed after login, never another origin. */
export function safeRedirectPath(value: string | undefined): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/account/')) return '/'
  return value
}
