import { Link } from '@tanstack/react-router'
import { useQuery, useSuspenseQuery } from '@tanstack/react-query'
import { ArrowLeft, MailX } from 'lucide-react'
import { alertQuery } from '@/api/communications'
import { eventQuery } from '@/api/events'
import { Button } from '@/components/ui/button'
import { EmptyState } from '@/components/ui/empty-state'
import { Skeleton } from '@/components/ui/skeleton'
import { isApiError } from '@/lib/api-error'
import { useDocumentTitle } from '@/lib/page-title'
import { CommunicationWorkspace } from './CommunicationWorkspace'
import { QueryView } from '@/components/query-view'

function BackLink({ eventUuid }: { eventUuid: string }) {
  return (
    <Button variant="link" size="sm" asChild className="mb-3 px-0 text-muted-foreground">
      <Link to="/events/$uuid/communications" params={{ uuid: eventUuid }}>
        <ArrowLeft aria-hidden /> All communications
      </Link>
    </Button>
  )
}

/** One communication: writing it, choosing who and when, sending it, and following its delivery. */
export function CommunicationPage({ eventUuid, alertId }: { eventUuid: string; alertId: string }) {
  const { data: event } = useSuspenseQuery(eventQuery(eventUuid))
  const alert = useQuery(alertQuery(eventUuid, alertId))
  useDocumentTitle(alert.data ? `${alert.data.name} · ${event.name}` : `Communications · ${event.name}`)

  return (
    <div>
      <BackLink eventUuid={eventUuid} />
      <QueryView
        query={alert}
        pendingLabel="Loading the communication"
        pending={
          <>
            <Skeleton className="mb-6 h-7 w-72" />
            <div className="grid gap-5 xl:grid-cols-[minmax(0,1fr)_360px]">
              <Skeleton className="h-[520px]" />
              <Skeleton className="h-[320px]" />
            </div>
          </>
        }
        error={(error) => {
          const gone = isApiError(error) && error.status === 404
          return (
            <EmptyState
              icon={MailX}
              title={gone ? 'This communication no longer exists' : 'The communication could not be loaded'}
              description={gone ? 'It may have been deleted by someone on your team.' : error.message}
            />
          )
        }}
      >
        {(found) => <CommunicationWorkspace key={found.id} event={event} alert={found} />}
      </QueryView>
    </div>
  )
}
