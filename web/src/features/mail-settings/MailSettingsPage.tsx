import { useQuery } from '@tanstack/react-query'
import { eventQuery } from '@/api/events'
import { PageHeader } from '@/components/layout/PageHeader'
import { useDocumentTitle } from '@/lib/page-title'
import { MailServerSection } from './MailServerSection'
import { SuppressionListSection } from './SuppressionListSection'
import { TrackingSection } from './TrackingSection'
import { useAbility } from '@/lib/use-ability'

/** The event's settings → Mail: which server sends, what is tracked, and who is not written to. */
export function MailSettingsPage({ eventUuid }: { eventUuid: string }) {
  useDocumentTitle('Mail')
  const event = useQuery(eventQuery(eventUuid))
  const canManage = useAbility(event.data, 'update')
  return (
    <div>
      <PageHeader title="Mail" description="How this event's messages are sent, what they report back, and which addresses they skip." />
      {event.isSuccess && !canManage && (
        <p role="note" className="mb-6 rounded-md border border-border bg-muted/40 px-4 py-3 text-sm text-muted-foreground">
          Your role on this event can see its mail settings but not change them.
        </p>
      )}
      <div className="flex flex-col gap-10">
        <MailServerSection eventUuid={eventUuid} canManage={canManage} />
        <TrackingSection eventUuid={eventUuid} canManage={canManage} />
        <SuppressionListSection eventUuid={eventUuid} canManage={canManage} />
      </div>
    </div>
  )
}
