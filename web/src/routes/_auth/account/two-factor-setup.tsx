import { createFileRoute, redirect } from '@tanstack/react-router'
import { currentUserQuery } from '@/api/auth'
import { TwoFactorSetupRequiredPage } from '@/features/two-factor/TwoFactorSetupRequiredPage'

// Signed in, and required to have a second factor it does not have yet: everything else waits for this.
export const Route = createFileRoute('/_auth/account/two-factor-setup')({
  validateSearch: (search: Record<string, unknown>): { redirect?: string } => (typeof search.redirect === 'string' ? { redirect: search.redirect } : {}),
  beforeLoad: async ({ context, location }) => {
    const user = await context.queryClient.ensureQueryData(currentUserQuery()).catch(() => null)
    if (!user) throw redirect({ to: '/account/login', search: { redirect: location.href } })
  },
  component: function TwoFactorSetupRoute() {
    return <TwoFactorSetupRequiredPage redirectTo={Route.useSearch().redirect} />
  },
})
