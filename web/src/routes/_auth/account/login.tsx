import { createFileRoute } from '@tanstack/react-router'
import { LoginPage } from '@/features/auth/LoginPage'
import { redirectIfSignedIn } from '@/features/auth/guards'

/** `sso_error`: why single sign-on sent the person back here. */
type LoginSearch = { redirect?: string; sso_error?: string }

export const Route = createFileRoute('/_auth/account/login')({
  validateSearch: (search: Record<string, unknown>): LoginSearch => ({
    ...(typeof search.redirect === 'string' ? { redirect: search.redirect } : {}),
    ...(typeof search.sso_error === 'string' ? { sso_error: search.sso_error } : {}),
  }),
  beforeLoad: ({ context }) => redirectIfSignedIn({ context }),
  component: function LoginRoute() {
    const { redirect, sso_error } = Route.useSearch()
    return <LoginPage redirectTo={redirect} ssoError={sso_error} />
  },
})
