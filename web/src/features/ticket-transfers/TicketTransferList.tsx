import { useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import { ArrowLeftRight, ArrowRight, LoaderCircle } from 'lucide-react'
import { formatInZone } from '@usher/domain/format/zoned-time'
import { eventTransfersQuery, type TicketTransfer, type TransferListFilter } from '@/api/ticket-transfers'
import { useDecideTransfer } from '@/api/ticket-transfer-mutations'
import { showSnackbar } from '@/components/feedback/snackbar-store'
import { Badge, type BadgeTone } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { EmptyState } from '@/components/ui/empty-state'
import { QueryView } from '@/components/query-view'
import { PaginationBar } from '@/components/ui/pagination-bar'
import { SegmentedControl } from '@/components/ui/segmented-control'
import { Spinner } from '@/components/ui/spinner'

const STATUS: Record<TicketTransfer['status'], { label: string; tone: BadgeTone }> = {
  pending_acceptance: { label: 'Waiting for the new holder', tone: 'info' },
  pending_approval: { label: 'Waiting for approval', tone: 'warning' },
  completed: { label: 'Transferred', tone: 'success' },
  declined: { label: 'Declined', tone: 'neutral' },
  rejected: { label: 'Rejected', tone: 'error' },
  canceled: { label: 'Canceled', tone: 'neutral' },
  removed: { label: 'Guest removed', tone: 'neutral' },
}

const FILTERS: { value: TransferListFilter; label: string }[] = [
  { value: 'pending', label: 'Waiting' },
  { value: 'all', label: 'All' },
]

function TransferRow({ transfer, timezone, canEdit, eventUuid }: { transfer: TicketTransfer; timezone: string; canEdit: boolean; eventUuid: string }) {
  const decide = useDecideTransfer(eventUuid, transfer.id, {
    onSuccess: (_, decision) =>
      showSnackbar(
        decision === 'approve' ? `The ticket now belongs to ${transfer.to.full_name}.` : `The ticket stays with ${transfer.from.full_name}.`,
        'success',
      ),
  })
  const status = STATUS[transfer.status]
  const when = transfer.completed_at ?? transfer.requested_at
  return (
    <li className="flex flex-col gap-3 border-b border-border px-4 py-3 last:border-b-0 md:flex-row md:items-center" data-testid="ticket-transfer-row">
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm font-medium">
          <span className="min-w-0 break-words">{transfer.from.full_name}</span>
          <ArrowRight className="size-3.5 shrink-0 text-muted-foreground" aria-label="to" />
          <span className="min-w-0 break-words">{transfer.to.full_name}</span>
        </p>
        <p className="text-xs break-words text-muted-foreground">
          {transfer.to.email ? `${transfer.to.email} · ` : ''}
          {/* How the ticket moves, not what happened: "Accepted by the new holder" beside "Waiting for the new holder" read as both. */}
          {transfer.type === 'soft_transfer' ? 'Moves once the new holder accepts' : 'Moves straight away'} · {transfer.completed_at ? 'Transferred' : 'Asked'}{' '}
          {formatInZone(when, timezone)}
        </p>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <Badge tone={status.tone}>{status.label}</Badge>
        {canEdit && transfer.status === 'pending_approval' && (
          <>
            <Button size="sm" disabled={decide.isPending} onClick={() => decide.mutate('approve')} data-testid="transfer-approve">
              {decide.isPending && decide.variables === 'approve' && <Spinner />}
              Approve
            </Button>
            <Button size="sm" variant="secondary" disabled={decide.isPending} onClick={() => decide.mutate('reject')} data-testid="transfer-reject">
              Reject
            </Button>
          </>
        )}
      </div>
    </li>
  )
}

/** The event's transfers: those waiting first, approve or reject those that wait for an organiser. */
export function TicketTransferList({ eventUuid, timezone, canEdit }: { eventUuid: string; timezone: string; canEdit: boolean }) {
  const [filter, setFilter] = useState<TransferListFilter>('pending')
  const [page, setPage] = useState(1)
  const query = useQuery(eventTransfersQuery(eventUuid, filter, page))
  return (
    <Card className="overflow-hidden p-0">
      <div className="flex flex-wrap items-center justify-between gap-3 border-b border-border px-4 py-3">
        <div>
          <h2 className="text-base font-semibold">Transfers</h2>
          <p className="text-[13px] text-muted-foreground">Times are in the event's time zone.</p>
        </div>
        <SegmentedControl
          label="Show transfers"
          value={filter}
          options={FILTERS}
          onValueChange={(value) => {
            setFilter(value)
            setPage(1)
          }}
        />
      </div>
      <QueryView
        query={query}
        pendingLabel="Loading transfers"
        pendingClassName="flex justify-center py-10"
        pending={<LoaderCircle aria-hidden className="size-4 animate-spin" />}
        isEmpty={(page) => page.data.length === 0}
        empty={
          <EmptyState
            icon={ArrowLeftRight}
            title={filter === 'pending' ? 'No transfers waiting' : 'No transfers yet'}
            description="When a guest gives their ticket to someone else from their pass, it shows here."
          />
        }
      >
        {(page) => (
          <ul>
            {page.data.map((transfer) => (
              <TransferRow key={transfer.id} transfer={transfer} timezone={timezone} canEdit={canEdit} eventUuid={eventUuid} />
            ))}
          </ul>
        )}
      </QueryView>
      {query.data && query.data.meta.last_page > 1 && (
        <div className="border-t border-border px-4 py-2">
          <PaginationBar
            page={page}
            perPage={query.data.meta.per_page}
            total={query.data.meta.total}
            lastPage={query.data.meta.last_page}
            onPageChange={setPage}
            noun="transfers"
          />
        </div>
      )}
    </Card>
  )
}
