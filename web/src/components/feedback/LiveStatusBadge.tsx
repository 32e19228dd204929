import { Badge, type BadgeTone } from '@/components/ui/badge'
import { useLiveStatus, type LiveStatus } from '@/lib/realtime'

const SHOWN: Record<LiveStatus, { tone: BadgeTone; label: string; detail: string }> = {
  live: { tone: 'success', label: 'Live', detail: 'Changes made elsewhere appear here as they happen.' },
  connecting: { tone: 'neutral', label: 'Connecting…', detail: 'Not live yet: changes made elsewhere appear once connected.' },
  reconnecting: { tone: 'warning', label: 'Reconnecting…', detail: 'The live connection was lost. Changes made meanwhile will appear once it is back.' },
  refused: { tone: 'error', label: 'Not live', detail: 'Changes made elsewhere do not appear here: reload the page to see them.' },
}

/**
 * Says whether the event's screens are live, in words: a dashboard that
 * stopped receiving changes never looks as if it still did (issue 28).
 */
export function LiveStatusBadge({ eventUuid }: { eventUuid: string }) {
  const status = useLiveStatus(eventUuid)
  const shown = SHOWN[status]
  return (
    <Badge tone={shown.tone} role="status" title={shown.detail} aria-label={`${shown.label} ${shown.detail}`} data-testid="live-status" data-state={status}>
      <span
        aria-hidden
        className={status === 'connecting' || status === 'reconnecting' ? 'size-1.5 animate-pulse rounded-full bg-current' : 'size-1.5 rounded-full bg-current'}
      />
      {shown.label}
    </Badge>
  )
}
