import { useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import { CalendarDays, ExternalLink } from 'lucide-react'
import { ADMIN_EVENTS_PER_PAGE, adminEventsQuery, type AdminEvent } from '@/api/admin-events'
import { isConfirmed, useConfirm } from '@/components/feedback/confirm-context'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { EmptyState } from '@/components/ui/empty-state'
import { QueryView } from '@/components/query-view'
import { PaginationBar } from '@/components/ui/pagination-bar'
import { SearchInput } from '@/components/ui/search-input'
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table'
import { PageContainer } from '@/components/layout/PageContainer'
import { PageHeader } from '@/components/layout/PageHeader'
import { useDebouncedValue } from '@/lib/use-debounced-value'
import { useDocumentTitle } from '@/lib/page-title'
import { ADMIN_TITLE } from './AdminLayout'
import { EventWhen } from './events/EventWhen'
import { useOpenEventAsOrganiser } from './use-open-event-as-organiser'

const numbers = new Intl.NumberFormat('en-US')

/** /admin/events: every event of the instance, and opening one as its organiser. */
export function AdminEventsPage() {
  useDocumentTitle(`Events · ${ADMIN_TITLE}`)
  const [search, setSearch] = useState('')
  const [page, setPage] = useState(1)
  const debounced = useDebouncedValue(search.trim(), 250)
  const events = useQuery(adminEventsQuery({ search: debounced, page }))

  return (
    <PageContainer>
      <PageHeader title="Events" description="Every event on Usher, whoever organises it. Open one to see it as its organiser does." />
      <Card className="overflow-hidden">
        <div className="border-b border-border p-3">
          <SearchInput
            value={search}
            onValueChange={(value) => {
              setSearch(value)
              setPage(1)
            }}
            placeholder="Search by event or organisation"
            aria-label="Search events"
            className="max-w-sm"
          />
        </div>
        <QueryView
          query={events}
          pendingLabel="Loading events"
          isEmpty={(result) => result.data.length === 0}
          empty={
            <EmptyState
              icon={CalendarDays}
              title="No events found"
              description={debounced ? `No event or organisation matches “${debounced}”.` : 'No one has created an event yet.'}
            />
          }
        >
          {(result) => (
            <>
              <EventTable events={result.data} />
              <PaginationBar
                page={result.meta.page}
                perPage={ADMIN_EVENTS_PER_PAGE}
                total={result.meta.total}
                lastPage={result.meta.last_page}
                onPageChange={setPage}
                noun="events"
              />
            </>
          )}
        </QueryView>
      </Card>
    </PageContainer>
  )
}

function EventTable({ events }: { events: AdminEvent[] }) {
  const open = useOpenEventAsOrganiser()
  const confirm = useConfirm()

  async function onOpen(event: AdminEvent) {
    const outcome = await confirm({
      heading: `Open ${event.name} as ${event.organisation.label}?`,
      message: `You will be logged in as ${event.organisation.label} and see the event as they do, until you return to your account. Everything you change is recorded as done by you on their behalf.`,
      confirmLabel: 'Log in and open',
    })
    if (isConfirmed(outcome)) open.mutate(event)
  }

  return (
    <Table aria-label="Events">
      <TableHeader>
        <TableRow>
          <TableHead>Event</TableHead>
          <TableHead>Organisation</TableHead>
          <TableHead>When</TableHead>
          <TableHead className="text-right">Guests</TableHead>
          <TableHead className="text-right">Attending</TableHead>
          <TableHead className="text-right">Checked in</TableHead>
          <TableHead className="w-0">
            <span className="sr-only">Actions</span>
          </TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {events.map((event) => (
          <TableRow key={event.uuid} data-testid="admin-event-row">
            <TableCell className="font-medium">
              {event.name}
              {event.is_archived && (
                <Badge tone="neutral" className="ml-2">
                  Archived
                </Badge>
              )}
            </TableCell>
            <TableCell>
              <div>{event.organisation.label}</div>
              {event.organisation.email && event.organisation.email !== event.organisation.label && (
                <div className="text-xs text-muted-foreground">{event.organisation.email}</div>
              )}
            </TableCell>
            <TableCell className="whitespace-nowrap">
              <EventWhen event={event} />
            </TableCell>
            <TableCell className="text-right tabular-nums">{numbers.format(event.guests_count)}</TableCell>
            <TableCell className="text-right tabular-nums">{numbers.format(event.attending_count)}</TableCell>
            <TableCell className="text-right tabular-nums">{numbers.format(event.checked_in_count)}</TableCell>
            <TableCell>
              <Button
                size="sm"
                variant="secondary"
                onClick={() => void onOpen(event)}
                disabled={open.isPending}
                aria-label={`Open ${event.name} as its organiser`}
              >
                <ExternalLink aria-hidden />
                Open
              </Button>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  )
}
