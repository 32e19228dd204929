import { useState } from 'react'
import { useInfiniteQuery, useSuspenseQuery } from '@tanstack/react-query'
import { CircleAlert, RefreshCw, ScrollText, ShieldAlert } from 'lucide-react'
import { auditLogQuery, type AuditLogFilters } from '@/api/audit'
import { eventQuery } from '@/api/events'
import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { EmptyState } from '@/components/ui/empty-state'
import { Skeleton } from '@/components/ui/skeleton'
import { Spinner } from '@/components/ui/spinner'
import { PageHeader } from '@/components/layout/PageHeader'
import { isApiError } from '@/lib/api-error'
import { useDocumentTitle } from '@/lib/page-title'
import { AuditExportMenu } from './AuditExportMenu'
import { AuditFilterBar } from './AuditFilterBar'
import { AuditLogTable } from './AuditLogTable'
import { hasFilters } from './audit-log-search'
import { useAbility } from '@/lib/use-ability'
import { QueryView } from '@/components/query-view'

type AuditLogPageProps = {
  eventUuid: string
  filters: AuditLogFilters
  onFiltersChange: (filters: AuditLogFilters) => void
}

/** /events/{uuid}/audit: every change to the event and its guests, for the people who answer for it. */
export function AuditLogPage({ eventUuid, filters, onFiltersChange }: AuditLogPageProps) {
  const { data: event } = useSuspenseQuery(eventQuery(eventUuid))
  useDocumentTitle(`Audit log · ${event.name}`)
  // The name of the guest filtered on, as the row or the search showed it (a removed guest has no other source).
  const [guestName, setGuestName] = useState<string | null>(null)
  const canView = useAbility(event, 'read')

  const change = (next: AuditLogFilters, name?: string) => {
    if (next.attendee !== filters.attendee) setGuestName(name ?? null)
    onFiltersChange(next)
  }

  return (
    <div>
      <PageHeader
        title="Audit log"
        description="Every change to this event and its guests: who made it, when, and from where."
        actions={canView && <AuditExportMenu eventUuid={eventUuid} filters={filters} />}
      />
      {canView ? (
        <>
          <AuditFilterBar eventUuid={eventUuid} filters={filters} timezone={event.timezone} guestName={guestName} onChange={change} />
          <AuditLogResults
            eventUuid={eventUuid}
            timezone={event.timezone}
            filters={filters}
            onShowGuest={(attendee, name) => change({ ...filters, attendee }, name ?? undefined)}
            onClear={() => change({})}
          />
        </>
      ) : (
        <Card>
          <EmptyState icon={ShieldAlert} title="You can’t see the audit log" description="Only editors and viewers of this event can read its changes." />
        </Card>
      )}
    </div>
  )
}

type AuditLogResultsProps = {
  eventUuid: string
  timezone: string
  filters: AuditLogFilters
  onShowGuest: (attendeeId: string, name: string | null) => void
  onClear: () => void
}

function AuditLogResults({ eventUuid, timezone, filters, onShowGuest, onClear }: AuditLogResultsProps) {
  const query = useInfiniteQuery(auditLogQuery(eventUuid, filters))
  return (
    <QueryView
      query={query}
      pendingLabel="Loading the audit log"
      pending={<AuditLogSkeleton />}
      error={(error) => <AuditLogFailure error={error} />}
      isEmpty={(answer) => answer.pages.every((page) => page.data.length === 0)}
      empty={
        <Card>
          <EmptyState
            icon={ScrollText}
            title={hasFilters(filters) ? 'No changes match these filters' : 'No changes yet'}
            description={hasFilters(filters) ? 'Try another person, guest, type or time.' : 'Changes to the event and its guests will be listed here.'}
            action={
              hasFilters(filters) ? (
                <Button variant="secondary" onClick={onClear}>
                  Clear filters
                </Button>
              ) : undefined
            }
          />
        </Card>
      }
    >
      {(answer) => (
        <Card className="overflow-hidden" aria-busy={query.isFetching}>
          <div className="flex h-10 items-center justify-between border-b border-border px-3 text-xs text-muted-foreground">
            <span>Newest first</span>
            <Button variant="ghost" size="sm" onClick={() => void query.refetch()} disabled={query.isFetching} aria-label="Check for new changes">
              {query.isFetching && !query.isFetchingNextPage ? <Spinner label="Refreshing" /> : <RefreshCw aria-hidden />}
              Refresh
            </Button>
          </div>
          {query.isFetchNextPageError && (
            <p role="alert" className="border-b border-border bg-warning-soft px-3 py-2 text-xs">
              Couldn’t load older changes. {query.error?.message}
            </p>
          )}
          <AuditLogTable
            eventUuid={eventUuid}
            timezone={timezone}
            rows={answer.pages.flatMap((page) => page.data)}
            hasMore={query.hasNextPage}
            loadingMore={query.isFetchingNextPage}
            onLoadMore={() => void query.fetchNextPage()}
            onShowGuest={onShowGuest}
          />
        </Card>
      )}
    </QueryView>
  )
}

/** A refusal says who may read the log; anything else what went wrong (QueryView offers to try again when that may help). */
function AuditLogFailure({ error }: { error: Error }) {
  const forbidden = isApiError(error) && error.status === 403
  return (
    <Card>
      <EmptyState
        icon={forbidden ? ShieldAlert : CircleAlert}
        title={forbidden ? 'You can’t see the audit log' : 'Couldn’t load the audit log'}
        description={forbidden ? 'Only editors and viewers of this event can read its changes.' : error.message}
      />
    </Card>
  )
}

function AuditLogSkeleton() {
  return (
    <Card className="overflow-hidden">
      <div className="divide-y divide-border">
        {[0.7, 0.5, 0.8, 0.45, 0.6].map((width, index) => (
          <div key={index} className="flex items-center gap-4 px-3 py-3.5">
            <Skeleton className="h-3 w-16" />
            <Skeleton className="h-3 w-28" />
            <Skeleton className="h-3" style={{ width: `${width * 40}%` }} />
            <Skeleton className="ml-auto h-3 w-24" />
          </div>
        ))}
      </div>
    </Card>
  )
}
