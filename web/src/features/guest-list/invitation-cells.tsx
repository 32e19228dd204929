import { formatRelativeTime } from '@/lib/dates'

/** A when-column of the invitation stages: relative time, the exact instant on hover, a dash when not yet. */
export function StageTimeCell({ at, testId }: { at: string | null; testId: string }) {
  if (!at) return <span className="text-subtle-foreground" data-testid={testId}>—</span>
  return (
    <span className="text-muted-foreground tabular-nums" title={new Date(at).toLocaleString()} data-testid={testId}>
      {formatRelativeTime(at)}
    </span>
  )
}
