import { useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import { Inbox } from 'lucide-react'
import { alertMessagesQuery, type OutboundMessage } from '@/api/communications'
import { EmptyState } from '@/components/ui/empty-state'
import { PaginationBar } from '@/components/ui/pagination-bar'
import { SearchInput } from '@/components/ui/search-input'
import { NativeSelect } from '@/components/ui/select'
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table'
import { exactEventTime, formatEventTime } from '@/lib/event-time'
import { useDebouncedValue } from '@/lib/use-debounced-value'
import type { RecipientFilter } from './DeliveryCounts'
import { MessageStatusChip } from '@/components/MessageStatusChip'
import { QueryView } from '@/components/query-view'

const PER_PAGE = 25

export const RECIPIENT_FILTERS: { value: RecipientFilter; label: string }[] = [
  { value: 'pending', label: 'On their way' },
  { value: 'sent', label: 'Sent' },
  { value: 'delivered', label: 'Delivered' },
  { value: 'opened', label: 'Opened' },
  { value: 'clicked', label: 'Clicked' },
  { value: 'failed', label: 'Failed' },
  { value: 'unsubscribed', label: 'Unsubscribed' },
  { value: 'complained', label: 'Marked as spam' },
  { value: 'canceled', label: 'Canceled' },
]

type RecipientsTableProps = {
  eventUuid: string
  alertId: string
  timezone: string
  filter: RecipientFilter
  onFilter: (filter: RecipientFilter) => void
  onOpen: (message: OutboundMessage) => void
}

/** Each recipient's message: who, where, its status (explained on hover or focus) and when it last changed. */
export function RecipientsTable({ eventUuid, alertId, timezone, filter, onFilter, onOpen }: RecipientsTableProps) {
  const [search, setSearch] = useState('')
  const debounced = useDebouncedValue(search.trim(), 250)
  const [page, setPage] = useState(1)
  const [lastFilter, setLastFilter] = useState(filter)
  // A new filter (from the counts above too) starts at the first page.
  if (lastFilter !== filter) {
    setLastFilter(filter)
    setPage(1)
  }
  const messages = useQuery(alertMessagesQuery(eventUuid, alertId, { page, per_page: PER_PAGE, status: filter || undefined, search: debounced || undefined }))
  const meta = messages.data?.meta

  return (
    <section aria-labelledby="recipients-heading" className="overflow-hidden rounded-lg border border-border bg-background shadow-card">
      <div className="flex flex-col gap-2 border-b border-border p-3 sm:flex-row sm:items-center">
        <h2 id="recipients-heading" className="text-[15px] font-semibold sm:mr-auto">
          Recipients
        </h2>
        <NativeSelect
          aria-label="Status"
          className="sm:w-48"
          value={filter}
          placeholder="All statuses"
          options={RECIPIENT_FILTERS}
          onChange={(event) => onFilter(event.target.value as RecipientFilter)}
          data-testid="recipient-status-filter"
        />
        <SearchInput
          className="sm:w-64"
          placeholder="Search by name or email"
          aria-label="Search recipients"
          value={search}
          onValueChange={(value) => {
            setSearch(value)
            setPage(1)
          }}
        />
      </div>
      <QueryView
        query={messages}
        pendingLabel="Loading recipients"
        isEmpty={(answer) => answer.data.length === 0}
        empty={
          <EmptyState
            icon={Inbox}
            title={filter || debounced ? 'No recipient matches' : 'No recipients yet'}
            description={filter || debounced ? 'Try another status or search.' : 'Messages appear here as they are prepared.'}
          />
        }
      >
        {({ data: rows }) => (
          <Table aria-label="Recipients" data-testid="recipients-table">
            <TableHeader>
              <TableRow>
                <TableHead>Guest</TableHead>
                <TableHead className="hidden md:table-cell">Email</TableHead>
                <TableHead>Status</TableHead>
                <TableHead className="hidden sm:table-cell">Last change</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {rows.map((message) => {
                const name = message.full_name?.trim() || message.email
                return (
                  <TableRow key={message.id} data-testid="recipient-row" data-email={message.email}>
                    <TableCell className="font-medium">
                      <button
                        type="button"
                        className="text-left hover:text-primary hover:underline"
                        onClick={() => onOpen(message)}
                        aria-label={`Open the delivery timeline for ${name}`}
                      >
                        {name}
                      </button>
                      {message.round > 0 && <span className="ml-1.5 text-xs font-normal text-muted-foreground">resent</span>}
                      <span className="block max-w-[11rem] truncate text-xs font-normal text-muted-foreground md:hidden">{message.email}</span>
                    </TableCell>
                    <TableCell className="hidden text-muted-foreground md:table-cell">{message.email}</TableCell>
                    <TableCell>
                      <MessageStatusChip message={message} onOpen={() => onOpen(message)} />
                      <span className="block text-xs text-muted-foreground sm:hidden">{formatEventTime(message.status_at, timezone)}</span>
                    </TableCell>
                    <TableCell className="hidden text-muted-foreground sm:table-cell" title={exactEventTime(message.status_at, timezone)}>
                      {formatEventTime(message.status_at, timezone)}
                    </TableCell>
                  </TableRow>
                )
              })}
            </TableBody>
          </Table>
        )}
      </QueryView>
      {meta && meta.total > PER_PAGE && (
        <div className="border-t border-border">
          <PaginationBar page={meta.page} perPage={meta.per_page} total={meta.total} lastPage={meta.last_page} onPageChange={setPage} noun="recipients" />
        </div>
      )}
    </section>
  )
}
