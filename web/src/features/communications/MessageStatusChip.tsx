import { STATUS_EXPLANATIONS, STATUS_LABELS, toneOf, type MessageStatus } from '@usher/domain/communications/message-status'
import { Badge, type BadgeTone } from '@/components/ui/badge'
import { Tooltip } from '@/components/ui/tooltip'

const BADGE_TONE: Record<ReturnType<typeof toneOf>, BadgeTone> = { positive: 'success', neutral: 'neutral', negative: 'error' }

export function statusBadgeTone(status: MessageStatus): BadgeTone {
  return BADGE_TONE[toneOf(status)]
}

/**
 * A recipient's message status (spec section 4): coloured by its tone, with
 * what it means on hover and on keyboard focus; clicking it opens the
 * message's timeline (the failures' explanations say "Click for details").
 */
export function MessageStatusChip({ status, onOpen }: { status: MessageStatus; onOpen: () => void }) {
  const explanation = STATUS_EXPLANATIONS[status]
  return (
    <Tooltip content={explanation}>
      <button
        type="button"
        onClick={onOpen}
        className="rounded-full focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring"
        aria-label={`${STATUS_LABELS[status]}. ${explanation}`}
        data-testid="message-status"
        data-status={status}
      >
        <Badge tone={statusBadgeTone(status)}>{STATUS_LABELS[status]}</Badge>
      </button>
    </Tooltip>
  )
}
