import { exactEventTime, formatEventTime } from '@/lib/event-time'
import { useGuestListActions } from '../guest-list-actions'

/** A when-column of the guest list: relative time in the event's zone, the exact instant on hover, a dash when not yet. */
export function StageTimeCell({ at, testId }: { at: string | null | undefined; testId: string }) {
  const { timezone } = useGuestListActions()
  if (!at)
    return (
      <span className="text-subtle-foreground" data-testid={testId}>
        —
      </span>
    )
  return (
    <span className="text-muted-foreground tabular-nums" title={exactEventTime(at, timezone)} data-testid={testId}>
      {formatEventTime(at, timezone)}
    </span>
  )
}
