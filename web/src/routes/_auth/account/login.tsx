import { createFileRoute } from '@tanstack/react-router'
import { LoginPage } from '@/features/auth/LoginPage'
import { redirectIfSignedIn } from '@/lib/guards'
import { PasswordResetNotice } from '@/features/account/PasswordResetNotice'
import type { SignedOutReason } from '@/lib/idle-sign-out'

/** `reason`: why the session ended (idle); `reset`: after a password reset, the page says so; `sso_error`: why single sign-on sent the person back here. */
type LoginSearch = { redirect?: string; reset?: 'done'; sso_error?: string; reason?: SignedOutReason }

export const Route = createFileRoute('/_auth/account/login')({
  validateSearch: (search: Record<string, unknown>): LoginSearch => ({
    ...(typeof search.redirect === 'string' && { redirect: search.redirect }),
    ...(search.reset === 'done' && { reset: 'done' as const }),
    ...(typeof search.sso_error === 'string' && { sso_error: search.sso_error }),
    ...(search.reason === 'idle' && { reason: 'idle' as const }),
  }),
  beforeLoad: ({ context }) => redirectIfSignedIn({ context }),
  component: function LoginRoute() {
    const { redirect, reset, sso_error, reason } = Route.useSearch()
    return <LoginPage redirectTo={redirect} notice={reset === 'done' ? <PasswordResetNotice /> : undefined} ssoError={sso_error} signedOutReason={reason} />
  },
})
