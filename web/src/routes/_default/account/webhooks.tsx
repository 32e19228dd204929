import { createFileRoute, redirect } from '@tanstack/react-router'
import { currentUserQuery } from '@/api/auth'
import { OrganisationWebhooksPage } from '@/features/webhooks/OrganisationWebhooksPage'

export const Route = createFileRoute('/_default/account/webhooks')({
  // Not a page that says "not allowed": those who may not read the organisation's webhooks go to their profile.
  beforeLoad: async ({ context }) => {
    const user = await context.queryClient.ensureQueryData(currentUserQuery())
    if (!user.organisation_webhooks) throw redirect({ to: '/account/profile', replace: true })
  },
  component: OrganisationWebhooksPage,
})
