import { createFileRoute } from '@tanstack/react-router'
import { ResetPasswordPage } from '@/features/account/ResetPasswordPage'

type ResetSearch = { token?: string }

// Open signed in or out: the email's link names the account by its token alone.
export const Route = createFileRoute('/_auth/account/reset-password')({
  validateSearch: (search: Record<string, unknown>): ResetSearch => (typeof search.token === 'string' ? { token: search.token } : {}),
  component: function ResetPasswordRoute() {
    return <ResetPasswordPage token={Route.useSearch().token} />
  },
})
