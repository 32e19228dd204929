import { useState } from 'react'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { RotateCw, Send } from 'lucide-react'
import { webhookDeliveriesQuery, type WebhookDelivery, type WebhookDeliveryStatus } from '@/api/webhooks'
import { Badge, type BadgeTone } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { EmptyState } from '@/components/ui/empty-state'
import { PaginationBar } from '@/components/ui/pagination-bar'
import { SegmentedControl } from '@/components/ui/segmented-control'
import { Skeleton } from '@/components/ui/skeleton'
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table'
import { formatRelativeTime } from '@/lib/dates'
import { useRedeliver } from './use-webhook-mutations'
import { QueryView } from '@/components/query-view'

type StatusFilter = WebhookDeliveryStatus | 'all'
const FILTERS: { value: StatusFilter; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'pending', label: 'Pending' },
  { value: 'succeeded', label: 'Succeeded' },
  { value: 'failed', label: 'Failed' },
]
const STATUS_TONES: Record<WebhookDeliveryStatus, BadgeTone> = { pending: 'warning', succeeded: 'success', failed: 'error' }

/** One endpoint's deliveries, newest event first: when, what, how the receiver answered, and "Redeliver". */
export function DeliveryLog({ endpointId, canManage }: { endpointId: string; canManage: boolean }) {
  const [status, setStatus] = useState<StatusFilter>('all')
  const [page, setPage] = useState(1)
  const deliveries = useQuery({ ...webhookDeliveriesQuery(endpointId, { status: status === 'all' ? null : status, page }), placeholderData: keepPreviousData })
  const redeliver = useRedeliver(endpointId)

  return (
    <section aria-label="Delivery log" className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="text-sm font-semibold">Delivery log</h3>
        <SegmentedControl
          label="Delivery status"
          value={status}
          options={FILTERS}
          onValueChange={(next) => {
            setStatus(next)
            setPage(1)
          }}
        />
      </div>
      <QueryView
        query={deliveries}
        pendingLabel="Loading the deliveries"
        pendingClassName="flex flex-col gap-2"
        pending={
          <>
            <Skeleton className="h-5 w-full" />
            <Skeleton className="h-5 w-2/3" />
          </>
        }
        isEmpty={(answer) => answer.data.length === 0}
        empty={
          <EmptyState
            icon={Send}
            title="No deliveries"
            description={status === 'all' ? 'Deliveries appear here as events happen.' : 'None with this status.'}
          />
        }
      >
        {({ data: rows }) => (
          <div className="overflow-x-auto">
            <Table aria-label="Deliveries">
              <TableHeader>
                <TableRow>
                  <TableHead>Time</TableHead>
                  <TableHead>Event type</TableHead>
                  <TableHead>Status</TableHead>
                  <TableHead className="text-right">Code</TableHead>
                  <TableHead className="text-right">Response</TableHead>
                  <TableHead className="text-right">Attempts</TableHead>
                  <TableHead>
                    <span className="sr-only">Actions</span>
                  </TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {rows.map((delivery) => (
                  <DeliveryRow
                    key={delivery.id}
                    delivery={delivery}
                    canManage={canManage}
                    redelivering={redeliver.isPending && redeliver.variables === delivery.id}
                    onRedeliver={() => redeliver.mutate(delivery.id)}
                  />
                ))}
              </TableBody>
            </Table>
          </div>
        )}
      </QueryView>
      {deliveries.data && deliveries.data.meta.total > deliveries.data.meta.per_page && (
        <PaginationBar
          page={page}
          perPage={deliveries.data.meta.per_page}
          total={deliveries.data.meta.total}
          lastPage={deliveries.data.meta.last_page}
          onPageChange={setPage}
          noun="deliveries"
        />
      )}
    </section>
  )
}

function DeliveryRow({
  delivery,
  canManage,
  redelivering,
  onRedeliver,
}: {
  delivery: WebhookDelivery
  canManage: boolean
  redelivering: boolean
  onRedeliver: () => void
}) {
  const when = delivery.last_attempt_at ?? delivery.created_at
  const detail =
    delivery.status === 'pending' && delivery.next_attempt_at ? `Next attempt ${formatRelativeTime(delivery.next_attempt_at)}` : delivery.last_error
  return (
    <TableRow data-testid="webhook-delivery-row">
      <TableCell className="whitespace-nowrap" title={when ?? undefined}>
        {formatRelativeTime(when)}
      </TableCell>
      <TableCell className="font-mono text-xs">{delivery.event_type}</TableCell>
      <TableCell>
        <Badge tone={STATUS_TONES[delivery.status]}>{delivery.status}</Badge>
        {detail && (
          <p className="mt-0.5 max-w-[260px] truncate text-xs text-muted-foreground" title={detail}>
            {detail}
          </p>
        )}
      </TableCell>
      <TableCell className="text-right tabular-nums">{delivery.last_status_code ?? '—'}</TableCell>
      <TableCell className="text-right tabular-nums">{delivery.last_response_ms === null ? '—' : `${delivery.last_response_ms} ms`}</TableCell>
      <TableCell
        className="text-right tabular-nums"
        title={delivery.attempt_log.map((a) => `${a.at}: ${a.status_code ?? a.error} (${a.response_ms} ms)`).join('\n')}
      >
        {delivery.attempts}
      </TableCell>
      <TableCell className="text-right">
        {canManage && delivery.status !== 'pending' && (
          <Button variant="ghost" size="sm" onClick={onRedeliver} disabled={redelivering}>
            <RotateCw aria-hidden />
            Redeliver
          </Button>
        )}
      </TableCell>
    </TableRow>
  )
}
