import { createFileRoute } from '@tanstack/react-router'
import { LoginPage } from '@/features/auth/LoginPage'
import { redirectIfSignedIn } from '@/features/auth/guards'

type LoginSearch = { redirect?: string }

export const Route = createFileRoute('/_auth/account/login')({
  validateSearch: (search: Record<string, unknown>): LoginSearch =>
    typeof search.redirect === 'string' ? { redirect: search.redirect } : {},
  beforeLoad: ({ context }) => redirectIfSignedIn({ context }),
  component: function LoginRoute() {
    const { redirect } = Route.useSearch()
    return <LoginPage redirectTo={redirect} />
  },
})
