import type { Alert } from '@/api/communications'
import { Badge } from '@/components/ui/badge'
import { alertStatusOf } from './alert-status'

/** Draft / Scheduled for {time} / Sending / Sent {when}, the time in the event's zone with its name. */
export function AlertStatusBadge({ alert, timezone }: { alert: Pick<Alert, 'status' | 'due_at' | 'dispatched_at' | 'updated_at'>; timezone: string }) {
  const view = alertStatusOf(alert, timezone)
  return (
    <span className="inline-flex flex-wrap items-center gap-x-2 gap-y-0.5" data-testid="communication-status" data-status={alert.status}>
      <Badge tone={view.tone}>{view.label}</Badge>
      {/* The time stays whole: beside the badge when there is room, else on the line below (issue 28: three lines at 768 px). */}
      {view.when && (
        <span className="text-xs whitespace-nowrap text-muted-foreground" data-testid="communication-status-when">
          {view.label === 'Scheduled' ? `for ${view.when}` : view.when}
        </span>
      )}
    </span>
  )
}
