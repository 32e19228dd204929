import { createFileRoute } from '@tanstack/react-router'
import { SignupPage, type SignupSearch } from '@/features/auth/SignupPage'
import { redirectIfSignedIn } from '@/lib/guards'

const SEARCH_KEYS = ['email', 'redirect', 'share_event', 'share_code'] as const

export const Route = createFileRoute('/_auth/account/signup')({
  validateSearch: (search: Record<string, unknown>): SignupSearch =>
    Object.fromEntries(SEARCH_KEYS.flatMap((key) => (typeof search[key] === 'string' ? [[key, search[key]]] : []))),
  beforeLoad: ({ context }) => redirectIfSignedIn({ context }),
  component: function SignupRoute() {
    return <SignupPage search={Route.useSearch()} />
  },
})
