import { createFileRoute, redirect } from '@tanstack/react-router'
import { currentUserQuery } from '@/api/auth'
import { ChoosePasswordPage } from '@/features/account/ChoosePasswordPage'

type ChooseSearch = { redirect?: string }

// Only for an account with an administrator's temporary password; anyone else has nothing to do here.
export const Route = createFileRoute('/_auth/account/choose-password')({
  validateSearch: (search: Record<string, unknown>): ChooseSearch => (typeof search.redirect === 'string' ? { redirect: search.redirect } : {}),
  beforeLoad: async ({ context }) => {
    const user = await context.queryClient.ensureQueryData(currentUserQuery()).catch(() => null)
    if (!user) throw redirect({ to: '/account/login' })
    if (!user.password_change_required) throw redirect({ to: '/' })
    return { user }
  },
  component: function ChoosePasswordRoute() {
    const { user } = Route.useRouteContext()
    return <ChoosePasswordPage user={user} redirectTo={Route.useSearch().redirect} />
  },
})
