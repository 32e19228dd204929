import { createFileRoute } from '@tanstack/react-router'
import { LoginPage } from '@/features/auth/LoginPage'
import { redirectIfSignedIn } from '@/features/auth/guards'
import type { SignedOutReason } from '@/features/auth/sessions/idle-sign-out'

type LoginSearch = { redirect?: string; reason?: SignedOutReason }

export const Route = createFileRoute('/_auth/account/login')({
  validateSearch: (search: Record<string, unknown>): LoginSearch => ({
    ...(typeof search.redirect === 'string' && { redirect: search.redirect }),
    ...(search.reason === 'idle' && { reason: 'idle' as const }),
  }),
  beforeLoad: ({ context }) => redirectIfSignedIn({ context }),
  component: function LoginRoute() {
    const { redirect, reason } = Route.useSearch()
    return <LoginPage redirectTo={redirect} signedOutReason={reason} />
  },
})
