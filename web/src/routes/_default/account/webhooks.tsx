import { createFileRoute } from '@tanstack/react-router'
import { OrganisationWebhooksPage } from '@/features/webhooks/OrganisationWebhooksPage'

export const Route = createFileRoute('/_default/account/webhooks')({
  component: OrganisationWebhooksPage,
})
