import { useMemo } from 'react'
import { useQuery } from '@tanstack/react-query'
import { eventPermissionsQuery } from '@/api/team'
import { PageHeader } from '@/components/layout/PageHeader'
import { useDocumentTitle } from '@/lib/page-title'
import { WebhooksPanel } from './WebhooksPanel'

/** The event's settings → Webhooks: endpoints that receive this event's changes only. */
export function EventWebhooksPage({ eventUuid }: { eventUuid: string }) {
  useDocumentTitle('Webhooks')
  const permissions = useQuery(eventPermissionsQuery(eventUuid))
  const scope = useMemo(() => ({ eventUuid }), [eventUuid])
  return (
    <div>
      <PageHeader title="Webhooks" description="Send this event's changes (guests added, RSVPs, check-ins…) to another system as they happen." />
      <WebhooksPanel scope={scope} canManage={permissions.data?.edit === true} />
    </div>
  )
}
