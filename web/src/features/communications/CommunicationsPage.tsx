import { useEffect, useState } from 'react'
import { Link, useNavigate } from '@tanstack/react-router'
import { useQuery, useSuspenseQuery } from '@tanstack/react-query'
import { Mail, MoreHorizontal, Plus, Trash2, X } from 'lucide-react'
import { subjectWithLabels } from '@usher/domain/communications/merge-tag-picking'
import { zoneLabel } from '@usher/domain/format/zoned-time'
import { alertListQuery, type Alert } from '@/api/communications'
import { eventQuery } from '@/api/events'
import { isConfirmed, useConfirm } from '@/components/feedback/confirm-context'
import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from '@/components/ui/dropdown-menu'
import { EmptyState } from '@/components/ui/empty-state'
import { PaginationBar } from '@/components/ui/pagination-bar'
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table'
import { PageHeader } from '@/components/layout/PageHeader'
import { TemplatesLink } from '@/components/TemplatesLink'
import { formatCount } from '@/lib/counts'
import { useDocumentTitle } from '@/lib/page-title'
import { useDebouncedValue } from '@/lib/use-debounced-value'
import { AlertStatusBadge } from './AlertStatusBadge'
import { CreateCommunicationDialog } from './CreateCommunicationDialog'
import { useDeleteCommunication } from '@/api/communication-mutations'
import { CommunicationsFilterBar } from './CommunicationsFilterBar'
import { isFiltered, type CommunicationsSearch } from './communications-search'
import { useAbility } from '@/lib/use-ability'
import { QueryView } from '@/components/query-view'

const PER_PAGE = 25

/**
 * The counts a list row shows, by the spec's counting rules (the server counts them). Their columns
 * come from 1024 px: narrower, they fold into a line under the name, and the status keeps room for its time.
 */
const COUNT_COLUMNS = [
  { key: 'recipients', label: 'Recipients' },
  { key: 'delivered', label: 'Delivered' },
  { key: 'opened', label: 'Opened' },
  { key: 'clicked', label: 'Clicked' },
  { key: 'failed', label: 'Failed' },
] as const

/**
 * The event's communications (spec section 7, Alerts): each with its state and how its messages fared.
 * Searched by name and filtered by state and by the days they went out (else were written), in the
 * event's time zone; the filters live in the URL (communications-search.ts).
 */
