import { createFileRoute } from '@tanstack/react-router'
import { VerifyEmailPage, type VerifyEmailSearch } from '@/features/auth/VerifyEmailPage'

const SEARCH_KEYS = ['token', 'redirect'] as const

// Open to everyone: the email's link works signed out (its token names the account); the code needs the session.
export const Route = createFileRoute('/_auth/account/verify-email')({
  validateSearch: (search: Record<string, unknown>): VerifyEmailSearch =>
    Object.fromEntries(SEARCH_KEYS.flatMap((key) => (typeof search[key] === 'string' ? [[key, search[key]]] : []))),
  component: function VerifyEmailRoute() {
    return <VerifyEmailPage search={Route.useSearch()} />
  },
})
