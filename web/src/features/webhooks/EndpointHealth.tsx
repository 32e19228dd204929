import { useQuery } from '@tanstack/react-query'
import { webhookEndpointQuery } from '@/api/webhooks'
import { formatRelativeTime } from '@/lib/dates'

/** How an endpoint is doing: deliveries by status, and its current failure streak. */
export function EndpointHealth({ endpointId }: { endpointId: string }) {
  const detail = useQuery({ ...webhookEndpointQuery(endpointId), refetchInterval: 5000 })
  if (!detail.data) return null
  const { deliveries, health } = detail.data
  return (
    <dl className="grid grid-cols-2 gap-3 text-[13px] sm:grid-cols-4">
      <Figure label="Pending" value={deliveries.pending} />
      <Figure label="Succeeded" value={deliveries.succeeded} />
      <Figure label="Failed" value={deliveries.failed} />
      <Figure
        label="Failing streak"
        value={health.consecutive_failures}
        note={
          health.consecutive_failures > 0 && health.next_attempt_at
            ? `next try ${formatRelativeTime(health.next_attempt_at)}`
            : health.last_success_at
              ? `last success ${formatRelativeTime(health.last_success_at)}`
              : null
        }
      />
    </dl>
  )
}

function Figure({ label, value, note }: { label: string; value: number; note?: string | null }) {
  return (
    <div className="rounded-md border border-border px-3 py-2">
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="text-base font-semibold tabular-nums">{value}</dd>
      {note && <dd className="text-xs text-muted-foreground">{note}</dd>}
    </div>
  )
}
