import { useQuery, useSuspenseQuery } from '@tanstack/react-query'
import { eventQuery } from '@/api/events'
import { eventWaitlistQuery } from '@/api/waitlist'
import { QueryView } from '@/components/query-view'
import { useDocumentTitle } from '@/lib/page-title'
import { useAbility } from '@/lib/use-ability'
import { CapacityFigures } from './CapacityFigures'
import { CapacitySettingsCard } from './CapacitySettingsCard'
import { WaitlistList } from './WaitlistList'

/** Event builder → Capacity & waitlist: the settings, the places at a glance and the parties in line. */
export function WaitlistPage({ eventUuid }: { eventUuid: string }) {
  const { data: event } = useSuspenseQuery(eventQuery(eventUuid))
  const canEdit = useAbility(event, 'update')
  const query = useQuery(eventWaitlistQuery(eventUuid))
  useDocumentTitle(`Capacity & waitlist · ${event.name}`)
  return (
    <div className="flex max-w-4xl flex-col gap-4">
      <QueryView query={query} pendingLabel="Loading capacity and waitlist" isEmpty={() => false}>
        {(waitlist) => (
          <>
            <CapacitySettingsCard event={event} summary={waitlist.capacity} />
            {waitlist.capacity.is_set && <CapacityFigures summary={waitlist.capacity} />}
            {waitlist.capacity.is_set && (
              <WaitlistList eventUuid={eventUuid} capacity={waitlist.capacity} entries={waitlist.entries} timezone={event.timezone} canEdit={canEdit} />
            )}
          </>
        )}
      </QueryView>
    </div>
  )
}
