import { createFileRoute } from '@tanstack/react-router'
import { EventWebhooksPage } from '@/features/webhooks/EventWebhooksPage'

export const Route = createFileRoute('/_default/events/$uuid/settings/webhooks')({
  component: function WebhooksSettingsRoute() {
    const { uuid } = Route.useParams()
    return <EventWebhooksPage eventUuid={uuid} />
  },
})
