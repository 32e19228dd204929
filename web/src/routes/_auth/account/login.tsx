import { createFileRoute } from '@tanstack/react-router'
import { LoginPage } from '@/features/auth/LoginPage'
import { redirectIfSignedIn } from '@/features/auth/guards'
import { PasswordResetNotice } from '@/features/account/PasswordResetNotice'

type LoginSearch = { redirect?: string; reset?: 'done' }

export const Route = createFileRoute('/_auth/account/login')({
  validateSearch: (search: Record<string, unknown>): LoginSearch => ({
    ...(typeof search.redirect === 'string' && { redirect: search.redirect }),
    // After a password reset: the page says so.
    ...(search.reset === 'done' && { reset: 'done' as const }),
  }),
  beforeLoad: ({ context }) => redirectIfSignedIn({ context }),
  component: function LoginRoute() {
    const { redirect, reset } = Route.useSearch()
    return <LoginPage redirectTo={redirect} notice={reset === 'done' ? <PasswordResetNotice /> : undefined} />
  },
})
