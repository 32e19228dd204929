import type { Alert } from '@/api/communications'
import { Badge } from '@/components/ui/badge'
import { alertStatusOf } from './alert-status'

/** Draft / Scheduled for {time} / Sending / Sent {when}, the time in the event's zone with its name. */
export function AlertStatusBadge({ alert, timezone }: { alert: Pick<Alert, 'status' | 'due_at' | 'dispatched_at' | 'updated_at'>; timezone: string }) {
  const view = alertStatusOf(alert, timezone)
  return (
    <span className="inline-flex flex-wrap items-center gap-x-2 gap-y-0.5" data-testid="communication-status" data-status={alert.status}>
      <Badge tone={view.tone}>{view.label}</Badge>
      {view.when && <span className="text-xs text-muted-foreground">{view.label === 'Scheduled' ? `for ${view.when}` : view.when}</span>}
    </span>
  )
}
