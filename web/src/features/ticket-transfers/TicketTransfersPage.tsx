import { useSuspenseQuery } from '@tanstack/react-query'
import { eventQuery } from '@/api/events'
import { useDocumentTitle } from '@/lib/page-title'
import { TicketTransferList } from './TicketTransferList'
import { TicketTransferSettingsCard } from './TicketTransferSettingsCard'
import { useAbility } from '@/lib/use-ability'

/** Spec route event-builder/ticket-transfers: the event's transfer settings and its transfers. */
export function TicketTransfersPage({ eventUuid }: { eventUuid: string }) {
  const { data: event } = useSuspenseQuery(eventQuery(eventUuid))
  const canEdit = useAbility(event, 'update')
  useDocumentTitle(`Ticket transfers · ${event.name}`)
  return (
    <div className="flex max-w-4xl flex-col gap-4">
      <TicketTransferSettingsCard event={event} />
      <TicketTransferList eventUuid={eventUuid} timezone={event.timezone} canEdit={canEdit} />
    </div>
  )
}