export function CommunicationsPage({ eventUuid, search }: { eventUuid: string; search: CommunicationsSearch }) {
  const { data: event } = useSuspenseQuery(eventQuery(eventUuid))
  useDocumentTitle(`Communications · ${event.name}`)
  const canEdit = useAbility(event, 'update')
  const navigate = useNavigate()
  const confirm = useConfirm()
  const [searchText, setSearchText] = useState(search.q ?? '')
  const debounced = useDebouncedValue(searchText.trim(), 250)
  const page = search.page ?? 1
  const [creating, setCreating] = useState(false)
  const list = useQuery(alertListQuery(eventUuid, { page, per_page: PER_PAGE, search: search.q, status: search.status, from: search.from, to: search.to }))
  const filtered = isFiltered(search)
  // Filters over a list that has never held a communication only stand between the organiser and
  // "No communications yet"; they come once there is something to filter (or a link brought some).
  const showFilters = filtered || list.isPlaceholderData || (list.data?.meta.total ?? 0) > 0
  // The zone's name on the days picked (EDT in June, EST in January), else today's.
  const zone = zoneLabel(search.from ? `${search.from}T12:00:00Z` : new Date(), event.timezone)
  /** A change of filter starts again on the first page. */
  const setFilters = (patch: Partial<CommunicationsSearch>) =>
    void navigate({ to: '/events/$uuid/communications', params: { uuid: eventUuid }, search: { ...search, ...patch, page: undefined }, replace: true })
  // The search box writes to the URL once typing pauses; Back, a shared link or Clear filters write to the box.
  useEffect(() => {
    if (debounced === (search.q ?? '')) return
    setFilters({ q: debounced || undefined })
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a new pause in typing writes
  }, [debounced])
  const [shownQ, setShownQ] = useState(search.q)
  if (shownQ !== search.q) {
    setShownQ(search.q)
    if ((search.q ?? '') !== searchText.trim()) setSearchText(search.q ?? '')
  }
  const remove = useDeleteCommunication(eventUuid)

  const open = (alert: Alert) => void navigate({ to: '/events/$uuid/communications/$alertId', params: { uuid: eventUuid, alertId: alert.id } })
  const askToDelete = async (alert: Alert) => {
    const outcome = await confirm({
      heading: `Delete ${alert.name}?`,
      message:
        alert.status === 'draft'
          ? 'The draft is deleted.'
          : 'It is deleted with its delivery report. Messages already sent stay in guests\u2019 inboxes; scheduled ones are not sent.',
      confirmLabel: 'Delete communication',
      tone: 'danger',
    })
    if (isConfirmed(outcome)) remove.mutate(alert)
  }

  const meta = list.data?.meta
  return (
    <div>
      <PageHeader
        title="Communications"
        description="Emails to your guests: write one, choose who gets it and when, and follow each guest's delivery."
        actions={
          <>
            <TemplatesLink eventUuid={eventUuid} />
            {canEdit && (
              <Button onClick={() => setCreating(true)} data-testid="new-communication">
                <Plus aria-hidden /> New communication
              </Button>
            )}
          </>
        }
      />
      <Card className="overflow-hidden">
        {showFilters && (
          <CommunicationsFilterBar search={search} searchText={searchText} onSearchTextChange={setSearchText} zone={zone} onFiltersChange={setFilters} />
        )}
        <QueryView
          query={list}
          pendingLabel="Loading communications"
          isEmpty={(answer) => answer.data.length === 0}
          empty={
            <EmptyState
              icon={Mail}
              title={filtered ? 'No communication matches' : 'No communications yet'}
              description={
                filtered
                  ? 'No communication has this name, state or dates. Try other filters, or clear them to see every communication.'
                  : 'Write to all your guests or some of them: a reminder, directions, a thank-you. Merge tags fill in each guest\u2019s own details.'
              }
              action={
                filtered ? (
                  <Button variant="secondary" onClick={() => setFilters({ q: undefined, status: undefined, from: undefined, to: undefined })}>
                    <X aria-hidden /> Clear filters
                  </Button>
                ) : (
                  canEdit && (
                    <Button onClick={() => setCreating(true)}>
                      <Plus aria-hidden /> New communication
                    </Button>
                  )
                )
              }
            />
          }
        >
          {({ data: rows }) => (
            <Table aria-label="Communications" data-testid="communications-table">
              <TableHeader>
                <TableRow>
                  <TableHead>Name</TableHead>
                  <TableHead className="hidden sm:table-cell">Status</TableHead>
                  {COUNT_COLUMNS.map((column) => (
                    <TableHead key={column.key} className="hidden text-right lg:table-cell">
                      {column.label}
                    </TableHead>
                  ))}
                  {canEdit && (
                    <TableHead className="w-10">
                      <span className="sr-only">Actions</span>
                    </TableHead>
                  )}
                </TableRow>
              </TableHeader>
              <TableBody>
                {rows.map((alert) => (
                  <TableRow key={alert.id} data-testid="communication-row">
                    <TableCell className="max-w-[22rem] py-2.5 whitespace-normal">
                      <Link
                        to="/events/$uuid/communications/$alertId"
                        params={{ uuid: eventUuid, alertId: alert.id }}
                        className="font-medium text-foreground hover:text-primary hover:underline"
                      >
                        {alert.name}
                      </Link>
                      {alert.subject && <p className="truncate text-xs text-muted-foreground">{subjectWithLabels(alert.subject)}</p>}
                      <div className="mt-1 sm:hidden">
                        <AlertStatusBadge alert={alert} timezone={event.timezone} />
                      </div>
                      {alert.status !== 'draft' && (
                        <p className="mt-0.5 text-xs text-muted-foreground lg:hidden">
                          {formatCount(alert.counts.recipients)} recipients · {formatCount(alert.counts.delivered)} delivered ·{' '}
                          {formatCount(alert.counts.opened)} opened · {formatCount(alert.counts.failed)} failed
                        </p>
                      )}
                    </TableCell>
                    <TableCell className="hidden py-2.5 whitespace-normal sm:table-cell">
                      <AlertStatusBadge alert={alert} timezone={event.timezone} />
                    </TableCell>
                    {COUNT_COLUMNS.map((column) => (
                      <TableCell key={column.key} className="hidden text-right tabular-nums lg:table-cell" data-testid={`communication-${column.key}`}>
                        {alert.status === 'draft' ? <span className="text-subtle-foreground">—</span> : formatCount(alert.counts[column.key])}
                      </TableCell>
                    ))}
                    {canEdit && (
                      <TableCell>
                        <DropdownMenu>
                          <DropdownMenuTrigger asChild>
                            <Button size="icon-sm" variant="ghost" aria-label={`Actions for ${alert.name}`}>
                              <MoreHorizontal aria-hidden />
                            </Button>
                          </DropdownMenuTrigger>
                          <DropdownMenuContent>
                            <DropdownMenuItem onSelect={() => open(alert)}>Open</DropdownMenuItem>
                            <DropdownMenuItem tone="danger" onSelect={() => void askToDelete(alert)}>
                              <Trash2 aria-hidden /> Delete
                            </DropdownMenuItem>
                          </DropdownMenuContent>
                        </DropdownMenu>
                      </TableCell>
                    )}
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          )}
        </QueryView>
        {meta && meta.total > PER_PAGE && (
          <div className="border-t border-border">
            <PaginationBar
              page={meta.page}
              perPage={meta.per_page}
              total={meta.total}
              lastPage={meta.last_page}
              onPageChange={(next) =>
                void navigate({ to: '/events/$uuid/communications', params: { uuid: eventUuid }, search: { ...search, page: next > 1 ? next : undefined } })
              }
              noun="communications"
            />
          </div>
        )}
      </Card>
      <CreateCommunicationDialog eventUuid={eventUuid} open={creating} onOpenChange={setCreating} onCreated={open} />
    </div>
  )
}
